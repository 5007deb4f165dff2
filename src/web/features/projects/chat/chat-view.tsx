import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { GUEST_FREE_QUESTIONS } from '../../../../shared/constants';
import { GreetingBubble } from './bubble-row';
import { ChatComposer } from './chat-composer';
import type { ChatMessage } from './chat-types';
import type { BranchingSource } from './use-branching';

// A chat opens with the greeting alone: the bubbles of real messages (their actions, notes and
// extras) load with the first message, or sooner, once a conversation is chosen or a question
// typed (`preloadMessageBubbles`). The edit, regenerate and version actions come with them.
const loadMessageBubbles = () => import('./message-list');
const MessageList = lazy(() =>
  loadMessageBubbles().then((module) => ({ default: module.MessageList })),
);
export const preloadMessageBubbles = () => void loadMessageBubbles().catch(() => undefined);

export interface ChatViewProps {
  messages: ChatMessage[];
  loading: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  /** Asks the question of a failed reply (its fallback bubble) again. */
  onRetry?: (fallbackId: string) => void;
  /** A stored conversation, whose messages offer edit, regenerate and switch; absent otherwise. */
  branching?: BranchingSource;
  /** Free questions left for a guest; null when signed in. */
  guestRemaining: number | null;
  onPickFiles?: (files: FileList) => void;
  attachments?: ReactNode;
  header?: ReactNode;
}

/**
 * Keeps the newest message in view after every change. It sits with the bubbles, so it also
 * scrolls once they have loaded, when the conversation first grows to its full height.
 */
function ConversationEnd({ messages, loading }: { messages: ChatMessage[]; loading: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages, loading]);
  return <li ref={end} aria-hidden />;
}

/** The conversation: greeting first, the bubbles, a typing indicator, and the composer. */
export function ChatView(props: ChatViewProps) {
  const last = props.messages.at(-1);
  const waiting = props.loading && last?.role === 'assistant' && last.content === '';
  const guestOut = props.guestRemaining !== null && props.guestRemaining <= 0;

  const lastUser = [...props.messages].reverse().find((m) => m.role === 'user');
  const regenerate = () => lastUser && props.onSend(lastUser.content);

  return (
    <div className="flex h-full min-h-0 flex-col">
      {props.header}
      <ol
        className="flex flex-1 flex-col gap-4 overflow-y-auto p-4"
        aria-label="Conversation"
        aria-live="polite"
      >
        <GreetingBubble />
        <Suspense
          fallback={
            <li role="status" className="text-sm text-muted">
              Loading messages...
            </li>
          }
        >
          {/* Nothing to load until there is a message: a new chat shows the greeting alone. */}
          {props.messages.length > 0 && (
            <MessageList
              messages={props.messages}
              waiting={waiting}
              // A guest with no questions left cannot ask again; waiting for a reply neither.
              actionsDisabled={props.loading || guestOut}
              onAskAgain={regenerate}
              onRetry={props.onRetry}
              branchingSource={props.branching}
            />
          )}
          <ConversationEnd messages={props.messages} loading={props.loading} />
        </Suspense>
      </ol>
      <div className="border-t border-line bg-surface p-3">
        <ChatComposer
          value={props.draft}
          onChange={props.onDraftChange}
          onSend={() => props.onSend(props.draft)}
          onStop={props.onStop}
          loading={props.loading}
          blocked={guestOut}
          onPickFiles={props.onPickFiles}
          attachments={props.attachments}
          footer={
            props.guestRemaining !== null && (
              <p className="text-xs text-muted" aria-live="polite">
                {guestOut ? (
                  <>
                    No free questions left.{' '}
                    <Link href="/auth" className="font-medium text-brand-700 underline">
                      Sign up for unlimited access
                    </Link>
                  </>
                ) : (
                  `${props.guestRemaining} of ${GUEST_FREE_QUESTIONS} free questions left`
                )}
              </p>
            )
          }
        />
      </div>
    </div>
  );
}
