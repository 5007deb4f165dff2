import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { ProjectData } from '../../../shared/assistant/project-data';
import { NEXT_CURSOR_HEADER } from '../../../shared/conversations/conversation-paging';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import { apiFetch, apiResponse } from '../../lib/api-fetch';

export type Conversation = ConversationRow & { project: ProjectData | null };

export const conversationKeys = {
  list: ['conversations'] as const,
  /** The cursor of the list's next page (null: all loaded); outside the prefix, never fetched. */
  next: ['conversation-list-next'] as const,
  messages: (id: string) => ['messages', id] as const,
};

/** Newest `updated_at` first, as the list shows them. */
export function sortConversations(rows: Conversation[]): Conversation[] {
  return [...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** The first page of the list; later pages are added by useMoreConversations. */
export function useConversations(enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.list,
    queryFn: async () => {
      const { body, headers } = await apiResponse<Conversation[]>('/api/conversations');
      client.setQueryData(conversationKeys.next, headers.get(NEXT_CURSOR_HEADER));
      return body;
    },
    enabled,
  });
}

/** The list's next page, appended to what is shown: `hasMore` until the last page is in. */
export function useMoreConversations() {
  const client = useQueryClient();
  const { data: cursor } = useQuery<string | null>({
    queryKey: conversationKeys.next,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Infinity,
  });
  const more = useMutation({
    mutationFn: (after: string) =>
      apiResponse<Conversation[]>(`/api/conversations?cursor=${encodeURIComponent(after)}`),
    onSuccess: ({ body, headers }) => {
      client.setQueryData<Conversation[]>(conversationKeys.list, (rows = []) => {
        const known = new Set(rows.map((row) => row.id));
        return sortConversations([...rows, ...body.filter((row) => !known.has(row.id))]);
      });
      client.setQueryData(conversationKeys.next, headers.get(NEXT_CURSOR_HEADER));
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

export function useMessages(conversationId: string | null) {
  return useQuery({
    queryKey: conversationKeys.messages(conversationId ?? 'none'),
    queryFn: () => apiFetch<MessageRow[]>(`/api/conversations/${conversationId}/messages`),
    enabled: Boolean(conversationId),
  });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiFetch<Conversation>(`/api/conversations/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ title }),
      }),
    onSuccess: (row) => {
      client.setQueryData<Conversation[]>(conversationKeys.list, (rows = []) =>
        sortConversations(rows.map((r) => (r.id === row.id ? row : r))),
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
      client.setQueryData<Conversation[]>(conversationKeys.list, (rows = []) =>
        rows.filter((row) => row.id !== id),
      );
      client.removeQueries({ queryKey: conversationKeys.messages(id) });
      onDeleted(id);
      toast.success('Conversation deleted successfully');
    },
    onError: () => toast.error('Error', { description: 'Failed to delete conversation' }),
  });
}
