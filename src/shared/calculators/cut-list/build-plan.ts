import type { PlacedInstance } from './guillotine-sheet';
import type { PieceInstance, StockType } from './prepare-cut-list';
import type { CutPlan, SheetLayout, UnplacedPiece } from './types';

export interface PackedSheet {
  stock: StockType;
  placed: readonly PlacedInstance[];
}

function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** The public plan: per-sheet layouts, totals, and every piece not placed with its reason. */
export function buildCutPlan(
  packed: readonly PackedSheet[],
  leftover: readonly PieceInstance[],
  rejected: readonly UnplacedPiece[],
  kerf: number,
): CutPlan {
  const sheets: SheetLayout[] = packed.map(({ stock, placed }) => {
    const usedArea = placed.reduce((sum, p) => sum + p.instance.area, 0);
    return {
      stockIndex: stock.stockIndex,
      stockName: stock.name,
      length: stock.length,
      width: stock.width,
      placements: placed.map(({ instance, x, y, length, width, rotated }) => ({
        pieceIndex: instance.pieceIndex,
        name: instance.name,
        x,
        y,
        length,
        width,
        rotated,
      })),
      usedArea,
      efficiency: percent(usedArea, stock.length * stock.width),
    };
  });

  const purchase = new Map<number, CutPlan['purchase'][number]>();
  for (const sheet of sheets) {
    const entry = purchase.get(sheet.stockIndex);
    if (entry) entry.count += 1;
    else
      purchase.set(sheet.stockIndex, {
        stockIndex: sheet.stockIndex,
        stockName: sheet.stockName,
        count: 1,
      });
  }

  const shortOfStock = new Map<number, UnplacedPiece>();
  for (const piece of leftover) {
    const entry = shortOfStock.get(piece.pieceIndex);
    if (entry) entry.quantity += 1;
    else {
      shortOfStock.set(piece.pieceIndex, {
        pieceIndex: piece.pieceIndex,
        name: piece.name,
        length: piece.length,
        width: piece.width,
        quantity: 1,
        reason: 'not-enough-stock',
        message: 'not enough stock sheets',
      });
    }
  }

  const usedArea = sheets.reduce((sum, sheet) => sum + sheet.usedArea, 0);
  const stockArea = sheets.reduce((sum, sheet) => sum + sheet.length * sheet.width, 0);
  return {
    sheets,
    sheetsUsed: sheets.length,
    purchase: [...purchase.values()].sort((a, b) => a.stockIndex - b.stockIndex),
    usedArea,
    stockArea,
    efficiency: percent(usedArea, stockArea),
    unplaced: [...rejected, ...shortOfStock.values()].sort((a, b) => a.pieceIndex - b.pieceIndex),
    kerf,
  };
}
