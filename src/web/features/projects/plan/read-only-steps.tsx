import type { StepGuide } from '../../../../shared/guides/step-guide-schema';
import { InlineReplyText } from '../chat/reply-text';

/** A guide's steps for a visitor: the owner's ticks stay with the owner. */
export function ReadOnlySteps({ guide }: { guide: StepGuide }) {
  return (
    <section className="grid gap-2" aria-label={guide.title}>
      <h3 className="text-sm font-semibold">{guide.title}</h3>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
        {guide.steps.map((step, index) => (
          <li key={index}>
            <InlineReplyText text={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
