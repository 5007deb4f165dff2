import { buildCutPlan } from './build-plan';
import { emptySheets } from './empty-sheets';
import {
  compareResults,
  packGuillotine,
  type PackConfig,
  type PackResult,
} from './guillotine-pack';
import { orderings, shortSide, strategies, type OrderingName } from './pack-strategies';
import { prepareCutList, type PieceInstance } from './prepare-cut-list';
import type { CutListInput, CutPlan } from './types';

interface Attempt {
  result: PackResult;
  order: PieceInstance[];
  config: PackConfig;
}

/**
 * Free rectangles the search may look at, counted rather than timed so the result is the same
 * on every machine. About 10 ms of work; small cut lists finish every strategy well within it.
 */
export const WORK_BUDGET = 400_000;
/** Shares of the budget: constructive strategies, then squeaky wheel, then emptying sheets. */
const CONSTRUCTIVE_SHARE = 0.5;
const SQUEAKY_WHEEL_SHARE = 0.2;
const EMPTYING_SHARE = 0.3;
/** Improvement rounds from each attempt, best attempts first, while the budget lasts. */
const IMPROVEMENT_ROUNDS = 20;

function isUnbeatable(result: PackResult, minSheets: number): boolean {
  return result.leftover.length === 0 && result.sheets.length <= minSheets;
}

/**
 * Squeaky-wheel improvement: repack with one sheet fewer than the best plan so far (or, when
 * stock ran out, with all of it), moving the pieces that found no room to the front each round.
 * It starts with the pieces of the emptiest sheet first, as those are the ones to relocate.
 */
function improve(
  best: Attempt,
  seed: Attempt,
  pack: (order: readonly PieceInstance[], config: PackConfig, limit: number) => PackResult,
  minSheets: number,
  budget: { left: number },
): Attempt {
  const emptiest = seed.result.sheets.reduce<(typeof seed.result.sheets)[number] | undefined>(
    (low, sheet) => (!low || sheet.usedArea < low.usedArea ? sheet : low),
    undefined,
  );
  const first = new Set(emptiest?.placed.map((p) => p.instance));
  let order = [
    ...seed.order.filter((p) => first.has(p)),
    ...seed.order.filter((p) => !first.has(p)),
  ];
  for (let round = 0; round < IMPROVEMENT_ROUNDS && budget.left > 0; round += 1) {
    if (isUnbeatable(best.result, minSheets)) break;
    const limit = best.result.leftover.length === 0 ? best.result.sheets.length - 1 : Infinity;
    const result = pack(order, seed.config, limit);
    budget.left -= result.work;
    if (compareResults(result, best.result) < 0) best = { result, order, config: seed.config };
    const bumped = new Set(result.leftover);
    order = [...result.leftover, ...order.filter((p) => !bumped.has(p))];
  }
  return best;
}

/**
 * docs/product.md#constants-and-limits cut planning done properly: guillotine packing (every layout can be cut with
 * edge-to-edge saw cuts) over all stock rows, kerf between pieces, rotation unless grain-locked.
 * Tries many orders and rules, then improves the best plans while its work budget lasts, so
 * the same input always gives the same plan.
 */
export function optimizeCuts(
  input: CutListInput,
  { workBudget = WORK_BUDGET }: { workBudget?: number } = {},
): CutPlan {
  const { instances, stock, rejected, kerf } = prepareCutList(input);
  if (instances.length === 0) return buildCutPlan([], [], rejected, kerf);

  const minSide = Math.min(...instances.map(shortSide));
  const pack = (order: readonly PieceInstance[], config: PackConfig, limit: number) =>
    packGuillotine(order, stock, config, kerf, minSide, limit);
  const sorted = new Map<OrderingName, PieceInstance[]>();
  const orderBy = (name: OrderingName) =>
    sorted.get(name) ?? sorted.set(name, [...instances].sort(orderings[name])).get(name) ?? [];

  const budget = { left: workBudget * CONSTRUCTIVE_SHARE };
  const attempts: Attempt[] = [];
  for (const { ordering, config } of strategies(stock.length)) {
    if (budget.left <= 0 && attempts.length > 0) break;
    const order = orderBy(ordering);
    const result = pack(order, config, Infinity);
    budget.left -= result.work;
    attempts.push({ result, order, config });
  }
  attempts.sort((a, b) => compareResults(a.result, b.result));

  const totalArea = instances.reduce((sum, p) => sum + p.area, 0);
  // No plan can use fewer sheets than the pieces' area fills.
  const minSheets = Math.ceil(totalArea / Math.max(...stock.map((s) => s.area)) - 1e-9);
  budget.left += workBudget * SQUEAKY_WHEEL_SHARE;
  let best = attempts[0] as Attempt;
  for (const seed of attempts) {
    if (budget.left <= 0 || isUnbeatable(best.result, minSheets)) break;
    best = improve(best, seed, pack, minSheets, budget);
  }
  // With pieces left over, a sheet freed here would rather take them: the squeaky wheel did that.
  const canEmpty = best.result.leftover.length === 0 && !isUnbeatable(best.result, minSheets);
  const emptyBudget = { left: workBudget * EMPTYING_SHARE };
  const result = canEmpty ? emptySheets(best.result, kerf, minSide, emptyBudget) : best.result;
  return buildCutPlan(result.sheets, result.leftover, rejected, kerf);
}
