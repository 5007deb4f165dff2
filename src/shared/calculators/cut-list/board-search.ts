import type { BoardType } from './board-heuristics';
import { EPS } from './types';

export interface BoardSearchResult {
  /** For each board found, its stock row and the indexes of the sizes it holds. */
  boards: { type: number; items: number[] }[] | undefined;
  /** True when the whole tree was searched, so nothing beats the best plan known. */
  exhausted: boolean;
}

/**
 * Boards the search may look at, counted so the result is the same on every machine (a few
 * milliseconds). Small cut lists finish far below it; large ones keep the heuristic plan.
 */
export const SEARCH_WORK_LIMIT = 1_000_000;

/**
 * Branch and bound for the least stock length, then the fewest boards, beating `incumbent`.
 * `sizes` must be in decreasing order; sizes and capacities both include one kerf.
 */
export function searchBoards(
  sizes: readonly number[],
  types: readonly BoardType[],
  incumbent: { stockLength: number; boards: number },
  workLimit = SEARCH_WORK_LIMIT,
): BoardSearchResult {
  const n = sizes.length;
  const suffix = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) suffix[i] = (suffix[i + 1] ?? 0) + (sizes[i] ?? 0);
  // Cheapest stock per unit of capacity, and the most one board holds: the bounds' rates.
  const costRate = Math.min(...types.map((t) => t.length / t.capacity));
  const maxCapacity = Math.max(...types.map((t) => t.capacity));
  const typeOrder = types.map((_, i) => i).sort((a, b) => lengthOf(a) - lengthOf(b));
  function lengthOf(type: number): number {
    return (types[type] as BoardType).length;
  }

  let bestLength = incumbent.stockLength;
  let bestCount = incumbent.boards;
  let best: BoardSearchResult['boards'];
  const binType: number[] = [];
  const binFree: number[] = [];
  const itemBin = new Array<number>(n).fill(0);
  const used = types.map(() => 0);
  let work = 0;

  const beats = (length: number, count: number) =>
    length < bestLength - EPS || (length <= bestLength + EPS && count < bestCount);

  const record = (cost: number) => {
    bestLength = cost;
    bestCount = binType.length;
    best = binType.map((type, bin) => ({
      type,
      items: itemBin.flatMap((b, item) => (b === bin ? [item] : [])),
    }));
  };

  const place = (i: number, bin: number, cost: number, freeTotal: number, size: number) => {
    const free = binFree[bin] as number;
    binFree[bin] = free - size;
    itemBin[i] = bin;
    visit(i + 1, cost, freeTotal - size);
    binFree[bin] = free;
  };

  const visit = (i: number, cost: number, freeTotal: number): void => {
    work += 1;
    if (work > workLimit) return;
    if (i === n) {
      if (beats(cost, binType.length)) record(cost);
      return;
    }
    const need = (suffix[i] as number) - freeTotal;
    const extraLength = need > EPS ? need * costRate : 0;
    const extraBoards = need > EPS ? Math.ceil(need / maxCapacity - EPS) : 0;
    if (!beats(cost + extraLength, binType.length + extraBoards)) return;

    const size = sizes[i] as number;
    // Equal sizes are interchangeable: keep them in board order to skip mirrored branches.
    const firstBin = i > 0 && sizes[i - 1] === size ? (itemBin[i - 1] as number) : 0;
    const bins = binType.length;
    work += bins - firstBin;
    for (let b = firstBin; b < bins; b += 1) {
      // A board the cut fills exactly is as good as it gets: no other choice needs trying.
      if (Math.abs((binFree[b] as number) - size) <= EPS) return place(i, b, cost, freeTotal, size);
    }
    for (let b = firstBin; b < bins; b += 1) {
      const free = binFree[b] as number;
      if (free < size - EPS) continue;
      let twin = false;
      for (let o = firstBin; o < b && !twin; o += 1) {
        twin = binType[o] === binType[b] && Math.abs((binFree[o] as number) - free) <= EPS;
      }
      work += b - firstBin;
      if (!twin) place(i, b, cost, freeTotal, size);
    }
    for (const t of typeOrder) {
      const type = types[t] as BoardType;
      if ((used[t] as number) >= type.available || type.capacity < size - EPS) continue;
      used[t] = (used[t] as number) + 1;
      binType.push(t);
      binFree.push(type.capacity);
      place(i, bins, cost + type.length, freeTotal + type.capacity, size);
      binType.pop();
      binFree.pop();
      used[t] = (used[t] as number) - 1;
    }
  };
  visit(0, 0, 0);
  return { boards: best, exhausted: work <= workLimit };
}
