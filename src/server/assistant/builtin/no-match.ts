import type { Guide } from '../knowledge';
import { warningCallouts, type WarningHazard } from './hazard-callouts';
import { blocks } from './markdown';
import { nearestGuides, popularGuides, suggestionsTable } from './suggestions';

function currentGuideHint(current: Guide | undefined): string {
  if (!current) return '';
  return `Or keep going with **${current.title}**: ask me to explain any step, list the tools and materials, or what it will cost.`;
}

/**
 * A home-improvement question without a guide we trust. It says so plainly and never invents
 * steps: a made-up procedure for an unknown job is worse than no answer.
 */
export function noMatchMarkdown(
  question: string,
  warnings: readonly WarningHazard[],
  current: Guide | undefined,
): string {
  return blocks(
    "I don't have a guide for that yet, and I'd rather not guess at the steps.",
    warningCallouts(warnings),
    'These are the closest guides I have:',
    suggestionsTable(nearestGuides(question, current?.id)),
    'Pick one of them, or describe your project in other words (what you want to fix or build, and where in the home) and I will look again.',
    currentGuideHint(current),
  );
}

/** Something that is not about a home at all. */
export function offTopicMarkdown(current: Guide | undefined): string {
  return blocks(
    "I'm Fixwise's DIY assistant, so I can only help with home-improvement projects and can't answer that one.",
    'Here are some popular projects I can walk you through step by step:',
    suggestionsTable(popularGuides(current?.id)),
    'Or tell me about your own project: what you want to fix, build or improve.',
    currentGuideHint(current),
  );
}

/** "Hi" or "thanks" before any project: invite the first question. */
export function smallTalkMarkdown(kind: 'greeting' | 'thanks'): string {
  const opener = kind === 'greeting' ? 'Hi!' : "You're welcome!";
  return blocks(
    `${opener} Tell me about your project (what you want to fix, build or improve) and I will give you step-by-step instructions, a tools and materials list, costs and time.`,
    'A few popular ones to start with:',
    suggestionsTable(popularGuides()),
  );
}

/** A follow-up ("what tools do I need?") before any project has been named. */
export function needProjectMarkdown(): string {
  return blocks(
    "Which project is this for? Tell me what you're working on and I'll give you the steps, tools, materials, cost and time for it.",
    'For example, one of these:',
    suggestionsTable(popularGuides()),
  );
}
