import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageRow } from '../../../../shared/conversations/conversation-schema';
import { apiFetch } from '../../../lib/api-fetch';
import { messagesQuery } from '../../../lib/conversation-cache/conversation-queries';
import { keepUnsettled } from '../../../lib/conversation-cache/message-cache';
import { toast } from '../../../lib/toast';
import type { ChatMessage } from './chat-types';
import type { BranchAsk } from './use-chat-session';

/** What a stored conversation's messages offer: edit a question, answer again, switch version. */
export interface ChatBranching {
  edit: (questionId: string, text: string) => void;
  regenerate: (replyId: string) => void;
  switchTo: (messageId: string) => void;
}

type Send = (
  text: string,
  attachments: NonNullable<ChatMessage['attachments']>,
  branch: BranchAsk,
) => Promise<boolean>;

/** A conversation the server stores, as the chat shows it, and the chat's one way to ask. */
export interface BranchingSource {
  conversationId: string;
  messages: ChatMessage[];
  send: Send;
}

/**
 * Edits and regenerations are asked through the chat's one `send`, each kept beside the version
 * it replaces (docs/decisions/0036-edits-and-regenerations-are-branches.md); a switch shows the
 * path the server answers with. Nothing for a chat the server does not store (a guest's, a new
 * one until it is named).
 */
export function useBranching(source: BranchingSource | undefined): ChatBranching | undefined {
  const client = useQueryClient();
  if (!source) return undefined;
  const { conversationId, messages, send } = source;
  const find = (id: string) => messages.findIndex((message) => message.id === id);
  return {
    edit(questionId, text) {
      const question = messages[find(questionId)];
      if (!question) return;
      const versions = question.versions ?? [questionId];
      void send(text, question.attachments ?? [], {
        replaces: questionId,
        versions,
        edits: questionId,
      });
    },
    regenerate(replyId) {
      const at = find(replyId);
      const question = messages[at - 1];
      if (at < 1 || question?.role !== 'user') return;
      void send(question.content, question.attachments ?? [], {
        replaces: replyId,
        versions: messages[at]!.versions ?? [replyId],
        regenerates: replyId,
      });
    },
    switchTo(messageId) {
      showBranch(client, conversationId, messageId).catch(() =>
        toast.error('Error', { description: 'Could not show that version. Please try again.' }),
      );
    },
  };
}

/** Shows the path through another version of a message: the server's answer is the new path. */
async function showBranch(client: QueryClient, conversationId: string, messageId: string) {
  const rows = await apiFetch<MessageRow[]>(`/api/conversations/${conversationId}/branch`, {
    method: 'PUT',
    body: JSON.stringify({ message_id: messageId }),
  });
  const key = messagesQuery(conversationId).queryKey;
  client.setQueryData(key, (cached) =>
    keepUnsettled(
      cached?.filter((row) => !row.local),
      rows,
    ),
  );
}
