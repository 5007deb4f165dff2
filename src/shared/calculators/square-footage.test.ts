import { describe, expect, it } from 'vitest';
import {
  calculateSquareFootage,
  roomArea,
  squareFeetToSquareMeters,
  type Room,
} from './square-footage';

const room = (fields: Partial<Room>): Room => ({
  id: 'r',
  name: 'Room',
  shape: 'rectangle',
  length: 0,
  width: 0,
  radius: 0,
  length2: 0,
  width2: 0,
  ...fields,
});

describe('roomArea', () => {
  it('multiplies length by width for a rectangle', () => {
    expect(roomArea(room({ length: 12, width: 10 }))).toBe(120);
  });

  it('adds the second rectangle for an L-shape', () => {
    expect(roomArea(room({ shape: 'l-shape', length: 12, width: 10, length2: 6, width2: 4 }))).toBe(
      144,
    );
  });

  it('uses pi r² for a circle', () => {
    expect(roomArea(room({ shape: 'circle', radius: 5 }))).toBeCloseTo(78.5398, 4);
  });

  it('ignores the fields its shape does not use', () => {
    expect(roomArea(room({ length: 12, width: 10, radius: 99, length2: 5, width2: 5 }))).toBe(120);
    expect(roomArea(room({ shape: 'circle', radius: 1, length: 12, width: 10 }))).toBeCloseTo(
      Math.PI,
    );
  });

  it('reads negative sizes as 0', () => {
    expect(roomArea(room({ length: -12, width: 10 }))).toBe(0);
  });
});

describe('calculateSquareFootage', () => {
  it('totals the rooms and converts at 0.092903 m² per ft²', () => {
    const result = calculateSquareFootage([
      room({ id: 'a', name: 'Kitchen', length: 12, width: 10 }),
      room({
        id: 'b',
        name: 'Hall',
        shape: 'l-shape',
        length: 10,
        width: 3,
        length2: 4,
        width2: 5,
      }),
    ]);
    expect(result.rooms).toEqual([
      { id: 'a', name: 'Kitchen', areaSqFt: 120 },
      { id: 'b', name: 'Hall', areaSqFt: 50 },
    ]);
    expect(result.totalSqFt).toBe(170);
    expect(result.totalSqM).toBeCloseTo(170 * 0.092903, 10);
  });

  it('gives about 11.15 m² for a 12 x 10 ft room', () => {
    expect(squareFeetToSquareMeters(120)).toBeCloseTo(11.14836, 5);
    expect(calculateSquareFootage([room({ length: 12, width: 10 })]).totalSqM.toFixed(2)).toBe(
      '11.15',
    );
  });

  it('is 0 with no rooms', () => {
    expect(calculateSquareFootage([])).toEqual({ rooms: [], totalSqFt: 0, totalSqM: 0 });
  });
});
