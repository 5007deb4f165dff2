import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../app/layout/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { SquareFootageCalculator } from './area/square-footage-calculator';
import { CostCalculator } from './cost/cost-calculator';
import { PrintButton } from './print/print-button';
import './print/print.css';
import { toolTabs, type ToolTab } from './url/tools-url';
import { useToolsUrlState } from './url/use-tools-url-state';

// The cut-list optimizer, its diagrams and zoom dialog load when its tab is first shown.
const CutListCalculator = lazy(() =>
  import('./cut-list/cut-list-calculator').then((module) => ({
    default: module.CutListCalculator,
  })),
);

const titles: Record<ToolTab, { title: string; description: string }> = {
  cost: {
    title: 'Project Cost Calculator',
    description: 'Materials, labor and overhead add up to the project total.',
  },
  area: {
    title: 'Square Footage Calculator',
    description: 'Floor area of rectangular, L-shaped and round rooms, in ft² or m².',
  },
  'cut-list': {
    title: 'Cut List Calculator',
    description: 'The fewest sheets or boards for your pieces, with a diagram of every cut.',
  },
};

const isToolTab = (tab: string): tab is ToolTab => (toolTabs as readonly string[]).includes(tab);

function Panel({ tab, children }: { tab: ToolTab; children: ReactNode }) {
  const { title, description } = titles[tab];
  return (
    <TabsContent value={tab} data-print-root className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
          <p className="mt-1 text-muted">{description}</p>
        </div>
        <PrintButton what={title} />
      </div>
      {children}
    </TabsContent>
  );
}

/** docs/product.md#screens-and-routes dashboard tools: three calculators in tabs, all of their state in the address. */
export function ToolsWorkspace() {
  const [state, setState] = useToolsUrlState();
  return (
    <Tabs
      value={state.tab}
      onValueChange={(tab) => isToolTab(tab) && setState((s) => ({ ...s, tab }))}
      className="mx-auto max-w-6xl px-4 pb-16"
    >
      <TabsList aria-label="Calculators" className="print:hidden">
        {toolTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {titles[tab].title}
          </TabsTrigger>
        ))}
      </TabsList>
      <Panel tab="cost">
        <CostCalculator value={state.cost} onChange={(cost) => setState((s) => ({ ...s, cost }))} />
      </Panel>
      <Panel tab="area">
        <SquareFootageCalculator
          value={state.area}
          onChange={(area) => setState((s) => ({ ...s, area }))}
        />
      </Panel>
      <Panel tab="cut-list">
        <Suspense fallback={<PageLoading />}>
          <CutListCalculator
            value={state.cuts}
            onChange={(cuts) => setState((s) => ({ ...s, cuts }))}
          />
        </Suspense>
      </Panel>
    </Tabs>
  );
}
