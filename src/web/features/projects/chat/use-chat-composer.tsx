import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../../session/use-auth';
import { useGuest, useServerAllowance } from '../../../session/use-guest';
import { preloadMessageBubbles, type ChatViewProps } from './chat-view';
import { useChatFiles } from './use-attachments';
import { useChatSession, type ChatSessionOptions } from './use-chat-session';

// The chips of files waiting to be sent load with the first file picked.
const AttachmentChips = lazy(() =>
  import('./attachment-chips').then((module) => ({ default: module.AttachmentChips })),
);

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
  useServerAllowance(user || authLoading ? null : guestSessionId, setRemaining);
  const files = useChatFiles(signedIn, guestSessionId);
  const chat = useChatSession({
    ...session,
    identity: { signedIn, guestSessionId, guestRemaining, setGuestRemaining: setRemaining },
    onUnanswered: (question) => setDraft((current) => current || question),
  });

  // A chosen conversation has messages to show: their bubbles load alongside them.
  useEffect(() => {
    if (session.conversationId) preloadMessageBubbles();
  }, [session.conversationId]);

  const view = {
    messages: chat.messages,
    loading: chat.loading,
    draft,
    onDraftChange: (value: string) => {
      chat.prepare();
      preloadMessageBubbles();
      setDraft(value);
    },
    onSend: (text: string) => {
      if (files.uploading) return;
      void chat.send(text, files.ready);
      files.clear();
      setDraft('');
    },
    onPickFiles: files.add,
    attachments: files.items.length > 0 && (
      <Suspense
        fallback={
          <p role="status" className="px-1 text-xs text-muted">
            Attaching {files.items.length === 1 ? 'a file' : `${files.items.length} files`}...
          </p>
        }
      >
        <AttachmentChips items={files.items} onRemove={files.remove} />
      </Suspense>
    ),
    onStop: chat.stop,
    onRetry: chat.retry,
    branching:
      signedIn && session.conversationId
        ? { conversationId: session.conversationId, messages: chat.messages, send: chat.send }
        : undefined,
    guestRemaining,
  } satisfies ChatViewProps;

  return { user, authLoading, guest, chat, setDraft, view };
}
