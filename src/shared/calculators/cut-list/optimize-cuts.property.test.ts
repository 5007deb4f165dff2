import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLayoutProblems, isGuillotineCuttable } from './layout-check';
import { optimizeCuts } from './optimize-cuts';
import { shelfPack } from './shelf-pack';
import type { CutListInput } from './types';

/** Sizes on the cut list's 1/8 in step. */
const eighths = (min: number, max: number) =>
  fc.integer({ min: min * 8, max: max * 8 }).map((n) => n / 8);

const cutList: fc.Arbitrary<CutListInput> = fc.record({
  stock: fc.array(
    fc.record({
      name: fc.constant('Stock'),
      length: eighths(12, 96),
      width: eighths(12, 48),
      quantity: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(Infinity)),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  pieces: fc.array(
    fc.record({
      name: fc.constant('Piece'),
      length: eighths(0, 60),
      width: eighths(0, 40),
      quantity: fc.integer({ min: 0, max: 4 }),
      grainLocked: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10 },
  ),
  kerf: fc.constantFrom(0, 0.125, 0.25),
});

describe('cut-list layouts', () => {
  // findLayoutProblems checks: placements inside their sheet, no two closer than the kerf,
  // sizes as requested, rotation only without grain lock, every piece placed or reported once,
  // stock quantities respected, efficiencies equal to used area over stock area, and that saw
  // cuts from edge to edge can free every piece.
  it('optimizeCuts always makes a sound plan', () => {
    fc.assert(
      fc.property(cutList, (input) => {
        expect(findLayoutProblems(optimizeCuts(input), input, { guillotine: true })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('shelfPack always makes a sound plan', () => {
    fc.assert(
      fc.property(cutList, (input) => {
        expect(findLayoutProblems(shelfPack(input), input, { guillotine: true })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('places a piece that fits some sheet unless stock runs out', () => {
    fc.assert(
      fc.property(cutList, (input) => {
        const plan = optimizeCuts({
          ...input,
          stock: input.stock.map((s) => ({ ...s, quantity: Infinity })),
        });
        expect(plan.unplaced.filter((u) => u.reason === 'not-enough-stock')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('the layout check catches overlaps, kerf gaps and rotated grain', () => {
    const input = {
      stock: [{ name: 'S', length: 96, width: 48, quantity: 1 }],
      pieces: [
        { name: 'A', length: 10, width: 10, quantity: 1 },
        { name: 'B', length: 20, width: 10, quantity: 1, grainLocked: true },
      ],
      kerf: 0.125,
    };
    const plan = optimizeCuts(input);
    const [a, b] = plan.sheets[0]?.placements ?? [];
    if (!a || !b) throw new Error('expected two placements');
    const moved = structuredClone(plan);
    Object.assign(moved.sheets[0]?.placements[1] ?? {}, {
      x: a.x + a.length + 0.0625,
      y: a.y,
    });
    expect(findLayoutProblems(moved, input).join()).toMatch(/overlaps/);
    const turned = structuredClone(plan);
    const locked = turned.sheets[0]?.placements.find((p) => p.pieceIndex === 1);
    Object.assign(locked ?? {}, { rotated: true, length: 10, width: 20, x: 60, y: 0 });
    expect(findLayoutProblems(turned, input).join()).toMatch(/grain-locked but rotated/);
    expect(
      findLayoutProblems({ ...plan, unplaced: [], sheets: [], sheetsUsed: 0 }, input).join(),
    ).toMatch(/0 of 1 accounted for/);
  });

  it('the guillotine check rejects a pinwheel', () => {
    const box = (x: number, y: number, length: number, width: number) => ({ x, y, length, width });
    const pinwheel = [
      box(0, 0, 2, 1),
      box(2, 0, 1, 2),
      box(1, 2, 2, 1),
      box(0, 1, 1, 2),
      box(1, 1, 1, 1),
    ];
    expect(isGuillotineCuttable(pinwheel, 0)).toBe(false);
    expect(isGuillotineCuttable([box(0, 0, 2, 1), box(0, 1, 2, 1), box(2, 0, 1, 2)], 0)).toBe(true);
    expect(isGuillotineCuttable([box(0, 0, 2, 1), box(0, 1, 2, 1)], 0.125)).toBe(false);
  });
});
