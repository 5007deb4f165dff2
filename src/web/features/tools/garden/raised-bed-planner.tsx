import { useId, useMemo, useState } from 'react';
import { formatArea, formatUsd } from '../../../../shared/calculators/format';
import {
  planRaisedBedLumber,
  RAISED_BED_SHOPPING_PRICES,
  raisedBedShopping,
  SOIL_BAG_CU_FT,
} from '../../../../shared/calculators/garden-bed';
import { INPUT_STEP, parseDecimal } from '../../../../shared/calculators/parse-input';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { NumberField } from '../fields/number-field';
import { ResultList } from '../fields/result-list';
import { RaisedBedLumber } from './raised-bed-lumber';

export interface RaisedBedDraft {
  length: string;
  width: string;
  height: string;
}

/** docs/product.md#constants-and-limits garden planner: soil, boards, brackets and cost, plus the cuts for each board. */
export function RaisedBedPlanner({ initial }: { initial: RaisedBedDraft }) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const input = useMemo(
    () => ({
      lengthFt: parseDecimal(draft.length),
      widthFt: parseDecimal(draft.width),
      heightIn: parseDecimal(draft.height),
    }),
    [draft],
  );
  const lumber = useMemo(() => planRaisedBedLumber(input), [input]);
  // One source for every figure: boards as the cut plan buys them, cost from the same counts.
  const bed = raisedBedShopping(input, lumber);
  const prices = RAISED_BED_SHOPPING_PRICES;
  const field = (label: string, key: keyof RaisedBedDraft, step: number) => (
    <NumberField
      label={label}
      step={step}
      value={draft[key]}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${id}-size`} className="grid content-start gap-3">
        <h3 id={`${id}-size`} className="text-lg font-semibold">
          Bed size
        </h3>
        <div className="grid grid-cols-3 gap-3">
          {field('Length (ft)', 'length', INPUT_STEP.length)}
          {field('Width (ft)', 'width', INPUT_STEP.length)}
          {field('Height (in)', 'height', INPUT_STEP.length)}
        </div>
        <p className="text-sm text-muted">
          Prices used: {formatUsd(prices.board)} per 8 ft 2x6 board, {formatUsd(prices.soilBag)} per{' '}
          {SOIL_BAG_CU_FT} ft³ bag of garden soil, {formatUsd(prices.brackets)} for the corner
          brackets.
        </p>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>What you need</CardTitle>
        </CardHeader>
        <CardContent>
          <ResultList
            items={[
              { label: 'Area', value: formatArea(input.lengthFt * input.widthFt, 'sqft') },
              {
                label: 'Soil to fill',
                value: `${bed.soilCuFt.toFixed(2)} ft³ (${bed.soilCuYd.toFixed(2)} yd³)`,
              },
              { label: `Bags of soil (${SOIL_BAG_CU_FT} ft³)`, value: bed.soilBags },
              { label: '8 ft boards (2x6)', value: bed.boards },
              { label: 'Corner brackets', value: bed.cornerBrackets },
              { label: 'Estimated cost', value: formatUsd(bed.costUsd), emphasis: true },
            ]}
          />
        </CardContent>
      </Card>
      <RaisedBedLumber plan={lumber} className="lg:col-span-2" />
    </div>
  );
}
