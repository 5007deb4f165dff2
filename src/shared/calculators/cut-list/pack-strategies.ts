import type { PackConfig } from './guillotine-pack';
import type { FitRule, SplitRule } from './guillotine-sheet';
import type { PieceInstance } from './prepare-cut-list';

/** Decreasing orders for first-fit-decreasing style packing; none wins on every cut list. */
export const orderings = {
  area: decreasing((p) => p.area, longSide),
  longSide: decreasing(longSide, shortSide),
  perimeter: decreasing((p) => p.length + p.width, longSide),
  shortSide: decreasing(shortSide, longSide),
  grainLength: decreasing(
    (p) => p.length,
    (p) => p.width,
  ),
};
export type OrderingName = keyof typeof orderings;

export interface Strategy {
  ordering: OrderingName;
  config: PackConfig;
}

function longSide(p: PieceInstance): number {
  return Math.max(p.length, p.width);
}

export function shortSide(p: PieceInstance): number {
  return Math.min(p.length, p.width);
}

function decreasing(...keys: ((p: PieceInstance) => number)[]) {
  return (a: PieceInstance, b: PieceInstance): number => {
    for (const key of keys) {
      const difference = key(b) - key(a);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

type Combination = [OrderingName, FitRule, SplitRule, PackConfig['sheetChoice']];

/**
 * The combinations that together most often found the fewest sheets (a greedy set cover over
 * random cut lists like the benchmark's), tried before the rest of the grid.
 */
const leaders: Combination[] = [
  ['perimeter', 'best-short-side', 'shorter-leftover', 'best-fit'],
  ['shortSide', 'best-area', 'longer-leftover', 'best-fit'],
  ['longSide', 'best-short-side', 'shorter-leftover', 'best-fit'],
  ['area', 'best-area', 'max-area', 'best-fit'],
  ['shortSide', 'best-long-side', 'longer-leftover', 'best-fit'],
  ['perimeter', 'best-short-side', 'max-area', 'best-fit'],
  ['area', 'best-short-side', 'longer-leftover', 'best-fit'],
  ['longSide', 'best-short-side', 'shorter-leftover', 'first-fit'],
];

export const fitRules: FitRule[] = ['best-short-side', 'best-area', 'best-long-side'];
export const splitRules: SplitRule[] = ['shorter-leftover', 'max-area', 'longer-leftover'];
const sheetChoices: PackConfig['sheetChoice'][] = ['best-fit', 'first-fit'];

/** Every strategy once, most promising first, so a cut-short search keeps the best ones. */
export function strategies(stockRows: number): Strategy[] {
  const newSheets: PackConfig['newSheet'][] = stockRows > 1 ? ['largest', 'smallest'] : ['largest'];
  const grid: Combination[] = splitRules.flatMap((split) =>
    fitRules.flatMap((fit) =>
      sheetChoices.flatMap((choice) =>
        (Object.keys(orderings) as OrderingName[]).map((ordering): Combination => [
          ordering,
          fit,
          split,
          choice,
        ]),
      ),
    ),
  );
  const key = (c: Combination) => c.join('|');
  const leaderKeys = new Set(leaders.map(key));
  const combinations = [...leaders, ...grid.filter((c) => !leaderKeys.has(key(c)))];
  return combinations.flatMap(([ordering, fit, split, sheetChoice]) =>
    newSheets.map((newSheet) => ({ ordering, config: { fit, split, sheetChoice, newSheet } })),
  );
}
