import type { QueryClient } from '@tanstack/react-query';
import type { ConversationRow } from '../../../shared/conversations/conversation-schema';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import {
  allMessagesFilter,
  conversationListQuery,
  messagesQuery,
  type Conversation,
} from '../../lib/conversation-cache/conversation-queries';
import { holdEarlyMessage } from '../../lib/conversation-cache/early-messages';
import { insertStoredMessage } from '../../lib/conversation-cache/message-cache';

const listKey = conversationListQuery().queryKey;

/**
 * Brings the TanStack Query caches up to date with one realtime event: the conversation list
 * (newest `updated_at` first, with message counts) and each conversation's messages (oldest
 * first, one row per id; a row this tab wrote itself is replaced, not repeated). Caches that
 * were never loaded stay unloaded; their first fetch will include the change. Nothing is
 * refetched unless the event cannot be trusted whole (`truncated`) or events were missed.
 */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'conversation.created':
    case 'conversation.updated':
      queryClient.setQueryData(listKey, (rows) =>
        rows ? upsertConversation(rows, event.conversation) : rows,
      );
      // A cut first message must come from the server.
      if (event.truncated) return queryClient.invalidateQueries({ queryKey: listKey });
      return;
    case 'conversation.deleted':
      queryClient.setQueryData(listKey, (rows) => rows?.filter((row) => row.id !== event.id));
      queryClient.removeQueries({ queryKey: messagesQuery(event.id).queryKey });
      return;
    case 'message.created': {
      const { conversation_id: id, depth } = event.message;
      // A new message ends the path shown: the list counts that path.
      setMessageCount(queryClient, id, depth + 1);
      const key = messagesQuery(id).queryKey;
      // A cut message is not worth showing: fetch the whole one instead.
      if (event.truncated) return queryClient.invalidateQueries({ queryKey: key });
      // Not cached yet: possibly the asking tab's own new conversation, whose id its stream
      // names a moment later; the chat takes it from there.
      if (!queryClient.getQueryData(key)) return holdEarlyMessage(event.message);
      queryClient.setQueryData(key, (rows) =>
        rows ? insertStoredMessage(rows, event.message) : rows,
      );
      return;
    }
    case 'branch.switched':
      setMessageCount(queryClient, event.conversation_id, event.message_count);
      return queryClient.invalidateQueries({
        queryKey: messagesQuery(event.conversation_id).queryKey,
      });
    case 'resync':
      void queryClient.invalidateQueries({ queryKey: listKey });
      return queryClient.invalidateQueries(allMessagesFilter);
  }
}

function setMessageCount(queryClient: QueryClient, id: string, count: number) {
  queryClient.setQueryData(listKey, (rows) =>
    rows?.map((row) => (row.id === id ? { ...row, message_count: count } : row)),
  );
}

/**
 * Replaces the row by id, keeping what the event does not carry (the project data, the message
 * count), and re-sorts. A conversation new to the list starts with neither.
 */
function upsertConversation(rows: Conversation[], row: ConversationRow): Conversation[] {
  const existing = rows.find((candidate) => candidate.id === row.id);
  const merged: Conversation = { project: null, message_count: 0, ...existing, ...row };
  return [merged, ...rows.filter((candidate) => candidate.id !== row.id)].sort((a, b) =>
    b.updated_at.localeCompare(a.updated_at),
  );
}
