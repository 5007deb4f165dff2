import { parseDecimal } from '../../../../shared/calculators/parse-input';
import {
  calculateProjectCost,
  type ProjectCost,
} from '../../../../shared/calculators/project-cost';
import { newRowId } from '../fields/row-id';

/** docs/product.md#entities cost rows as typed: text, so half-typed numbers survive until they parse. */
export interface MaterialInput {
  id: string;
  name: string;
  quantity: string;
  unitPrice: string;
}

export interface CostInputs {
  materials: MaterialInput[];
  laborRate: string;
  estimatedHours: string;
  overhead: string;
}

export function emptyMaterial(): MaterialInput {
  return { id: newRowId(), name: '', quantity: '1', unitPrice: '' };
}

export function defaultCostInputs(): CostInputs {
  return { materials: [emptyMaterial()], laborRate: '', estimatedHours: '', overhead: '' };
}

export function computeCost(inputs: CostInputs): ProjectCost {
  return calculateProjectCost({
    materials: inputs.materials.map((row) => ({
      id: row.id,
      name: row.name,
      quantity: parseDecimal(row.quantity),
      unitPrice: parseDecimal(row.unitPrice),
    })),
    laborRate: parseDecimal(inputs.laborRate),
    estimatedHours: parseDecimal(inputs.estimatedHours),
    overhead: parseDecimal(inputs.overhead),
  });
}
