import { formatEfficiency, formatInches } from '../../../../shared/calculators/format';
import type { SheetLayout } from '../../../../shared/calculators/cut-list/types';
import { DiagramZoomDialog } from './diagram-zoom-dialog';
import { SheetDiagram } from './sheet-diagram';

export function SheetCard({
  sheet,
  index,
  count,
}: {
  sheet: SheetLayout;
  index: number;
  count: number;
}) {
  const size = `${formatInches(sheet.length)} × ${formatInches(sheet.width)} in`;
  const title = `Sheet ${index + 1} of ${count}: ${sheet.stockName} (${size}), ${sheet.placements.length} pieces`;
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3 break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">
          Sheet {index + 1}: {sheet.stockName}{' '}
          <span className="text-sm font-normal text-muted">({size})</span>
        </h4>
        <p className="text-sm">
          Efficiency{' '}
          <span className="font-semibold tabular-nums">{formatEfficiency(sheet.efficiency)}</span>
        </p>
      </div>
      <div className="overflow-x-auto">
        <SheetDiagram sheet={sheet} title={title} />
      </div>
      <div>
        <DiagramZoomDialog sheet={sheet} title={title} />
      </div>
    </li>
  );
}
