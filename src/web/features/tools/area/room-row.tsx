import { useId } from 'react';
import { formatArea } from '../../../../shared/calculators/format';
import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import {
  roomShapes,
  squareFeetToSquareMeters,
} from '../../../../shared/calculators/square-footage';
import { Label } from '../../../ui/label';
import { NumberField, TextField } from '../fields/number-field';
import { RemoveRowButton } from '../fields/row-buttons';
import { isRoomShape, shapeLabels, type RoomInput } from './area-inputs';

/** One room: the shape decides which dimensions it asks for. */
export function RoomRow({
  room,
  index,
  areaSqFt,
  metric,
  onlyRow,
  onChange,
  onRemove,
}: {
  room: RoomInput;
  index: number;
  areaSqFt: number;
  metric: boolean;
  onlyRow: boolean;
  onChange: (change: Partial<RoomInput>) => void;
  onRemove: () => void;
}) {
  const shapeId = useId();
  const length = (label: string, key: 'length' | 'width' | 'radius' | 'length2' | 'width2') => (
    <NumberField
      label={`${label} (ft)`}
      step={INPUT_STEP.length}
      value={room[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const name = room.name || `Room ${index + 1}`;
  const area = metric
    ? formatArea(squareFeetToSquareMeters(areaSqFt), 'sqm')
    : formatArea(areaSqFt, 'sqft');

  return (
    <li className="grid gap-3 rounded-lg border border-line p-3">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <TextField
          label="Name"
          value={room.name}
          placeholder={`Room ${index + 1}`}
          onChange={(value) => onChange({ name: value })}
          className="col-span-2 sm:col-span-1"
        />
        <div>
          <Label htmlFor={shapeId} className="mb-1.5 block">
            Shape
          </Label>
          {/* Native on purpose: the Radix select's popper costs ~25 KB gzip on the category page. */}
          <select
            id={shapeId}
            value={room.shape}
            onChange={(event) =>
              isRoomShape(event.target.value) && onChange({ shape: event.target.value })
            }
            className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm focus-visible:border-brand-600"
          >
            {roomShapes.map((shape) => (
              <option key={shape} value={shape}>
                {shapeLabels[shape]}
              </option>
            ))}
          </select>
        </div>
        <RemoveRowButton label={`Remove ${name}`} onlyRow={onlyRow} onRemove={onRemove} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {room.shape === 'circle' ? (
          length('Radius', 'radius')
        ) : (
          <>
            {length('Length', 'length')}
            {length('Width', 'width')}
          </>
        )}
        {room.shape === 'l-shape' && (
          <>
            {length('Length 2', 'length2')}
            {length('Width 2', 'width2')}
          </>
        )}
      </div>
      <p className="text-sm">
        <span className="text-muted">{name} area: </span>
        <span className="font-semibold tabular-nums">{area}</span>
      </p>
    </li>
  );
}
