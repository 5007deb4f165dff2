import type { BoardCutInput as BoardPlanInput } from '../../../../shared/calculators/cut-list/board-types';
import type { CutListInput } from '../../../../shared/calculators/cut-list/types';
import { parseDecimal, parseWholeNumber } from '../../../../shared/calculators/parse-input';
import type { CutInputs } from './cut-inputs';

/** The typed rows as the optimizers take them: decimals floored at 0, counts at 1. */
export function toSheetPlanInput(inputs: CutInputs): CutListInput {
  return {
    stock: inputs.stock.map((row, index) => ({
      name: row.name || `Sheet ${index + 1}`,
      length: parseDecimal(row.length),
      width: parseDecimal(row.width),
      quantity: parseWholeNumber(row.quantity),
    })),
    pieces: inputs.pieces.map((row, index) => ({
      name: row.name || `Piece ${index + 1}`,
      length: parseDecimal(row.length),
      width: parseDecimal(row.width),
      quantity: parseWholeNumber(row.quantity),
      grainLocked: row.grainLocked,
    })),
    kerf: parseDecimal(inputs.kerf),
  };
}

export function toBoardPlanInput(inputs: CutInputs): BoardPlanInput {
  return {
    // Board stock is bought as needed, so it has no count.
    stock: inputs.boards.map((row, index) => ({
      name: row.name || `Board ${index + 1}`,
      length: parseDecimal(row.length),
    })),
    cuts: inputs.cuts.map((row, index) => ({
      name: row.name || `Cut ${index + 1}`,
      length: parseDecimal(row.length),
      quantity: parseWholeNumber(row.quantity),
    })),
    kerf: parseDecimal(inputs.kerf),
  };
}
