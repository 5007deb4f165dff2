import { describe, expect, it } from 'vitest';
import { groupByStoreSection, storeSectionOf } from './store-sections';

describe('store sections', () => {
  it.each([
    ['Wood screws (3 in.)', 'fasteners'],
    ['Heavy-duty toggle anchors', 'fasteners'],
    ['Pressure-treated deck board (5/4 x 6 x 12 ft)', 'lumber'],
    ['Braided toilet supply line', 'plumbing'],
    ['GFCI outlet (15 A, tamper resistant)', 'electrical'],
    ['Interior latex paint', 'paint'],
    ["Painter's tape", 'paint'],
    ['All-purpose joint compound', 'building'],
    ['Sanded grout', 'flooring'],
    ['Raised bed soil mix', 'garden'],
    ['White vinegar', 'cleaning'],
  ])('shelves %s in %s', (name, section) => {
    expect(storeSectionOf(name, null)).toBe(section);
  });

  it('falls back to the project area, then to Other', () => {
    expect(storeSectionOf('Radiator bleed key', 'hvac')).toBe('electrical');
    expect(storeSectionOf('Something unusual', null)).toBe('other');
  });

  it('groups in store order and leaves out empty sections', () => {
    const groups = groupByStoreSection(
      [{ name: 'Grout' }, { name: 'Wood screws' }, { name: 'Thinset mortar' }],
      'tiling',
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.name)])).toEqual([
      ['Fasteners & hardware', ['Wood screws']],
      ['Flooring & tile', ['Grout', 'Thinset mortar']],
    ]);
  });
});
