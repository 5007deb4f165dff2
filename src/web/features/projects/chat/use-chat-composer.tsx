import { useState } from 'react';
import { useAuth } from '../../../session/use-auth';
import { useGuest } from '../../../session/use-guest';
import { AttachmentChips } from './attachment-chips';
import type { ChatViewProps } from './chat-view';
import { useChatFiles } from './use-attachments';
import { useChatSession, type ChatSessionOptions } from './use-chat-session';

type ComposerOptions = Pick<
  ChatSessionOptions,
  'conversationId' | 'onConversationCreated' | 'onReply'
> & { initialDraft?: string };

/**
 * Everything a chat box needs, wherever it sits: who asks (user or guest), the draft, the
 * attachments and the session with the assistant. `view` goes straight onto `ChatView`.
 */
export function useChatComposer({ initialDraft, ...session }: ComposerOptions) {
  const { user, loading: authLoading } = useAuth();
  const { guest, setRemaining } = useGuest();
  const [draft, setDraft] = useState(initialDraft ?? '');
  const signedIn = Boolean(user);
  const guestSessionId = guest?.sessionId ?? null;
  const guestRemaining = user ? null : (guest?.remaining ?? 0);
  const files = useChatFiles(signedIn, guestSessionId);
  const chat = useChatSession({
    ...session,
    identity: { signedIn, guestSessionId, guestRemaining, setGuestRemaining: setRemaining },
    onUnanswered: (question) => setDraft((current) => current || question),
  });

  const view = {
    messages: chat.messages,
    loading: chat.loading,
    draft,
    onDraftChange: setDraft,
    onSend: (text: string) => {
      if (files.uploading) return;
      void chat.send(text, files.ready);
      files.clear();
      setDraft('');
    },
    onPickFiles: files.add,
    attachments: <AttachmentChips items={files.items} onRemove={files.remove} />,
    onStop: chat.stop,
    onRetry: chat.retry,
    guestRemaining,
  } satisfies ChatViewProps;

  return { user, authLoading, guest, chat, setDraft, view };
}
