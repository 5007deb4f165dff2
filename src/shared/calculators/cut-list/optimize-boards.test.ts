import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packBoards, type BoardType } from './board-heuristics';
import type { BoardCutInput, BoardCutPlan } from './board-types';
import { optimizeBoards } from './optimize-boards';

const board = (length: number, quantity?: number) => ({ name: `${length} in`, length, quantity });
const cut = (length: number, quantity = 1) => ({ name: `${length} in`, length, quantity });

/** Every cut accounted for once, and every board's cuts (with kerfs between) fit on it. */
function expectSound(plan: BoardCutPlan, input: BoardCutInput) {
  const kerf = plan.kerf;
  for (const b of plan.boards) {
    let offset = 0;
    for (const c of b.cuts) {
      expect(c.offset).toBeCloseTo(offset, 9);
      offset += c.length + kerf;
    }
    expect(offset - kerf).toBeLessThanOrEqual(b.stockLength + 1e-9);
  }
  input.cuts.forEach((c, cutIndex) => {
    const placed = plan.boards.flatMap((b) => b.cuts).filter((x) => x.cutIndex === cutIndex);
    const unplaced = plan.unplaced.filter((u) => u.cutIndex === cutIndex);
    expect(unplaced.length).toBeLessThanOrEqual(1);
    expect(placed.length + (unplaced[0]?.quantity ?? 0)).toBe(c.quantity);
  });
}

/** Tries every way to group the cuts; each group goes on the shortest board that holds it. */
function bruteForce(lengths: number[], stock: number[], kerf: number) {
  let best = { stockLength: Infinity, boards: Infinity };
  const groups: number[][] = [];
  const visit = (i: number) => {
    if (i === lengths.length) {
      let stockLength = 0;
      for (const group of groups) {
        const need = group.reduce((s, l) => s + l, 0) + (group.length - 1) * kerf;
        const fits = stock.filter((s) => need <= s + 1e-9);
        if (fits.length === 0) return;
        stockLength += Math.min(...fits);
      }
      const better =
        stockLength < best.stockLength - 1e-9 ||
        (stockLength <= best.stockLength + 1e-9 && groups.length < best.boards);
      if (better) best = { stockLength, boards: groups.length };
      return;
    }
    const length = lengths[i] as number;
    for (const group of groups) {
      group.push(length);
      visit(i + 1);
      group.pop();
    }
    groups.push([length]);
    visit(i + 1);
    groups.pop();
  };
  visit(0);
  return best;
}

describe('optimizeBoards', () => {
  it('finds two boards where first-fit and best-fit decreasing need three', () => {
    // 12 in boards, no kerf: 6+4+2 and 5+4+3 fill two boards exactly.
    const input = { stock: [board(12)], cuts: [6, 5, 4, 4, 3, 2].map((l) => cut(l)), kerf: 0 };
    const types: BoardType[] = [
      { stockIndex: 0, name: '12 in', length: 12, capacity: 12, available: Infinity },
    ];
    const items = input.cuts.map((c, i) => ({
      cutIndex: i,
      name: c.name,
      length: c.length,
      size: c.length,
    }));
    expect(packBoards(items, types, 'first-fit', 'longest').boards).toHaveLength(3);
    expect(packBoards(items, types, 'best-fit', 'longest').boards).toHaveLength(3);

    const plan = optimizeBoards(input);
    expect(plan.boardsUsed).toBe(2);
    expect(plan.provenOptimal).toBe(true);
    expect(plan.efficiency).toBe(100);
    expect(plan.boards.map((b) => b.cuts.map((c) => c.length))).toEqual(
      expect.arrayContaining([
        [6, 4, 2],
        [5, 4, 3],
      ]),
    );
    expectSound(plan, input);
  });

  it('leaves room for the kerf between cuts but not after the last', () => {
    const tight = optimizeBoards({ stock: [board(96)], cuts: [cut(47.9375, 2)] });
    expect(tight.boardsUsed).toBe(1);
    expect(tight.boards[0]?.cuts.map((c) => c.offset)).toEqual([0, 48.0625]);
    expect(tight.boards[0]?.offcut).toBe(0);

    const halves = optimizeBoards({ stock: [board(96)], cuts: [cut(48, 2)] });
    expect(halves.boardsUsed).toBe(2);
    expect(halves.purchase).toEqual([
      { stockIndex: 0, stockName: '96 in', stockLength: 96, count: 2 },
    ]);
  });

  it('uses the kerf it is given, 1/8 in by default', () => {
    expect(optimizeBoards({ stock: [board(96)], cuts: [cut(48, 2)] }).kerf).toBe(0.125);
    expect(optimizeBoards({ stock: [board(96)], cuts: [cut(48, 2)], kerf: 0 }).boardsUsed).toBe(1);
  });

  it('buys the least board length when stock comes in several lengths', () => {
    const plan = optimizeBoards({
      stock: [board(96), board(144)],
      cuts: [cut(70, 2), cut(50)],
    });
    expect(plan.purchase.map((p) => [p.stockLength, p.count])).toEqual([
      [96, 1],
      [144, 1],
    ]);
    expect(plan.stockLength).toBe(240);
    expect(plan.efficiency).toBeCloseTo((190 / 240) * 100, 9);
  });

  it('reports cuts longer than every board and cuts beyond the stock on hand', () => {
    const input = { stock: [board(96, 1)], cuts: [cut(100), cut(48, 3), cut(0)] };
    const plan = optimizeBoards(input);
    expect(plan.unplaced).toEqual([
      expect.objectContaining({
        cutIndex: 0,
        quantity: 1,
        reason: 'too-large',
        message: 'longer than every stock board (96)',
      }),
      expect.objectContaining({ cutIndex: 1, quantity: 2, reason: 'not-enough-stock' }),
      expect.objectContaining({ cutIndex: 2, quantity: 1, reason: 'invalid-size' }),
    ]);
    expect(plan.boardsUsed).toBe(1);
    expectSound(plan, input);
  });

  it('returns an empty plan for no cuts', () => {
    const plan = optimizeBoards({ stock: [board(96)], cuts: [] });
    expect(plan).toMatchObject({ boardsUsed: 0, efficiency: 0, unplaced: [], provenOptimal: true });
  });

  it('matches a brute-force optimum on small cut lists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 120 }),
        fc.constantFrom(0, 0.125, 0.25),
        fc.array(fc.integer({ min: 1, max: 240 }), { minLength: 1, maxLength: 8 }),
        (stockLength, kerf, halves) => {
          const lengths = halves.map((h) => Math.min(stockLength, h / 2));
          const input = { stock: [board(stockLength)], cuts: lengths.map((l) => cut(l)), kerf };
          const plan = optimizeBoards(input);
          expectSound(plan, input);
          expect(plan.unplaced).toEqual([]);
          expect(plan.boardsUsed).toBe(bruteForce(lengths, [stockLength], kerf).boards);
          expect(plan.provenOptimal).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches a brute-force optimum with repeated cuts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 72, max: 144 }),
        fc.array(
          fc.record({
            length: fc.integer({ min: 4, max: 72 }),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (stockLength, rows) => {
          const input = {
            stock: [board(stockLength)],
            cuts: rows.map((r) => cut(r.length, r.quantity)),
          };
          const lengths = rows.flatMap((r) => Array<number>(r.quantity).fill(r.length));
          fc.pre(lengths.length <= 9);
          const plan = optimizeBoards(input);
          expectSound(plan, input);
          expect(plan.boardsUsed).toBe(bruteForce(lengths, [stockLength], 0.125).boards);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches a brute-force optimum over two stock lengths', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 36, max: 192 }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.integer({ min: 6, max: 96 }), { minLength: 1, maxLength: 7 }),
        (stock, lengths) => {
          const longest = Math.max(...stock);
          const fitting = lengths.map((l) => Math.min(l, longest));
          const input = { stock: stock.map((s) => board(s)), cuts: fitting.map((l) => cut(l)) };
          const plan = optimizeBoards(input);
          expectSound(plan, input);
          const best = bruteForce(fitting, stock, 0.125);
          expect(plan.stockLength).toBeCloseTo(best.stockLength, 9);
          expect(plan.boardsUsed).toBe(best.boards);
        },
      ),
      { numRuns: 200 },
    );
  });

  // Speed is the bench's business (bench/cut-list.bench.ts); here only that a large list plans.
  it('plans 200 cuts, every one placed', () => {
    const cuts = Array.from({ length: 50 }, (_, i) => cut(10 + ((i * 37) % 80), 4));
    const plan = optimizeBoards({ stock: [board(96)], cuts });
    expect(plan.unplaced).toEqual([]);
    expect(plan.boards.flatMap((b) => b.cuts)).toHaveLength(200);
  });
});
