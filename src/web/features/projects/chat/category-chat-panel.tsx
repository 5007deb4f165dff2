import { MessageSquare, Send } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { GUEST_FREE_QUESTIONS } from '../../../../shared/constants';
import { Button } from '../../../ui/button';
import { savePendingQuestion } from './pending-question';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/input';

// The chat (and its Markdown and account code) loads only when someone asks, so the category
// page's first load stays small and its prerendered markup stays stable.
const EmbeddedChat = lazy(() =>
  import('./embedded-chat').then((module) => ({ default: module.EmbeddedChat })),
);

/** docs/product.md#screens-and-routes's embedded chat: a question box that opens the assistant right here. */
export function CategoryChatPanel({ name, placeholder }: { name: string; placeholder: string }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // The page is prerendered: text typed before the code arrives is in the box but not in state.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setQuestion(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text) setAsked(text);
  };
  if (asked !== null) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="sr-only">
          Ask Fixwise about your {name.toLowerCase()} project
        </h2>
        <Suspense fallback={<p className="text-muted">Opening the assistant...</p>}>
          <EmbeddedChat title="Fixwise assistant" initialPrompt={asked} autoSend />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={`${id}-title`}>
      <div
        data-slot="category-chat"
        className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <MessageSquare className="size-5" aria-hidden />
          </span>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
            Ask Fixwise about your {name.toLowerCase()} project
          </h2>
        </div>
        <p className="mt-3 text-muted">
          Ask anything, from which tools to buy to how to fix a mistake halfway through. The
          assistant answers right here.
        </p>
        <form onSubmit={submit} className="mt-4 grid gap-2">
          <Label htmlFor={`${id}-question`}>Your question</Label>
          <Textarea
            ref={field}
            id={`${id}-question`}
            required
            placeholder={`e.g. ${placeholder}`}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button type="submit" disabled={!question.trim()}>
              <Send aria-hidden /> Ask Fixwise
            </Button>
            <p className="text-sm text-muted">
              No account needed: {GUEST_FREE_QUESTIONS} free questions as a guest, or{' '}
              <Link
                href="/auth"
                className="font-medium text-brand-700 underline"
                onClick={() => savePendingQuestion(question)}
              >
                sign in
              </Link>{' '}
              to keep answers in your projects.
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
