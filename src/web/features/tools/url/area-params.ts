import { defaultAreaInputs, isRoomShape, type AreaInputs } from '../area/area-inputs';
import { newRowId } from '../fields/row-id';
import { readRows, rowPair, type Pairs } from './row-codec';

export function areaToPairs(area: AreaInputs): Pairs {
  return [
    ...area.rooms.map((r) =>
      rowPair('room', [r.name, r.shape, r.length, r.width, r.radius, r.length2, r.width2]),
    ),
    ['units', area.metric ? 'metric' : 'imperial'],
  ];
}

export function areaFromParams(params: URLSearchParams): AreaInputs {
  return {
    rooms: readRows(
      params,
      'room',
      7,
      ([
        name = '',
        shape = '',
        length = '',
        width = '',
        radius = '',
        length2 = '',
        width2 = '',
      ]) => ({
        id: newRowId(),
        name,
        shape: isRoomShape(shape) ? shape : 'rectangle',
        length,
        width,
        radius,
        length2,
        width2,
      }),
      defaultAreaInputs().rooms,
    ),
    metric: params.get('units') === 'metric',
  };
}
