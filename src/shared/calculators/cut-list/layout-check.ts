import { parseDecimal } from '../parse-input';
import { EPS } from './types';
import { stockCount } from './prepare-cut-list';
import type { CutListInput, CutPlan, Placement } from './types';

interface Box {
  x: number;
  y: number;
  length: number;
  width: number;
}

const axes = [
  { start: (b: Box) => b.x, end: (b: Box) => b.x + b.length },
  { start: (b: Box) => b.y, end: (b: Box) => b.y + b.width },
];

function separated(a: Box, b: Box, kerf: number): boolean {
  return axes.some(
    (axis) =>
      axis.end(a) + kerf <= axis.start(b) + EPS || axis.end(b) + kerf <= axis.start(a) + EPS,
  );
}

/** True when edge-to-edge saw cuts, each `kerf` wide, can free every box. */
export function isGuillotineCuttable(boxes: readonly Box[], kerf: number): boolean {
  if (boxes.length <= 1) return true;
  for (const axis of axes) {
    const sorted = [...boxes].sort((a, b) => axis.start(a) - axis.start(b));
    let reach = -Infinity;
    for (let i = 0; i < sorted.length - 1; i += 1) {
      reach = Math.max(reach, axis.end(sorted[i] as Box));
      // Any valid cut keeps both halves cuttable, so the first one found will do.
      if (reach + kerf <= axis.start(sorted[i + 1] as Box) + EPS) {
        return (
          isGuillotineCuttable(sorted.slice(0, i + 1), kerf) &&
          isGuillotineCuttable(sorted.slice(i + 1), kerf)
        );
      }
    }
  }
  return false;
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Everything wrong with a plan for its input, as readable lines; empty when the plan is sound.
 * Used by the tests and the benchmark, including on layouts from other packers.
 */
export function findLayoutProblems(
  plan: CutPlan,
  input: CutListInput,
  { guillotine = false }: { guillotine?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const placedCount = new Map<number, number>();
  const sheetsOfStock = new Map<number, number>();
  const placementLabel = (sheetIndex: number, p: Placement) =>
    `sheet ${sheetIndex} piece ${p.pieceIndex} at (${p.x}, ${p.y})`;

  plan.sheets.forEach((sheet, sheetIndex) => {
    sheetsOfStock.set(sheet.stockIndex, (sheetsOfStock.get(sheet.stockIndex) ?? 0) + 1);
    let usedArea = 0;
    sheet.placements.forEach((p, i) => {
      const label = placementLabel(sheetIndex, p);
      const piece = input.pieces[p.pieceIndex];
      placedCount.set(p.pieceIndex, (placedCount.get(p.pieceIndex) ?? 0) + 1);
      usedArea += p.length * p.width;
      if (!piece) return void problems.push(`${label}: no such piece`);
      const [along, across] = p.rotated ? [piece.width, piece.length] : [piece.length, piece.width];
      if (!close(p.length, along) || !close(p.width, across)) problems.push(`${label}: wrong size`);
      if (p.rotated && piece.grainLocked) problems.push(`${label}: grain-locked but rotated`);
      if (
        p.x < -EPS ||
        p.y < -EPS ||
        p.x + p.length > sheet.length + EPS ||
        p.y + p.width > sheet.width + EPS
      ) {
        problems.push(`${label}: outside the sheet`);
      }
      sheet.placements.slice(i + 1).forEach((q) => {
        if (!separated(p, q, plan.kerf))
          problems.push(`${label}: overlaps ${placementLabel(sheetIndex, q)}`);
      });
    });
    if (!close(usedArea, sheet.usedArea)) problems.push(`sheet ${sheetIndex}: wrong used area`);
    if (!close(sheet.efficiency, (usedArea / (sheet.length * sheet.width)) * 100)) {
      problems.push(`sheet ${sheetIndex}: wrong efficiency`);
    }
    if (guillotine && !isGuillotineCuttable(sheet.placements, plan.kerf)) {
      problems.push(`sheet ${sheetIndex}: not guillotine-cuttable`);
    }
  });

  for (const [stockIndex, count] of sheetsOfStock) {
    const row = input.stock[stockIndex];
    if (!row || count > stockCount(row.quantity)) problems.push(`stock ${stockIndex}: overused`);
  }
  const unplacedCount = new Map<number, number>();
  for (const u of plan.unplaced) {
    if (unplacedCount.has(u.pieceIndex)) problems.push(`piece ${u.pieceIndex}: reported twice`);
    unplacedCount.set(u.pieceIndex, u.quantity);
  }
  input.pieces.forEach((piece, pieceIndex) => {
    const wanted = Math.trunc(parseDecimal(piece.quantity));
    const accounted = (placedCount.get(pieceIndex) ?? 0) + (unplacedCount.get(pieceIndex) ?? 0);
    if (accounted !== wanted)
      problems.push(`piece ${pieceIndex}: ${accounted} of ${wanted} accounted for`);
  });
  const stockArea = plan.sheets.reduce((sum, s) => sum + s.length * s.width, 0);
  const usedArea = plan.sheets.reduce((sum, s) => sum + s.usedArea, 0);
  if (plan.sheetsUsed !== plan.sheets.length) problems.push('sheetsUsed differs from sheets');
  if (!close(plan.efficiency, stockArea > 0 ? (usedArea / stockArea) * 100 : 0)) {
    problems.push('wrong overall efficiency');
  }
  return problems;
}
