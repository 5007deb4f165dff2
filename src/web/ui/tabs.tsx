import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '../lib/cn';

// Tabs of our own, after WAI-ARIA's tabs pattern with automatic activation (as Radix Tabs did):
// Radix Tabs with its roving-focus and collection code was about 9 KB gzip of the first load of
// every page with tabs (docs/decisions.md 25).

interface TabsState {
  value: string;
  select: (value: string) => void;
  ids: (value: string) => { tab: string; panel: string };
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Controlled with `value` and `onValueChange`, or holding its own tab from `defaultValue`. */
export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    ids: (tab) => ({ tab: `${base}-tab-${tab}`, panel: `${base}-panel-${tab}` }),
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys move between the tabs (wrapping), Home and End go to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at === -1) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : step === undefined
          ? undefined
          : (at + step + tabs.length) % tabs.length;
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * One row of tabs: where they do not fit (phones) the row scrolls sideways rather than wrapping
 * into a stack of grey blocks.
 */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1 [scrollbar-width:thin]',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/** The selected tab is the one Tab reaches; focusing another (arrow keys) selects it. */
export function TabsTrigger({
  value,
  className,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const { tab, panel } = tabs.ids(value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-selected={selected}
      aria-controls={panel}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={(event) => {
        // As Radix: the primary button selects on press; focus follows.
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({
  value,
  className,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  const { tab, panel } = tabs.ids(value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
