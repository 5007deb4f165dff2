import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { NEXT_CURSOR_HEADER } from '../../../../shared/conversations/conversation-paging';
import type { ConversationRow } from '../../../../shared/conversations/conversation-schema';
import { apiFetch, apiResponse } from '../../../lib/api-fetch';
import {
  conversationListCursorQuery,
  conversationListQuery,
  messagesQuery,
  type Conversation,
} from '../../../lib/conversation-cache/conversation-queries';

export type { Conversation } from '../../../lib/conversation-cache/conversation-queries';

const listKey = conversationListQuery().queryKey;
const cursorKey = conversationListCursorQuery().queryKey;

/** Newest `updated_at` first, as the list shows them. */
export function sortConversations(rows: Conversation[]): Conversation[] {
  return [...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** The first page of the list; later pages are added by useMoreConversations. */
export function useConversations(enabled: boolean) {
  return useQuery({ ...conversationListQuery(), enabled });
}

/** The list's next page, appended to what is shown: `hasMore` until the last page is in. */
export function useMoreConversations() {
  const client = useQueryClient();
  const { data: cursor } = useQuery(conversationListCursorQuery());
  const more = useMutation({
    mutationFn: (after: string) =>
      apiResponse<Conversation[]>(`/api/conversations?cursor=${encodeURIComponent(after)}`),
    onSuccess: ({ body, headers }) => {
      client.setQueryData(listKey, (rows = []) => {
        const known = new Set(rows.map((row) => row.id));
        return sortConversations([...rows, ...body.filter((row) => !known.has(row.id))]);
      });
      client.setQueryData(cursorKey, headers.get(NEXT_CURSOR_HEADER));
    },
    onError: () => toast.error('Error', { description: 'Failed to load more projects' }),
  });
  return {
    hasMore: Boolean(cursor),
    loading: more.isPending,
    loadMore: () => {
      if (cursor) more.mutate(cursor);
    },
  };
}

/** A conversation's messages; none while no conversation is chosen. */
export function useMessages(conversationId: string | null) {
  return useQuery({ ...messagesQuery(conversationId ?? 'none'), enabled: Boolean(conversationId) });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiFetch<ConversationRow>(`/api/conversations/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ title }),
      }),
    onSuccess: (row) => {
      // The answer is the bare row: the list's extras (the message count) stay as they were.
      client.setQueryData(listKey, (rows = []) =>
        sortConversations(rows.map((r) => (r.id === row.id ? { ...r, ...row } : r))),
      );
      toast.success('Project renamed');
    },
    onError: (error) => toast.error('Error', { description: error.message || 'Failed to rename' }),
  });
}

export function useDeleteConversation(onDeleted: (id: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/conversations/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.setQueryData(listKey, (rows = []) => rows.filter((row) => row.id !== id));
      client.removeQueries({ queryKey: messagesQuery(id).queryKey });
      onDeleted(id);
      toast.success('Conversation deleted successfully');
    },
    onError: () => toast.error('Error', { description: 'Failed to delete conversation' }),
  });
}
