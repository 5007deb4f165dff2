import type { Guide, GuideTime } from './guide-schema';

function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * A guide's hands-on time as people say it: "45 min", "30 min - 1 hour", "6-8 hours".
 * Mixed units get spaced dashes so "30 min - 1 hour" does not read as a subtraction.
 */
export function formatGuideTime(time: Pick<GuideTime, 'minHours' | 'maxHours'>): string {
  const { minHours: min, maxHours: max } = time;
  if (min === max) return formatHours(min);
  if (max < 1) return `${Math.round(min * 60)}-${Math.round(max * 60)} min`;
  if (min >= 1) return `${min}-${max} hours`;
  return `${formatHours(min)} - ${formatHours(max)}`;
}

/** The range plus any waiting time, e.g. "4-6 hours, plus 24 hours for the grout to cure". */
export function describeGuideTime(time: GuideTime): string {
  const range = formatGuideTime(time);
  return time.note ? `${range}, ${time.note}` : range;
}

/** Typical total materials cost in USD, rounded to cents. */
export function guideMaterialsCost(guide: Pick<Guide, 'materials'>): number {
  const total = guide.materials.reduce((sum, m) => sum + m.quantity * m.unitCost, 0);
  return Math.round(total * 100) / 100;
}
