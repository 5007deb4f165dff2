import type { extractStepGuide } from '../../../../shared/guides/step-guide';
import type { CachedMessage } from '../../../lib/conversation-cache/message-cache';
import { FALLBACK_REPLY, type ChatMessage } from './chat-types';

/** Finds the step-by-step guide in a stored reply (shared/guides/step-guide.ts). */
export type GuideFinder = typeof extractStepGuide;

/**
 * The guide finder loads with the first stored reply that needs it, not with every chat: a
 * reply written in this session comes with its guide, and a new chat has no replies.
 */
export const loadGuideFinder = (): Promise<GuideFinder> =>
  import('../../../../shared/guides/step-guide').then((module) => module.extractStepGuide);

const statusOf = (row: CachedMessage) =>
  row.status ?? (row.writing ? 'writing' : row.incomplete ? 'incomplete' : 'done');
const awaitsGuide = (row: CachedMessage) =>
  row.guide === undefined && row.type === 'assistant' && statusOf(row) === 'done';

/** Whether these rows hold a finished reply whose guide is still to be found. */
export const needsGuideFinder = (rows: readonly CachedMessage[]) => rows.some(awaitsGuide);

// A reply streaming in changes one row at a time: the others keep their view (and their guide,
// extracted once) for as long as the cache keeps the same row object.
const views = new WeakMap<CachedMessage, ChatMessage>();

function toChatMessage(row: CachedMessage, findGuide: GuideFinder | null): ChatMessage {
  const known = views.get(row);
  if (known) return known;
  const searched = awaitsGuide(row);
  const view: ChatMessage = {
    id: row.id,
    role: row.type,
    content: row.content,
    status: statusOf(row),
    guide:
      row.guide !== undefined
        ? row.guide
        : searched && findGuide
          ? findGuide(row.content, { id: row.id })
          : null,
    attachments: row.attachments ?? undefined,
    citations: row.citations ?? undefined,
    versions: row.sibling_ids,
    stored: !row.local,
    ...(row.writing && { conversationId: row.conversation_id }),
  };
  // Without the finder yet, the view is made again once it has loaded.
  if (!searched || findGuide) views.set(row, view);
  return view;
}

/**
 * A conversation's cached rows as the chat shows them. A question left without an answer (the
 * reply failed before a word came back) ends in the fallback bubble, so it can be retried after
 * a reload too instead of looking like the answer went missing.
 */
export function chatFromRows(
  rows: readonly CachedMessage[],
  findGuide: GuideFinder | null,
): ChatMessage[] {
  const messages = rows.map((row) => toChatMessage(row, findGuide));
  const last = messages.at(-1);
  if (last?.role === 'user') {
    messages.push({
      id: `unanswered-${last.id}`,
      role: 'assistant',
      content: FALLBACK_REPLY,
      status: 'fallback',
    });
  }
  return messages;
}
