import { EMERGENCY_NUMBERS_ABROAD_SHORT } from '../../../shared/assistant/emergency-numbers';
import {
  costRange,
  findEntry,
  formatHours,
  formatUsd,
  type Entry,
  type Faq,
  type HowTo,
  type Trade,
  type Troubleshooting,
} from '../knowledge/knowledge-base';
import { ownsTool } from '../core/home-context';
import { stems } from '../understand/text-terms';
import { blocks, callout, formatQuantity, sentenceCase, table } from './markdown';
import { materialsCost } from './project-card';
import { retailerLinksMarkdown } from './retailer-links';

const TRADE_NAMES: Partial<Record<Trade, string>> = {
  'hvac-technician': 'HVAC technician',
  'appliance-technician': 'appliance repair technician',
  'gas-utility': 'gas utility',
  'fire-department': 'fire department',
  'window-door-installer': 'window and door installer',
  'mould-remediator': 'mould remediation company',
  'asbestos-abatement': 'licensed asbestos abatement contractor',
  'lead-abatement': 'EPA-certified lead abatement firm',
  'pest-control': 'pest control company',
  'garage-door-technician': 'garage door technician',
  'structural-engineer': 'structural engineer',
};

export function tradeName(trade: Trade): string {
  return TRADE_NAMES[trade] ?? trade.replace(/-/g, ' ');
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) || /^HVAC/.test(word) ? 'an' : 'a';
}

const EMERGENCY_SERVICES: ReadonlySet<Trade> = new Set(['fire-department', 'gas-utility']);

/** "Call a plumber when …; typical cost $150–$350 (per visit)." */
export function proMarkdown(entry: Entry): string {
  const name = tradeName(entry.pro.trade);
  // The fire department and the gas utility are an emergency call, not a pro to book.
  if (EMERGENCY_SERVICES.has(entry.pro.trade)) {
    return blocks(
      '### When to call for help',
      callout(
        entry.pro.trade === 'gas-utility'
          ? "Call your gas utility's emergency line or 911, from outside, if:"
          : `Call 911 (${EMERGENCY_NUMBERS_ABROAD_SHORT} outside North America) if:`,
        entry.pro.when,
      ),
    );
  }
  const cost = entry.pro.cost
    ? ` ${article(name) === 'an' ? 'An' : 'A'} ${name} typically charges ${costRange(entry.pro.cost)}.`
    : '';
  return blocks(
    '### When to call a pro',
    callout(`Call ${article(name)} ${name} if:`, entry.pro.when),
    cost.trim(),
  );
}

function stepLine(step: HowTo['steps'][number], index: number): string {
  return `${index + 1}. **${step.title}.**${step.detail ? ` ${step.detail}` : ''}`;
}

/** Materials as a table, their total and the job size it assumes. */
export function materialsMarkdown(entry: HowTo): string {
  if (entry.materials.length === 0) return 'Nothing to buy: the tools are all you need.';
  const rows = entry.materials.map((m) => [
    m.name,
    `${formatQuantity(m.quantity)} ${m.unit}`,
    formatUsd(m.quantity * m.unitCost),
  ]);
  const scope = entry.scope ? ` for ${entry.scope}` : '';
  return blocks(
    table(['Material', 'Quantity', 'Typical cost'], rows),
    `Materials come to about **${formatUsd(materialsCost(entry))}${scope}** at typical US prices.${entry.scope ? ' Scale the quantities to your own measurements.' : ''}`,
  );
}

export function metaLine(entry: HowTo): string {
  return `**Difficulty:** ${entry.difficulty} · **Time:** ${formatHours(entry.time)}${entry.time.note ? ` (${entry.time.note})` : ''} · **Materials:** about ${formatUsd(materialsCost(entry))}${entry.scope ? ` for ${entry.scope}` : ''}`;
}

/** The job's tools, those the user owns apart ("You have: …") so the rest is what to get. */
export function toolsMarkdown(entry: HowTo, owned: readonly string[] = []): string {
  const have = entry.tools.filter((tool) => ownsTool(tool, owned));
  if (have.length === 0) return entry.tools.join(' · ');
  const get = entry.tools.filter((tool) => !have.includes(tool));
  return blocks(
    `**You have:** ${have.join(' · ')}`,
    get.length > 0 ? `**To get:** ${get.join(' · ')}` : 'Nothing else to get: you own every tool.',
  );
}

/**
 * An entry named inside a sentence: "About how to install a wood stove …", "You also asked
 * about “Circuit breaker keeps tripping”". A lower-cased how-to title reads as an order
 * ("About install a …"), and lower-casing every word loses "GFCI".
 */
export function entryTopic(entry: Entry): string {
  return entry.kind === 'how-to' ? `how to ${sentenceCase(entry.title)}` : `“${entry.title}”`;
}

export function howToMarkdown(entry: HowTo, ownedTools: readonly string[] = []): string {
  const firstMaterial = entry.materials[0]?.name;
  return blocks(
    `## How to ${sentenceCase(entry.title)}`,
    entry.summary,
    metaLine(entry),
    callout(`⚠️ **Safety first:** ${entry.safety[0] ?? ''}`, entry.safety.slice(1)),
    '### Steps',
    entry.steps.map(stepLine).join('\n'),
    '### Tools',
    toolsMarkdown(entry, ownedTools),
    '### Materials',
    materialsMarkdown(entry),
    firstMaterial ? `**Where to buy:** ${retailerLinksMarkdown(firstMaterial)}` : '',
    proMarkdown(entry),
  );
}

function causeMarkdown(cause: Troubleshooting['causes'][number], index: number): string {
  const howTo = cause.howTo ? findEntry(cause.howTo) : undefined;
  const who = cause.diy ? `${cause.difficulty} DIY` : 'a job for a pro';
  // Not "#### 1. …": the step-guide extractor counts numbered headings as steps (models write
  // "### 1. Turn off the water"), and causes are possibilities, not steps to tick off.
  return blocks(
    `#### Cause ${index + 1}: ${cause.name}`,
    cause.signs,
    `*Check:* ${cause.checks.join(' ')}`,
    `*Fix (${who}):* ${cause.fix}${howTo ? ` Ask me "how to ${sentenceCase(howTo.title).replace(/^How to /i, '')}" for the full steps.` : ''}`,
  );
}

export function diagnosisMarkdown(
  entry: Troubleshooting,
  options: { skipCauses?: number } = {},
): string {
  const causes = entry.causes.slice(options.skipCauses ?? 0);
  return blocks(
    `## ${entry.title}`,
    entry.summary,
    callout(
      `⚠️ **Before you check anything:** ${entry.safety?.[0] ?? 'Work only on what you can reach safely, with power or water off where it applies.'}`,
      entry.safety?.slice(1) ?? [],
    ),
    options.skipCauses ? '### Other likely causes' : '### Likely causes, most common first',
    causes.map((cause, i) => causeMarkdown(cause, i + (options.skipCauses ?? 0))).join('\n\n'),
    proMarkdown(entry),
  );
}

/** The entry's direct question that best matches the message, if any shares enough words. */
export function matchingFaq(entry: Entry, message: string): Faq | undefined {
  const asked = stems(message);
  let best: { faq: Faq; score: number } | undefined;
  for (const faq of entry.faq ?? []) {
    const own = stems(`${faq.question} ${(faq.terms ?? []).join(' ')}`);
    let score = 0;
    for (const s of own) if (asked.has(s)) score += 1;
    const termHit = (faq.terms ?? []).some((t) => message.toLowerCase().includes(t.toLowerCase()));
    if (termHit) score += 2;
    if (score >= 2 && (!best || score > best.score)) best = { faq, score };
  }
  return best?.faq;
}

export function faqMarkdown(faq: Faq): string {
  return `**${faq.question}** ${faq.answer}`;
}

/** After an emergency: who finds the cause before the thing is used again. */
export function whoFindsTheCause(trade: Trade): string {
  const name = tradeName(trade);
  // The fire department makes it safe; it does not repair the scooter.
  if (EMERGENCY_SERVICES.has(trade))
    return `Don't use it again until the cause is found and put right; if the ${name} came, wait for its all-clear first.`;
  const who = name === 'electrician' ? 'licensed electrician' : name;
  return `Have ${article(who)} ${who} find and fix the cause before it is used again.`;
}

export function costMarkdown(entry: Entry): string {
  const name = tradeName(entry.pro.trade);
  // The fire department and the gas utility's emergency line are called, never hired.
  if (EMERGENCY_SERVICES.has(entry.pro.trade)) {
    return blocks(
      '### Cost',
      `The ${name} is called in an emergency, not hired by quote: if it comes to that, call at once.`,
    );
  }
  const lines: string[] = [];
  if (entry.kind === 'how-to') {
    lines.push(
      `Doing it yourself: materials about **${formatUsd(materialsCost(entry))}**${entry.scope ? ` for ${entry.scope}` : ''}, plus ${formatHours(entry.time)} of your time.`,
    );
  }
  if (entry.pro.cost)
    lines.push(`Hiring ${article(name)} ${name}: typically **${costRange(entry.pro.cost)}**.`);
  else
    lines.push(`Hiring ${article(name)} ${name}: ask for a written quote; prices vary by region.`);
  lines.push('Prices are typical US figures and vary by region and brand.');
  return blocks('### Cost', lines.join(' '));
}

export function sourcesLine(entries: readonly Entry[]): string {
  const unique = entries.filter((e, i) => entries.findIndex((x) => x.id === e.id) === i);
  if (unique.length === 0) return '';
  return `*Sources: ${unique.map((e) => `${e.title} — ${e.basis}`).join(' · ')}*`;
}
