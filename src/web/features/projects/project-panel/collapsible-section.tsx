import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A section of the Project Details card; open by default (docs/product.md#screens-and-routes).
 * A disclosure button of our own: Radix Collapsible and the presence code under it cost about
 * 4 KB gzip of the dashboard's first load for one `aria-expanded` toggle.
 */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className="border-t border-line py-2 first:border-t-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={state}
        onClick={() => setOpen(!open)}
        className="group flex w-full items-center justify-between py-1 text-sm font-medium"
      >
        {title}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=closed]:-rotate-90"
          aria-hidden
        />
      </button>
      <div id={contentId} data-state={state} hidden={!open} className="pt-1">
        {open && children}
      </div>
    </div>
  );
}
