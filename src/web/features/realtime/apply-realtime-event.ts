import type { QueryClient } from '@tanstack/react-query';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';

const conversationsKey = ['conversations'] as const;
const messagesKey = (conversationId: string) => ['messages', conversationId] as const;

/**
 * Brings the TanStack Query caches up to date with one realtime event: `['conversations']`
 * (newest `updated_at` first) and `['messages', id]` (oldest first, one row per id). Caches that
 * were never loaded stay unloaded; their first fetch will include the change.
 */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'conversation.created':
    case 'conversation.updated':
      queryClient.setQueryData<ConversationRow[]>(conversationsKey, (rows) =>
        rows ? upsertConversation(rows, event.conversation) : rows,
      );
      // A cut first message must come from the server; other views of conversations refetch.
      return refreshConversationViews(queryClient, Boolean(event.truncated));
    case 'conversation.deleted':
      queryClient.setQueryData<ConversationRow[]>(conversationsKey, (rows) =>
        rows?.filter((row) => row.id !== event.id),
      );
      queryClient.removeQueries({ queryKey: messagesKey(event.id) });
      return refreshConversationViews(queryClient, false);
    case 'message.created': {
      const key = messagesKey(event.message.conversation_id);
      // A cut message is not worth showing: fetch the whole one instead.
      if (event.truncated) return queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData<MessageRow[]>(key, (rows) =>
        rows ? insertMessage(rows, event.message) : rows,
      );
      return;
    }
    case 'resync':
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      return queryClient.invalidateQueries({ queryKey: ['messages'] });
  }
}

/** Replaces the row by id (keeping fields the event does not carry) and re-sorts. */
function upsertConversation<T extends ConversationRow>(rows: T[], row: ConversationRow): T[] {
  const existing = rows.find((candidate) => candidate.id === row.id);
  const merged = { ...existing, ...row } as T;
  return [merged, ...rows.filter((candidate) => candidate.id !== row.id)].sort((a, b) =>
    b.updated_at.localeCompare(a.updated_at),
  );
}

/** Adds the message after every row not newer than it, unless its id is already there. */
function insertMessage(rows: MessageRow[], message: MessageRow): MessageRow[] {
  if (rows.some((row) => row.id === message.id)) return rows;
  const index = rows.findIndex((row) => row.created_at > message.created_at);
  if (index === -1) return [...rows, message];
  return [...rows.slice(0, index), message, ...rows.slice(index)];
}

/** Other lists keyed under 'conversations' (e.g. the library's) cannot be patched: refetch. */
function refreshConversationViews(queryClient: QueryClient, includingList: boolean) {
  return queryClient.invalidateQueries({
    queryKey: conversationsKey,
    predicate: (query) => includingList || query.queryKey.length > 1,
  });
}
