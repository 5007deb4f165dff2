import { useId, useMemo } from 'react';
import { formatUsd } from '../../../../shared/calculators/format';
import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { NumberField } from '../fields/number-field';
import { ResultList } from '../fields/result-list';
import { AddRowButton } from '../fields/row-buttons';
import { withoutRow, withRowChange } from '../fields/row-id';
import { CostBreakdownChart } from './cost-breakdown-chart';
import { computeCost, emptyMaterial, type CostInputs } from './cost-inputs';
import { MaterialRow } from './material-row';

/** docs/product.md#screens-and-routes project cost calculator; results follow the inputs as they are typed. */
export function CostCalculator({
  value,
  onChange,
}: {
  value: CostInputs;
  onChange: (next: CostInputs) => void;
}) {
  const id = useId();
  const cost = useMemo(() => computeCost(value), [value]);
  const set = (change: Partial<CostInputs>) => onChange({ ...value, ...change });
  const lineTotal = new Map(cost.lines.map((line) => [line.id, line.total]));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <section aria-labelledby={`${id}-materials`}>
          <h3 id={`${id}-materials`} className="mb-3 text-lg font-semibold">
            Materials
          </h3>
          <ul className="grid gap-3">
            {value.materials.map((row, index) => (
              <MaterialRow
                key={row.id}
                row={row}
                index={index}
                total={lineTotal.get(row.id) ?? 0}
                onlyRow={value.materials.length === 1}
                onChange={(change) =>
                  set({ materials: withRowChange(value.materials, row.id, change) })
                }
                onRemove={() => set({ materials: withoutRow(value.materials, row.id) })}
              />
            ))}
          </ul>
          <div className="mt-3">
            <AddRowButton onAdd={() => set({ materials: [...value.materials, emptyMaterial()] })}>
              Add material
            </AddRowButton>
          </div>
        </section>
        <section aria-labelledby={`${id}-labor`} className="grid gap-3">
          <h3 id={`${id}-labor`} className="text-lg font-semibold">
            Labor and overhead
          </h3>
          <div className="grid gap-3 sm:grid-cols-3">
            <NumberField
              label="Labor Rate ($/hour)"
              step={INPUT_STEP.money}
              value={value.laborRate}
              onChange={(laborRate) => set({ laborRate })}
            />
            <NumberField
              label="Estimated Hours"
              step={INPUT_STEP.hours}
              value={value.estimatedHours}
              onChange={(estimatedHours) => set({ estimatedHours })}
            />
            <NumberField
              label="Overhead ($)"
              step={INPUT_STEP.money}
              value={value.overhead}
              onChange={(overhead) => set({ overhead })}
            />
          </div>
        </section>
      </div>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Estimated cost</CardTitle>
        </CardHeader>
        <CardContent>
          <ResultList
            items={[
              { label: 'Materials total', value: formatUsd(cost.materialsTotal) },
              { label: 'Labor', value: formatUsd(cost.labor) },
              { label: 'Overhead', value: formatUsd(cost.overhead) },
              { label: 'Grand total', value: formatUsd(cost.grandTotal), emphasis: true },
            ]}
          />
          <CostBreakdownChart cost={cost} />
        </CardContent>
      </Card>
    </div>
  );
}
