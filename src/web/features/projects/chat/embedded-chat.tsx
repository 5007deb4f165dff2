import { ExternalLink, MessageSquare, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Link } from 'wouter';
import { GUEST_FREE_QUESTIONS } from '../../../../shared/constants';
import { AppProviders } from '../../../app/app-providers';
import { Button, ButtonLink } from '../../../ui/button';
import { startGuestMode } from '../../../session/guest-storage';
import { ChatView } from './chat-view';
import { savePendingQuestion } from './pending-question';
import { useChatComposer } from './use-chat-composer';

/** Who is asking, offered with the question still in view; signing in carries it along. */
function StartChatting({ question, onGuest }: { question?: string; onGuest: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <MessageSquare className="size-8 text-brand-700" aria-hidden />
      {question ? (
        <figure className="grid max-w-md gap-1">
          <figcaption className="text-sm text-muted">Your question</figcaption>
          <blockquote className="rounded-2xl bg-brand-700 px-4 py-2.5 text-sm whitespace-pre-wrap text-white">
            {question}
          </blockquote>
        </figure>
      ) : (
        <p className="text-sm text-muted">
          Ask anything about your project: steps, tools, materials and costs.
        </p>
      )}
      <p className="text-sm text-muted">
        Ask it as a guest, or sign in to keep the answer in your projects.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onGuest}>
          <UserRound aria-hidden /> Try {GUEST_FREE_QUESTIONS} free questions
        </Button>
        <ButtonLink
          href="/auth"
          variant="outline"
          onClick={() => question && savePendingQuestion(question)}
        >
          Sign in
        </ButtonLink>
      </div>
    </div>
  );
}

function EmbeddedChatInner({
  initialPrompt,
  autoSend,
}: {
  initialPrompt?: string;
  autoSend?: boolean;
}) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const { user, authLoading, guest, chat, setDraft, view } = useChatComposer({
    initialDraft: initialPrompt,
    conversationId,
    onConversationCreated: setConversationId,
  });

  const { send } = chat;
  // A question typed before the chat opened is asked as soon as someone can ask it.
  const autoSent = useRef(false);
  const canAsk = Boolean(user) || (guest?.remaining ?? 0) > 0;
  useEffect(() => {
    if (!autoSend || autoSent.current || authLoading || !canAsk || !initialPrompt?.trim()) return;
    autoSent.current = true;
    void send(initialPrompt);
    setDraft('');
  }, [autoSend, authLoading, canAsk, initialPrompt, send, setDraft]);

  if (authLoading) return <p className="p-6 text-center text-sm text-muted">Loading...</p>;
  if (!user && !guest) {
    return (
      <StartChatting
        question={autoSend ? initialPrompt : undefined}
        onGuest={() => {
          startGuestMode();
          window.dispatchEvent(new Event('fixwise-guest'));
          toast.success('Welcome, guest!', {
            description: `You have ${GUEST_FREE_QUESTIONS} free questions to try the product. Sign up anytime for unlimited access!`,
          });
        }}
      />
    );
  }
  return (
    <ChatView
      {...view}
      header={
        conversationId && (
          <Link
            href={`/dashboard?conversation=${conversationId}`}
            className="flex items-center gap-1 border-b border-line px-4 py-2 text-xs font-medium text-brand-700"
          >
            <ExternalLink className="size-3.5" aria-hidden /> Open in your projects
          </Link>
        )
      }
    />
  );
}

/** The assistant in a box, for pages other than the projects dashboard. */
export function EmbeddedChat({
  initialPrompt,
  autoSend,
  title,
}: {
  initialPrompt?: string;
  /** Ask `initialPrompt` at once when the visitor may ask. */
  autoSend?: boolean;
  title: string;
}) {
  return (
    <section
      aria-label={title}
      className="flex h-[36rem] max-h-[80dvh] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <h2 className="border-b border-line px-4 py-3 text-base font-semibold">{title}</h2>
      <div className="min-h-0 flex-1">
        {/* On a static page (a category) the chat brings its own providers; in the dashboard the
            frame's serve it. */}
        <AppProviders uses={{ session: true, queries: true }}>
          <EmbeddedChatInner initialPrompt={initialPrompt} autoSend={autoSend} />
        </AppProviders>
      </div>
    </section>
  );
}
