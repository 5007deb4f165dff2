import { useState } from 'react';
import type { AreaInputs } from './area/area-inputs';
import { SquareFootageCalculator } from './area/square-footage-calculator';
import { CostCalculator } from './cost/cost-calculator';
import type { CostInputs } from './cost/cost-inputs';

/** The cost calculator holding its own state, for pages that do not keep it in the address. */
export function StandaloneCostCalculator({ initial }: { initial: () => CostInputs }) {
  const [value, setValue] = useState(initial);
  return <CostCalculator value={value} onChange={setValue} />;
}

export function StandaloneSquareFootage({ initial }: { initial: () => AreaInputs }) {
  const [value, setValue] = useState(initial);
  return <SquareFootageCalculator value={value} onChange={setValue} />;
}
