import { EPS } from './types';

/** One copy of a requested cut; `size` includes the kerf that follows it. */
export interface CutItem {
  cutIndex: number;
  name: string;
  length: number;
  size: number;
}

/** A usable stock row; `capacity` is length + kerf, so n cuts need n - 1 kerfs, not n. */
export interface BoardType {
  stockIndex: number;
  name: string;
  length: number;
  capacity: number;
  available: number;
}

export interface OpenBoard {
  type: number;
  items: CutItem[];
  free: number;
}

export interface BoardPacking {
  boards: OpenBoard[];
  leftover: CutItem[];
}

export type BoardRule = 'first-fit' | 'best-fit';
export type NewBoardRule = 'longest' | 'shortest';

/** Negative when `a` is better: more placed length, then less stock length, then fewer boards. */
export function compareBoardPackings(
  a: BoardPacking,
  b: BoardPacking,
  types: readonly BoardType[],
) {
  const placed = (p: BoardPacking) =>
    p.boards.reduce((sum, board) => sum + board.items.reduce((s, item) => s + item.length, 0), 0);
  const stock = (p: BoardPacking) =>
    p.boards.reduce((sum, board) => sum + (types[board.type]?.length ?? 0), 0);
  const placedDifference = placed(b) - placed(a);
  if (Math.abs(placedDifference) > EPS) return placedDifference;
  const stockDifference = stock(a) - stock(b);
  if (Math.abs(stockDifference) > EPS) return stockDifference;
  return a.boards.length - b.boards.length;
}

/** First-fit or best-fit decreasing: `items` must come longest first. */
export function packBoards(
  items: readonly CutItem[],
  types: readonly BoardType[],
  rule: BoardRule,
  newBoard: NewBoardRule,
): BoardPacking {
  const remaining = types.map((t) => t.available);
  const boards: OpenBoard[] = [];
  const leftover: CutItem[] = [];
  for (const item of items) {
    let target: OpenBoard | undefined;
    for (const board of boards) {
      if (board.free < item.size - EPS) continue;
      if (!target || (rule === 'best-fit' && board.free < target.free)) target = board;
      if (rule === 'first-fit') break;
    }
    if (!target) {
      let chosen = -1;
      types.forEach((type, index) => {
        if ((remaining[index] ?? 0) <= 0 || type.capacity < item.size - EPS) return;
        const current = types[chosen];
        const better =
          !current ||
          (newBoard === 'longest' ? type.length > current.length : type.length < current.length);
        if (better) chosen = index;
      });
      const type = types[chosen];
      if (!type) {
        leftover.push(item);
        continue;
      }
      remaining[chosen] = (remaining[chosen] ?? 0) - 1;
      target = { type: chosen, items: [], free: type.capacity };
      boards.push(target);
    }
    target.items.push(item);
    target.free -= item.size;
  }
  return { boards, leftover };
}

/** Moves each board to the shortest stock row that still holds its cuts and has boards left. */
export function downsizeBoards(packing: BoardPacking, types: readonly BoardType[]): BoardPacking {
  const remaining = types.map((t) => t.available);
  for (const board of packing.boards) remaining[board.type] = (remaining[board.type] ?? 0) - 1;
  // Fullest boards pick first: they have the fewest rows to choose from.
  const byLoad = [...packing.boards].sort((a, b) => a.free - b.free);
  const boards = byLoad.map((board) => {
    const current = types[board.type] as BoardType;
    const load = current.capacity - board.free;
    let chosen = board.type;
    types.forEach((type, index) => {
      const shorter = type.length < (types[chosen] as BoardType).length;
      if (shorter && (remaining[index] ?? 0) > 0 && type.capacity >= load - EPS) chosen = index;
    });
    if (chosen === board.type) return board;
    remaining[board.type] = (remaining[board.type] ?? 0) + 1;
    remaining[chosen] = (remaining[chosen] ?? 0) - 1;
    return { ...board, type: chosen, free: (types[chosen] as BoardType).capacity - load };
  });
  return { boards, leftover: packing.leftover };
}
