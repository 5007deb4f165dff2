/** docs/product.md#constants-and-limits cut planning. All sizes are inches; x runs along a sheet's length, y along its width. */

/** A saw blade's cut width; a thin-kerf circular saw blade removes about 1/8 in. */
export const DEFAULT_KERF_IN = 0.125;

/** Tolerance for comparing sums of inches. */
export const EPS = 1e-9;

/** docs/product.md#entities cut-list stock row. */
export interface StockSheet {
  name: string;
  length: number;
  width: number;
  /** Sheets on hand; `Infinity` for "buy as many as needed". */
  quantity: number;
}

/** docs/product.md#entities required piece row. */
export interface CutPiece {
  name: string;
  length: number;
  width: number;
  quantity: number;
  /** The piece's length must run along the sheet's length (the grain), so it never rotates. */
  grainLocked?: boolean;
}

export interface CutListInput {
  stock: readonly StockSheet[];
  pieces: readonly CutPiece[];
  /** Defaults to DEFAULT_KERF_IN. */
  kerf?: number;
}

/** One cut piece on a sheet. `length`/`width` are its extents along the sheet's x/y as placed. */
export interface Placement {
  /** Index of the requested piece in the input. */
  pieceIndex: number;
  name: string;
  x: number;
  y: number;
  length: number;
  width: number;
  /** True when the piece's length runs across the sheet's width. */
  rotated: boolean;
}

export interface SheetLayout {
  /** Index of the stock row in the input. */
  stockIndex: number;
  stockName: string;
  length: number;
  width: number;
  placements: Placement[];
  usedArea: number;
  /** usedArea / sheet area, as a percent. */
  efficiency: number;
}

export type UnplacedReason =
  'invalid-size' | 'too-large' | 'grain-too-large' | 'not-enough-stock' | 'too-many';

export interface UnplacedPiece {
  pieceIndex: number;
  name: string;
  length: number;
  width: number;
  /** How many copies of this piece could not be placed. */
  quantity: number;
  reason: UnplacedReason;
  /** Human-readable, e.g. "larger than every stock sheet (96 x 48)". */
  message: string;
}

export interface CutPlan {
  sheets: SheetLayout[];
  sheetsUsed: number;
  /** How many sheets of each stock row are used, in input order; unused rows are left out. */
  purchase: { stockIndex: number; stockName: string; count: number }[];
  usedArea: number;
  stockArea: number;
  /** usedArea / stockArea of the sheets used, as a percent; 0 when no sheet is used. */
  efficiency: number;
  unplaced: UnplacedPiece[];
  kerf: number;
}
