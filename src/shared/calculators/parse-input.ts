/** docs/product.md#validation-rules step sizes, for each input's `step` attribute. */
export const INPUT_STEP = { money: 0.01, length: 0.1, hours: 0.5, cutListInches: 0.125 } as const;

// Plain decimals only: Number() alone would also accept "0x1f" and "Infinity".
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function readNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  const text = (input ?? '').trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * docs/product.md#validation-rules: a calculator input read as a decimal. Empty or invalid input reads as 0 and nothing
 * goes below the minimum 0, so a half-typed field never turns a total into NaN.
 */
export function parseDecimal(input: string | number | null | undefined): number {
  const value = readNumber(input);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The most copies one cut-list row may ask for. Quantities arrive from links anyone can craft,
 * and every copy is a piece the optimizer places: "1e9" would freeze the tab.
 */
export const MAX_CUT_QUANTITY = 1_000;
/** The most pieces (or board cuts) one plan lays out, all rows together (about 0.2 s). */
export const MAX_CUT_PIECES = 1_000;

export interface WholeNumberOptions {
  min?: number;
  max?: number;
  fallback?: number;
}

/**
 * docs/product.md#validation-rules: a cut-list quantity is a whole number, minimum 1, default 1, at most
 * MAX_CUT_QUANTITY. Fractions are dropped (2.7 reads as 2); empty or invalid input reads as
 * the fallback.
 */
export function parseWholeNumber(
  input: string | number | null | undefined,
  { min = 1, max = MAX_CUT_QUANTITY, fallback = 1 }: WholeNumberOptions = {},
): number {
  const value = readNumber(input);
  if (!Number.isFinite(value)) return Math.min(max, Math.max(min, fallback));
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Hands out at most MAX_CUT_PIECES copies across a plan's rows, in row order: `take(n)` says
 * how many of the n requested copies fit and how many are `over`. The optimizers count with it
 * whatever their caller parsed.
 */
export function pieceBudget(limit = MAX_CUT_PIECES) {
  let left = limit;
  return (requested: number) => {
    const taken = Math.max(0, Math.min(requested, left));
    left -= taken;
    return { taken, over: requested - taken };
  };
}

export const overBudgetMessage = `over the ${MAX_CUT_PIECES.toLocaleString('en-US')} pieces one plan can lay out`;

export interface NumberRules {
  min?: number;
  max?: number;
  /** Whole numbers only (counts, quantities). */
  whole?: boolean;
  /** What the field holds, for the note: "quantities are whole numbers". */
  noun?: string;
}

export interface NormalizedNumber {
  text: string;
  /** Why the text changed, to show beside the field; null when it was fine as typed. */
  note: string | null;
}

const shown = (value: number) => String(value).replace('-', '−');

/**
 * What a number field holds once the user leaves it: rounded to a whole number where only
 * whole numbers make sense, and kept within its bounds. The note says what changed and why, so
 * a field never silently counts as something other than what it shows. Empty stays empty.
 */
export function normalizeNumberText(
  text: string,
  { min = 0, max, whole = false, noun = 'this value' }: NumberRules = {},
): NormalizedNumber {
  const typed = readNumber(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return { text, note: null };
  let value = typed;
  let reason: string | null = null;
  if (whole && !Number.isInteger(value)) {
    value = Math.round(value);
    reason = `${noun} must be a whole number`;
  }
  if (value < min) {
    value = min;
    reason = `${noun} cannot be less than ${shown(min)}`;
  } else if (max !== undefined && value > max) {
    value = max;
    reason = `${noun} cannot be more than ${shown(max)}`;
  }
  if (value === typed) return { text, note: null };
  const sentence = reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : '';
  return { text: String(value), note: `Changed ${shown(typed)} to ${shown(value)}. ${sentence}.` };
}
