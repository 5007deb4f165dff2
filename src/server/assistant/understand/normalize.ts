/** The longest message any text function looks at; the API caps messages well below this. */
export const MAX_TEXT_CHARS = 8_000;

/**
 * Lowercase, straight apostrophes, single spaces: the form every pattern in `understand/` and
 * `safety/` expects. Cut to MAX_TEXT_CHARS first so no later step can be handed more.
 */
export function normalizeMessage(message: string): string {
  return message
    .slice(0, MAX_TEXT_CHARS)
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sentences and clauses, split on end punctuation, question marks and line breaks. Patterns
 * that look for a negation ("not load bearing") only look inside the same clause.
 */
export function splitSentences(message: string): string[] {
  return message
    .slice(0, MAX_TEXT_CHARS)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// A list item's marker: "1)", "2.", "(3)", "b)".
export const LIST_MARKER = String.raw`\(?(?:[1-9][).]|[a-h]\))`;
// Where a list run on in one line starts its next item: "… 2) the tap drips 3) the door sticks".
const NEXT_LIST_ITEM = new RegExp(String.raw`\s(?=${LIST_MARKER}\s)`);
export const LIST_ITEM_START = new RegExp(String.raw`^${LIST_MARKER}\s`);

/** A list run on in one sentence, split into its items; any other text comes back whole. */
export function splitListItems(text: string): string[] {
  return text.split(NEXT_LIST_ITEM);
}

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const YEAR_IN_WORDS = new RegExp(
  `\\b(eighteen|nineteen) (?:hundred (?:and )?)?(?:(${TENS.join('|')})(?:[ -](${UNITS.join('|')}))?|o(?:h)? (${UNITS.join('|')})|(${TEENS.join('|')}))\\b`,
  'g',
);

/**
 * "Built nineteen forty six" as "built 1946": voice typing and careful writers spell years
 * out, and every rule that dates a house reads digits.
 */
export function yearsAsDigits(text: string): string {
  return text.replace(
    YEAR_IN_WORDS,
    (_, century: string, tens?: string, unit?: string, ohUnit?: string, teen?: string) => {
      const hundreds = century === 'eighteen' ? 18 : 19;
      const rest = tens
        ? (TENS.indexOf(tens) + 2) * 10 + (unit ? UNITS.indexOf(unit) + 1 : 0)
        : ohUnit
          ? UNITS.indexOf(ohUnit) + 1
          : TEENS.indexOf(teen!) + 10;
      return String(hundreds * 100 + rest);
    },
  );
}
