/** SPEC §5 step sizes, for each input's `step` attribute. */
export const INPUT_STEP = { money: 0.01, length: 0.1, hours: 0.5, cutListInches: 0.125 } as const;

// Plain decimals only: Number() alone would also accept "0x1f" and "Infinity".
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function readNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  const text = (input ?? '').trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * SPEC §5: a calculator input read as a decimal. Empty or invalid input reads as 0 and nothing
 * goes below the minimum 0, so a half-typed field never turns a total into NaN.
 */
export function parseDecimal(input: string | number | null | undefined): number {
  const value = readNumber(input);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export interface WholeNumberOptions {
  min?: number;
  fallback?: number;
}

/**
 * SPEC §5: a cut-list quantity is a whole number, minimum 1, default 1. Fractions are dropped
 * (2.7 reads as 2); empty or invalid input reads as the fallback.
 */
export function parseWholeNumber(
  input: string | number | null | undefined,
  { min = 1, fallback = 1 }: WholeNumberOptions = {},
): number {
  const value = readNumber(input);
  if (!Number.isFinite(value)) return Math.max(min, fallback);
  return Math.max(min, Math.trunc(value));
}
