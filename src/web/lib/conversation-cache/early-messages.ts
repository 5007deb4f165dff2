import type { MessageRow } from '../../../shared/conversations/conversation-schema';

/**
 * Stored messages that live sync delivered before this tab knew their conversation. The first
 * question of a new conversation is stored, and announced, a moment before the asking tab reads
 * the new conversation's id from its stream; without this its `message.created` would find no
 * cache to join, the question would stay a local row and the chat would refetch.
 */
const HOLD_MS = 30_000;
const MAX_HELD = 20;

interface Held {
  message: MessageRow;
  at: number;
}

const held: Held[] = [];

function dropStale(now: number) {
  while (held.length > 0 && (now - held[0]!.at > HOLD_MS || held.length > MAX_HELD)) held.shift();
}

/** Keeps a stored message whose conversation has no cached messages yet. */
export function holdEarlyMessage(message: MessageRow, now = Date.now()): void {
  held.push({ message, at: now });
  dropStale(now);
}

/** The held messages of a conversation this tab has just adopted, oldest first; forgotten. */
export function takeEarlyMessages(conversationId: string, now = Date.now()): MessageRow[] {
  dropStale(now);
  const mine = held.filter((entry) => entry.message.conversation_id === conversationId);
  for (const entry of mine) held.splice(held.indexOf(entry), 1);
  return mine.map((entry) => entry.message);
}
