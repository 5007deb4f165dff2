import { queryOptions } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../shared/conversations/conversation-paging';
import type { ConversationListRow } from '../../../shared/conversations/conversation-list-row';
import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import { apiFetch, apiResponse } from '../api-fetch';
import { keepUnsettled, type CachedMessage } from './message-cache';

/** A row of the signed-in user's conversation list. */
export type Conversation = ConversationListRow;

// The one place query keys are spelled: every reader and writer of these caches goes through
// the factories below (docs/decisions.md, "one owner per query key").
const listKey = ['conversations'] as const;
/** The cursor of the list's next page (null: all loaded); outside the prefix, never fetched. */
const listCursorKey = ['conversation-list-next'] as const;
const messagesPrefix = ['messages'] as const;

/** The first page of the list, newest activity first; later pages are appended to it. */
export const conversationListQuery = () =>
  queryOptions({
    queryKey: listKey,
    queryFn: async ({ client }) => {
      const { body, headers } = await apiResponse<Conversation[]>('/api/conversations');
      client.setQueryData(listCursorKey, headers.get(NEXT_CURSOR_HEADER));
      return body;
    },
  });

export const conversationListCursorQuery = () =>
  queryOptions<string | null>({
    queryKey: listCursorKey,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Infinity,
  });

/**
 * A conversation's messages, oldest first: the only copy the web app keeps. The chat writes
 * the question it sends and the reply it streams into it, live sync adds what other tabs and
 * devices store, and a `resync` invalidates it; so it never goes stale on its own. A fetch
 * keeps what this tab is still sending, so a refetch mid-reply cannot drop the reply.
 */
export const messagesQuery = (conversationId: string) =>
  queryOptions({
    queryKey: [...messagesPrefix, conversationId] as const,
    queryFn: async ({ client, queryKey }) =>
      keepUnsettled(
        client.getQueryData<CachedMessage[]>(queryKey),
        await apiFetch<MessageRow[]>(`/api/conversations/${conversationId}/messages`),
      ),
    staleTime: Infinity,
  });

/** Every conversation's messages, for invalidating them all at once. */
export const allMessagesFilter = { queryKey: messagesPrefix };
