import { describe, expect, it } from 'vitest';
import type { CachedMessage } from '../../../lib/conversation-cache/message-cache';
import { chatFromRows } from './chat-messages';

const row = (change: Partial<CachedMessage>): CachedMessage => ({
  id: 'm1',
  conversation_id: 'c1',
  type: 'user',
  content: 'How do I refinish an oak floor?',
  created_at: '2026-11-26T03:00:00.000Z',
  incomplete: false,
  attachments: null,
  citations: null,
  parent_id: null,
  depth: 0,
  sibling_ids: ['m1'],
  ...change,
});

describe('chatFromRows', () => {
  const question = row({});

  it('shows a reply the server is still writing as such, with no fallback bubble and no guide', () => {
    const writing = row({
      id: 'm2',
      type: 'assistant',
      content: '## Refinish an oak floor\n\n1. Sand',
      parent_id: 'm1',
      depth: 1,
      sibling_ids: ['m2'],
      writing: true,
    });
    const shown = chatFromRows([question, writing]);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ status: 'writing', conversationId: 'c1', guide: null });
  });

  it('shows the same reply done once it is stored whole', () => {
    const done = row({ id: 'm2', type: 'assistant', content: 'Sand it.', parent_id: 'm1' });
    const shown = chatFromRows([question, done]);
    expect(shown[1]!.status).toBe('done');
    expect(shown[1]!.conversationId).toBeUndefined();
  });

  it('ends an unanswered question with the fallback bubble', () => {
    expect(chatFromRows([question]).at(-1)).toMatchObject({ status: 'fallback' });
  });
});
