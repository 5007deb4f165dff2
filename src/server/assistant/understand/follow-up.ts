import { normalizeMessage, splitSentences } from './normalize';

/**
 * What a follow-up asks of the conversation's topic. Only used inside a conversation: in a
 * first message "cost" or "next" are ordinary words, not references to an earlier answer.
 */
export type FollowUpNeed =
  | 'still-happening'
  | 'missing-tool'
  | 'cost'
  | 'time'
  | 'tools'
  | 'materials'
  | 'pro'
  | 'steps'
  | 'safety'
  | 'next-step'
  | 'first'
  | 'step'
  | 'detail';

const NEEDS: ReadonlyArray<readonly [FollowUpNeed, RegExp]> = [
  [
    'still-happening',
    /\b(?:still (?:happens|happening|does|doing|drips|leaks|running|runs|trips|tripping|not|won'?t|isn'?t|there|the same)|didn'?t (?:work|help|fix)|did not (?:work|help|fix)|no (?:luck|change|difference)|same (?:thing|problem|issue)|tried (?:that|it|this|everything)|that wasn'?t it|not (?:it|the problem)|what else)\b/,
  ],
  [
    'missing-tool',
    /\b(?:(?:don'?t|do not|doesn'?t) (?:have|own)|no (?:access to )?(?:a |an )?\w+ (?:tool|wrench|saw|drill|finder|tester)|without (?:a |an )?|can'?t (?:find|afford|get) (?:a |an )?|instead of (?:a |an |the )?)\b/,
  ],
  [
    'cost',
    // What a pro charges, not a battery on its charger ("leave it on the charger overnight?").
    /\b(?:how much|cost\w*|price\w*|expensive|cheap\w*|budget|quote|afford|pay)\b|\bcharge[sd]?\b(?! (?:it|them|up|overnight|fully|to \d+|the (?:battery|pack|bike|scooter|car|phone)))|\$\s?\d/,
  ],
  ['time', /\b(?:how long|how much time|hours?|minutes?|all day|a weekend|take me|take to)\b/],
  [
    'tools',
    /\b(?:tools?|equipment|what (?:do|will) i need|(?:which|what) (?:kind of |type of |size )?(?:screwdriver|wrench|spanner|drill|bit|saw|blade|pliers|hammer|sander|brush|roller|trowel|ladder)s? (?:do|should|would) i)\b/,
  ],
  ['materials', /\b(?:materials?|supplies|parts?|buy|shopping|what (?:do|will) i need)\b/],
  [
    'pro',
    /\b(?:pros?|professional|contractor|electrician|plumber|handyman|hire|someone|technician|tech|roofer|who (?:do|should) i call)\b/,
  ],
  [
    'steps',
    /\b(?:steps|walk me through|how do i (?:do|fix) (?:it|that|this)|instructions|start over)\b/,
  ],
  ['safety', /\b(?:safe\w*|danger\w*|risk\w*|hurt|shock\w*)\b/],
  [
    'first',
    /\b(?:(?:which|what) (?:one |thing |part |should i (?:check |try |do |replace |buy )?)?first|where (?:do|should) i (?:start|begin)|start with|most likely)\b/,
  ],
  ['next-step', /\b(?:next|what now|now what|then what|after that|done with step|finished step)\b/],
];

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
const STEP_AFTER =
  /\bstep (?:#|no\.? |number )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/;
const STEP_BEFORE =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d{1,2}(?:st|nd|rd|th)) step\b/;

/** "Explain step 2", "the third step", "the last step": the step asked about (1-based, or 'last'). */
export function requestedStep(message: string): number | 'last' | undefined {
  const text = normalizeMessage(message);
  const word = STEP_AFTER.exec(text)?.[1] ?? STEP_BEFORE.exec(text)?.[1];
  if (!word) return undefined;
  if (word === 'last') return 'last';
  const digits = /^\d+/.exec(word);
  return digits ? Number(digits[0]) : NUMBER_WORDS[word];
}

export function followUpNeeds(message: string): FollowUpNeed[] {
  const text = normalizeMessage(message);
  const needs = NEEDS.filter(([, re]) => re.test(text)).map(([need]) => need);
  return requestedStep(message) === undefined
    ? needs
    : ['step', ...needs.filter((n) => n !== 'steps')];
}

// Pointing back at what was said: an opener ("and", "what if", "same") or, in a short
// message, a pronoun ("does it need a permit?"). A long message that happens to contain "it"
// usually brings its own subject.
const OPENS_FROM_CONTEXT =
  /^(?:and|also|ok|okay|so|but|what if|what about|how about|same|then|thanks|great|cool|hmm|wait|oh|now|still|tried|i tried|didn'?t|did not|no luck)\b/;
const POINTS_BACK = /\b(?:it|that|this|those|them|the same|that one|this one|instead|other one)\b/;
const SHORT_MESSAGE_WORDS = 16;
// "How do I get it tested, and what if…": a pronoun early in the first clause points back,
// unless it only opens a question ("is it normal that my furnace…").
const EARLY_WORDS = 6;
const LAST_QUESTION_WORDS = 10;
const QUESTION_OPENER = /^(?:is|was|does|did|can|could|will|would) (?:it|this|that)\b/;

/** A message that leans on the conversation rather than standing alone. */
export function refersBack(message: string): boolean {
  const text = normalizeMessage(message);
  const words = text.split(' ').length;
  if (OPENS_FROM_CONTEXT.test(text) || words <= 8) return true;
  if (words <= SHORT_MESSAGE_WORDS && POINTS_BACK.test(text)) return true;
  const early = text.split(' ').slice(0, EARLY_WORDS).join(' ');
  if (POINTS_BACK.test(early) && !QUESTION_OPENER.test(early)) return true;
  // "…the youngest is 2. Is it fine to leave it like that?": the closing question points back.
  const last = splitSentences(message).at(-1);
  return (
    !!last &&
    normalizeMessage(last).split(' ').length <= LAST_QUESTION_WORDS &&
    POINTS_BACK.test(normalizeMessage(last))
  );
}
