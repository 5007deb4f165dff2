import { Maximize2, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { SheetLayout } from '../../../../shared/calculators/cut-list/types';
import { Button } from '../../../ui/button';
import { SheetDiagram } from './sheet-diagram';

const BASE_PX = 560;
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
const START = ZOOMS.indexOf(1);

/**
 * The sheet drawn larger, with zoom in and out; the drawing scrolls inside the dialog. Built on
 * the Radix primitive directly because the shared dialog is sized for forms, not drawings.
 */
export function DiagramZoomDialog({ sheet, title }: { sheet: SheetLayout; title: string }) {
  const [step, setStep] = useState<number>(START);
  const zoom = ZOOMS[step] ?? 1;
  return (
    <Dialog.Root onOpenChange={(open) => open && setStep(START)}>
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="print:hidden"
          aria-label={`Enlarge ${title}`}
        >
          <Maximize2 aria-hidden /> Enlarge
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-xl sm:inset-8">
          <div className="flex flex-wrap items-center justify-between gap-2 pr-10">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Zoom out"
                disabled={step === 0}
                onClick={() => setStep(step - 1)}
              >
                <ZoomOut aria-hidden />
              </Button>
              <output className="w-14 text-center text-sm tabular-nums" aria-label="Zoom level">
                {Math.round(zoom * 100)}%
              </output>
              <Button
                variant="outline"
                size="icon"
                aria-label="Zoom in"
                disabled={step === ZOOMS.length - 1}
                onClick={() => setStep(step + 1)}
              >
                <ZoomIn aria-hidden />
              </Button>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            The sheet drawn to scale; scroll to see all of it when zoomed in.
          </Dialog.Description>
          <div className="min-h-0 flex-1 overflow-auto rounded-lg border border-line p-2">
            <SheetDiagram sheet={sheet} title={title} size={BASE_PX * zoom} />
          </div>
          <Dialog.Close className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-stone-100">
            <X className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
