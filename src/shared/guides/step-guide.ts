import { STEP_GUIDE_MAX_STEPS, STEP_GUIDE_MIN_STEPS, STEP_GUIDES_KEPT } from '../constants';
import { guideTitle } from './guide-title';
import { newGuideId } from './guide-id';
import { isListLine, replyLines, type ReplyLine } from './list-lines';
import type { StepGuide } from './step-guide-schema';

export type { StepGuide } from './step-guide-schema';

// Curly apostrophes are normalised first; "step-by-step" is accepted as well as "step by step"
// because models write it hyphenated far more often.
const INTRO_PHRASE =
  /here'?s how to|here is how to|follow these steps|step[\s-]by[\s-]step|instructions:/;

function hasIntroPhrase(lines: readonly ReplyLine[]): boolean {
  const text = lines
    .map((line) => line.raw)
    .join('\n')
    .replace(/[‘’ʼ]/g, "'")
    .toLowerCase();
  return INTRO_PHRASE.test(text);
}

/** docs/product.md#states-and-transitions: two or more list lines, or an intro phrase together with at least one. */
export function isStepByStepGuide(text: string): boolean {
  const lines = replyLines(text);
  const listLines = lines.filter(isListLine).length;
  return listLines >= 2 || (listLines >= 1 && hasIntroPhrase(lines));
}

/**
 * docs/product.md counts every list line as a step, but replies usually carry "Tools" and "Materials"
 * bullet lists next to the numbered instructions. So when there are at least 3 numbered or
 * "Step N" lines those alone are the steps; otherwise every list line, in reply order, is.
 */
function pickSteps(lines: readonly ReplyLine[]): string[] {
  const withText = lines.filter((line) => isListLine(line) && line.content !== '');
  const ordered = withText.filter((line) => line.kind === 'numbered' || line.kind === 'step');
  const chosen = ordered.length >= STEP_GUIDE_MIN_STEPS ? ordered : withText;
  return chosen.slice(0, STEP_GUIDE_MAX_STEPS).map((line) => line.content);
}

/** docs/product.md#entities/§5: the guide in an assistant reply, or null when fewer than 3 steps result. */
export function extractStepGuide(
  text: string,
  opts: { id?: string; now?: Date } = {},
): StepGuide | null {
  const lines = replyLines(text);
  const steps = pickSteps(lines);
  if (steps.length < STEP_GUIDE_MIN_STEPS) return null;
  return {
    id: opts.id ?? newGuideId(),
    title: guideTitle(lines),
    steps,
    timestamp: (opts.now ?? new Date()).toISOString(),
  };
}

/**
 * docs/product.md#states-and-transitions: newest first, at most 5 kept. Re-adding a guide with the same id moves it to the
 * front instead of duplicating it (a re-rendered reply must not fill the list). Clearing the
 * list is simply `[]`.
 */
export function addGuide(list: readonly StepGuide[], guide: StepGuide): StepGuide[] {
  return [guide, ...list.filter((kept) => kept.id !== guide.id)].slice(0, STEP_GUIDES_KEPT);
}
