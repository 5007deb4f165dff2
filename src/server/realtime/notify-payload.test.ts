import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import {
  decodeNotification,
  encodeAccountsChanged,
  encodeNotification,
  MAX_NOTIFY_BYTES,
} from './notify-payload';

const message = (content: string): RealtimeEvent => ({
  type: 'message.created',
  message: {
    id: 'm1',
    conversation_id: 'c1',
    type: 'assistant',
    content,
    created_at: '2024-01-01T00:00:00.000Z',
    incomplete: false,
    attachments: null,
    parent_id: null,
    depth: 0,
    sibling_ids: ['m1'],
  },
});

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The event of a user's notification; fails the test for any other envelope. */
function eventOf(payload: string) {
  const envelope = decodeNotification(payload);
  if (!envelope || !('event' in envelope)) throw new Error(`not a user event: ${payload}`);
  return envelope.event;
}

describe('NOTIFY payloads', () => {
  it('carries a small event unchanged', () => {
    const payload = encodeNotification('u1', message('Hello'));
    expect(decodeNotification(payload)).toEqual({ userId: 'u1', event: message('Hello') });
  });

  it('cuts long multi-byte content under the limit, on a character boundary, and says so', () => {
    // 4-byte emoji (a surrogate pair in JavaScript) and quotes that JSON escapes.
    const content = '🔨"'.repeat(5_000);
    const payload = encodeNotification('u1', message(content));
    expect(bytes(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const event = eventOf(payload);
    expect(event.type === 'message.created' && event.truncated).toBe(true);
    const cut = event.type === 'message.created' ? event.message.content : '';
    expect(cut.length).toBeGreaterThan(1_000);
    expect(content.startsWith(cut)).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('cuts a long first message of a conversation', () => {
    const event: RealtimeEvent = {
      type: 'conversation.created',
      conversation: {
        id: 'c1',
        user_id: 'u1',
        title: 'Deck',
        first_message: 'ü'.repeat(4_000),
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-01-01T00:00:00.000Z',
      },
    };
    const payload = encodeNotification('u1', event);
    expect(bytes(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(eventOf(payload)).toMatchObject({
      truncated: true,
      conversation: { title: 'Deck' },
    });
  });

  it('tells every instance that accounts changed', () => {
    expect(decodeNotification(encodeAccountsChanged())).toEqual({ accounts: true });
  });

  it('ignores payloads that are not ours', () => {
    expect(decodeNotification('{"accounts":false}')).toBeUndefined();
    expect(decodeNotification('not json')).toBeUndefined();
    expect(decodeNotification('{"userId":"u1","event":{"type":"nope"}}')).toBeUndefined();
    expect(decodeNotification(undefined)).toBeUndefined();
  });
});
