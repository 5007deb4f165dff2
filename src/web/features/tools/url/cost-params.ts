import { defaultCostInputs, type CostInputs } from '../cost/cost-inputs';
import { newRowId } from '../fields/row-id';
import { readRows, rowPair, type Pairs } from './row-codec';

export function costToPairs(cost: CostInputs): Pairs {
  return [
    ...cost.materials.map((m) => rowPair('m', [m.name, m.quantity, m.unitPrice])),
    ['rate', cost.laborRate],
    ['hours', cost.estimatedHours],
    ['overhead', cost.overhead],
  ];
}

export function costFromParams(params: URLSearchParams): CostInputs {
  const initial = defaultCostInputs();
  return {
    materials: readRows(
      params,
      'm',
      3,
      ([name = '', quantity = '', unitPrice = '']) => ({
        id: newRowId(),
        name,
        quantity,
        unitPrice,
      }),
      initial.materials,
    ),
    laborRate: params.get('rate') ?? initial.laborRate,
    estimatedHours: params.get('hours') ?? initial.estimatedHours,
    overhead: params.get('overhead') ?? initial.overhead,
  };
}
