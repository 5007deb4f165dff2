import { describe, expect, it } from 'vitest';
import { findGuideById } from '../knowledge';
import { formatMoney, sentenceCase } from './markdown';
import { PRO_LABOR_RATE_USD, laborEstimate, projectFromGuide } from './project-from-guide';
import { encodeQuery } from './retailer-links';

const time = (minHours: number, maxHours: number) => ({ time: { minHours, maxHours } });

describe('laborEstimate', () => {
  it('bills the middle of the time range at the pro rate', () => {
    expect(laborEstimate(time(4, 8))).toEqual({ hours: 6, rate: PRO_LABOR_RATE_USD, cost: 390 });
  });

  it('bills at least one hour, as a pro charges for the visit', () => {
    expect(laborEstimate(time(0.1, 0.25)).hours).toBe(1);
  });

  it('rounds to quarter hours', () => {
    expect(laborEstimate(time(0.5, 1.5)).hours).toBe(1);
    expect(laborEstimate(time(1.5, 4)).hours).toBe(2.75);
  });
});

describe('projectFromGuide', () => {
  it('copies difficulty, time and materials with their totals', () => {
    const guide = findGuideById('paint-a-room');
    if (!guide) throw new Error('fixture guide missing');
    const project = projectFromGuide(guide);
    expect(project).toMatchObject({
      title: 'Paint a Room',
      difficulty: 'Beginner',
      timelineEstimate: '4-8 hours',
      guideId: 'paint-a-room',
    });
    expect(project.materials[0]).toEqual({
      name: 'Interior latex paint',
      qty: 2,
      unit: 'gallon',
      unitCost: 40,
      totalCost: 80,
    });
    expect(project.estimatedCost).toBe(project.materialsCost + 390);
  });
});

describe('formatting helpers', () => {
  it('formats money without needless cents', () => {
    expect(formatMoney(23)).toBe('$23');
    expect(formatMoney(8.5)).toBe('$8.50');
    expect(formatMoney(1234)).toBe('$1,234');
  });

  it('sentence-cases titles but keeps acronyms and mixed-case words', () => {
    expect(sentenceCase('Mount a TV on the Wall')).toBe('mount a TV on the wall');
    expect(sentenceCase('Replace a Sink P-Trap')).toBe('replace a sink P-Trap');
    expect(sentenceCase('Needle-nose Pliers')).toBe('needle-nose pliers');
  });

  it('encodes every character that could break a markdown link', () => {
    expect(encodeQuery("Plumber's grease (4 oz) & tape")).toBe(
      'Plumber%27s%20grease%20%284%20oz%29%20%26%20tape',
    );
  });
});
