import { describe, expect, it } from 'vitest';
import type { CachedMessage } from '../../../lib/conversation-cache/message-cache';
import { chatFromRows, loadGuideFinder, needsGuideFinder } from './chat-messages';

// Two messages in one line of the conversation: each the other's parent or child, no versions.
const row = (
  id: string,
  type: CachedMessage['type'],
  content: string,
  parent: string | null,
): CachedMessage => ({
  id,
  parent_id: parent,
  depth: parent ? 1 : 0,
  sibling_ids: [id],
  conversation_id: 'c-1',
  type,
  content,
  created_at: '2026-11-26T01:00:00.000Z',
  incomplete: false,
  attachments: null,
  citations: null,
});

const rows = [
  row('q-1', 'user', 'How do I patch drywall?', null),
  row(
    'a-1',
    'assistant',
    '1. Cut a square around the hole.\n2. Fit a patch.\n3. Tape and mud it.',
    'q-1',
  ),
];

describe('chatFromRows with the guide finder loaded on demand', () => {
  it('shows a stored reply at once, and its guide once the finder is here', async () => {
    expect(needsGuideFinder(rows)).toBe(true);
    const before = chatFromRows(rows, null);
    expect(before.map((m) => m.content)).toEqual(rows.map((r) => r.content));
    expect(before[1]?.guide).toBeNull();

    // The view made without the finder is not kept: the same rows find their guide after all.
    const after = chatFromRows(rows, await loadGuideFinder());
    expect(after[1]?.guide?.steps).toHaveLength(3);
    expect(after[1]?.guide?.id).toBe('a-1');
  });

  it('needs no finder for questions, or for replies that came with their guide', () => {
    const answered = { ...rows[1]!, guide: null };
    expect(needsGuideFinder([rows[0]!, answered])).toBe(false);
    expect(chatFromRows([rows[0]!, answered], null)[1]?.guide).toBeNull();
  });
});

describe('chatFromRows with a reply the server is still writing', () => {
  const writing: CachedMessage = { ...rows[1]!, content: '1. Cut a square', writing: true };

  it('shows it as being written, with its conversation to fetch again and no guide to find', () => {
    expect(needsGuideFinder([rows[0]!, writing])).toBe(false);
    const shown = chatFromRows([rows[0]!, writing], null);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ status: 'writing', conversationId: 'c-1', guide: null });
  });

  it('shows the same reply done once it is stored whole', () => {
    const shown = chatFromRows(rows, null);
    expect(shown[1]!.status).toBe('done');
    expect(shown[1]!.conversationId).toBeUndefined();
  });
});
