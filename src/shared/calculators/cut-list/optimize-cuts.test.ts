import { describe, expect, it } from 'vitest';
import { formatEfficiency } from '../format';
import { findLayoutProblems } from './layout-check';
import { optimizeCuts } from './optimize-cuts';
import { shelfPack } from './shelf-pack';
import type { CutListInput, CutPiece } from './types';

const plywood = (quantity = Infinity) => ({ name: 'Plywood', length: 96, width: 48, quantity });
const piece = (length: number, width: number, quantity = 1, extra: Partial<CutPiece> = {}) => ({
  name: `${length} x ${width}`,
  length,
  width,
  quantity,
  ...extra,
});

function plan(input: CutListInput) {
  const result = optimizeCuts(input);
  expect(findLayoutProblems(result, input, { guillotine: true })).toEqual([]);
  return result;
}

describe('optimizeCuts', () => {
  it('fills a sheet exactly when there is no kerf', () => {
    const result = plan({ stock: [plywood()], pieces: [piece(48, 24, 4)], kerf: 0 });
    expect(result.sheetsUsed).toBe(1);
    expect(result.efficiency).toBe(100);
    expect(formatEfficiency(result.efficiency)).toBe('100.0%');
  });

  it('leaves the kerf between pieces, so four quarter sheets need two sheets', () => {
    // 48 + 1/8 + 48 > 96 and 24 + 1/8 + 24 > 48: a sheet holds three, turned across it.
    const result = plan({ stock: [plywood()], pieces: [piece(48, 24, 4)] });
    expect(result.kerf).toBe(0.125);
    expect(result.sheetsUsed).toBe(2);
    expect(result.sheets.map((s) => s.placements.length).sort()).toEqual([1, 3]);
    expect(result.efficiency).toBe(50);
    expect(result.sheets[0]?.efficiency).toBe(75);
  });

  it('turns a piece only when its grain is free', () => {
    const free = plan({ stock: [plywood()], pieces: [piece(40, 60)] });
    expect(free.sheets[0]?.placements[0]).toMatchObject({ rotated: true, length: 60, width: 40 });

    const locked = plan({ stock: [plywood()], pieces: [piece(40, 60, 2, { grainLocked: true })] });
    expect(locked.sheetsUsed).toBe(0);
    expect(locked.unplaced).toEqual([
      expect.objectContaining({
        pieceIndex: 0,
        quantity: 2,
        reason: 'grain-too-large',
        message: 'fits only across the grain, and its grain is locked',
      }),
    ]);
  });

  it('reports pieces larger than every sheet, and pieces without a size', () => {
    const result = plan({
      stock: [plywood()],
      pieces: [piece(100, 50), piece(20, 20), piece(0, 10, 3)],
    });
    expect(result.unplaced).toEqual([
      expect.objectContaining({
        pieceIndex: 0,
        reason: 'too-large',
        message: 'larger than every stock sheet (96 x 48)',
      }),
      expect.objectContaining({ pieceIndex: 2, quantity: 3, reason: 'invalid-size' }),
    ]);
    expect(result.sheetsUsed).toBe(1);
  });

  it('reports what the stock on hand cannot hold', () => {
    const result = plan({ stock: [plywood(1)], pieces: [piece(96, 48, 3)] });
    expect(result.sheetsUsed).toBe(1);
    expect(result.unplaced).toEqual([
      expect.objectContaining({ pieceIndex: 0, quantity: 2, reason: 'not-enough-stock' }),
    ]);
  });

  it('says so when there is no usable stock', () => {
    const result = plan({ stock: [plywood(0)], pieces: [piece(10, 10)] });
    expect(result.unplaced[0]?.message).toBe('no stock sheets to cut from');
  });

  it('prefers less stock area when sheets come in several sizes', () => {
    // Two 20 x 20 pieces fit a 48 x 24 half sheet; four fit two half sheets, half the area.
    const result = plan({
      stock: [plywood(1), { name: 'Half sheet', length: 48, width: 24, quantity: 5 }],
      pieces: [piece(20, 20, 4)],
    });
    expect(result.purchase).toEqual([{ stockIndex: 1, stockName: 'Half sheet', count: 2 }]);
    expect(result.stockArea).toBe(2 * 48 * 24);
  });

  it('reports efficiency per sheet and overall as used area over stock area', () => {
    const result = plan({ stock: [plywood()], pieces: [piece(30, 20, 3)], kerf: 0 });
    expect(result.usedArea).toBe(1800);
    expect(result.stockArea).toBe(4608);
    expect(formatEfficiency(result.efficiency)).toBe('39.1%');
  });

  it('finds one sheet where packing in rows needs two', () => {
    // The strips fit turned above the long piece; rows would give each strip a row of its own.
    const input = { stock: [plywood()], pieces: [piece(90, 10), piece(10, 40, 5)] };
    expect(plan(input).sheetsUsed).toBe(1);
    expect(shelfPack(input).sheetsUsed).toBe(2);
  });

  it('is deterministic', () => {
    const input = {
      stock: [plywood(), { name: 'Half', length: 48, width: 48, quantity: 3 }],
      pieces: [piece(30, 12, 5), piece(22.5, 16, 3, { grainLocked: true }), piece(70, 9, 2)],
    };
    expect(optimizeCuts(input)).toEqual(optimizeCuts(input));
  });

  it('returns an empty plan for no pieces', () => {
    expect(plan({ stock: [plywood()], pieces: [] })).toMatchObject({
      sheets: [],
      sheetsUsed: 0,
      efficiency: 0,
      unplaced: [],
    });
  });
});
