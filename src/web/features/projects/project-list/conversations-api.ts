import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // A plain call rather than useMutation: the dashboard then ships without TanStack's mutation
  // observer (about 1 KB gzip), and this needs no more than a busy flag.
  const [loading, setLoading] = useState(false);
  const loadMore = async (after: string) => {
    setLoading(true);
    try {
      const { body, headers } = await apiResponse<Conversation[]>(
        `/api/conversations?cursor=${encodeURIComponent(after)}`,
      );
      client.setQueryData(listKey, (rows = []) => {
        const known = new Set(rows.map((row) => row.id));
        return sortConversations([...rows, ...body.filter((row) => !known.has(row.id))]);
      });
      client.setQueryData(cursorKey, headers.get(NEXT_CURSOR_HEADER));
    } catch {
      toast.error('Error', { description: 'Failed to load more projects' });
    } finally {
      setLoading(false);
    }
  };
  return {
    hasMore: Boolean(cursor),
    loading,
    loadMore: () => {
      if (cursor && !loading) void loadMore(cursor);
    },
  };
}

/** A conversation's messages; none while no conversation is chosen. */
export function useMessages(conversationId: string | null) {
  return useQuery({ ...messagesQuery(conversationId ?? 'none'), enabled: Boolean(conversationId) });
}

/** Renames a conversation; the list shows the new title once the server has it. */
export function useRenameConversation() {
  const client = useQueryClient();
  return async ({ id, title }: { id: string; title: string }) => {
    try {
      const row = await apiFetch<ConversationRow>(`/api/conversations/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ title }),
      });
      // The answer is the bare row: the list's extras (the message count) stay as they were.
      client.setQueryData(listKey, (rows = []) =>
        sortConversations(rows.map((r) => (r.id === row.id ? { ...r, ...row } : r))),
      );
      toast.success('Project renamed');
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error('Error', { description: message || 'Failed to rename' });
    }
  };
}

/** Deletes a conversation, then drops it from the list and its messages from the cache. */
export function useDeleteConversation(onDeleted: (id: string) => void) {
  const client = useQueryClient();
  return async (id: string) => {
    try {
      await apiFetch<void>(`/api/conversations/${id}`, { method: 'DELETE' });
    } catch {
      toast.error('Error', { description: 'Failed to delete conversation' });
      return;
    }
    client.setQueryData(listKey, (rows = []) => rows.filter((row) => row.id !== id));
    client.removeQueries({ queryKey: messagesQuery(id).queryKey });
    onDeleted(id);
    toast.success('Conversation deleted successfully');
  };
}
