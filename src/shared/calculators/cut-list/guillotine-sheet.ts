import type { PieceInstance, StockType } from './prepare-cut-list';
import { EPS } from './types';

export interface FreeRect {
  x: number;
  y: number;
  length: number;
  width: number;
}

export interface PlacedInstance {
  instance: PieceInstance;
  x: number;
  y: number;
  length: number;
  width: number;
  rotated: boolean;
}

/** A sheet being cut: what is placed, and the offcuts still free to place into. */
export interface OpenSheet {
  stock: StockType;
  free: FreeRect[];
  placed: PlacedInstance[];
  usedArea: number;
  /** Largest short and long side over the free rectangles, to skip full sheets quickly. */
  roomShort: number;
  roomLong: number;
}

/** How to score a free rectangle for a piece (J. Jylänki's guillotine heuristics). */
export type FitRule = 'best-area' | 'best-short-side' | 'best-long-side';
/** Which of the two leftovers gets the full extent of the free rectangle. */
export type SplitRule = 'shorter-leftover' | 'longer-leftover' | 'max-area';

/** The best spot found so far: lower score wins, then lower tie. */
export interface Spot {
  sheet: OpenSheet | undefined;
  rectIndex: number;
  rotated: boolean;
  score: number;
  tie: number;
}

export function emptySpot(): Spot {
  return { sheet: undefined, rectIndex: -1, rotated: false, score: Infinity, tie: Infinity };
}

export function resetSpot(spot: Spot): void {
  spot.sheet = undefined;
  spot.rectIndex = -1;
  spot.rotated = false;
  spot.score = Infinity;
  spot.tie = Infinity;
}

export function openSheet(stock: StockType): OpenSheet {
  return {
    stock,
    free: [{ x: 0, y: 0, length: stock.length, width: stock.width }],
    placed: [],
    usedArea: 0,
    roomShort: Math.min(stock.length, stock.width),
    roomLong: Math.max(stock.length, stock.width),
  };
}

/** A quick test that rules out most full sheets before their free rectangles are scanned. */
export function mayHaveRoom(sheet: OpenSheet, piece: PieceInstance): boolean {
  return (
    Math.min(piece.length, piece.width) <= sheet.roomShort + EPS &&
    Math.max(piece.length, piece.width) <= sheet.roomLong + EPS
  );
}

/** Records in `best` any spot on `sheet` that beats it; returns whether one did. */
export function findSpot(
  sheet: OpenSheet,
  piece: PieceInstance,
  fit: FitRule,
  best: Spot,
): boolean {
  // The optimizer's innermost loop, so plain loops and no allocation.
  const free = sheet.free;
  const turns = piece.canRotate ? 2 : 1;
  let improved = false;
  for (let rectIndex = 0; rectIndex < free.length; rectIndex += 1) {
    const rect = free[rectIndex] as FreeRect;
    for (let turn = 0; turn < turns; turn += 1) {
      const dx = rect.length - (turn === 0 ? piece.length : piece.width);
      const dy = rect.width - (turn === 0 ? piece.width : piece.length);
      if (dx < -EPS || dy < -EPS) continue;
      const short = dx < dy ? dx : dy;
      const long = dx < dy ? dy : dx;
      // For one piece, the smallest rectangle is the one that leaves the least area.
      const score =
        fit === 'best-area' ? rect.length * rect.width : fit === 'best-short-side' ? short : long;
      const tie = fit === 'best-long-side' ? short : long;
      if (score < best.score || (score === best.score && tie < best.tie)) {
        best.sheet = sheet;
        best.rectIndex = rectIndex;
        best.rotated = turn === 1;
        best.score = score;
        best.tie = tie;
        improved = true;
      }
    }
  }
  return improved;
}

/**
 * Places the piece at the spot's corner and splits the rest of the free rectangle with one
 * edge-to-edge cut and one cut beside the piece, each `kerf` wide, so the layout stays
 * guillotine-cuttable. Leftovers thinner than `minSide` can hold nothing and are dropped.
 */
export function placeAt(
  spot: Spot,
  piece: PieceInstance,
  split: SplitRule,
  kerf: number,
  minSide: number,
): void {
  const sheet = spot.sheet;
  const rect = sheet?.free[spot.rectIndex];
  if (!sheet || !rect) throw new Error('placeAt needs a spot that was found');
  const a = spot.rotated ? piece.width : piece.length;
  const b = spot.rotated ? piece.length : piece.width;
  sheet.placed.push({
    instance: piece,
    x: rect.x,
    y: rect.y,
    length: a,
    width: b,
    rotated: spot.rotated,
  });
  sheet.usedArea += piece.area;

  const last = sheet.free.pop() as FreeRect;
  if (last !== rect) sheet.free[spot.rectIndex] = last;

  const dx = rect.length - a;
  const dy = rect.width - b;
  const fullLengthAbove =
    split === 'shorter-leftover'
      ? dx <= dy
      : split === 'longer-leftover'
        ? dx > dy
        : rect.length * dy >= rect.width * dx;
  const beside: FreeRect = {
    x: rect.x + a + kerf,
    y: rect.y,
    length: dx - kerf,
    width: fullLengthAbove ? b : rect.width,
  };
  const above: FreeRect = {
    x: rect.x,
    y: rect.y + b + kerf,
    length: fullLengthAbove ? rect.length : a,
    width: dy - kerf,
  };
  if (beside.length >= minSide - EPS && beside.width >= minSide - EPS) sheet.free.push(beside);
  if (above.length >= minSide - EPS && above.width >= minSide - EPS) sheet.free.push(above);
  sheet.roomShort = 0;
  sheet.roomLong = 0;
  for (const free of sheet.free) {
    sheet.roomShort = Math.max(sheet.roomShort, Math.min(free.length, free.width));
    sheet.roomLong = Math.max(sheet.roomLong, Math.max(free.length, free.width));
  }
}
