import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import type { StepGuide } from '../../../shared/guides/step-guide';

/**
 * A message as the conversation's cache holds it: a stored row, or one this tab wrote while
 * asking (the question it sent, the reply it is streaming) until the stored row replaces it.
 */
export interface CachedMessage extends MessageRow {
  /** Written by this tab and not yet matched to its stored row. */
  local?: true;
  /** A reply still arriving, or one the user stopped: what the stored row cannot say. */
  status?: 'streaming' | 'stopped';
  /** The step guide the reply's closing data carried. */
  guide?: StepGuide | null;
}

/**
 * Adds a stored message: nothing when its id is there already; in place of this tab's local
 * copy of it (the same question, or the reply being streamed) when there is one; otherwise
 * after every stored row not newer than it, and before this tab's local rows.
 */
export function insertStoredMessage(rows: CachedMessage[], message: MessageRow): CachedMessage[] {
  if (rows.some((row) => row.id === message.id)) return rows;
  const local = rows.findIndex((row) => copies(row, message));
  if (local !== -1) {
    return rows.map((row, index) => (index === local ? settled(row, message) : row));
  }
  const index = rows.findIndex((row) => row.local || row.created_at > message.created_at);
  if (index === -1) return [...rows, message];
  return [...rows.slice(0, index), message, ...rows.slice(index)];
}

/**
 * A fetched list, keeping what only this tab knows: how its own replies ended, and local rows
 * the fetch does not hold yet (a reply still streaming), at the end. A stored row the cache did
 * not know takes the place of the local row it copies.
 */
export function keepUnsettled(
  cached: CachedMessage[] | undefined,
  fetched: MessageRow[],
): CachedMessage[] {
  const byId = new Map(cached?.map((row) => [row.id, row]));
  let pending = (cached ?? []).filter((row) => row.local);
  const rows = fetched.map((message) => {
    const mine = byId.get(message.id) ?? pending.find((row) => copies(row, message));
    if (!mine) return message;
    pending = pending.filter((row) => row !== mine);
    return settled(mine, message);
  });
  return [...rows, ...pending];
}

/** Changes the row with this id, if there is one. */
export function patchMessage(
  rows: CachedMessage[] | undefined,
  id: string,
  change: Partial<CachedMessage>,
): CachedMessage[] | undefined {
  return rows?.map((row) => (row.id === id ? { ...row, ...change } : row));
}

function copies(local: CachedMessage, stored: MessageRow): boolean {
  if (!local.local || local.type !== stored.type) return false;
  return stored.type === 'assistant' || local.content === stored.content;
}

function settled(local: CachedMessage, stored: MessageRow): CachedMessage {
  return {
    ...stored,
    ...(local.status === 'stopped' && { status: 'stopped' }),
    ...(local.guide !== undefined && { guide: local.guide }),
  };
}

/**
 * The closing data of a reply this tab streamed: the local row takes the stored id (so the
 * live-sync copy of it is recognised) and the change; if live sync brought the stored row
 * first, the change goes onto it.
 */
export function settleLocalReply(
  rows: CachedMessage[],
  localId: string,
  storedId: string | null,
  change: Partial<CachedMessage>,
): CachedMessage[] {
  return rows.map((row) => {
    if (row.id === storedId) return { ...row, ...change };
    if (row.id !== localId) return row;
    if (!storedId) return { ...row, ...change };
    const { local: _local, ...rest } = row;
    return { ...rest, ...change, id: storedId };
  });
}
