import { useQueries, useQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../shared/conversations/conversation-paging';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import { apiFetch, apiResponse } from '../../lib/api-fetch';

/**
 * The signed-in user's `limit` most recent conversations (the API's order), and whether there
 * are more.
 */
export function useRecentConversations(limit: number) {
  return useQuery({
    // Under the 'conversations' prefix, so the dashboard invalidating its lists refreshes this too.
    queryKey: ['conversations', 'library-list', limit],
    queryFn: async () => {
      const { body, headers } = await apiResponse<ConversationRow[]>(
        `/api/conversations?limit=${limit}`,
      );
      return { rows: body, more: headers.has(NEXT_CURSOR_HEADER) };
    },
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
