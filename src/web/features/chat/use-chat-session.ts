import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantReplyData } from '../../../shared/assistant/assistant-api';
import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import { extractStepGuide, type StepGuide } from '../../../shared/guides/step-guide';
import type { Upload } from '../../../shared/uploads/upload-api';
import { conversationKeys } from '../conversations/conversations-api';
import { announceFailure, FALLBACK_REPLY, type ChatFailure } from './chat-failures';
import type { ChatMessage } from './chat-types';
import { streamAssistant } from './stream-assistant';

export interface ChatIdentity {
  signedIn: boolean;
  guestSessionId: string | null;
  guestRemaining: number | null;
  setGuestRemaining: (remaining: number) => void;
}

interface Options {
  identity: ChatIdentity;
  conversationId: string | null;
  storedMessages: MessageRow[] | undefined;
  onConversationCreated: (id: string) => void;
  onReply?: (data: AssistantReplyData) => void;
  /** A question that got no answer, so the page can put it back in the composer. */
  onUnanswered?: (question: string) => void;
}

const fromRow = (row: MessageRow): ChatMessage => ({
  id: row.id,
  role: row.type,
  content: row.content,
  status: row.incomplete ? 'incomplete' : 'done',
  guide:
    row.type === 'assistant' && !row.incomplete
      ? extractStepGuide(row.content, { id: row.id })
      : null,
  attachments: row.attachments ?? undefined,
});

/**
 * The chat's state and its one way to ask: optimistic bubbles, the streamed reply, stop, and
 * SPEC §8's handling of every failure. The typed text comes back into the composer when a
 * question gets no answer, so nothing is lost.
 */
export function useChatSession({
  identity,
  conversationId,
  storedMessages,
  onConversationCreated,
  onReply,
  onUnanswered,
}: Options) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const stopper = useRef<AbortController | null>(null);
  const activeId = useRef(conversationId);

  // Selecting (or clearing) a conversation shows its stored messages, oldest first.
  useEffect(() => {
    if (loading && activeId.current === conversationId) return;
    activeId.current = conversationId;
    setMessages(conversationId ? (storedMessages ?? []).map(fromRow) : []);
    // Only a change of conversation or freshly loaded messages should reset the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, storedMessages]);

  const patch = (id: string, change: Partial<ChatMessage>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));

  function finishFailed(failure: ChatFailure, partial: string, replyId: string, question: string) {
    announceFailure(failure);
    if (failure.kind === 'guest-limit') identity.setGuestRemaining(0);
    if (failure.kind === 'stopped' && partial)
      return patch(replyId, { content: partial, status: 'stopped' });
    if (partial) return patch(replyId, { content: partial, status: 'incomplete' });
    if (failure.kind === 'fallback' || failure.kind === 'stopped') {
      if (failure.kind === 'fallback')
        patch(replyId, { content: FALLBACK_REPLY, status: 'fallback' });
      else setMessages((list) => list.filter((m) => m.id !== replyId));
    } else {
      setMessages((list) => list.filter((m) => m.id !== replyId));
    }
    if (failure.kind !== 'stopped') onUnanswered?.(question);
  }

  const send = useCallback(
    async (text: string, attachments: Upload[] = []) => {
      const message = text.trim();
      const who = identity;
      if (!message || loading) return false;
      if (!who.signedIn && (who.guestRemaining ?? 0) <= 0) return false;

      const userId = `local-user-${Date.now()}`;
      const replyId = `local-reply-${Date.now()}`;
      setMessages((list) => [
        ...list,
        {
          id: userId,
          role: 'user',
          content: message,
          status: 'done',
          attachments: attachments.map(({ id, kind, name }) => ({ id, kind, name })),
        },
        { id: replyId, role: 'assistant', content: '', status: 'streaming' },
      ]);
      setLoading(true);
      const controller = new AbortController();
      stopper.current = controller;

      const outcome = await streamAssistant(
        {
          message,
          ...(attachments.length > 0 && { attachmentIds: attachments.map((file) => file.id) }),
          ...(who.signedIn
            ? activeId.current
              ? { conversationId: activeId.current }
              : {}
            : { isGuest: true, guestSessionId: who.guestSessionId ?? undefined }),
        },
        {
          onConversation: (id) => {
            if (activeId.current === id) return;
            activeId.current = id;
            onConversationCreated(id);
            void client.invalidateQueries({ queryKey: conversationKeys.list });
          },
          onDelta: (content) => patch(replyId, { content }),
        },
        controller.signal,
      );
      stopper.current = null;
      setLoading(false);

      if (outcome.ok) {
        patch(replyId, {
          content: outcome.text,
          status: 'done',
          guide: (outcome.data.guide as StepGuide | null) ?? null,
        });
        if (outcome.data.guestQuestionsRemaining !== null) {
          who.setGuestRemaining(outcome.data.guestQuestionsRemaining);
        }
        onReply?.(outcome.data);
      } else {
        finishFailed(outcome.failure, outcome.text, replyId, message);
      }
      if (who.signedIn) {
        void client.invalidateQueries({ queryKey: conversationKeys.list });
        if (activeId.current) {
          void client.invalidateQueries({ queryKey: conversationKeys.messages(activeId.current) });
        }
      }
      return outcome.ok;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity, loading, client, onConversationCreated, onReply],
  );

  return {
    messages,
    loading,
    send,
    stop: () => stopper.current?.abort(),
    reset: () => {
      stopper.current?.abort();
      activeId.current = null;
      setMessages([]);
    },
  };
}
