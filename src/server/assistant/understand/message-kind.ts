import { LIST_MARKER, normalizeMessage } from './normalize';

/**
 * What the user wants from this message. A message can want several things ("why does it
 * trip, and can I just put in a bigger breaker?"); `asks` lists all of them, most specific
 * first, and the composer answers each.
 */
export type Ask =
  | 'explain'
  | 'diagnose'
  | 'instructions'
  | 'how-to'
  | 'advice'
  | 'cost'
  | 'time'
  | 'tools'
  | 'materials'
  | 'pro';

// Each pattern is a flat alternation of fixed words: linear time on any input.
const ASK_PATTERNS: ReadonlyArray<readonly [Ask, RegExp]> = [
  [
    'advice',
    /\b(?:should i|should we|is it safe|is this safe|is that safe|is it ok|is it okay|is it normal|is this normal|is that normal|is it bad|is this bad|is it dangerous|is this dangerous|safe to|ok to|okay to|can i just|could i just|can i use|do i need|do we need|worth it|worth fixing|worth repairing|repair or replace|fix or replace|or should|is it possible|am i overreacting|big deal|a problem|to worry|worried|concerned|legal to|allowed to|permit)\b/,
  ],
  // Asking for a cause outright, as opposed to describing a symptom.
  [
    'explain',
    /\b(?:why|what(?:'s| is| could be| would be| might be)? caus\w*|what causes|cause of|how come|what(?:'s| is) wrong|whats wrong|what(?:'s| is) going on|whats going on|what could (?:it|this|that) be|what is this|what's this|whats this|is (?:it|this|that) normal)\b/,
  ],
  // Asking for a procedure outright.
  [
    'instructions',
    /\b(?:how (?:do|can|should|would) (?:i|we|you)|how to|steps? to|walk me through|instructions|step by step|what'?s the (?:best|right|easiest|cleanest) way to)\b/,
  ],
  [
    'diagnose',
    /\b(?:why|what(?:'s| is| could be| would be| might be)? caus\w*|what causes|cause of|keeps|keep|won'?t|wont|doesn'?t|doesnt|isn'?t|not working|stopped working|stopped|no longer|broken|problem|issue|wrong|what is this|what's this|whats this|what could|how come|suddenly|every time|started|smells?|noise|sound|leak\w*|drip\w*|crack\w*|stain\w*|trip\w*|flicker\w*|buzz\w*|hum\w*|bang\w*|squeak\w*|clog\w*|sag\w*|peel\w*|mold|mould|damp|wet|rot\w*)\b/,
  ],
  [
    'how-to',
    /\b(?:how (?:do|can|should|would) (?:i|we|you)|how to|steps? to|walk me through|instructions|diy|install\w*|replac\w*|put in|putting in|hang|build|patch|repair|fix|paint|tile|lay|mount|thinking (?:of|about) (?:putting|adding|installing|building|replacing|doing)|planning (?:to|on))\b/,
  ],
  [
    'cost',
    /\b(?:how much|cost\w*|price\w*|pricing|budget|expensive|cheap\w*|afford|charge|quote|estimate|dollars?)\b|\$\s?\d/,
  ],
  ['time', /\b(?:how long|how much time|how many hours|take me|in a day|in a weekend|duration)\b/],
  ['tools', /\b(?:tools?|equipment|stud finder|drill|saw)\b/],
  [
    'materials',
    /\b(?:materials?|supplies|shopping list|what (?:do|will) i need to buy|parts? list)\b/,
  ],
  [
    'pro',
    /\b(?:pros?|professional|contractor|electrician|plumber|handyman|hire|call (?:a|an|in|someone|somebody)|expert|technician|tech|roofer)\b/,
  ],
];

export function detectAsks(message: string): Ask[] {
  return asksIn(normalizeMessage(message));
}

/** What text already normalised (`normalizeMessage`) asks for. */
export function asksIn(text: string): Ask[] {
  return ASK_PATTERNS.filter(([, re]) => re.test(text)).map(([ask]) => ask);
}

export type SmallTalk = 'thanks' | 'greeting' | 'news';

const THANKS_WORDS = new Set(
  'thanks thank you thx ty cheers great awesome perfect cool nice ok okay got it will do sounds good appreciate that this helps helped helpful much so very a lot again'.split(
    ' ',
  ),
);
const GREETING_WORDS = new Set(
  'hi hello hey yo there good morning afternoon evening fixwise folks all everyone'.split(' '),
);

// "thanks", "thank you", "thx", "ty", "cheers", "ta", "appreciate it".
const isThanks = (word: string) => /^(?:thank|thx|ty$|cheers|ta$|appreciate)/.test(word);

// Gladness told anywhere in a story: "took me all afternoon but we have water!!
// cheers", "the repointing has cured lovely", "feel like a wizard 🧙".
const GLAD_WORDS = new Set(
  'finally sorted success proud legend yay woohoo hooray bliss lovely brilliant awesome amazing chuffed stoked thrilled delighted relief relieved happy glad wizard'.split(
    ' ',
  ),
);
// Words that leave a problem open or ask for something: the message wants an answer.
const OPEN_WORDS = new Set(
  "still keeps won't wont doesn't doesnt isn't isnt can't cant problem problems issue issues help how why what which should could would recommend advice tips ideas worried concerned wrong weird strange noise smell smells leaking broke broken please tell explain steps show happening however although though except gonna planning i'll we'll".split(
    ' ',
  ),
);
// A fault told as still there ("the shower drips too"), not as gone ("stopped dripping").
const PROBLEM_WORDS = new Set(
  'drip drips dripping leak leaks leaking trip trips tripping tripped squeak squeaks squeaking crack cracks cracked cracking stuck blocked clogged damp mould mold rot rotten sagging sags buzzing humming flickering'.split(
    ' ',
  ),
);
// "No leak", "no more leaks", "stopped dripping".
const ENDED_BY = new Set('stopped no more not without fixed gone stop'.split(' '));
const WORKING_AGAIN = new Set(
  'going working running flowing on back up warm hot dry quiet together new'.split(' '),
);

// A sentence set apart as an item of its own: "2) the hall light flickers", "b) the breaker
// buzzes", "Also, the back door sticks", "Oh and one more thing".
const LISTED_ITEM = new RegExp(
  String.raw`^(?:${LIST_MARKER}|\(?[1-9]:|[-*•]|(?:and )?also\b|oh and\b|another\b|second(?:ly)?\b|third(?:ly)?\b|plus\b|p\.?s\b|one more\b|unrelated\b|separate(?:ly)?\b|while i'?m at it|while we'?re at it|question \d|q\d)`,
);
const ASKS_OUTRIGHT = new Set<Ask>(['explain', 'advice', 'instructions']);
// Cost and time asked outright; a price told in the story ("wants $280 to cap it") asks nothing.
const HOW_MUCH = /\bhow (?:much|long|many|often)\b/;
// A fault told in words the problem list does not hold: "barely pulls any steam anymore".
const FAULT_TOLD =
  /\b(?:anymore|any more|barely|no longer|keeps|won'?t|doesn'?t|isn'?t working|not working|stopped working)\b/;
// "Two things.", "A couple of questions:", "three jobs for the weekend": every sentence after it
// that names something is one of them.
export const SEVERAL_ANNOUNCED =
  /\b(?:two|three|four|five|2|3|4|5|couple(?: of)?|few|several) (?:more )?(?:things|questions|q'?s|jobs|issues|problems|queries)\b/;

/**
 * A sentence that asks something of its own or tells a fault that is still there, as opposed to
 * the story around a question ("It sat under a cover all winter", "We moved in last March").
 * Takes the normalised sentence and its asks, which the caller has already worked out.
 */
export function asksOrTellsAFault(text: string, asks: readonly Ask[]): boolean {
  if (text.includes('?') || LISTED_ITEM.test(text)) return true;
  if (HOW_MUCH.test(text) || FAULT_TOLD.test(text)) return true;
  if (asks.some((ask) => ASKS_OUTRIGHT.has(ask))) return true;
  const words = text
    .replace(/[^a-z' ]/g, ' ')
    .split(' ')
    .filter(Boolean);
  return words.some((w, i) => PROBLEM_WORDS.has(w) && !ENDED_BY.has(words[i - 1] ?? ''));
}

// Glad faces and hands, not every emoji: "😩" under a botched patch is no celebration.
const CELEBRATION = /[🎉🙌😍😊😁😄😃😀🥳👍💪❤😌😎🤩👏✨🙏😂🤣🥰]/u;
// "I'm going to blow cellulose over the wires", "but now the other one does it": a plan or a
// new turn of the story wants an answer.
const PLAN_OR_TURN = /\b(?:going to|about to|want to|plan to|but now|now the|same thing)\b/;

/**
 * A happy update or a thank-you with its story, and no question or open problem in it: answered
 * as the conversation it is, not from a guide that shares a word with it.
 */
function goodNews(message: string, words: readonly string[], asks: boolean): SmallTalk | undefined {
  if (asks || words.length > 60 || words.some((w) => OPEN_WORDS.has(w))) return undefined;
  if (PLAN_OR_TURN.test(words.join(' '))) return undefined;
  const stillThere = (w: string, i: number) =>
    (PROBLEM_WORDS.has(w) && !ENDED_BY.has(words[i - 1] ?? '')) ||
    // "It happened again", not "we're up and running again".
    (w === 'again' && !WORKING_AGAIN.has(words[i - 1] ?? ''));
  if (words.some(stillThere)) {
    return undefined;
  }
  const thanked = words.some(isThanks);
  if (thanked) return 'thanks';
  return words.some((w) => GLAD_WORDS.has(w)) || CELEBRATION.test(message) ? 'news' : undefined;
}

/**
 * A short social message with no question in it. Checked word by word against small sets
 * (never with a backtracking pattern): at most 8 words, all of them social.
 */
export function detectSmallTalk(
  message: string,
  { stories = true }: { stories?: boolean } = {},
): SmallTalk | undefined {
  const words = normalizeMessage(message)
    .replace(/[^a-z' ]/g, ' ')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return undefined;
  // "thanks!! new flapper did it, $6 and 10 minutes": gratitude with a story, no question.
  const opener = words[0] ?? '';
  const asks = message.includes('?');
  // "thanks, that helped, but now the other sink does it too" is a new problem, not a thank-you.
  const goesOn = words.some((w) =>
    /^(?:but|now|still|again|however|although|though|except)$/.test(w),
  );
  if (!asks && !goesOn && words.length <= 30 && isThanks(opener)) return 'thanks';
  // "There is no stopcock under the sink": "there" and "all" greet only after "hi".
  if (
    words.length <= 12 &&
    GREETING_WORDS.has(opener) &&
    !/^(?:good|there|all|everyone|folks|fixwise)$/.test(opener)
  ) {
    const rest = words.slice(1).join(' ');
    if (
      !/\b(?:my|our|the|a|an|how|why|what|can|should|is it)\b.*\b(?:leak\w*|broken|won'?t|keeps|fix|install|replace|repair)\b/.test(
        rest,
      )
    ) {
      return 'greeting';
    }
  }
  const story = stories ? goodNews(message, words, asks) : undefined;
  if (story) return story;
  if (words.length > 8) return undefined;
  if (
    words.every((w) => THANKS_WORDS.has(w)) &&
    words.some((w) => /^(?:thank|thx|ty|cheers|appreciate|great|awesome|perfect)/.test(w))
  ) {
    return 'thanks';
  }
  if (
    words.every((w) => GREETING_WORDS.has(w) || THANKS_WORDS.has(w)) &&
    GREETING_WORDS.has(words[0] ?? '')
  ) {
    return 'greeting';
  }
  return undefined;
}

/** The kind of entry that answers what was asked: causes for "why", steps for "how do I". */
export function preferredEntryKind(asks: readonly Ask[]): 'how-to' | 'troubleshooting' | undefined {
  // Said outright, a request wins over the symptom words around it ("how do I fix a dripping
  // faucet" wants steps; "why does my faucet drip after I fixed it" wants causes).
  if (asks.includes('explain')) return 'troubleshooting';
  if (asks.includes('instructions')) return 'how-to';
  const diagnose = asks.includes('diagnose');
  if (diagnose && !asks.includes('how-to')) return 'troubleshooting';
  // "How much to have it done, how long would it take me": planning a job, not a fault.
  const planning = asks.includes('cost') || asks.includes('time') || asks.includes('materials');
  if (!diagnose && (asks.includes('how-to') || planning)) return 'how-to';
  return undefined;
}
