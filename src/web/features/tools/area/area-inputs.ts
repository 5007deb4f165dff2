import { parseDecimal } from '../../../../shared/calculators/parse-input';
import {
  calculateSquareFootage,
  roomShapes,
  type RoomShape,
  type SquareFootage,
} from '../../../../shared/calculators/square-footage';
import { newRowId } from '../fields/row-id';

/** docs/product.md#entities room row as typed, in feet. */
export interface RoomInput {
  id: string;
  name: string;
  shape: RoomShape;
  length: string;
  width: string;
  radius: string;
  length2: string;
  width2: string;
}

export interface AreaInputs {
  rooms: RoomInput[];
  /** The metric toggle: show m² instead of ft². */
  metric: boolean;
}

export const shapeLabels: Record<RoomShape, string> = {
  rectangle: 'Rectangle',
  'l-shape': 'L-shape',
  circle: 'Circle',
};

export function isRoomShape(value: string): value is RoomShape {
  return (roomShapes as readonly string[]).includes(value);
}

export function emptyRoom(): RoomInput {
  return {
    id: newRowId(),
    name: '',
    shape: 'rectangle',
    length: '',
    width: '',
    radius: '',
    length2: '',
    width2: '',
  };
}

export function defaultAreaInputs(): AreaInputs {
  return { rooms: [emptyRoom()], metric: false };
}

export function computeArea(inputs: AreaInputs): SquareFootage {
  return calculateSquareFootage(
    inputs.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      shape: room.shape,
      length: parseDecimal(room.length),
      width: parseDecimal(room.width),
      radius: parseDecimal(room.radius),
      length2: parseDecimal(room.length2),
      width2: parseDecimal(room.width2),
    })),
  );
}
