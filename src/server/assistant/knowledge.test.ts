import { describe, expect, it } from 'vitest';
import {
  describeGuideTime,
  findGuideById,
  formatGuideTime,
  guideCategories,
  guideMaterialsCost,
  guides,
  guideSchema,
  parseGuides,
  type GuideCategory,
  type GuideInput,
} from './knowledge';
import { bathroomGuides } from './knowledge/guides/bathroom';
import { carpentryGuides } from './knowledge/guides/carpentry';
import { electricalGuides } from './knowledge/guides/electrical';
import { flooringGuides } from './knowledge/guides/flooring';
import { kitchenGuides } from './knowledge/guides/kitchen';
import { outdoorGuides } from './knowledge/guides/outdoor';
import { paintingGuides } from './knowledge/guides/painting';
import { plumbingGuides } from './knowledge/guides/plumbing';
import { tilingGuides } from './knowledge/guides/tiling';
import { upkeepGuides } from './knowledge/guides/upkeep';
import { wallGuides } from './knowledge/guides/walls';

const FILES: Record<GuideCategory, GuideInput[]> = {
  electrical: electricalGuides,
  plumbing: plumbingGuides,
  painting: paintingGuides,
  tiling: tilingGuides,
  carpentry: carpentryGuides,
  walls: wallGuides,
  flooring: flooringGuides,
  outdoor: outdoorGuides,
  kitchen: kitchenGuides,
  bathroom: bathroomGuides,
  upkeep: upkeepGuides,
};

// Topics the knowledge base must always cover, by the guide that covers each.
const REQUIRED_TOPICS: Record<string, string> = {
  'replace an outlet': 'replace-outlet',
  'install a GFCI outlet': 'install-gfci-outlet',
  'replace a light switch': 'replace-light-switch',
  'replace a light fixture': 'replace-light-fixture',
  'install a ceiling fan': 'install-ceiling-fan',
  'fix a dripping faucet': 'fix-dripping-faucet',
  'fix a running toilet': 'fix-running-toilet',
  'clear a slow drain': 'clear-slow-drain',
  'replace a showerhead': 'replace-showerhead',
  'replace a garbage disposal': 'replace-garbage-disposal',
  'replace a P-trap': 'replace-p-trap',
  'paint a room': 'paint-a-room',
  'paint kitchen cabinets': 'paint-kitchen-cabinets',
  'stain a deck': 'stain-a-deck',
  'tile a backsplash': 'tile-a-backsplash',
  'lay floor tile': 'lay-floor-tile',
  'regrout tile': 'regrout-tile',
  'install wall shelves': 'install-wall-shelves',
  'install baseboard': 'install-baseboard',
  'fix a sticking door': 'fix-sticking-door',
  'replace deck boards': 'replace-deck-boards',
  'patch drywall': 'patch-drywall',
  'mount a TV': 'mount-a-tv',
  'recaulk a tub or shower': 'recaulk-tub-shower',
  'install laminate': 'install-laminate-flooring',
  'install luxury vinyl plank': 'install-luxury-vinyl-plank',
  'build a raised garden bed': 'build-raised-garden-bed',
  'set a fence post': 'set-a-fence-post',
  'clean and repair gutters': 'clean-repair-gutters',
  'replace a kitchen faucet': 'replace-kitchen-faucet',
  'install a range hood': 'install-range-hood',
  'install cabinet hardware': 'install-cabinet-hardware',
  'replace a vanity': 'replace-bathroom-vanity',
  'replace a bathroom exhaust fan': 'replace-bathroom-fan',
  'replace an HVAC filter': 'replace-hvac-filter',
  'flush a water heater': 'flush-water-heater',
  'weatherstrip a door or window': 'weatherstrip-door',
};

describe('knowledge base', () => {
  it('has at least 40 guides, each valid against the schema', () => {
    expect(guides.length).toBeGreaterThanOrEqual(40);
    for (const guide of guides) expect(guideSchema.safeParse(guide).success, guide.id).toBe(true);
  });

  it('has unique ids, and findGuideById finds each', () => {
    const ids = guides.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findGuideById(id)?.id).toBe(id);
    expect(findGuideById('no-such-guide')).toBeUndefined();
  });

  it('covers every category, with each data file holding only its own category', () => {
    for (const category of guideCategories) {
      expect(FILES[category].length, category).toBeGreaterThan(0);
      for (const guide of FILES[category]) expect(guide.category, guide.id).toBe(category);
    }
    const total = Object.values(FILES).reduce((sum, list) => sum + list.length, 0);
    expect(total).toBe(guides.length);
  });

  it.each(Object.entries(REQUIRED_TOPICS))('has a guide to %s', (_topic, id) => {
    expect(findGuideById(id)).toBeDefined();
  });

  it('flags the hazards that must force a warning', () => {
    for (const guide of guides.filter((g) => g.category === 'electrical')) {
      expect(guide.hazards, guide.id).toContain('electrical');
      // Thermostats switch off at the furnace rather than the room circuit.
      if (guide.id === 'install-smart-thermostat') continue;
      expect(guide.safety.join(' '), guide.id).toMatch(/breaker/i);
      expect(guide.safety.join(' '), guide.id).toMatch(/voltage tester/i);
    }
    expect(findGuideById('install-ceiling-fan')?.hazards).toContain('height');
    expect(findGuideById('clean-repair-gutters')?.hazards).toContain('height');
    expect(findGuideById('flush-water-heater')?.hazards).toContain('gas');
    expect(findGuideById('remove-popcorn-ceiling')?.hazards).toContain('asbestos');
  });

  it('writes steps as short capitalised instructions', () => {
    for (const guide of guides) {
      for (const step of guide.steps) {
        expect(step.title, guide.id).toMatch(/^[A-Z]/);
        expect(step.title, guide.id).not.toMatch(/\.$/);
        expect(step.title.length, guide.id).toBeLessThanOrEqual(80);
      }
    }
  });

  it('prices materials plausibly', () => {
    for (const guide of guides) {
      for (const m of guide.materials) {
        expect(m.unitCost, `${guide.id}: ${m.name}`).toBeLessThan(1000);
      }
      expect(guideMaterialsCost(guide), guide.id).toBeLessThan(2000);
    }
  });
});

describe('parseGuides', () => {
  const valid = electricalGuides[0]!;

  it('names the guide whose entry is invalid', () => {
    expect(() => parseGuides([{ ...valid, id: 'broken-guide', steps: [] }])).toThrow(
      /broken-guide/,
    );
  });

  it('rejects non-slug ids, bad categories and out-of-range step counts', () => {
    expect(guideSchema.safeParse({ ...valid, id: 'Not A Slug' }).success).toBe(false);
    expect(guideSchema.safeParse({ ...valid, category: 'roofing' }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ title: `Do step ${i}` }));
    expect(guideSchema.safeParse({ ...valid, steps: eleven }).success).toBe(false);
  });

  it('requires the electrical hazard on electrical guides', () => {
    expect(guideSchema.safeParse({ ...valid, hazards: [] }).success).toBe(false);
  });

  it('rejects duplicate ids', () => {
    expect(() => parseGuides([valid, valid])).toThrow(/Duplicate guide id/);
  });
});

describe('formatGuideTime', () => {
  it.each([
    [0.5, 1, '30 min - 1 hour'],
    [6, 8, '6-8 hours'],
    [0.25, 0.5, '15-30 min'],
    [1, 1, '1 hour'],
    [0.5, 0.5, '30 min'],
    [1.5, 3, '1.5-3 hours'],
    [0.5, 2, '30 min - 2 hours'],
  ])('renders %s to %s hours as "%s"', (minHours, maxHours, label) => {
    expect(formatGuideTime({ minHours, maxHours })).toBe(label);
  });

  it('appends waiting time when there is a note', () => {
    expect(describeGuideTime({ minHours: 4, maxHours: 6, note: 'plus 24 hours to cure' })).toBe(
      '4-6 hours, plus 24 hours to cure',
    );
  });
});
