import { findEntry, type Entry } from '../knowledge/knowledge-base';
import type { ChatTurn } from '../engine';
import { detectAsks, preferredEntryKind } from '../understand/message-kind';
import { retrieve } from './retrieve';

/** How far back a conversation's topic is looked for. */
const TOPIC_LOOKBACK_TURNS = 6;

/**
 * What the conversation is about: the entry stored with it, or else the entry the most recent
 * earlier question was confidently about. Worked out from the history each time, so a topic
 * carries over even when no entry was ever stored (a diagnosis, a hazard stop).
 */
export function conversationTopic(
  history: readonly ChatTurn[],
  storedEntryId?: string,
): Entry | undefined {
  const recent = history.slice(-TOPIC_LOOKBACK_TURNS);
  for (let i = recent.length - 1; i >= 0; i -= 1) {
    const turn = recent[i];
    if (turn?.role !== 'user') continue;
    const prefer = preferredEntryKind(detectAsks(turn.content));
    const best = retrieve(turn.content, { prefer, limit: 1 })[0];
    if (best?.confident) return best.entry;
  }
  return storedEntryId ? findEntry(storedEntryId) : undefined;
}
