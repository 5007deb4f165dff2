import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import { applyRealtimeEvent } from './apply-realtime-event';

const conversation = (id: string, updated_at: string, title = id): ConversationRow => ({
  id,
  user_id: 'u1',
  title,
  first_message: `first ${id}`,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at,
});
const message = (id: string, created_at: string): MessageRow => ({
  id,
  conversation_id: 'c1',
  type: 'user',
  content: id,
  created_at,
  incomplete: false,
  attachments: null,
});

const ids = (rows: { id: string }[] | undefined) => rows?.map((row) => row.id);

function clientWith(conversations?: object[], messages?: MessageRow[]) {
  const client = new QueryClient();
  if (conversations) client.setQueryData(['conversations'], conversations);
  if (messages) client.setQueryData(['messages', 'c1'], messages);
  return client;
}

describe('applyRealtimeEvent', () => {
  it('puts a created conversation at the top of the list', () => {
    const client = clientWith([conversation('old', '2024-01-02T00:00:00.000Z')]);
    applyRealtimeEvent(client, {
      type: 'conversation.created',
      conversation: conversation('new', '2024-01-03T00:00:00.000Z'),
    });
    expect(ids(client.getQueryData(['conversations']))).toEqual(['new', 'old']);
  });

  it('moves an updated conversation up and keeps fields the event does not carry', () => {
    const client = clientWith([
      conversation('a', '2024-01-03T00:00:00.000Z'),
      { ...conversation('b', '2024-01-02T00:00:00.000Z'), project: { name: 'Deck' } },
    ]);
    applyRealtimeEvent(client, {
      type: 'conversation.updated',
      conversation: conversation('b', '2024-01-04T00:00:00.000Z', 'Renamed'),
    });
    const rows = client.getQueryData<(ConversationRow & { project?: unknown })[]>([
      'conversations',
    ]);
    expect(ids(rows)).toEqual(['b', 'a']);
    expect(rows?.[0]).toMatchObject({ title: 'Renamed', project: { name: 'Deck' } });
    expect(rows).toHaveLength(2);
  });

  it('removes a deleted conversation and drops its messages', () => {
    const client = clientWith(
      [
        conversation('c1', '2024-01-02T00:00:00.000Z'),
        conversation('c2', '2024-01-01T00:00:00.000Z'),
      ],
      [message('m1', '2024-01-01T00:00:00.000Z')],
    );
    applyRealtimeEvent(client, { type: 'conversation.deleted', id: 'c1' });
    expect(ids(client.getQueryData(['conversations']))).toEqual(['c2']);
    expect(client.getQueryData(['messages', 'c1'])).toBeUndefined();
  });

  it('adds a message in created_at order, once', () => {
    const client = clientWith(undefined, [
      message('m1', '2024-01-01T00:00:01.000Z'),
      message('m3', '2024-01-01T00:00:03.000Z'),
    ]);
    const m2 = message('m2', '2024-01-01T00:00:02.000Z');
    applyRealtimeEvent(client, { type: 'message.created', message: m2 });
    applyRealtimeEvent(client, { type: 'message.created', message: m2 });
    expect(ids(client.getQueryData(['messages', 'c1']))).toEqual(['m1', 'm2', 'm3']);
  });

  it('leaves caches that were never loaded alone', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, {
      type: 'message.created',
      message: message('m1', '2024-01-01T00:00:00.000Z'),
    });
    applyRealtimeEvent(client, {
      type: 'conversation.created',
      conversation: conversation('c1', '2024-01-01T00:00:00.000Z'),
    });
    expect(client.getQueryData(['messages', 'c1'])).toBeUndefined();
    expect(client.getQueryData(['conversations'])).toBeUndefined();
  });

  it('refetches instead of storing a truncated message', () => {
    const client = clientWith(undefined, [message('m1', '2024-01-01T00:00:01.000Z')]);
    applyRealtimeEvent(client, {
      type: 'message.created',
      message: message('m2', '2024-01-01T00:00:02.000Z'),
      truncated: true,
    });
    expect(ids(client.getQueryData(['messages', 'c1']))).toEqual(['m1']);
    expect(client.getQueryState(['messages', 'c1'])?.isInvalidated).toBe(true);
  });

  it('marks everything stale on resync', () => {
    const client = clientWith(
      [conversation('c1', '2024-01-01T00:00:00.000Z')],
      [message('m1', '2024-01-01T00:00:00.000Z')],
    );
    applyRealtimeEvent(client, { type: 'resync' });
    expect(client.getQueryState(['conversations'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['messages', 'c1'])?.isInvalidated).toBe(true);
  });
});
