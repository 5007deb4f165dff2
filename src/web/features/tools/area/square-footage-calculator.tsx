import { Switch } from 'radix-ui';
import { useId, useMemo } from 'react';
import { formatArea } from '../../../../shared/calculators/format';
import { squareFeetToSquareMeters } from '../../../../shared/calculators/square-footage';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Label } from '../../../ui/label';
import { ResultList } from '../fields/result-list';
import { AddRowButton } from '../fields/row-buttons';
import { withoutRow, withRowChange } from '../fields/row-id';
import { computeArea, emptyRoom, type AreaInputs } from './area-inputs';
import { RoomRow } from './room-row';

/** docs/product.md#screens-and-routes square footage: rectangle, L-shape and circle rooms; the toggle shows m². */
export function SquareFootageCalculator({
  value,
  onChange,
}: {
  value: AreaInputs;
  onChange: (next: AreaInputs) => void;
}) {
  const id = useId();
  const area = useMemo(() => computeArea(value), [value]);
  const set = (change: Partial<AreaInputs>) => onChange({ ...value, ...change });
  const areaOf = new Map(area.rooms.map((room) => [room.id, room.areaSqFt]));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={`${id}-rooms`}>
        <h3 id={`${id}-rooms`} className="mb-3 text-lg font-semibold">
          Rooms
        </h3>
        <ul className="grid gap-3">
          {value.rooms.map((room, index) => (
            <RoomRow
              key={room.id}
              room={room}
              index={index}
              areaSqFt={areaOf.get(room.id) ?? 0}
              metric={value.metric}
              onlyRow={value.rooms.length === 1}
              onChange={(change) => set({ rooms: withRowChange(value.rooms, room.id, change) })}
              onRemove={() => set({ rooms: withoutRow(value.rooms, room.id) })}
            />
          ))}
        </ul>
        <div className="mt-3">
          <AddRowButton onAdd={() => set({ rooms: [...value.rooms, emptyRoom()] })}>
            Add room
          </AddRowButton>
        </div>
      </section>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Total area</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-center gap-3">
            <Switch.Root
              id={`${id}-metric`}
              checked={value.metric}
              onCheckedChange={(metric) => set({ metric })}
              className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
            </Switch.Root>
            <Label htmlFor={`${id}-metric`}>Metric (m²)</Label>
          </div>
          <ResultList
            items={[
              ...area.rooms.map((room, index) => ({
                key: room.id,
                label: room.name || `Room ${index + 1}`,
                value: value.metric
                  ? formatArea(squareFeetToSquareMeters(room.areaSqFt), 'sqm')
                  : formatArea(room.areaSqFt, 'sqft'),
              })),
              {
                label: 'Total',
                value: value.metric
                  ? formatArea(area.totalSqM, 'sqm')
                  : formatArea(area.totalSqFt, 'sqft'),
                emphasis: true,
              },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
