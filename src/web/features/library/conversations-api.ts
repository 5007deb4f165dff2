import { useQueries, useQuery } from '@tanstack/react-query';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import { apiFetch } from '../../lib/api-fetch';

/** The signed-in user's conversations, newest activity first (the API's order). */
export function useConversations(enabled: boolean) {
  return useQuery({
    // Under the 'conversations' prefix, so the dashboard invalidating its lists refreshes this too.
    queryKey: ['conversations', 'library-list'],
    queryFn: () => apiFetch<ConversationRow[]>('/api/conversations'),
    enabled,
  });
}

/**
 * Message counts for the cards shown. The list endpoint carries none, so each card asks for its
 * conversation's messages; the library caps how many cards it shows to bound the requests.
 */
export function useMessageCounts(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['conversations', id, 'library-message-count'],
      queryFn: () => apiFetch<MessageRow[]>(`/api/conversations/${id}/messages`),
      select: (messages: MessageRow[]) => messages.length,
    })),
  });
}
