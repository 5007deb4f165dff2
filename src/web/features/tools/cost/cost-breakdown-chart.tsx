import { useId } from 'react';
import { formatUsd } from '../../../../shared/calculators/format';
import type { ProjectCost } from '../../../../shared/calculators/project-cost';

const WIDTH = 320;
const BAR_HEIGHT = 14;
// Each row: a line of text (label left, amount right), then the bar under it.
const TEXT_HEIGHT = 18;
const ROW_HEIGHT = TEXT_HEIGHT + BAR_HEIGHT + 12;

const parts = [
  { key: 'materialsTotal', label: 'Materials', fill: '#c2410c' },
  { key: 'labor', label: 'Labor', fill: '#0f766e' },
  { key: 'overhead', label: 'Overhead', fill: '#57534e' },
] as const;

/**
 * Where the money goes, as a hand-drawn bar chart (no chart library: it would cost more than
 * this whole calculator). The figures are also in the SVG's accessible description.
 */
export function CostBreakdownChart({ cost }: { cost: ProjectCost }) {
  const id = useId();
  const total = cost.grandTotal;
  const height = parts.length * ROW_HEIGHT - 12;
  const share = (amount: number) => (total > 0 ? Math.round((amount / total) * 100) : 0);
  const description = parts
    .map((part) => `${part.label} ${formatUsd(cost[part.key])} (${share(cost[part.key])}%)`)
    .join(', ');

  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-sm"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Cost breakdown</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {parts.map((part, index) => {
          const amount = cost[part.key];
          const y = index * ROW_HEIGHT;
          const width = total > 0 ? Math.max(2, (amount / total) * WIDTH) : 0;
          return (
            <g key={part.key} aria-hidden="true" fontSize="13" fill="#1c1917">
              <text x={0} y={y + 13}>
                {part.label}
              </text>
              <text x={WIDTH} y={y + 13} textAnchor="end">
                {`${formatUsd(amount)} · ${share(amount)}%`}
              </text>
              <rect y={y + TEXT_HEIGHT} width={WIDTH} height={BAR_HEIGHT} rx={4} fill="#f5f5f4" />
              <rect y={y + TEXT_HEIGHT} width={width} height={BAR_HEIGHT} rx={4} fill={part.fill} />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-muted">Share of the grand total</figcaption>
    </figure>
  );
}
