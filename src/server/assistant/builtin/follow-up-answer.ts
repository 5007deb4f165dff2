import type { Guide } from '../knowledge';
import { describeGuideTime } from '../knowledge';
import { safetyCallout, warningCallouts, warningHazards } from './hazard-callouts';
import {
  blocks,
  callout,
  formatMoney,
  formatPrice,
  joinWords,
  sentenceCase,
  table,
} from './markdown';
import type { FollowUp, FollowUpTopic } from './follow-up-intent';
import {
  FOLLOW_UP_INVITE,
  laborSentence,
  materialsTable,
  metaLine,
  stepLines,
} from './guide-sections';
import { laborEstimate, projectFromGuide } from './project-from-guide';
import { stepAnswerMarkdown } from './step-answer';

const LEVEL_ADVICE: Record<Guide['difficulty'], string> = {
  Beginner: 'basic hand tools and no previous experience needed',
  Intermediate: 'some experience with tools helps; take your time on the fiddly steps',
  Advanced: 'best for experienced DIYers; consider a pro if this is your first big project',
};

type TopicRenderer = (guide: Guide) => string;

const name = (guide: Guide) => `**${guide.title}**`;

const TOPICS: Record<FollowUpTopic, TopicRenderer> = {
  steps: (guide) => blocks(`### Steps to ${sentenceCase(guide.title)}`, stepLines(guide)),
  tools: (guide) => `**Tools** for ${name(guide)}: ${joinWords(guide.tools.map(sentenceCase))}.`,
  materials: (guide) =>
    guide.materials.length === 0
      ? `You don't need to buy any materials for ${name(guide)}; the tools are enough.`
      : blocks(
          `**Shopping list** for ${name(guide)} (about ${formatMoney(projectFromGuide(guide).materialsCost)}):`,
          materialsTable(guide, true),
        ),
  'where-to-buy': (guide) =>
    guide.materials.length === 0
      ? `There's nothing to buy for ${name(guide)}.`
      : blocks('**Where to buy** (search pages at each store):', materialsTable(guide, true)),
  cost: (guide) => {
    const project = projectFromGuide(guide);
    const rows = project.materials.map((m) => [m.name, formatPrice(m.totalCost)]);
    const labor = laborEstimate(guide);
    return blocks(
      `### Cost breakdown: ${guide.title}`,
      table(
        ['', 'Cost'],
        [
          ...rows,
          ['**Materials**', `**${formatPrice(project.materialsCost)}**`],
          [
            `Pro labor estimate (${labor.hours} h × ${formatMoney(labor.rate)}/h)`,
            formatPrice(labor.cost),
          ],
          ['**Total if you hire a pro**', `**${formatPrice(project.estimatedCost)}**`],
        ],
      ),
      `Doing it yourself you pay only for materials (plus any tools you don't own yet); ${laborSentence(guide)}. Prices are typical US retail and vary by brand and region.`,
    );
  },
  time: (guide) =>
    `${name(guide)} takes about **${describeGuideTime(guide.time)}** of hands-on work. If it's your first time, plan for the upper end.`,
  difficulty: (guide) =>
    `${name(guide)} is rated **${guide.difficulty}**: ${LEVEL_ADVICE[guide.difficulty]}.`,
  safety: (guide) => blocks(warningCallouts(warningHazards(guide, [])), safetyCallout(guide)),
  pro: (guide) =>
    blocks(
      callout('📞 **Call a pro when:**', guide.callAPro),
      `For reference, ${laborSentence(guide)}.`,
    ),
};

/** Answers a follow-up about the conversation's guide from that guide alone. */
export function followUpMarkdown(guide: Guide, followUp: FollowUp): string {
  if (followUp.step) {
    // A step question stands alone; other topics in it ("step 3, is it safe?") follow.
    const others = followUp.topics.filter((topic) => topic !== 'steps');
    return blocks(
      stepAnswerMarkdown(guide, followUp.step),
      ...others.map((topic) => TOPICS[topic](guide)),
    );
  }
  if (followUp.topics.length > 0) {
    return blocks(...followUp.topics.map((topic) => TOPICS[topic](guide)), FOLLOW_UP_INVITE);
  }
  const opener =
    followUp.smallTalk === 'greeting'
      ? `Hi! We're working on ${name(guide)}.`
      : `You're welcome! Good luck with ${name(guide)}.`;
  return blocks(opener, metaLine(guide, projectFromGuide(guide).materialsCost), FOLLOW_UP_INVITE);
}
