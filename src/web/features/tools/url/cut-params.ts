import { defaultCutInputs, type CutInputs } from '../cut-list/cut-inputs';
import { newRowId } from '../fields/row-id';
import { readRows, rowPair, type Pairs } from './row-codec';

export function cutsToPairs(cuts: CutInputs): Pairs {
  return [
    ['mode', cuts.mode],
    ...cuts.stock.map((s) => rowPair('sheet', [s.name, s.length, s.width, s.quantity])),
    ...cuts.pieces.map((p) =>
      rowPair('piece', [p.name, p.length, p.width, p.quantity, p.grainLocked ? '1' : '0']),
    ),
    ...cuts.boards.map((b) => rowPair('board', [b.name, b.length])),
    ...cuts.cuts.map((c) => rowPair('cut', [c.name, c.length, c.quantity])),
    ['kerf', cuts.kerf],
  ];
}

export function cutsFromParams(params: URLSearchParams): CutInputs {
  const initial = defaultCutInputs();
  return {
    mode: params.get('mode') === 'boards' ? 'boards' : 'sheets',
    stock: readRows(
      params,
      'sheet',
      4,
      ([name = '', length = '', width = '', quantity = '']) => ({
        id: newRowId(),
        name,
        length,
        width,
        quantity,
      }),
      initial.stock,
    ),
    pieces: readRows(
      params,
      'piece',
      5,
      ([name = '', length = '', width = '', quantity = '', grain = '']) => ({
        id: newRowId(),
        name,
        length,
        width,
        quantity,
        grainLocked: grain === '1',
      }),
      initial.pieces,
    ),
    boards: readRows(
      params,
      'board',
      2,
      ([name = '', length = '']) => ({ id: newRowId(), name, length }),
      initial.boards,
    ),
    cuts: readRows(
      params,
      'cut',
      3,
      ([name = '', length = '', quantity = '']) => ({ id: newRowId(), name, length, quantity }),
      initial.cuts,
    ),
    kerf: params.get('kerf') ?? initial.kerf,
  };
}
