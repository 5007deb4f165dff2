import type { UnplacedReason } from './types';

/** 1D cut planning for boards (studs, 2x6s, trim). Lengths are inches, like the sheet mode. */

export interface BoardStock {
  name: string;
  length: number;
  /** Boards on hand; omit (or `Infinity`) to buy as many as needed. */
  quantity?: number;
}

export interface CutLength {
  name: string;
  length: number;
  quantity: number;
}

export interface BoardCutInput {
  stock: readonly BoardStock[];
  cuts: readonly CutLength[];
  /** Defaults to DEFAULT_KERF_IN. */
  kerf?: number;
}

export interface PlacedCut {
  /** Index of the requested cut in the input. */
  cutIndex: number;
  name: string;
  length: number;
  /** Distance from the board's end to where this cut starts. */
  offset: number;
}

export interface BoardLayout {
  stockIndex: number;
  stockName: string;
  stockLength: number;
  cuts: PlacedCut[];
  usedLength: number;
  /** What is left after the last cut and its kerf. */
  offcut: number;
}

export interface UnplacedCut {
  cutIndex: number;
  name: string;
  length: number;
  quantity: number;
  reason: UnplacedReason;
  message: string;
}

export interface BoardCutPlan {
  boards: BoardLayout[];
  boardsUsed: number;
  /** Boards to buy per stock row, in input order; unused rows are left out. */
  purchase: { stockIndex: number; stockName: string; stockLength: number; count: number }[];
  usedLength: number;
  stockLength: number;
  /** usedLength / stockLength as a percent; 0 when no board is used. */
  efficiency: number;
  unplaced: UnplacedCut[];
  kerf: number;
  /** True when no plan can use less stock: the search finished or met the lower bound. */
  provenOptimal: boolean;
}
