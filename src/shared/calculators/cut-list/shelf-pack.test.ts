import { describe, expect, it } from 'vitest';
import { findLayoutProblems } from './layout-check';
import { shelfPack } from './shelf-pack';

const plywood = { name: 'Plywood', length: 96, width: 48, quantity: 10 };

describe('shelfPack (docs/product.md#constants-and-limits baseline)', () => {
  it('places pieces in rows across the sheet width', () => {
    const input = {
      stock: [plywood],
      pieces: [{ name: 'Shelf', length: 30, width: 20, quantity: 3 }],
      kerf: 0,
    };
    const plan = shelfPack(input);
    expect(plan.sheets[0]?.placements.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [0, 20],
      [30, 0],
    ]);
    expect(plan.efficiency).toBeCloseTo(39.0625, 9);
    expect(findLayoutProblems(plan, input, { guillotine: true })).toEqual([]);
  });

  it('starts a new row after the kerf and a new sheet when rows run out', () => {
    const input = {
      stock: [plywood],
      pieces: [{ name: 'Panel', length: 48, width: 48, quantity: 3 }],
    };
    const plan = shelfPack(input);
    // 48 + 1/8 + 48 > 96: one panel per sheet.
    expect(plan.sheetsUsed).toBe(3);
    expect(findLayoutProblems(plan, input, { guillotine: true })).toEqual([]);
  });

  it('turns a piece that only fits turned, unless its grain is locked', () => {
    const input = {
      stock: [plywood],
      pieces: [
        { name: 'Wide', length: 40, width: 60, quantity: 1 },
        { name: 'Locked', length: 40, width: 60, quantity: 1, grainLocked: true },
      ],
    };
    const plan = shelfPack(input);
    expect(plan.sheets[0]?.placements[0]).toMatchObject({ rotated: true, length: 60, width: 40 });
    expect(plan.unplaced).toEqual([
      expect.objectContaining({ pieceIndex: 1, reason: 'grain-too-large' }),
    ]);
  });
});
