import { describe, expect, it } from 'vitest';
import { calculateMaterialQuantity } from './material-quantities';

describe('calculateMaterialQuantity', () => {
  it('paints two coats by default and buys whole gallons', () => {
    // 400 ft² x 2 coats = 800, +10 % = 880, / 350 = 2.51 -> 3 gallons.
    const paint = calculateMaterialQuantity({ material: 'paint', areaSqFt: 400 });
    expect(paint).toMatchObject({ coveredSqFt: 800, units: 3, label: '3 gallons' });
    expect(paint.withWasteSqFt).toBeCloseTo(880);
  });

  it('adds the waste share before rounding up tile boxes', () => {
    // 100 ft² + 10 % = 110 ft², 10 ft² a box -> exactly 11 boxes, never 12 from float noise.
    expect(calculateMaterialQuantity({ material: 'tile', areaSqFt: 100 }).label).toBe('11 boxes');
    expect(calculateMaterialQuantity({ material: 'tile', areaSqFt: 5 }).label).toBe('1 box');
    expect(
      calculateMaterialQuantity({ material: 'tile', areaSqFt: 100, wastePercent: 15 }).units,
    ).toBe(12);
  });

  it('counts drywall sheets and flooring boxes with given coverage', () => {
    expect(calculateMaterialQuantity({ material: 'drywall', areaSqFt: 320 }).units).toBe(11);
    expect(
      calculateMaterialQuantity({ material: 'flooring', areaSqFt: 200, coveragePerUnitSqFt: 23.4 })
        .units,
    ).toBe(10);
  });

  it('reads nonsense as nothing to buy rather than NaN', () => {
    expect(calculateMaterialQuantity({ material: 'paint', areaSqFt: -5 }).units).toBe(0);
    expect(
      calculateMaterialQuantity({ material: 'tile', areaSqFt: 50, coveragePerUnitSqFt: 0 }).units,
    ).toBe(0);
  });
});
