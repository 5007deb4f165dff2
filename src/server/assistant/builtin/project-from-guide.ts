import type { ProjectData, ProjectMaterial } from '../../../shared/assistant/project-data';
import { formatGuideTime, type Guide } from '../knowledge';

/**
 * What a hired handyman or tradesperson typically charges per hour in the US, in USD. The
 * panel's "labor estimate" is what the user would pay a pro for the same job, i.e. what doing
 * it themselves saves; it is not a cost of DIY.
 */
export const PRO_LABOR_RATE_USD = 65;
/** Pros bill at least one hour for a visit, however small the job. */
export const PRO_MIN_BILLED_HOURS = 1;

function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export interface LaborEstimate {
  /** Hours billed: the middle of the guide's range, at least the minimum visit. */
  hours: number;
  rate: number;
  cost: number;
}

export function laborEstimate(guide: Pick<Guide, 'time'>): LaborEstimate {
  const average = (guide.time.minHours + guide.time.maxHours) / 2;
  // Quarter hours: "1.25 hours" is how a bill reads, "1.125 hours" is not.
  const hours = Math.max(PRO_MIN_BILLED_HOURS, Math.round(average * 4) / 4);
  return { hours, rate: PRO_LABOR_RATE_USD, cost: roundCents(hours * PRO_LABOR_RATE_USD) };
}

export function projectMaterials(guide: Pick<Guide, 'materials'>): ProjectMaterial[] {
  return guide.materials.map((m) => ({
    name: m.name,
    qty: m.quantity,
    unit: m.unit,
    unitCost: m.unitCost,
    totalCost: roundCents(m.quantity * m.unitCost),
  }));
}

/** The right panel's Project Details for a guide. */
export function projectFromGuide(guide: Guide): ProjectData {
  const materials = projectMaterials(guide);
  // Summed from the rounded line totals so the panel's rows add up to its materials line.
  const materialsCost = roundCents(materials.reduce((sum, m) => sum + m.totalCost, 0));
  return {
    title: guide.title,
    materials,
    materialsCost,
    estimatedCost: roundCents(materialsCost + laborEstimate(guide).cost),
    difficulty: guide.difficulty,
    timelineEstimate: formatGuideTime(guide.time),
    guideId: guide.id,
  };
}
