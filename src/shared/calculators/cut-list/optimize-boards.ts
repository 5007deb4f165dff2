import { formatInches } from '../format';
import { overBudgetMessage, parseDecimal, pieceBudget } from '../parse-input';
import {
  compareBoardPackings,
  downsizeBoards,
  packBoards,
  type BoardPacking,
  type BoardType,
  type CutItem,
} from './board-heuristics';
import { searchBoards } from './board-search';
import type { BoardCutInput, BoardCutPlan, BoardLayout, UnplacedCut } from './board-types';
import { stockCount } from './prepare-cut-list';
import { DEFAULT_KERF_IN, EPS } from './types';

function prepare(input: BoardCutInput) {
  const kerf = parseDecimal(input.kerf ?? DEFAULT_KERF_IN);
  const types: BoardType[] = [];
  input.stock.forEach((row, stockIndex) => {
    const length = parseDecimal(row.length);
    const available = stockCount(row.quantity ?? Infinity);
    if (length > 0 && available > 0) {
      types.push({ stockIndex, name: row.name, length, capacity: length + kerf, available });
    }
  });
  const longest = Math.max(0, ...types.map((t) => t.length));
  const items: CutItem[] = [];
  const rejected: UnplacedCut[] = [];
  const take = pieceBudget();
  input.cuts.forEach((row, cutIndex) => {
    const requested = Math.trunc(parseDecimal(row.quantity));
    const length = parseDecimal(row.length);
    if (requested === 0) return;
    const { taken: quantity, over } = take(requested);
    if (over > 0) {
      const { name } = row;
      rejected.push({
        cutIndex,
        name,
        length,
        quantity: over,
        reason: 'too-many',
        message: overBudgetMessage,
      });
    }
    if (quantity === 0) return;
    const reject = (reason: UnplacedCut['reason'], message: string) =>
      rejected.push({ cutIndex, name: row.name, length, quantity, reason, message });
    if (length === 0) reject('invalid-size', 'needs a length above 0');
    else if (types.length === 0) reject('not-enough-stock', 'no stock boards to cut from');
    else if (length > longest + EPS) {
      reject('too-large', `longer than every stock board (${formatInches(longest)})`);
    } else {
      for (let copy = 0; copy < quantity; copy += 1) {
        items.push({ cutIndex, name: row.name, length, size: length + kerf });
      }
    }
  });
  items.sort((a, b) => b.length - a.length || a.cutIndex - b.cutIndex);
  return { kerf, types, items, rejected };
}

function toPlan(
  packing: BoardPacking,
  types: readonly BoardType[],
  rejected: readonly UnplacedCut[],
  kerf: number,
  provenOptimal: boolean,
): BoardCutPlan {
  const boards: BoardLayout[] = packing.boards.map((board) => {
    const type = types[board.type] as BoardType;
    let offset = 0;
    const cuts = [...board.items]
      .sort((a, b) => b.length - a.length || a.cutIndex - b.cutIndex)
      .map(({ cutIndex, name, length }) => {
        const cut = { cutIndex, name, length, offset };
        offset += length + kerf;
        return cut;
      });
    const usedLength = cuts.reduce((sum, cut) => sum + cut.length, 0);
    return {
      stockIndex: type.stockIndex,
      stockName: type.name,
      stockLength: type.length,
      cuts,
      usedLength,
      offcut: Math.max(0, type.length - offset),
    };
  });
  boards.sort((a, b) => a.stockIndex - b.stockIndex || b.usedLength - a.usedLength);

  const purchase = new Map<number, BoardCutPlan['purchase'][number]>();
  for (const board of boards) {
    const entry = purchase.get(board.stockIndex);
    if (entry) entry.count += 1;
    else {
      const { stockIndex, stockName, stockLength } = board;
      purchase.set(stockIndex, { stockIndex, stockName, stockLength, count: 1 });
    }
  }
  const short = new Map<number, UnplacedCut>();
  for (const item of packing.leftover) {
    const entry = short.get(item.cutIndex);
    if (entry) entry.quantity += 1;
    else {
      const { cutIndex, name, length } = item;
      short.set(cutIndex, {
        cutIndex,
        name,
        length,
        quantity: 1,
        reason: 'not-enough-stock',
        message: 'not enough stock boards',
      });
    }
  }
  const usedLength = boards.reduce((sum, b) => sum + b.usedLength, 0);
  const stockLength = boards.reduce((sum, b) => sum + b.stockLength, 0);
  return {
    boards,
    boardsUsed: boards.length,
    purchase: [...purchase.values()],
    usedLength,
    stockLength,
    efficiency: stockLength > 0 ? (usedLength / stockLength) * 100 : 0,
    unplaced: [...rejected, ...short.values()].sort((a, b) => a.cutIndex - b.cutIndex),
    kerf,
    provenOptimal,
  };
}

/**
 * Boards to buy and the cuts on each: first-fit and best-fit decreasing, each board moved to
 * the shortest stock that holds its cuts, then a branch-and-bound search that proves the plan
 * optimal or improves it (it gives up on large lists, keeping the best plan found).
 */
export function optimizeBoards(input: BoardCutInput): BoardCutPlan {
  const { kerf, types, items, rejected } = prepare(input);
  const packings = (['first-fit', 'best-fit'] as const).flatMap((rule) =>
    (['longest', 'shortest'] as const).map((newBoard) =>
      downsizeBoards(packBoards(items, types, rule, newBoard), types),
    ),
  );
  packings.sort((a, b) => compareBoardPackings(a, b, types));
  let best = packings[0] ?? { boards: [], leftover: [] };
  if (best.leftover.length > 0 || items.length === 0) {
    // Stock ran out: a shorter plan is moot, and the search only handles complete plans.
    return toPlan(best, types, rejected, kerf, items.length === 0);
  }

  const stockLength = best.boards.reduce((sum, b) => sum + (types[b.type]?.length ?? 0), 0);
  const only = types.length === 1 ? types[0] : undefined;
  const total = items.reduce((sum, item) => sum + item.size, 0);
  if (only && best.boards.length <= Math.ceil(total / only.capacity - EPS)) {
    return toPlan(best, types, rejected, kerf, true);
  }
  const found = searchBoards(
    items.map((item) => item.size),
    types,
    { stockLength, boards: best.boards.length },
  );
  if (found.boards) {
    best = {
      boards: found.boards.map(({ type, items: indexes }) => {
        const holds = indexes.map((i) => items[i] as CutItem);
        const load = holds.reduce((sum, item) => sum + item.size, 0);
        return { type, items: holds, free: (types[type] as BoardType).capacity - load };
      }),
      leftover: [],
    };
  }
  return toPlan(best, types, rejected, kerf, found.exhausted);
}
