import { defaultAreaInputs, type AreaInputs } from '../area/area-inputs';
import { defaultCostInputs, type CostInputs } from '../cost/cost-inputs';
import { defaultCutInputs, type CutInputs } from '../cut-list/cut-inputs';
import { areaFromParams, areaToPairs } from './area-params';
import { costFromParams, costToPairs } from './cost-params';
import { cutsFromParams, cutsToPairs } from './cut-params';
import { toSearch, type Pairs } from './row-codec';

export const toolTabs = ['cost', 'area', 'cut-list'] as const;
export type ToolTab = (typeof toolTabs)[number];

/** Everything the calculators hold, so that a shared link reproduces it (beyond docs/product.md). */
export interface ToolsState {
  tab: ToolTab;
  cost: CostInputs;
  area: AreaInputs;
  cuts: CutInputs;
}

const same = (a: Pairs, b: Pairs) => JSON.stringify(a) === JSON.stringify(b);

/** The query string for a state; calculators still at their defaults stay out of it. */
export function writeToolsSearch(state: ToolsState): string {
  const pairs: Pairs = state.tab === 'cost' ? [] : [['tab', state.tab]];
  const parts: Array<[current: Pairs, initial: Pairs]> = [
    [costToPairs(state.cost), costToPairs(defaultCostInputs())],
    [areaToPairs(state.area), areaToPairs(defaultAreaInputs())],
    [cutsToPairs(state.cuts), cutsToPairs(defaultCutInputs())],
  ];
  for (const [current, initial] of parts) if (!same(current, initial)) pairs.push(...current);
  return toSearch(pairs);
}

export function readToolsState(search: string): ToolsState {
  const params = new URLSearchParams(search);
  return {
    tab: toolTabs.find((tab) => tab === params.get('tab')) ?? 'cost',
    cost: costFromParams(params),
    area: areaFromParams(params),
    cuts: cutsFromParams(params),
  };
}
