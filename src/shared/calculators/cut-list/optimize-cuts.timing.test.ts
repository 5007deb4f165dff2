import { describe, expect, it } from 'vitest';
import { optimizeCuts } from './optimize-cuts';
import type { CutListInput } from './types';

/** ARCHITECTURE §7: the cut-list optimizer places 200 pieces in under 100 ms. */
const BUDGET_MS = 100;

/** 200 distinct pieces from a small linear congruential generator, the same every run. */
function twoHundredPieces(seed: number, maxLength: number, maxWidth: number): CutListInput {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const eighths = (max: number) => Math.round((2 + next() * (max - 2)) * 8) / 8;
  return {
    stock: [{ name: 'Plywood', length: 96, width: 48, quantity: Infinity }],
    pieces: Array.from({ length: 200 }, (_, i) => ({
      name: `Part ${i + 1}`,
      length: eighths(maxLength),
      width: eighths(maxWidth),
      quantity: 1,
      grainLocked: next() < 0.25,
    })),
  };
}

describe('optimizeCuts speed', () => {
  it(`places 200 pieces in under ${BUDGET_MS} ms`, () => {
    optimizeCuts(twoHundredPieces(1, 30, 20)); // warm-up: the first call also compiles the code
    const times = [
      twoHundredPieces(2, 30, 20),
      twoHundredPieces(3, 80, 30),
      twoHundredPieces(4, 96, 48),
    ].map((input) => {
      const start = performance.now();
      const plan = optimizeCuts(input);
      const ms = performance.now() - start;
      expect(plan.sheets.flatMap((s) => s.placements)).toHaveLength(200);
      return ms;
    });
    expect(Math.max(...times)).toBeLessThan(BUDGET_MS);
  });
});
