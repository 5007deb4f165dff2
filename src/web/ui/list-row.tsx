import { MoreVertical, type LucideIcon } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { MountOnFirstOpen } from './mount-on-first-open';

const ActionSheet = lazy(() => import('./action-sheet'));

export interface RowAction {
  /** Visible in the menu; `${label} ${name}` names the icon button. */
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Hovered or focused, before being chosen: time to fetch what choosing it needs. */
  onIntent?: () => void;
  destructive?: boolean;
}

/**
 * A selectable row of a list with actions of its own. Its content truncates inside the row
 * however long the text (the row never widens its list). The actions appear on hover or
 * keyboard focus where a pointer can hover, and behind an always-visible row menu (an action
 * sheet) on touch screens, so they are reachable with any input.
 */
export function ListRow({
  name,
  selected,
  onSelect,
  actions,
  children,
}: {
  /** The row's name, for the actions' accessible names. */
  name: string;
  selected: boolean;
  onSelect: () => void;
  actions: RowAction[];
  children: ReactNode;
}) {
  return (
    <li className="group relative min-w-0">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'block w-full min-w-0 rounded-lg border p-3 pr-11 text-left transition-colors',
          // Room for the actions shown on hover: 26 px each.
          actions.length > 2 ? 'can-hover:pr-24' : 'can-hover:pr-16',
          selected
            ? 'border-brand-200 bg-brand-50'
            : 'border-transparent can-hover:hover:bg-stone-100',
        )}
      >
        {children}
      </button>
      <div className="absolute top-2 right-2 hidden gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 can-hover:flex">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            onClick={action.onSelect}
            onPointerEnter={action.onIntent}
            onFocus={action.onIntent}
            aria-label={`${action.label} ${name}`}
            className={cn(
              'rounded-md p-1.5 text-muted hover:bg-white',
              action.destructive ? 'hover:text-red-700' : 'hover:text-ink',
            )}
          >
            <action.icon className="size-3.5" aria-hidden />
          </button>
        ))}
      </div>
      <div className="absolute top-1.5 right-1.5 hidden no-hover:block">
        <RowActionSheet name={name} actions={actions} />
      </div>
    </li>
  );
}

/**
 * The row menu on touch screens: a plain button that opens an action sheet of large buttons.
 * The sheet (and the dialog primitive under it) loads with its first opening.
 */
function RowActionSheet({ name, actions }: { name: string; actions: RowAction[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Actions for ${name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex size-9 items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink"
      >
        <MoreVertical className="size-4" aria-hidden />
      </button>
      <MountOnFirstOpen open={open}>
        <ActionSheet name={name} actions={actions} open={open} onOpenChange={setOpen} />
      </MountOnFirstOpen>
    </>
  );
}
