import { buildCutPlan, type PackedSheet } from './build-plan';
import type { PlacedInstance } from './guillotine-sheet';
import { fitsUpright, prepareCutList, type PieceInstance } from './prepare-cut-list';
import { EPS, type CutListInput, type CutPlan } from './types';

/**
 * The docs/product.md#constants-and-limits baseline, kept for comparison: pieces go in rows across the width of the first
 * usable stock row, longest first; a row that is full starts the next one further along the
 * length, and a sheet that is full starts the next sheet. A piece turns only when it fits no
 * other way. Pieces that only another stock row could hold are reported as lacking stock.
 */
export function shelfPack(input: CutListInput): CutPlan {
  const { instances, stock, rejected, kerf } = prepareCutList(input);
  const type = stock[0];
  if (!type) return buildCutPlan([], instances, rejected, kerf);

  const oriented = instances.map((piece) => {
    const rotated = !fitsUpright(piece, type) && piece.canRotate;
    return {
      piece,
      rotated,
      along: rotated ? piece.width : piece.length,
      across: rotated ? piece.length : piece.width,
    };
  });
  oriented.sort((a, b) => b.along - a.along || b.across - a.across);

  const sheets: PackedSheet[] = [];
  const leftover: PieceInstance[] = [];
  let placed: PlacedInstance[] = [];
  let rowX = 0;
  let rowDepth = 0;
  let cursorY = 0;
  for (const { piece, rotated, along, across } of oriented) {
    if (along > type.length + EPS || across > type.width + EPS) {
      leftover.push(piece);
      continue;
    }
    const fitsRow =
      sheets.length > 0 && cursorY + across <= type.width + EPS && along <= rowDepth + EPS;
    if (!fitsRow) {
      const nextRowX = rowX + rowDepth + kerf;
      if (sheets.length > 0 && nextRowX + along <= type.length + EPS) {
        rowX = nextRowX;
      } else if (sheets.length < type.available) {
        placed = [];
        sheets.push({ stock: type, placed });
        rowX = 0;
      } else {
        leftover.push(piece);
        continue;
      }
      rowDepth = along;
      cursorY = 0;
    }
    placed.push({ instance: piece, x: rowX, y: cursorY, length: along, width: across, rotated });
    cursorY += across + kerf;
  }
  return buildCutPlan(sheets, leftover, rejected, kerf);
}
