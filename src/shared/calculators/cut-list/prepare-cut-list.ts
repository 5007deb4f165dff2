import { formatInches } from '../format';
import { overBudgetMessage, parseDecimal, pieceBudget } from '../parse-input';
import { DEFAULT_KERF_IN, type CutListInput, type UnplacedPiece } from './types';

/** One copy of a requested piece. */
export interface PieceInstance {
  pieceIndex: number;
  name: string;
  length: number;
  width: number;
  area: number;
  canRotate: boolean;
}

/** A usable stock row. */
export interface StockType {
  stockIndex: number;
  name: string;
  length: number;
  width: number;
  area: number;
  available: number;
}

export interface PreparedCutList {
  instances: PieceInstance[];
  stock: StockType[];
  /** Pieces no packing could place, whatever the order. */
  rejected: UnplacedPiece[];
  kerf: number;
}

export function stockCount(quantity: number): number {
  return quantity === Infinity ? Infinity : Math.trunc(parseDecimal(quantity));
}

export function fitsUpright(piece: { length: number; width: number }, stock: StockType): boolean {
  return piece.length <= stock.length && piece.width <= stock.width;
}

export function fitsRotated(piece: { length: number; width: number }, stock: StockType): boolean {
  return piece.width <= stock.length && piece.length <= stock.width;
}

/** Sanitises the rows and expands quantities, setting aside pieces that cannot fit any sheet. */
export function prepareCutList(input: CutListInput): PreparedCutList {
  const kerf = parseDecimal(input.kerf ?? DEFAULT_KERF_IN);
  const stock: StockType[] = [];
  input.stock.forEach((row, stockIndex) => {
    const length = parseDecimal(row.length);
    const width = parseDecimal(row.width);
    const available = stockCount(row.quantity);
    if (length > 0 && width > 0 && available > 0) {
      stock.push({ stockIndex, name: row.name, length, width, area: length * width, available });
    }
  });
  const sizes = [
    ...new Set(stock.map((s) => `${formatInches(s.length)} x ${formatInches(s.width)}`)),
  ];

  const instances: PieceInstance[] = [];
  const rejected: UnplacedPiece[] = [];
  const take = pieceBudget();
  input.pieces.forEach((row, pieceIndex) => {
    const requested = Math.trunc(parseDecimal(row.quantity));
    if (requested === 0) return;
    const piece = { length: parseDecimal(row.length), width: parseDecimal(row.width) };
    const { taken: quantity, over } = take(requested);
    if (over > 0) {
      const { name } = row;
      rejected.push({
        pieceIndex,
        name,
        ...piece,
        quantity: over,
        reason: 'too-many',
        message: overBudgetMessage,
      });
    }
    if (quantity === 0) return;
    const canRotate = !row.grainLocked && piece.length !== piece.width;
    const reject = (reason: UnplacedPiece['reason'], message: string) =>
      rejected.push({ pieceIndex, name: row.name, ...piece, quantity, reason, message });

    if (piece.length === 0 || piece.width === 0) {
      reject('invalid-size', 'needs a length and a width above 0');
    } else if (stock.length === 0) {
      reject('not-enough-stock', 'no stock sheets to cut from');
    } else if (!stock.some((s) => fitsUpright(piece, s) || (canRotate && fitsRotated(piece, s)))) {
      if (row.grainLocked && stock.some((s) => fitsRotated(piece, s))) {
        reject('grain-too-large', 'fits only across the grain, and its grain is locked');
      } else {
        reject('too-large', `larger than every stock sheet (${sizes.join(', ')})`);
      }
    } else {
      const area = piece.length * piece.width;
      for (let copy = 0; copy < quantity; copy += 1) {
        instances.push({ pieceIndex, name: row.name, ...piece, area, canRotate });
      }
    }
  });
  return { instances, stock, rejected, kerf };
}
