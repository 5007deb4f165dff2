import { normalizeMessage } from './message-hazards';
import type { ChatTurn } from './types';

/** Topics a follow-up can ask about, in the order an answer covering several presents them. */
export const followUpTopics = [
  'steps',
  'tools',
  'materials',
  'where-to-buy',
  'cost',
  'time',
  'difficulty',
  'safety',
  'pro',
] as const;
export type FollowUpTopic = (typeof followUpTopics)[number];

export type StepRequest =
  | { kind: 'number'; step: number }
  | { kind: 'last' }
  /** The step after `after` (1-based); `after` 0 means the user has not started yet. */
  | { kind: 'next'; after: number };

export interface FollowUp {
  step?: StepRequest;
  topics: FollowUpTopic[];
  /** A short social message with no question in it ("thanks!", "hi there"). */
  smallTalk?: 'thanks' | 'greeting';
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const CARDINAL = 'one|two|three|four|five|six|seven|eight|nine|ten';
const ORDINAL = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth';

// "step 3", "step #3", "step number three"; "the third step", "3rd step", "the last step".
const STEP_AFTER = new RegExp(`\\bstep\\s*(?:#|no\\.?\\s*|number\\s+)?(\\d{1,2}|${CARDINAL})\\b`);
const STEP_BEFORE = new RegExp(`\\b(${ORDINAL}|last|final|\\d{1,2}(?:st|nd|rd|th))\\s+step\\b`);
const DONE = /\b(?:done|finished|completed?|did|through)\b/;
const NEXT =
  /\bnext\b|\bwhat now\b|\bnow what\b|\bthen what\b|\bmoving on\b|\bwhat do i do (?:after|now)\b/;

const TOPIC_PATTERNS: Record<FollowUpTopic, RegExp> = {
  steps:
    /\bsteps\b|\bstart over\b|\bfrom the (?:top|beginning)\b|\bwalk me through\b|\binstructions\b|\brecap\b|\bsummar/,
  tools:
    /\btools?\b|\bequipment\b|\bwhat (?:else )?(?:do|will|would|should) i need(?! to (?:do|know))\b/,
  materials:
    /\bmaterials?\b|\bsupplies\b|\bshopping list\b|\bparts?\b|\bwhat (?:else )?(?:do|will|would|should) i need(?! to (?:do|know))\b|\bhow (?:much|many) \w+(?: \w+)? (?:do|will|should) i need\b/,
  'where-to-buy':
    /\bwhere (?:can |do |should )?(?:i )?(?:to )?(?:buy|get|find|purchase)\b|\bbuy\b|\bpurchase\b|\bhome depot\b|\blowe'?s\b|\bamazon\b/,
  cost: /\bcosts?\b|\bcosting\b|\bprices?\b|\bpricing\b|\bbudget|\bexpensive\b|\bcheap|\bafford|\bspend\b|\$\s?\d|\bdollars?\b|\bsav(?:e|es|ing|ings)\b|\blabou?r\b|\bquote\b|\bhow much(?! time| longer| \w+(?: \w+)? (?:do|will|should) i need)\b/,
  time: /\bhow long\b|\bhow much time\b|\bhours?\b|\bminutes?\b|\btime\b|\bduration\b|\btake me\b|\bin a day\b|\bafternoon\b|\bweekend\b/,
  difficulty:
    /\bdifficult|\bhard\b|\beasy\b|\bskills?\b|\bbeginners?\b|\bexperience\b|\bdo (?:it|this) myself\b|\bcan i do\b/,
  safety:
    /\bsafe|\bdanger|\brisk|\bhazard|\bprotect|\bcareful\b|\bprecaution|\bshock|\belectrocut|\binjur|\bhurt\b|\bgloves\b|\bgoggles\b|\brespirator\b/,
  pro: /\bpros?\b|\bprofessional|\bcontractor|\belectrician|\bplumber|\bhandyman\b|\bhire\b|\bcall (?:a|an|in|someone|somebody)\b|\bexpert\b/,
};

// Short messages only: "thanks, but the tap still drips" is a question, not small talk.
const THANKS =
  /^(?:(?:thanks?|thank you|thx|ty|cheers|great|awesome|perfect|cool|nice|ok(?:ay)?|got it|will do|sounds good)\b[\s!.,]*)+(?:\w+[\s!.,]*){0,3}$/;
const GREETING =
  /^(?:hi|hello|hey|yo|good (?:morning|afternoon|evening))\b[\s!.,]*(?:\w+[\s!.,]*){0,3}$/;

function stepNumber(word: string): number | undefined {
  const digits = /^\d+/.exec(word);
  return digits ? Number(digits[0]) : NUMBER_WORDS[word];
}

function mentionedStep(text: string): StepRequest | undefined {
  const after = STEP_AFTER.exec(text)?.[1];
  const before = STEP_BEFORE.exec(text)?.[1];
  if (before === 'last' || before === 'final') return { kind: 'last' };
  const n = stepNumber(after ?? before ?? '');
  return n === undefined ? undefined : { kind: 'number', step: n };
}

// Markers the built-in follow-up answers write ("Step 3 of 6") and the full guide's heading:
// the newest one in the history tells where the user is.
const STEP_MARKER = /\bStep (\d{1,2}) of \d{1,2}\b/;
const FULL_GUIDE = /^## How to /m;

/** The last step the conversation reached (0 when it is at the start of a guide). */
export function lastStepReached(history: readonly ChatTurn[]): number {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (!turn) continue;
    if (turn.role === 'assistant') {
      const marker = STEP_MARKER.exec(turn.content)?.[1];
      if (marker) return Number(marker);
      if (FULL_GUIDE.test(turn.content)) return 0;
      continue;
    }
    const text = normalizeMessage(turn.content);
    const step = mentionedStep(text);
    if (step?.kind === 'number' && DONE.test(text)) return step.step;
  }
  return 0;
}

export function detectFollowUp(message: string, history: readonly ChatTurn[]): FollowUp {
  const text = normalizeMessage(message);
  let step = mentionedStep(text);
  // "I'm done with step 2" asks for step 3, not for step 2 again.
  if (step?.kind === 'number' && DONE.test(text)) step = { kind: 'next', after: step.step };
  else if (!step && NEXT.test(text)) step = { kind: 'next', after: lastStepReached(history) };
  const topics = followUpTopics.filter((topic) => TOPIC_PATTERNS[topic].test(text));
  const social = !step && topics.length === 0;
  const smallTalk =
    social && THANKS.test(text) ? 'thanks' : social && GREETING.test(text) ? 'greeting' : undefined;
  return { ...(step && { step }), topics, ...(smallTalk && { smallTalk }) };
}

// Phrasing that asks *about* a project without naming one ("how long will it take").
const FOLLOW_UP_FILLER = /\b(?:take|takes|taking|explain|mean|means|tell me|more|about|again)\b/;
const FOLLOW_UP_PHRASES: readonly RegExp[] = [
  ...Object.values(TOPIC_PATTERNS),
  STEP_AFTER,
  STEP_BEFORE,
  NEXT,
  DONE,
  FOLLOW_UP_FILLER,
].map((re) => new RegExp(`(?:${re.source})[\\w']*`, 'g'));

/**
 * The message without its follow-up phrasing, for finding which project (if any) it names:
 * "what tools do I need to regrout tile?" -> "what do i need to regrout tile?". Searching the
 * whole message would let "take" or "tools" alone pick a guide.
 */
export function projectWords(message: string): string {
  return FOLLOW_UP_PHRASES.reduce((text, re) => text.replace(re, ' '), normalizeMessage(message))
    .replace(/\s+/g, ' ')
    .trim();
}

export function isFollowUp(followUp: FollowUp): boolean {
  return (
    followUp.step !== undefined || followUp.topics.length > 0 || followUp.smallTalk !== undefined
  );
}
