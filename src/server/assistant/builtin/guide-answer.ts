import type { Guide } from '../knowledge';
import { projectFromGuide } from './project-from-guide';
import { safetyCallout, warningCallouts, type WarningHazard } from './hazard-callouts';
import { blocks, formatMoney, sentenceCase } from './markdown';
import {
  FOLLOW_UP_INVITE,
  bulletLines,
  laborSentence,
  materialLines,
  metaLine,
  stepLines,
  whereToBuyLines,
} from './guide-sections';

/**
 * The full answer to a how-to question. The title comes first so `extractStepGuide` takes it
 * as the guide's title; warnings follow straight after it so they are read before anything else.
 */
export function guideAnswerMarkdown(guide: Guide, warnings: readonly WarningHazard[]): string {
  const project = projectFromGuide(guide);
  const hasMaterials = guide.materials.length > 0;
  const materials = hasMaterials
    ? `Materials come to about ${formatMoney(project.materialsCost)}`
    : 'There is nothing to buy';
  const savings = `${materials}; ${laborSentence(guide)}, so doing it yourself saves that.`;
  return blocks(
    `## How to ${sentenceCase(guide.title)}`,
    warningCallouts(warnings),
    guide.summary,
    metaLine(guide, project.materialsCost),
    safetyCallout(guide),
    '### Steps',
    stepLines(guide),
    '### Tools',
    bulletLines(guide.tools),
    '### Materials',
    hasMaterials ? materialLines(guide) : 'Nothing to buy: the tools above are all you need.',
    savings,
    '### When to call a pro',
    bulletLines(guide.callAPro),
    hasMaterials && '### Where to buy',
    hasMaterials && whereToBuyLines(guide),
    hasMaterials && 'Prices are typical US retail and vary by brand and region.',
    FOLLOW_UP_INVITE,
  );
}
