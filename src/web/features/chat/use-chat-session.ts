import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AssistantReplyData } from '../../../shared/assistant/assistant-api';
import type { MessageRow } from '../../../shared/conversations/conversation-schema';
import { extractStepGuide, type StepGuide } from '../../../shared/guides/step-guide';
import type { Upload } from '../../../shared/uploads/upload-api';
import { conversationKeys } from '../conversations/conversations-api';
import { announceFailure, FALLBACK_REPLY, type ChatFailure } from './chat-failures';
import type { ChatMessage } from './chat-types';

/** What a question carries of each attached file. */
type SentFile = Pick<Upload, 'id' | 'name'> & { kind: string };
import { streamAssistant } from './stream-assistant';

export interface ChatIdentity {
  signedIn: boolean;
  guestSessionId: string | null;
  guestRemaining: number | null;
  setGuestRemaining: (remaining: number) => void;
}

export interface ChatSessionOptions {
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
  citations: row.citations ?? undefined,
});

/**
 * A stored conversation as the chat shows it. A question left without an answer (the reply
 * failed before a word came back) ends in the fallback bubble, so it can be retried after a
 * reload too instead of looking like the answer went missing.
 */
export function chatFromRows(rows: MessageRow[]): ChatMessage[] {
  const messages = rows.map(fromRow);
  const last = messages.at(-1);
  if (last?.role === 'user') messages.push(fallbackFor(last.id));
  return messages;
}

const fallbackFor = (questionId: string): ChatMessage => ({
  id: `unanswered-${questionId}`,
  role: 'assistant',
  content: FALLBACK_REPLY,
  status: 'fallback',
});

/** Failures after which the question stays in the conversation with the fallback bubble. */
const answeredByFallback = new Set<ChatFailure['kind']>(['fallback', 'connection', 'service']);

/**
 * The chat's state and its one way to ask: optimistic bubbles, the streamed reply, stop, and
 * docs/product.md#error-messages's handling of every failure. A reply that fails outright leaves the question in the
 * conversation with the fallback bubble and its Retry; a question refused before it was asked
 * (guest limit, signed out, invalid) comes back into the composer. Either way nothing is lost.
 */
export function useChatSession({
  identity,
  conversationId,
  storedMessages,
  onConversationCreated,
  onReply,
  onUnanswered,
}: ChatSessionOptions) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  // `busy` is `loading` for callbacks and effects that must not re-run when it changes.
  const busy = useRef(false);
  const stopper = useRef<AbortController | null>(null);
  const activeId = useRef(conversationId);
  // The page's latest identity and callbacks, so `send` stays one function across renders.
  const latest = useRef({ identity, onConversationCreated, onReply, onUnanswered });
  useLayoutEffect(() => {
    latest.current = { identity, onConversationCreated, onReply, onUnanswered };
  });

  // Selecting (or clearing) a conversation shows its stored messages, oldest first; a reply
  // streaming into the conversation shown keeps the list it is writing to.
  useEffect(() => {
    if (busy.current && activeId.current === conversationId) return;
    activeId.current = conversationId;
    setMessages(conversationId ? chatFromRows(storedMessages ?? []) : []);
  }, [conversationId, storedMessages]);

  const send = useCallback(
    async (text: string, attachments: SentFile[] = []) => {
      const message = text.trim();
      const who = latest.current.identity;
      if (!message || busy.current) return false;
      if (!who.signedIn && (who.guestRemaining ?? 0) <= 0) return false;

      const patch = (id: string, change: Partial<ChatMessage>) =>
        setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));
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
      busy.current = true;
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
            : { guestSessionId: who.guestSessionId ?? undefined }),
        },
        {
          onConversation: (id) => {
            if (activeId.current === id) return;
            activeId.current = id;
            latest.current.onConversationCreated(id);
            void client.invalidateQueries({ queryKey: conversationKeys.list });
          },
          onDelta: (content) => patch(replyId, { content }),
        },
        controller.signal,
      );
      stopper.current = null;
      busy.current = false;
      setLoading(false);

      if (outcome.ok) {
        patch(replyId, {
          content: outcome.text,
          status: 'done',
          guide: (outcome.data.guide as StepGuide | null) ?? null,
          citations: outcome.data.citations,
        });
        if (outcome.data.guestQuestionsRemaining !== null) {
          latest.current.identity.setGuestRemaining(outcome.data.guestQuestionsRemaining);
        }
        latest.current.onReply?.(outcome.data);
      } else {
        const failure = outcome.failure;
        const partial = outcome.text;
        announceFailure(failure);
        if (failure.kind === 'guest-limit') latest.current.identity.setGuestRemaining(0);
        if (partial) {
          patch(replyId, {
            content: partial,
            status: failure.kind === 'stopped' ? 'stopped' : 'incomplete',
          });
        } else if (answeredByFallback.has(failure.kind)) {
          patch(replyId, { content: FALLBACK_REPLY, status: 'fallback' });
        } else {
          setMessages((list) => list.filter((m) => m.id !== replyId && m.id !== userId));
          // The question was never asked: it goes back into the composer.
          if (failure.kind !== 'stopped') latest.current.onUnanswered?.(message);
        }
      }
      if (who.signedIn) {
        void client.invalidateQueries({ queryKey: conversationKeys.list });
        if (activeId.current) {
          void client.invalidateQueries({ queryKey: conversationKeys.messages(activeId.current) });
        }
      }
      return outcome.ok;
    },
    [client],
  );

  /** Asks the question of a fallback bubble again, in place of the failed attempt. */
  const retry = useCallback(
    (fallbackId: string) => {
      if (busy.current) return;
      const at = messages.findIndex((m) => m.id === fallbackId);
      const question = messages[at - 1];
      if (at < 1 || question?.role !== 'user') return;
      setMessages((list) => list.filter((m) => m.id !== fallbackId && m.id !== question.id));
      void send(question.content, question.attachments);
    },
    [messages, send],
  );

  return {
    messages,
    loading,
    send,
    retry,
    stop: () => stopper.current?.abort(),
    reset: () => {
      stopper.current?.abort();
      activeId.current = null;
      setMessages([]);
    },
  };
}
