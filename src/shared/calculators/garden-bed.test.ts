import { describe, expect, it } from 'vitest';
import {
  calculateRaisedBed,
  planRaisedBedLumber,
  raisedBedCuts,
  raisedBedShopping,
} from './garden-bed';

describe('calculateRaisedBed', () => {
  it('follows docs/product.md#constants-and-limits for an 8 x 4 ft bed, 12 in high', () => {
    expect(calculateRaisedBed({ lengthFt: 8, widthFt: 4, heightIn: 12 })).toEqual({
      areaSqFt: 32,
      volumeCuFt: 32,
      perimeterFt: 24,
      boards: 6,
      soil: 48,
      cornerBrackets: 8,
      costUsd: 6 * 15 + 48 * 35 + 25,
    });
    expect(calculateRaisedBed({ lengthFt: 8, widthFt: 4, heightIn: 12 }).costUsd).toBe(1795);
  });

  it('rounds boards and soil up', () => {
    // 6 x 3 x 10 in: area 18, volume 15, soil ceil(22.5) = 23; perimeter 18 -> ceil(2.25) x 2 = 6.
    const bed = calculateRaisedBed({ lengthFt: 6, widthFt: 3, heightIn: 10 });
    expect(bed).toMatchObject({
      areaSqFt: 18,
      volumeCuFt: 15,
      soil: 23,
      perimeterFt: 18,
      boards: 6,
    });
    expect(bed.costUsd).toBe(6 * 15 + 23 * 35 + 25);
  });

  it('does not round float noise up to an extra soil unit', () => {
    // 0.2 x 12 ft x 10 in is 2 ft³, so soil is exactly 3; in floats it comes out 3.000000000000001.
    expect(calculateRaisedBed({ lengthFt: 0.2, widthFt: 12, heightIn: 10 }).soil).toBe(3);
  });

  it('costs only the brackets for an empty bed', () => {
    const bed = calculateRaisedBed({ lengthFt: 0, widthFt: 0, heightIn: 0 });
    expect(bed).toMatchObject({ boards: 0, soil: 0, costUsd: 25 });
  });
});

describe('raised bed lumber', () => {
  it('cuts two long and two short sides per course of 2x6', () => {
    expect(raisedBedCuts({ lengthFt: 8, widthFt: 4, heightIn: 12 })).toEqual([
      { name: 'Long side', length: 96, quantity: 4 },
      { name: 'Short side', length: 45, quantity: 4 },
    ]);
  });

  it('needs the six boards the documented formula counts for an 8 x 4 ft bed', () => {
    const plan = planRaisedBedLumber({ lengthFt: 8, widthFt: 4, heightIn: 12 });
    expect(plan.boardsUsed).toBe(6);
    expect(plan.unplaced).toEqual([]);
    expect(plan.provenOptimal).toBe(true);
  });

  it('splits sides longer than a stock board into equal pieces', () => {
    expect(raisedBedCuts({ lengthFt: 10, widthFt: 3, heightIn: 6 })).toEqual([
      { name: 'Long side (1 of 2 pieces)', length: 60, quantity: 4 },
      { name: 'Short side', length: 33, quantity: 2 },
    ]);
  });

  it('adds a course for each started board width', () => {
    const cuts = raisedBedCuts({ lengthFt: 4, widthFt: 4, heightIn: 13 });
    expect(cuts.map((c) => c.quantity)).toEqual([6, 6]);
  });

  it('needs no cuts for a bed without height', () => {
    expect(raisedBedCuts({ lengthFt: 8, widthFt: 4, heightIn: 0 })).toEqual([]);
  });
});

describe('raisedBedShopping', () => {
  it('takes the board count from the cut plan and sells soil in named units', () => {
    const input = { lengthFt: 8, widthFt: 4, heightIn: 12 };
    const plan = planRaisedBedLumber(input);
    const shopping = raisedBedShopping(input, plan);
    expect(shopping.boards).toBe(plan.boardsUsed);
    expect(shopping.soilCuFt).toBe(32);
    expect(shopping.soilCuYd).toBeCloseTo(1.185, 3);
    expect(shopping.soilBags).toBe(22); // 32 / 1.5 = 21.3, rounded up
    expect(shopping.costUsd).toBe(plan.boardsUsed * 15 + 22 * 10 + 25);
  });

  it('agrees with the plan where the perimeter formula would not', () => {
    // 10 x 4 ft: the long sides are cut from two boards each, so the plan buys more boards
    // than ceil(perimeter / 8) x 2; the page shows the plan's count only.
    const input = { lengthFt: 10, widthFt: 4, heightIn: 12 };
    const plan = planRaisedBedLumber(input);
    expect(raisedBedShopping(input, plan).boards).toBe(plan.boardsUsed);
    expect(plan.boardsUsed).not.toBe(calculateRaisedBed(input).boards);
  });
});
