import type { AreaInputs } from './area/area-inputs';
import { emptyRoom } from './area/area-inputs';
import type { CostInputs } from './cost/cost-inputs';
import { newRowId } from './fields/row-id';
import type { RaisedBedDraft } from './garden/raised-bed-planner';

/** A 30 ft² subway tile backsplash, done yourself with a rented wet saw. */
export function backsplashCost(): CostInputs {
  const row = (name: string, quantity: string, unitPrice: string) => ({
    id: newRowId(),
    name,
    quantity,
    unitPrice,
  });
  return {
    materials: [
      row('Subway tile (ft²)', '33', '4.50'),
      row('Premixed tile adhesive (gal)', '2', '24.98'),
      row('Unsanded grout (10 lb)', '1', '19.98'),
      row('Spacers, caulk and sealer', '1', '28.50'),
    ],
    laborRate: '0',
    estimatedHours: '8',
    overhead: '45',
  };
}

/** A small bathroom whose floor runs into the nook beside the tub. */
export function bathroomFloorArea(): AreaInputs {
  return {
    rooms: [
      {
        ...emptyRoom(),
        name: 'Bathroom floor',
        shape: 'l-shape',
        length: '8',
        width: '5',
        length2: '3',
        width2: '2.5',
      },
    ],
    metric: false,
  };
}

/** docs/product.md#constants-and-limits's example bed: 8 x 4 ft, 12 in high. */
export const standardRaisedBed: RaisedBedDraft = { length: '8', width: '4', height: '12' };
