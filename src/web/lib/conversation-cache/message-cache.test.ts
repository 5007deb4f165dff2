import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import {
  insertStoredMessage,
  keepUnsettled,
  settleLocalReply,
  type CachedMessage,
} from './message-cache';

const stored = (id: string, type: MessageRow['type'], content: string, second: number) => ({
  id,
  conversation_id: 'c1',
  type,
  content,
  created_at: `2026-01-01T00:00:0${second}.000Z`,
  incomplete: false,
  attachments: null,
  citations: null,
});
const earlier = stored('m1', 'assistant', 'Hello', 1);
const question = stored('q', 'user', 'How do I grout?', 2);
const reply = stored('r', 'assistant', 'Mix, spread, wipe.', 3);
const localQuestion: CachedMessage = { ...question, id: 'local-q', local: true };
const streaming: CachedMessage = {
  ...reply,
  id: 'local-r',
  content: 'Mix,',
  local: true,
  status: 'streaming',
};

describe('message cache', () => {
  it('keeps a reply still streaming when the list is fetched again mid-reply', () => {
    const rows = keepUnsettled([earlier, localQuestion, streaming], [earlier, question]);
    expect(rows).toEqual([earlier, question, streaming]);
  });

  it('takes the closing id, so the live-sync copy of the reply is not added twice', () => {
    const settled = settleLocalReply([earlier, localQuestion, streaming], 'local-r', 'r', {
      content: reply.content,
      status: undefined,
      guide: null,
    });
    expect(insertStoredMessage(settled, reply).map((row) => row.id)).toEqual([
      'm1',
      'local-q',
      'r',
    ]);
  });

  it('puts the closing data onto the stored reply when live sync brought it first', () => {
    const synced = insertStoredMessage([earlier, localQuestion, streaming], reply);
    const settled = settleLocalReply(synced, 'local-r', 'r', { guide: null, status: undefined });
    expect(settled).toEqual([earlier, localQuestion, { ...reply, guide: null, status: undefined }]);
  });

  it('keeps "stopped" on a cut reply once its stored row replaces it', () => {
    const stopped: CachedMessage = { ...streaming, status: 'stopped', incomplete: true };
    const cut = { ...reply, content: 'Mix,', incomplete: true };
    expect(keepUnsettled([stopped], [cut])).toEqual([{ ...cut, status: 'stopped' }]);
  });

  it('adds messages from elsewhere before what this tab is still sending', () => {
    const other = stored('o', 'user', 'Another device asks', 2);
    const rows = insertStoredMessage([earlier, localQuestion, streaming], other);
    expect(rows.map((row) => row.id)).toEqual(['m1', 'o', 'local-q', 'local-r']);
  });
});
