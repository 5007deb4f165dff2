import { describe, expect, it } from 'vitest';
import { calculateProjectCost, type MaterialRow } from './project-cost';

const row = (id: string, quantity: number, unitPrice: number): MaterialRow => ({
  id,
  name: `Item ${id}`,
  quantity,
  unitPrice,
});

describe('calculateProjectCost', () => {
  it('adds materials, labor and overhead (docs/product.md#constants-and-limits example)', () => {
    const cost = calculateProjectCost({
      materials: [row('a', 3, 4.5), row('b', 2, 12.25)],
      laborRate: 45,
      estimatedHours: 8,
      overhead: 50,
    });
    expect(cost.lines).toEqual([
      { id: 'a', total: 13.5 },
      { id: 'b', total: 24.5 },
    ]);
    expect(cost.materialsTotal).toBe(38);
    expect(cost.labor).toBe(360);
    expect(cost.overhead).toBe(50);
    expect(cost.grandTotal).toBe(448);
  });

  it('rounds to cents so the parts add up to the total', () => {
    const cost = calculateProjectCost({
      materials: [row('a', 3, 0.1), row('b', 1, 0.2)],
      laborRate: 0,
      estimatedHours: 0,
      overhead: 0.1,
    });
    expect(cost.materialsTotal).toBe(0.5);
    expect(cost.grandTotal).toBe(0.6);
  });

  it('treats negative or invalid numbers as 0', () => {
    const cost = calculateProjectCost({
      materials: [row('a', -2, 10), row('b', Number.NaN, 5)],
      laborRate: -45,
      estimatedHours: 8,
      overhead: -1,
    });
    expect(cost).toMatchObject({ materialsTotal: 0, labor: 0, overhead: 0, grandTotal: 0 });
  });

  it('charges half hours (the hours step is 0.5)', () => {
    const cost = calculateProjectCost({
      materials: [],
      laborRate: 45,
      estimatedHours: 2.5,
      overhead: 0,
    });
    expect(cost.labor).toBe(112.5);
    expect(cost.grandTotal).toBe(112.5);
  });
});
