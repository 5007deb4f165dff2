import {
  emptySpot,
  resetSpot,
  findSpot,
  mayHaveRoom,
  openSheet,
  placeAt,
  type FitRule,
  type OpenSheet,
  type SplitRule,
} from './guillotine-sheet';
import { fitsRotated, fitsUpright, type PieceInstance, type StockType } from './prepare-cut-list';
import { EPS } from './types';

export interface PackConfig {
  fit: FitRule;
  split: SplitRule;
  /** Best spot over all open sheets, or the first open sheet with room. */
  sheetChoice: 'best-fit' | 'first-fit';
  /** Which stock row a new sheet comes from when several could hold the piece. */
  newSheet: 'largest' | 'smallest';
}

export interface PackResult {
  sheets: OpenSheet[];
  /** Pieces that found no room: stock ran out or the sheet limit was reached. */
  leftover: PieceInstance[];
  placedArea: number;
  stockArea: number;
  /** Free rectangles looked at: a machine-independent measure of the run's cost. */
  work: number;
}

function chooseStock(
  stock: readonly StockType[],
  remaining: readonly number[],
  piece: PieceInstance,
  preference: PackConfig['newSheet'],
): number {
  let chosen = -1;
  stock.forEach((candidate, index) => {
    if ((remaining[index] ?? 0) <= 0) return;
    if (!fitsUpright(piece, candidate) && !(piece.canRotate && fitsRotated(piece, candidate)))
      return;
    const current = stock[chosen];
    const better =
      !current ||
      (preference === 'largest' ? candidate.area > current.area : candidate.area < current.area);
    if (better) chosen = index;
  });
  return chosen;
}

/**
 * One constructive pass: each piece, in the given order, goes to the best free rectangle of the
 * open sheets; a new sheet opens only when none has room.
 */
export function packGuillotine(
  order: readonly PieceInstance[],
  stock: readonly StockType[],
  config: PackConfig,
  kerf: number,
  minSide: number,
  sheetLimit = Infinity,
): PackResult {
  const remaining = stock.map((s) => s.available);
  const sheets: OpenSheet[] = [];
  const leftover: PieceInstance[] = [];
  let placedArea = 0;
  let stockArea = 0;
  let work = 0;
  const spot = emptySpot();
  for (const piece of order) {
    resetSpot(spot);
    for (const sheet of sheets) {
      work += 1;
      if (!mayHaveRoom(sheet, piece)) continue;
      work += sheet.free.length;
      if (findSpot(sheet, piece, config.fit, spot) && config.sheetChoice === 'first-fit') break;
    }
    if (!spot.sheet) {
      const typeIndex =
        sheets.length < sheetLimit ? chooseStock(stock, remaining, piece, config.newSheet) : -1;
      const type = stock[typeIndex];
      if (!type) {
        leftover.push(piece);
        continue;
      }
      remaining[typeIndex] = (remaining[typeIndex] ?? 0) - 1;
      const sheet = openSheet(type);
      sheets.push(sheet);
      stockArea += type.area;
      findSpot(sheet, piece, config.fit, spot);
    }
    placeAt(spot, piece, config.split, kerf, minSide);
    placedArea += piece.area;
  }
  return { sheets, leftover, placedArea, stockArea, work };
}

/** Share of each sheet's area that is used, squared and summed: higher when waste is gathered. */
function concentration(result: PackResult): number {
  return result.sheets.reduce((sum, sheet) => sum + (sheet.usedArea / sheet.stock.area) ** 2, 0);
}

/**
 * Negative when `a` is the better plan: more placed area, then less stock area (cost), then
 * fewer sheets, then waste gathered on fewer sheets (leaving larger reusable offcuts).
 */
export function compareResults(a: PackResult, b: PackResult): number {
  const tolerance = EPS * Math.max(1, a.stockArea, b.stockArea);
  if (Math.abs(a.placedArea - b.placedArea) > tolerance) return b.placedArea - a.placedArea;
  if (Math.abs(a.stockArea - b.stockArea) > tolerance) return a.stockArea - b.stockArea;
  if (a.sheets.length !== b.sheets.length) return a.sheets.length - b.sheets.length;
  return concentration(b) - concentration(a);
}
