import { Bot, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { GREETING } from './chat-types';
import { ReplyText } from './reply-text';

/**
 * A bubble's look; `bubbleClass(false)` is an assistant reply's. A word longer than the bubble
 * (a pasted link, a held-down key) breaks inside the bubble instead of pushing it off screen.
 */
export const bubbleClass = (mine: boolean) =>
  cn(
    'rounded-2xl px-4 py-2.5 text-sm wrap-anywhere',
    mine ? 'bg-brand-700 whitespace-pre-wrap text-white' : 'border border-line bg-white',
  );

/** One message of the conversation: who said it (their avatar, and in words for screen readers), then what. */
export function BubbleRow({ mine, children }: { mine: boolean; children: ReactNode }) {
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
        {children}
      </div>
    </li>
  );
}

/** The assistant's first words, which every chat opens with: no actions, nothing to load. */
export function GreetingBubble() {
  return (
    <BubbleRow mine={false}>
      <div className={bubbleClass(false)}>
        <ReplyText text={GREETING.content} />
      </div>
    </BubbleRow>
  );
}
