import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { ProjectData } from '../../../shared/assistant/project-data';
import type {
  ConversationRow,
  MessageRow,
} from '../../../shared/conversations/conversation-schema';
import { apiFetch } from '../../lib/api-fetch';

export type Conversation = ConversationRow & { project: ProjectData | null };

export const conversationKeys = {
  list: ['conversations'] as const,
  messages: (id: string) => ['messages', id] as const,
};

/** Newest `updated_at` first, as the list shows them. */
export function sortConversations(rows: Conversation[]): Conversation[] {
  return [...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.list,
    queryFn: () => apiFetch<Conversation[]>('/api/conversations'),
    enabled,
  });
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
