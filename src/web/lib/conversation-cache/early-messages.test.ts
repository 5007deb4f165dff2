import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import { holdEarlyMessage, takeEarlyMessages } from './early-messages';

const message = (id: string, conversation_id: string): MessageRow => ({
  id,
  conversation_id,
  type: 'user',
  content: 'How do I fix a dripping tap?',
  created_at: '2026-11-26T03:00:00.000Z',
  incomplete: false,
  attachments: [],
  citations: null,
  parent_id: null,
  depth: 0,
  sibling_ids: [id],
});

describe('messages that arrive before their conversation is known', () => {
  it('are handed to the conversation that adopts them, once', () => {
    holdEarlyMessage(message('m1', 'c1'), 1_000);
    holdEarlyMessage(message('m2', 'c2'), 1_000);
    expect(takeEarlyMessages('c1', 2_000).map((m) => m.id)).toEqual(['m1']);
    expect(takeEarlyMessages('c1', 2_000)).toEqual([]);
    expect(takeEarlyMessages('c2', 2_000).map((m) => m.id)).toEqual(['m2']);
  });

  it('are forgotten after half a minute', () => {
    holdEarlyMessage(message('m3', 'c3'), 1_000);
    expect(takeEarlyMessages('c3', 40_000)).toEqual([]);
  });
});
