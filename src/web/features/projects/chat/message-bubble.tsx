import { Bot, Copy, RefreshCw, RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { BubbleRow, bubbleClass } from './bubble-row';
import { OFFLINE_SAFETY_NOTE, type ChatMessage } from './chat-types';
import { ReplyText } from './reply-text';

// A question's files and a reply's sources load with the first message that has them: the
// greeting, and most replies, need neither.
const SentAttachments = lazy(() =>
  import('./attachment-chips').then((module) => ({ default: module.SentAttachments })),
);
const ReplySources = lazy(() =>
  import('./reply-sources').then((module) => ({ default: module.ReplySources })),
);
// Loaded once a message offers them: a new chat has no stored question and no versions yet.
const EditableQuestion = lazy(() => import('./editable-question'));
const MessageVersions = lazy(() => import('./message-versions'));
// Only after a reload (or in another tab) while the server is still writing the reply.
const StillWriting = lazy(() => import('./still-writing'));

const notes: Partial<Record<ChatMessage['status'], string>> = {
  incomplete: 'This reply was cut off.',
  stopped: 'You stopped this reply.',
};

export function MessageBubble({
  message,
  onRegenerate,
  onRetry,
  onEdit,
  onSwitch,
  actionsDisabled = false,
}: {
  message: ChatMessage;
  onRegenerate?: () => void;
  /** Offered on the user's stored questions: asks the edited text as a new version. */
  onEdit?: (text: string) => void;
  /** Shows another version of this message (the "‹ 1 / 2 ›" control). */
  onSwitch?: (id: string) => void;
  /** Shown on a fallback bubble: asks its question again. */
  onRetry?: () => void;
  actionsDisabled?: boolean;
}) {
  const failed = message.status === 'fallback';
  const mine = message.role === 'user';
  const branchable = onEdit || (onSwitch && (message.versions?.length ?? 0) > 1);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Error', { description: 'Could not copy the reply' });
    }
  };
  return (
    <BubbleRow mine={mine}>
      {mine && message.attachments && message.attachments.length > 0 && (
        <Suspense fallback={<p className="text-xs text-muted">Loading attached files...</p>}>
          <SentAttachments files={message.attachments} />
        </Suspense>
      )}
      {mine && branchable ? (
        <Suspense fallback={<QuestionText text={message.content} />}>
          <EditableQuestion
            message={message}
            onEdit={onEdit}
            onSwitch={onSwitch}
            disabled={actionsDisabled}
          >
            <QuestionText text={message.content} />
          </EditableQuestion>
        </Suspense>
      ) : (
        <div className={cn(bubbleClass(mine), failed && 'border-amber-300 bg-amber-50')}>
          {mine ? message.content : <ReplyText text={message.content} />}
        </div>
      )}
      {!mine && message.citations && message.citations.length > 0 && (
        <Suspense fallback={<p className="text-xs text-muted">Loading sources...</p>}>
          <ReplySources citations={message.citations} />
        </Suspense>
      )}
      {notes[message.status] && <p className="text-xs text-muted">{notes[message.status]}</p>}
      {message.conversationId && (
        <Suspense fallback={null}>
          <StillWriting conversationId={message.conversationId} />
        </Suspense>
      )}
      {failed && <p className="max-w-prose text-xs text-muted">{OFFLINE_SAFETY_NOTE}</p>}
      {failed && onRetry && (
        // On a phone the failure's toast sits just above the composer, where the end of the
        // conversation is: the room below Retry lets the conversation scroll it clear.
        <div className="max-[600px]:mb-32">
          <Button size="sm" variant="outline" onClick={onRetry} disabled={actionsDisabled}>
            <RotateCcw aria-hidden /> Retry
          </Button>
        </div>
      )}
      {!mine &&
        !failed &&
        message.id !== 'greeting' &&
        message.status !== 'streaming' &&
        message.status !== 'writing' && (
          <div className="flex items-center gap-1">
            {onSwitch && message.versions && message.versions.length > 1 && (
              <Suspense fallback={null}>
                <MessageVersions
                  id={message.id}
                  versions={message.versions}
                  onSwitch={onSwitch}
                  disabled={actionsDisabled}
                />
              </Suspense>
            )}
            <button
              type="button"
              onClick={copy}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-muted hover:bg-stone-100"
            >
              <Copy className="size-3.5" aria-hidden /> Copy
            </button>
            {onRegenerate && (
              <button
                type="button"
                onClick={onRegenerate}
                disabled={actionsDisabled}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-muted hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <RefreshCw className="size-3.5" aria-hidden /> Regenerate
              </button>
            )}
          </div>
        )}
    </BubbleRow>
  );
}

function QuestionText({ text }: { text: string }) {
  return <div className={bubbleClass(true)}>{text}</div>;
}

export function TypingIndicator() {
  return (
    <li className="flex gap-3" role="status" aria-label="Fixwise is typing">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-white"
      >
        <Bot className="size-4" />
      </span>
      <span className="flex items-center gap-1 rounded-2xl border border-line bg-white px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-stone-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </li>
  );
}
