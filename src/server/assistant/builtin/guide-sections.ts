import { describeGuideTime, type Guide } from '../knowledge';
import { formatMoney, formatPrice, formatQuantity, firstSentence, table } from './markdown';
import { laborEstimate, projectMaterials } from './project-from-guide';
import { retailerLinksMarkdown } from './retailer-links';

/** Pieces of a guide reused by the full answer and by follow-ups, so both say the same thing. */

export const FOLLOW_UP_INVITE = 'Ask me to explain any step, or what it will cost.';

export function metaLine(guide: Guide, materialsCost: number): string {
  return [
    `**Difficulty:** ${guide.difficulty}`,
    `**Time:** ${describeGuideTime(guide.time)}`,
    `**Estimated materials cost:** ${formatMoney(materialsCost)}`,
  ].join(' · ');
}

/** "1. **Title** — first sentence of the detail"; the full detail is kept for "explain step N". */
export function stepLines(guide: Guide): string {
  return guide.steps
    .map((step, i) => {
      const detail = step.detail ? ` — ${firstSentence(step.detail)}` : '';
      return `${i + 1}. **${step.title}**${detail}`;
    })
    .join('\n');
}

export function bulletLines(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** "- 1 × Cartridge (each) — $18.00", with the unit price when there is more than one. */
export function materialLines(guide: Guide): string {
  return projectMaterials(guide)
    .map((m) => {
      const per = m.unit === 'each' ? 'each' : `per ${m.unit}`;
      const each = m.qty === 1 ? '' : ` (${formatPrice(m.unitCost)} ${per})`;
      // "bag (10 lb)" -> "bag, 10 lb": nested brackets read badly after the name.
      const unit = m.unit.replace(/\s*\((.*)\)\s*$/, ', $1');
      return `- ${formatQuantity(m.qty)} × ${m.name} (${unit}) — ${formatPrice(m.totalCost)}${each}`;
    })
    .join('\n');
}

export function whereToBuyLines(guide: Guide): string {
  return guide.materials.map((m) => `- **${m.name}:** ${retailerLinksMarkdown(m.name)}`).join('\n');
}

/** The materials as a table (safe in follow-ups: table rows are not list lines). */
export function materialsTable(guide: Guide, withLinks: boolean): string {
  const rows = projectMaterials(guide).map((m) => {
    const row = [
      m.name,
      formatQuantity(m.qty),
      m.unit,
      formatPrice(m.unitCost),
      formatPrice(m.totalCost),
    ];
    return withLinks ? [...row, retailerLinksMarkdown(m.name)] : row;
  });
  const header = ['Item', 'Qty', 'Unit', 'Unit cost', 'Total'];
  return table(withLinks ? [...header, 'Buy'] : header, rows);
}

/** "A pro would charge about $65 in labor (about 1 hour at $65/hour)". */
export function laborSentence(guide: Guide): string {
  const labor = laborEstimate(guide);
  const hours = labor.hours === 1 ? '1 hour' : `${formatQuantity(labor.hours)} hours`;
  return `a pro would typically charge about ${formatMoney(labor.cost)} in labor (about ${hours} at ${formatMoney(labor.rate)}/hour)`;
}

export function costTable(guide: Guide, materialsCost: number, estimatedCost: number): string {
  const labor = laborEstimate(guide);
  return table(
    ['', 'Cost'],
    [
      ['Materials (you buy these either way)', formatPrice(materialsCost)],
      [
        `Pro labor estimate (${formatQuantity(labor.hours)} h × ${formatMoney(labor.rate)}/h)`,
        formatPrice(labor.cost),
      ],
      ['**Total if you hire a pro**', `**${formatPrice(estimatedCost)}**`],
    ],
  );
}
