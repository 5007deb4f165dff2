import { ListChecks, X } from 'lucide-react';
import type { StepGuide } from '../../../../shared/guides/step-guide';
import { Button } from '../../../ui/button';
import { InlineReplyText } from '../chat/reply-text';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { useDoneSteps } from './use-done-steps';

/** One guide's steps, each ticked off and remembered per conversation (the project panel and the plan page). */
export function GuideSteps({
  guide,
  scope,
  headingLevel: Heading = 'h4',
}: {
  guide: StepGuide;
  scope: string;
  headingLevel?: 'h3' | 'h4';
}) {
  const { done, toggle } = useDoneSteps(scope, guide.id);
  return (
    <section className="grid gap-2" aria-label={guide.title}>
      <Heading className="text-sm font-semibold">{guide.title}</Heading>
      <p className="text-xs text-muted">
        {done.length} of {guide.steps.length} steps done
      </p>
      <ol className="grid gap-1.5">
        {guide.steps.map((step, index) => (
          <li key={index}>
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-700"
                checked={done.includes(index)}
                onChange={() => toggle(index)}
              />
              <span className={done.includes(index) ? 'text-muted line-through' : undefined}>
                <span className="font-medium">{index + 1}.</span>{' '}
                {/* Steps keep the reply's emphasis; only inline formatting is allowed here. */}
                <InlineReplyText text={step} />
              </span>
            </label>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** docs/product.md#screens-and-routes Step-by-Step Guide: newest first, at most 5, clearable; steps can be ticked off. */
export function StepGuideCard({
  guides,
  scope,
  onClear,
}: {
  guides: StepGuide[];
  scope: string;
  onClear: () => void;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <ListChecks className="size-4 text-brand-700" aria-hidden /> Step-by-Step Guide
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label="Clear guides">
          <X aria-hidden /> Clear
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {guides.map((guide) => (
          <GuideSteps key={guide.id} guide={guide} scope={scope} />
        ))}
      </CardContent>
    </Card>
  );
}
