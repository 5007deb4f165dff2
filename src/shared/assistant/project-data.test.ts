import { describe, expect, it } from 'vitest';
import { projectDataSchema, projectLaborEstimate, sampleProjectData } from './project-data';

describe('sampleProjectData', () => {
  it('is valid project data', () => {
    expect(projectDataSchema.safeParse(sampleProjectData).success).toBe(true);
  });

  it('holds ceramic tiles, adhesive and grout for 217 in total, Intermediate, 6-8 hours', () => {
    const names = sampleProjectData.materials.map((m) => m.name.toLowerCase()).join(' ');
    expect(names).toMatch(/ceramic tile/);
    expect(names).toMatch(/adhesive/);
    expect(names).toMatch(/grout/);
    expect(sampleProjectData.estimatedCost).toBe(217);
    expect(sampleProjectData.difficulty).toBe('Intermediate');
    expect(sampleProjectData.timelineEstimate).toBe('6-8 hours');
  });

  it('has line totals that are qty × unit cost and add up to the materials cost', () => {
    for (const m of sampleProjectData.materials)
      expect(m.totalCost).toBeCloseTo(m.qty * m.unitCost, 2);
    const sum = sampleProjectData.materials.reduce((total, m) => total + m.totalCost, 0);
    expect(sum).toBeCloseTo(sampleProjectData.materialsCost, 2);
  });

  it('leaves a non-negative labor estimate', () => {
    expect(projectLaborEstimate(sampleProjectData)).toBe(50);
  });
});

describe('projectDataSchema', () => {
  it('rejects an estimate below the materials cost', () => {
    const result = projectDataSchema.safeParse({ ...sampleProjectData, estimatedCost: 100 });
    expect(result.success).toBe(false);
  });

  it('rejects a difficulty outside the five levels', () => {
    const result = projectDataSchema.safeParse({ ...sampleProjectData, difficulty: 'Hard' });
    expect(result.success).toBe(false);
  });
});
