import type { Guide } from '../knowledge';
import { BREAKER_FIRST } from './hazard-callouts';
import { blocks, callout } from './markdown';
import type { StepRequest } from './follow-up-intent';

/** 1-based step number a request points at; may be out of range (checked by the caller). */
function resolveStep(request: StepRequest, stepCount: number): number {
  if (request.kind === 'last') return stepCount;
  if (request.kind === 'next') return request.after + 1;
  return request.step;
}

function stepHeading(guide: Guide, n: number): string {
  const step = guide.steps[n - 1];
  return `### Step ${n} of ${guide.steps.length}: ${step?.title ?? ''}`;
}

function whatsNext(guide: Guide, n: number): string {
  const next = guide.steps[n];
  if (!next)
    return "This is the last step. Tell me when you're done, or ask me anything that didn't go to plan.";
  return `Next up is step ${n + 1}: **${next.title}**. Tell me when you're done and I'll walk you through it.`;
}

function finished(guide: Guide): string {
  return blocks(
    `### All ${guide.steps.length} steps done`,
    `Nice work: that was the last step of **${guide.title}**. Check your work, clean up and put the tools away.`,
    callout("📞 **If something still isn't right, it's time to call a pro when:**", guide.callAPro),
  );
}

/** One step explained in full, with a pointer to the one after it. */
export function stepAnswerMarkdown(guide: Guide, request: StepRequest): string {
  const count = guide.steps.length;
  const n = resolveStep(request, count);
  if (request.kind === 'next' && n > count) return finished(guide);
  const step = guide.steps[n - 1];
  if (!step || n < 1) {
    return `**${guide.title}** has ${count} steps, so there is no step ${n}. Ask me about any step from 1 to ${count}.`;
  }
  const intro =
    request.kind === 'next' && request.after === 0 ? "Let's start at the beginning." : '';
  // An electrical job's breaker stays off throughout; repeating it costs one line.
  const reminder =
    guide.hazards?.includes('electrical') && n < count
      ? callout(`⚡ **Reminder:** ${BREAKER_FIRST}`)
      : '';
  return blocks(
    intro,
    stepHeading(guide, n),
    step.detail ?? `${step.title}. There's nothing more to it than that.`,
    reminder,
    whatsNext(guide, n),
  );
}
