import { DEFAULT_KERF_IN } from '../../../../shared/calculators/cut-list/types';
import { newRowId } from '../fields/row-id';

/** docs/product.md#entities cut-list rows as typed; sizes in inches. */
export interface SheetStockInput {
  id: string;
  name: string;
  length: string;
  width: string;
  quantity: string;
}

export interface PieceInput extends SheetStockInput {
  /** The piece's length must follow the sheet's length (the grain), so it never turns. */
  grainLocked: boolean;
}

export interface BoardStockInput {
  id: string;
  name: string;
  length: string;
}

export interface BoardCutInput {
  id: string;
  name: string;
  length: string;
  quantity: string;
}

export type CutMode = 'sheets' | 'boards';

export interface CutInputs {
  mode: CutMode;
  stock: SheetStockInput[];
  pieces: PieceInput[];
  boards: BoardStockInput[];
  cuts: BoardCutInput[];
  /** One saw for both modes, so one kerf. */
  kerf: string;
}

export function emptyStock(): SheetStockInput {
  return { id: newRowId(), name: '', length: '', width: '', quantity: '1' };
}

export function emptyPiece(): PieceInput {
  return { ...emptyStock(), grainLocked: false };
}

export function emptyBoard(): BoardStockInput {
  return { id: newRowId(), name: '', length: '' };
}

export function emptyCut(): BoardCutInput {
  return { id: newRowId(), name: '', length: '', quantity: '1' };
}

const piece = (name: string, length: string, width: string, quantity: string): PieceInput => ({
  ...emptyPiece(),
  name,
  length,
  width,
  quantity,
});

/** A small bookcase from two sheets of plywood, so the first view already shows a plan. */
export function defaultCutInputs(): CutInputs {
  return {
    mode: 'sheets',
    stock: [{ ...emptyStock(), name: '3/4 in plywood', length: '96', width: '48', quantity: '2' }],
    pieces: [
      piece('Side', '72', '11.25', '2'),
      piece('Shelf', '34.5', '11.25', '5'),
      piece('Back', '72', '36', '1'),
    ],
    boards: [{ ...emptyBoard(), name: '8 ft 2x4', length: '96' }],
    cuts: [
      { ...emptyCut(), name: 'Leg', length: '34.5', quantity: '4' },
      { ...emptyCut(), name: 'Rail', length: '45', quantity: '4' },
    ],
    kerf: String(DEFAULT_KERF_IN),
  };
}
