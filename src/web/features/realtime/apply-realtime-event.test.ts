import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import {
  conversationListQuery,
  messagesQuery,
  type Conversation,
} from '../../lib/conversation-cache/conversation-queries';
import type { CachedMessage } from '../../lib/conversation-cache/message-cache';
import { applyRealtimeEvent } from './apply-realtime-event';

const listKey = conversationListQuery().queryKey;
const messagesKey = messagesQuery('c1').queryKey;

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

const listed = (row: ConversationRow): Conversation => ({
  ...row,
  project: null,
  message_count: 0,
});

function clientWith(conversations?: ConversationRow[], messages?: CachedMessage[]) {
  const client = new QueryClient();
  if (conversations) client.setQueryData(listKey, conversations.map(listed));
  if (messages) client.setQueryData(messagesKey, messages);
  return client;
}

describe('applyRealtimeEvent', () => {
  it('puts a created conversation at the top of the list', () => {
    const client = clientWith([conversation('old', '2024-01-02T00:00:00.000Z')]);
    applyRealtimeEvent(client, {
      type: 'conversation.created',
      conversation: conversation('new', '2024-01-03T00:00:00.000Z'),
    });
    expect(ids(client.getQueryData(listKey))).toEqual(['new', 'old']);
  });

  it('moves an updated conversation up and keeps fields the event does not carry', () => {
    const client = new QueryClient();
    const deck = { ...listed(conversation('b', '2024-01-02T00:00:00.000Z')), message_count: 4 };
    client.setQueryData(listKey, [listed(conversation('a', '2024-01-03T00:00:00.000Z')), deck]);
    applyRealtimeEvent(client, {
      type: 'conversation.updated',
      conversation: conversation('b', '2024-01-04T00:00:00.000Z', 'Renamed'),
    });
    const rows = client.getQueryData(listKey);
    expect(ids(rows)).toEqual(['b', 'a']);
    expect(rows?.[0]).toMatchObject({ title: 'Renamed', message_count: 4 });
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
    expect(ids(client.getQueryData(listKey))).toEqual(['c2']);
    expect(client.getQueryData(messagesKey)).toBeUndefined();
  });

  it('adds a message in created_at order, once', () => {
    const client = clientWith(undefined, [
      message('m1', '2024-01-01T00:00:01.000Z'),
      message('m3', '2024-01-01T00:00:03.000Z'),
    ]);
    const m2 = message('m2', '2024-01-01T00:00:02.000Z');
    applyRealtimeEvent(client, { type: 'message.created', message: m2 });
    applyRealtimeEvent(client, { type: 'message.created', message: m2 });
    expect(ids(client.getQueryData(messagesKey))).toEqual(['m1', 'm2', 'm3']);
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
    expect(client.getQueryData(messagesKey)).toBeUndefined();
    expect(client.getQueryData(listKey)).toBeUndefined();
  });

  it('refetches instead of storing a truncated message', () => {
    const client = clientWith(undefined, [message('m1', '2024-01-01T00:00:01.000Z')]);
    applyRealtimeEvent(client, {
      type: 'message.created',
      message: message('m2', '2024-01-01T00:00:02.000Z'),
      truncated: true,
    });
    expect(ids(client.getQueryData(messagesKey))).toEqual(['m1']);
    expect(client.getQueryState(messagesKey)?.isInvalidated).toBe(true);
  });

  it('marks everything stale on resync', () => {
    const client = clientWith(
      [conversation('c1', '2024-01-01T00:00:00.000Z')],
      [message('m1', '2024-01-01T00:00:00.000Z')],
    );
    applyRealtimeEvent(client, { type: 'resync' });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(messagesKey)?.isInvalidated).toBe(true);
  });

  it('replaces the question and reply this tab wrote with their stored rows, and counts them', () => {
    const question = { ...message('stored-q', '2024-01-01T00:00:02.000Z'), content: 'How?' };
    const reply: MessageRow = {
      ...message('stored-r', '2024-01-01T00:00:03.000Z'),
      type: 'assistant',
      content: 'Like this.',
    };
    const client = clientWith(
      [conversation('c1', '2024-01-01T00:00:00.000Z')],
      [
        message('m1', '2024-01-01T00:00:01.000Z'),
        { ...question, id: 'local-q', local: true },
        { ...reply, id: 'local-r', content: 'Like', local: true, status: 'streaming' },
      ],
    );
    applyRealtimeEvent(client, { type: 'message.created', message: question });
    applyRealtimeEvent(client, { type: 'message.created', message: reply });
    expect(client.getQueryData(messagesKey)).toEqual([
      message('m1', '2024-01-01T00:00:01.000Z'),
      question,
      reply,
    ]);
    expect(client.getQueryData(listKey)?.[0]?.message_count).toBe(2);
  });
});
