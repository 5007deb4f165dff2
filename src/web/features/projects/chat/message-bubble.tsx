import { Bot, Copy, RefreshCw, RotateCcw, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { SentAttachments } from './attachment-chips';
import type { ChatMessage } from './chat-types';
import { ReplySources } from './reply-sources';
import { ReplyText } from './reply-text';

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
    <li className={cn('flex gap-3', mine && 'flex-row-reverse')}>
      <span
        aria-hidden
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-stone-200 text-ink' : 'bg-brand-700 text-white',
        )}
      >
        {mine ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1', mine && 'items-end')}>
        <span className="sr-only">{mine ? 'You said:' : 'Fixwise said:'}</span>
        {mine && message.attachments && message.attachments.length > 0 && (
          <SentAttachments files={message.attachments} />
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
          <div
            className={cn(
              'rounded-2xl px-4 py-2.5 text-sm',
              mine ? 'bg-brand-700 whitespace-pre-wrap text-white' : 'border border-line bg-white',
              message.status === 'fallback' && 'border-amber-300 bg-amber-50',
            )}
          >
            {mine ? message.content : <ReplyText text={message.content} />}
          </div>
        )}
        {!mine && message.citations && message.citations.length > 0 && (
          <ReplySources citations={message.citations} />
        )}
        {notes[message.status] && <p className="text-xs text-muted">{notes[message.status]}</p>}
        {message.conversationId && (
          <Suspense fallback={null}>
            <StillWriting conversationId={message.conversationId} />
          </Suspense>
        )}
        {failed && onRetry && (
          <div>
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
      </div>
    </li>
  );
}

function QuestionText({ text }: { text: string }) {
  return (
    <div className="rounded-2xl bg-brand-700 px-4 py-2.5 text-sm whitespace-pre-wrap text-white">
      {text}
    </div>
  );
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
