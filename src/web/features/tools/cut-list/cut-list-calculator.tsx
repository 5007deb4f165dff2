import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { NumberField } from '../fields/number-field';
import { BoardPlanner } from './board-planner';
import type { CutInputs, CutMode } from './cut-inputs';
import { SheetPlanner } from './sheet-planner';

const isMode = (mode: string): mode is CutMode => mode === 'sheets' || mode === 'boards';

/** docs/product.md#screens-and-routes cut list, for sheet goods (2D, with diagrams) or boards (1D), with one saw kerf. */
export function CutListCalculator({
  value,
  onChange,
}: {
  value: CutInputs;
  onChange: (next: CutInputs) => void;
}) {
  const set = (change: Partial<CutInputs>) => onChange({ ...value, ...change });
  return (
    <Tabs value={value.mode} onValueChange={(mode) => isMode(mode) && set({ mode })}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabsList aria-label="What to cut" className="print:hidden">
          <TabsTrigger value="sheets">Sheets (plywood, MDF)</TabsTrigger>
          <TabsTrigger value="boards">Boards (lumber)</TabsTrigger>
        </TabsList>
        <NumberField
          label="Saw kerf (in)"
          step={INPUT_STEP.cutListInches}
          value={value.kerf}
          onChange={(kerf) => set({ kerf })}
          className="w-36"
        />
      </div>
      <TabsContent value="sheets">
        <SheetPlanner value={value} onChange={set} />
      </TabsContent>
      <TabsContent value="boards">
        <BoardPlanner value={value} onChange={set} />
      </TabsContent>
    </Tabs>
  );
}
