import type { ProjectData, ProjectMaterial } from '../../../shared/assistant/project-data';
import { formatHours, type HowTo } from '../knowledge/knowledge-base';

/**
 * The panel's labour line: the entry's hands-on hours at a US handyman's hourly rate, at least
 * one billed hour. (An entry's `pro.cost` is quoted separately in the answer, since what it
 * includes varies: "installed", "per visit".)
 */
export const PRO_LABOR_RATE_USD = 65;
const PRO_MIN_BILLED_HOURS = 1;

function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function projectMaterials(entry: Pick<HowTo, 'materials'>): ProjectMaterial[] {
  return entry.materials.map((m) => ({
    name: m.name,
    qty: m.quantity,
    unit: m.unit,
    unitCost: m.unitCost,
    totalCost: roundCents(m.quantity * m.unitCost),
  }));
}

export function materialsCost(entry: Pick<HowTo, 'materials'>): number {
  return roundCents(projectMaterials(entry).reduce((sum, m) => sum + m.totalCost, 0));
}

export function laborCost(entry: Pick<HowTo, 'time'>): number {
  const hours = Math.max(
    PRO_MIN_BILLED_HOURS,
    Math.round(((entry.time.minHours + entry.time.maxHours) / 2) * 4) / 4,
  );
  return roundCents(hours * PRO_LABOR_RATE_USD);
}

/** The right panel's Project Details for a how-to entry. */
export function projectFromHowTo(entry: HowTo): ProjectData {
  const materials = projectMaterials(entry);
  const cost = materialsCost(entry);
  return {
    title: entry.scope ? `${entry.title} (${entry.scope})` : entry.title,
    materials,
    materialsCost: cost,
    estimatedCost: roundCents(cost + laborCost(entry)),
    difficulty: entry.difficulty,
    timelineEstimate: formatHours(entry.time),
    guideId: entry.id,
  };
}
