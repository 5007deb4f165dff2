import type { Guide } from '../knowledge';
import { terms, topicWords } from './guide-terms';
import { blocks } from './markdown';
import { stepAnswerMarkdown } from './step-answer';

// A word in the step's title says more than one buried in its detail.
const TITLE_WEIGHT = 2;
const DETAIL_WEIGHT = 1;
const MIN_SCORE = 2;

/**
 * The 1-based step of the current guide a free question is most about ("what if the handle is
 * stuck?" -> "Remove the handle"), or undefined when no step shares a meaningful word with it.
 */
export function relatedStep(guide: Guide, message: string): number | undefined {
  const words = topicWords(message);
  let best: { step: number; score: number } | undefined;
  guide.steps.forEach((step, index) => {
    const title = terms(step.title);
    const detail = terms(step.detail ?? '');
    const score = words.reduce((sum, word) => {
      if (word.stems.some((s) => title.has(s))) return sum + TITLE_WEIGHT;
      return word.stems.some((s) => detail.has(s)) ? sum + DETAIL_WEIGHT : sum;
    }, 0);
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { step: index + 1, score };
  });
  return best?.step;
}

/** Honest about the limit, then the part of the guide that does apply. */
export function relatedStepMarkdown(guide: Guide, step: number): string {
  return blocks(
    `I don't have a specific answer to that, but this part of **${guide.title}** covers it:`,
    stepAnswerMarkdown(guide, { kind: 'number', step }),
    'If it still will not cooperate, ask me when to call a pro.',
  );
}
