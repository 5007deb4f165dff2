import { SQ_M_PER_SQ_FT } from '../constants';
import { parseDecimal } from './parse-input';

export const roomShapes = ['rectangle', 'l-shape', 'circle'] as const;
export type RoomShape = (typeof roomShapes)[number];

/** docs/product.md#entities room row, in feet. Every row carries all fields; the shape decides which count. */
export interface Room {
  id: string;
  name: string;
  shape: RoomShape;
  length: number;
  width: number;
  radius: number;
  length2: number;
  width2: number;
}

export interface SquareFootage {
  rooms: { id: string; name: string; areaSqFt: number }[];
  totalSqFt: number;
  totalSqM: number;
}

/** Floor area in ft²; an L-shape is two rectangles that do not overlap. */
export function roomArea(room: Room): number {
  const value = (n: number) => parseDecimal(n);
  switch (room.shape) {
    case 'rectangle':
      return value(room.length) * value(room.width);
    case 'l-shape':
      return value(room.length) * value(room.width) + value(room.length2) * value(room.width2);
    case 'circle':
      return Math.PI * value(room.radius) ** 2;
  }
}

/** docs/product.md#constants-and-limits area conversion: 0.092903 m² per ft². */
export function squareFeetToSquareMeters(squareFeet: number): number {
  return squareFeet * SQ_M_PER_SQ_FT;
}

export function calculateSquareFootage(rooms: readonly Room[]): SquareFootage {
  const areas = rooms.map((room) => ({ id: room.id, name: room.name, areaSqFt: roomArea(room) }));
  const totalSqFt = areas.reduce((sum, room) => sum + room.areaSqFt, 0);
  return { rooms: areas, totalSqFt, totalSqM: squareFeetToSquareMeters(totalSqFt) };
}
