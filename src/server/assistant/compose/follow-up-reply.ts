import type { Grounding } from '../core/ground-turn';
import { findEntry, formatHours, type Entry } from '../knowledge/knowledge-base';
import { normalizeMessage } from '../understand/normalize';
import { stems } from '../understand/text-terms';
import { requestedStep, type FollowUpNeed } from '../understand/follow-up';
import {
  costMarkdown,
  diagnosisMarkdown,
  entryTopic,
  faqMarkdown,
  matchingFaq,
  materialsMarkdown,
  proMarkdown,
  toolsMarkdown,
} from './entry-parts';
import { blocks, callout } from './markdown';
import { TOOL_ALTERNATIVES } from './tool-alternatives';

/** The parts of an entry (a step, a cause, a direct question) as text to search. */
function sections(entry: Entry): Array<{ text: string; markdown: string }> {
  const faqs = (entry.faq ?? []).map((faq) => ({
    text: `${faq.question} ${faq.answer} ${(faq.terms ?? []).join(' ')}`,
    markdown: faqMarkdown(faq),
  }));
  if (entry.kind === 'how-to') {
    return [
      ...entry.steps.map((step, i) => ({
        text: `${step.title} ${step.detail ?? ''}`,
        markdown: `**Step ${i + 1} of ${entry.steps.length}: ${step.title}.** ${step.detail ?? ''}`,
      })),
      ...faqs,
      ...entry.safety.map((note) => ({ text: note, markdown: `**Safety:** ${note}` })),
    ];
  }
  return [
    ...entry.causes.map((cause) => ({
      text: `${cause.name} ${cause.signs} ${cause.checks.join(' ')} ${cause.fix}`,
      markdown: `**${cause.name}** — ${cause.signs} *Check:* ${cause.checks.join(' ')} *Fix:* ${cause.fix}`,
    })),
    ...faqs,
  ];
}

/** The one or two parts of the entry that share the most words with the question. */
function bestSections(entry: Entry, message: string): string[] {
  const asked = stems(message);
  return sections(entry)
    .map((section) => {
      let score = 0;
      for (const s of stems(section.text)) if (asked.has(s)) score += 1;
      return { ...section, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((s) => s.markdown);
}

function missingTool(entry: Entry, message: string): string {
  const text = normalizeMessage(message);
  const known = TOOL_ALTERNATIVES.find((alt) => alt.tool.test(text));
  if (known) return `**No ${known.name}?** ${known.instead}`;
  const tools = entry.kind === 'how-to' ? `For this job you need: ${entry.tools.join(', ')}. ` : '';
  return `${tools}Most tools can be borrowed from a neighbour or a tool library, or rented by the day at a home center.`;
}

function stillHappening(entry: Entry): string {
  if (entry.kind === 'troubleshooting' && entry.causes.length > 1) {
    return blocks(
      "If the first fix didn't do it, work down the list: the next most likely causes are below.",
      diagnosisMarkdown(entry, { skipCauses: 1 }),
    );
  }
  return blocks(
    "If it still isn't right after following every step, it's time for a pro.",
    proMarkdown(entry),
  );
}

const ANSWERS: Record<FollowUpNeed, (entry: Entry, g: Grounding) => string> = {
  'still-happening': (entry) => stillHappening(entry),
  'missing-tool': (entry, g) => missingTool(entry, g.message),
  cost: (entry) => costMarkdown(entry),
  time: (entry) =>
    entry.kind === 'how-to'
      ? `**Time:** about ${formatHours(entry.time)} of hands-on work${entry.time.note ? ` (${entry.time.note})` : ''}; a first-timer should allow the longer end.`
      : `**Time:** the checks above take minutes each; a pro visit is usually an hour or two.`,
  tools: (entry, g) =>
    entry.kind === 'how-to'
      ? blocks('**Tools:**', toolsMarkdown(entry, g.ownedTools))
      : '**Tools:** the checks above need only basic hand tools and a flashlight.',
  materials: (entry) => (entry.kind === 'how-to' ? materialsMarkdown(entry) : ''),
  pro: (entry) => blocks(proMarkdown(entry)),
  steps: (entry) =>
    entry.kind === 'how-to'
      ? entry.steps.map((s, i) => `${i + 1}. **${s.title}.** ${s.detail ?? ''}`).join('\n')
      : diagnosisMarkdown(entry),
  safety: (entry) =>
    callout('⚠️ **Safety:**', entry.kind === 'how-to' ? entry.safety : (entry.safety ?? [])),
  first: (entry) => firstThing(entry),
  'next-step': (entry) =>
    entry.kind === 'how-to'
      ? entry.steps.map((s, i) => `${i + 1}. **${s.title}.** ${s.detail ?? ''}`).join('\n')
      : diagnosisMarkdown(entry),
  step: (entry, g) => stepAnswer(entry, g.message),
  detail: () => '',
};

/** "Which one first?": the most likely cause's check and fix, or the first step. */
function firstThing(entry: Entry): string {
  if (entry.kind === 'how-to') {
    const step = entry.steps[0];
    return step ? `**Start with step 1: ${step.title}.** ${step.detail ?? ''}` : '';
  }
  const cause = entry.causes[0];
  if (!cause) return '';
  return `**Start with the most likely and cheapest to check: ${cause.name.toLowerCase()}.** ${cause.checks.join(' ')} *If that's it:* ${cause.fix} Only buy parts once a check points to them.`;
}

function stepAnswer(entry: Entry, message: string): string {
  if (entry.kind !== 'how-to') return diagnosisMarkdown(entry);
  const asked = requestedStep(message);
  const number = asked === 'last' ? entry.steps.length : (asked ?? 1);
  const step = entry.steps[number - 1];
  if (!step)
    return `This job has ${entry.steps.length} steps; ask about any of steps 1 to ${entry.steps.length}.`;
  return `**Step ${number} of ${entry.steps.length}: ${step.title}.** ${step.detail ?? ''}`;
}

const RELATED_LOOKED_AT = 3;

/**
 * When the topic's own text has nothing on the question, its related entries often do: a
 * diagnosis of a hole in the wall says little about patching a large one; the patching
 * how-to does.
 */
function relatedSections(entry: Entry, message: string): string[] {
  for (const id of (entry.related ?? []).slice(0, RELATED_LOOKED_AT)) {
    const related = findEntry(id);
    const found = related ? bestSections(related, message) : [];
    if (related && found.length > 0) return [`From *${related.title}*:`, ...found];
  }
  return [];
}

/** An answer that stays on the conversation's topic. */
export function followUpMarkdown(g: Grounding, entry: Entry): string {
  const asked = g.followUp?.needs ?? [];
  // "How much would a plumber charge" is one question: the cost answer already names the trade.
  const needs = asked.includes('cost') ? asked.filter((n) => n !== 'pro') : asked;
  // "I tried that" and "I don't have X" say the most; cost, time and the rest follow.
  const answered = needs.map((need) => ANSWERS[need](entry, g)).filter(Boolean);
  // An entry's own answer to the very question beats a generic part ("what size fan?").
  const faq = matchingFaq(entry, g.message);
  if (faq && answered.length > 0) answered.unshift(faqMarkdown(faq));
  const own = bestSections(entry, g.message);
  // The matching FAQ is shown once, first; it is often among the best sections too.
  const shownFaq = faq && faqMarkdown(faq);
  const specific = (own.length > 0 ? own : relatedSections(entry, g.message)).filter(
    (part) => part !== shownFaq,
  );
  // The part of the job the question is about ("no mesh", "how long before I can sand?") goes
  // under the general answer, so a generic line is never all the user gets.
  const body =
    answered.length > 0
      ? blocks(...answered, ...specific.filter((part) => !answered.includes(part)))
      : faq || specific.length > 0
        ? blocks(shownFaq, ...specific)
        : blocks(
            `I don't have anything more specific on that for ${entryTopic(entry)}.`,
            proMarkdown(entry),
          );
  return blocks(`**About ${entryTopic(entry)}:**`, body);
}
