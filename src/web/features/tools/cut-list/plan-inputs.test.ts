import { describe, expect, it } from 'vitest';
import { optimizeBoards } from '../../../../shared/calculators/cut-list/optimize-boards';
import { optimizeCuts } from '../../../../shared/calculators/cut-list/optimize-cuts';
import { MAX_CUT_PIECES } from '../../../../shared/calculators/parse-input';
import { readToolsState } from '../url/tools-url';
import { toBoardPlanInput, toSheetPlanInput } from './plan-inputs';

/** A tools link as anyone could craft and share it: a billion shelves, and more rows besides. */
const crafted =
  '?tab=cut-list&sheet=Plywood~96~48~1e9' +
  '&piece=Shelf~11~7~1e9~0&piece=Side~23~5~999999~0' +
  '&board=2x4~96&cut=Stud~13~1e9&cut=Block~27~99999';

describe('a crafted tools link with huge cut-list quantities', () => {
  it('plans sheets within the piece limit and says what it left out, in well under a second', () => {
    const { cuts } = readToolsState(crafted);
    const started = performance.now();
    const plan = optimizeCuts(toSheetPlanInput(cuts));
    expect(performance.now() - started).toBeLessThan(2_000);
    const placed = plan.sheets.reduce((sum, sheet) => sum + sheet.placements.length, 0);
    expect(placed).toBeLessThanOrEqual(MAX_CUT_PIECES);
    expect(plan.unplaced.some((piece) => piece.reason === 'too-many')).toBe(true);
  });

  it('plans boards within the same limit', () => {
    const { cuts } = readToolsState(crafted);
    const started = performance.now();
    const plan = optimizeBoards(toBoardPlanInput(cuts));
    expect(performance.now() - started).toBeLessThan(2_000);
    const placed = plan.boards.reduce((sum, board) => sum + board.cuts.length, 0);
    expect(placed).toBeLessThanOrEqual(MAX_CUT_PIECES);
  });
});
