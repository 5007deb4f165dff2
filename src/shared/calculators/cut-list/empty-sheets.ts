import { packGuillotine, type PackResult } from './guillotine-pack';
import type { OpenSheet } from './guillotine-sheet';
import { fitRules, orderings, splitRules, type OrderingName } from './pack-strategies';
import type { PieceInstance } from './prepare-cut-list';

const piecesOf = (sheet: OpenSheet) => sheet.placed.map((p) => p.instance);
const freeArea = (sheet: OpenSheet) => sheet.stock.area - sheet.usedArea;

/** Lays `pieces` out on one sheet like `sheet`, trying strategies until one holds them all. */
function repackSheet(
  sheet: OpenSheet,
  pieces: readonly PieceInstance[],
  kerf: number,
  minSide: number,
  budget: { left: number },
): OpenSheet | undefined {
  const stock = [{ ...sheet.stock, available: 1 }];
  for (const name of Object.keys(orderings) as OrderingName[]) {
    const order = [...pieces].sort(orderings[name]);
    // Sorting costs about as much as looking at a few rectangles per piece.
    budget.left -= 4 * pieces.length;
    for (const fit of fitRules) {
      for (const split of splitRules) {
        const config = { fit, split, sheetChoice: 'best-fit', newSheet: 'largest' } as const;
        const result = packGuillotine(order, stock, config, kerf, minSide, 1);
        budget.left -= result.work + pieces.length;
        if (result.leftover.length === 0) return result.sheets[0];
        if (budget.left <= 0) return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Local search on a finished plan: moves the pieces of the emptiest sheet, largest first, onto
 * the other sheets (each move lays the receiving sheet out afresh, so its own pieces may shift),
 * and drops the sheet once it is empty. A sheet that cannot be emptied is left as it was, and
 * the next emptiest is tried, until none can be or the budget runs out.
 */
export function emptySheets(
  plan: PackResult,
  kerf: number,
  minSide: number,
  budget: { left: number },
): PackResult {
  let sheets = plan.sheets;
  const stuck = new Set<OpenSheet>();
  while (budget.left > 0) {
    const target = sheets
      .filter((sheet) => !stuck.has(sheet))
      .reduce<OpenSheet | undefined>(
        (low, s) => (!low || s.usedArea < low.usedArea ? s : low),
        undefined,
      );
    if (!target) break;
    let others = sheets.filter((sheet) => sheet !== target);
    const emptied = piecesOf(target)
      .sort((a, b) => b.area - a.area)
      .every((piece) => {
        const receivers = others
          .filter((sheet) => freeArea(sheet) >= piece.area)
          .sort((a, b) => freeArea(b) - freeArea(a));
        for (const receiver of receivers) {
          const pieces = [...piecesOf(receiver), piece];
          const repacked = repackSheet(receiver, pieces, kerf, minSide, budget);
          if (repacked) {
            others = others.map((sheet) => (sheet === receiver ? repacked : sheet));
            return true;
          }
          if (budget.left <= 0) return false;
        }
        return false;
      });
    if (emptied) {
      sheets = others;
      stuck.clear();
    } else {
      stuck.add(target);
    }
  }
  return {
    ...plan,
    sheets,
    stockArea: sheets.reduce((sum, sheet) => sum + sheet.stock.area, 0),
  };
}
