import { parseDecimal } from './parse-input';

/** docs/product.md#entities cost calculator row. */
export interface MaterialRow {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface ProjectCostInput {
  materials: readonly MaterialRow[];
  /** Dollars per hour. */
  laborRate: number;
  estimatedHours: number;
  /** A fixed amount added once. */
  overhead: number;
}

export interface ProjectCost {
  lines: { id: string; total: number }[];
  materialsTotal: number;
  labor: number;
  overhead: number;
  grandTotal: number;
}

// Cents, so that 0.1 x 3 shows as 0.30 and the displayed parts add up to the displayed total.
function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** docs/product.md#constants-and-limits: materials = sum of quantity x unit price; labor = rate x hours; total adds overhead. */
export function calculateProjectCost(input: ProjectCostInput): ProjectCost {
  const lines = input.materials.map((row) => ({
    id: row.id,
    total: roundCents(parseDecimal(row.quantity) * parseDecimal(row.unitPrice)),
  }));
  const materialsTotal = roundCents(lines.reduce((sum, line) => sum + line.total, 0));
  const labor = roundCents(parseDecimal(input.laborRate) * parseDecimal(input.estimatedHours));
  const overhead = roundCents(parseDecimal(input.overhead));
  return {
    lines,
    materialsTotal,
    labor,
    overhead,
    grandTotal: roundCents(materialsTotal + labor + overhead),
  };
}
