import { extractStepGuide } from '../../../../shared/guides/step-guide';
import type { CachedMessage } from '../../../lib/conversation-cache/message-cache';
import { FALLBACK_REPLY } from './chat-failures';
import type { ChatMessage } from './chat-types';

// A reply streaming in changes one row at a time: the others keep their view (and their guide,
// extracted once) for as long as the cache keeps the same row object.
const views = new WeakMap<CachedMessage, ChatMessage>();

function toChatMessage(row: CachedMessage): ChatMessage {
  const known = views.get(row);
  if (known) return known;
  const status = row.status ?? (row.writing ? 'writing' : row.incomplete ? 'incomplete' : 'done');
  const view: ChatMessage = {
    id: row.id,
    role: row.type,
    content: row.content,
    status,
    guide:
      row.guide !== undefined
        ? row.guide
        : row.type === 'assistant' && status === 'done'
          ? extractStepGuide(row.content, { id: row.id })
          : null,
    attachments: row.attachments ?? undefined,
    citations: row.citations ?? undefined,
    versions: row.sibling_ids,
    stored: !row.local,
    ...(row.writing && { conversationId: row.conversation_id }),
  };
  views.set(row, view);
  return view;
}

/**
 * A conversation's cached rows as the chat shows them. A question left without an answer (the
 * reply failed before a word came back) ends in the fallback bubble, so it can be retried after
 * a reload too instead of looking like the answer went missing.
 */
export function chatFromRows(rows: readonly CachedMessage[]): ChatMessage[] {
  const messages = rows.map(toChatMessage);
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
