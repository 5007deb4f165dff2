import { describe, expect, it } from 'vitest';
import { defaultAreaInputs } from '../area/area-inputs';
import { defaultCostInputs } from '../cost/cost-inputs';
import { defaultCutInputs } from '../cut-list/cut-inputs';
import { readToolsState, writeToolsSearch, type ToolsState } from './tools-url';

const withoutIds = (state: ToolsState) =>
  JSON.parse(JSON.stringify(state, (key, value) => (key === 'id' ? undefined : value)));

const defaults = (): ToolsState => ({
  tab: 'cost',
  cost: defaultCostInputs(),
  area: defaultAreaInputs(),
  cuts: defaultCutInputs(),
});

describe('tools URL state', () => {
  it('leaves the address bare while everything is at its defaults', () => {
    expect(writeToolsSearch(defaults())).toBe('');
    expect(withoutIds(readToolsState(''))).toEqual(withoutIds(defaults()));
  });

  it('round-trips every calculator and the tab', () => {
    const state = defaults();
    state.tab = 'cut-list';
    state.cost = {
      materials: [
        { id: 'a', name: 'Tile ~ 12% off', quantity: '3', unitPrice: '4.50' },
        { id: 'b', name: 'Grout & sealer', quantity: '2', unitPrice: '12.25' },
      ],
      laborRate: '45',
      estimatedHours: '8',
      overhead: '50',
    };
    state.area = {
      rooms: [
        {
          ...state.area.rooms[0]!,
          name: 'Den',
          shape: 'l-shape',
          length: '12',
          width: '10',
          length2: '4',
          width2: '3',
        },
      ],
      metric: true,
    };
    state.cuts = { ...state.cuts, mode: 'boards', kerf: '0.0625' };
    state.cuts.pieces = state.cuts.pieces.map((p, i) => ({ ...p, grainLocked: i === 0 }));

    const search = writeToolsSearch(state);
    expect(search).toContain('tab=cut-list');
    expect(search).toContain('m=Tile%20%257E%20'); // the separator inside a name is escaped
    expect(withoutIds(readToolsState(search))).toEqual(withoutIds(state));
  });

  it('keeps one row per list and ignores what it does not know', () => {
    const state = readToolsState('?tab=attic&room=Hall~hexagon~5~4&units=furlongs');
    expect(state.tab).toBe('cost');
    expect(state.area.rooms).toHaveLength(1);
    expect(state.area.rooms[0]).toMatchObject({
      name: 'Hall',
      shape: 'rectangle',
      length: '5',
      width: '4',
      radius: '',
    });
    expect(state.area.metric).toBe(false);
  });
});
