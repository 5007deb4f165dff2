import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** A section of the Project Details card; open by default (docs/product.md#screens-and-routes). */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Collapsible.Root defaultOpen className="border-t border-line py-2 first:border-t-0">
      <Collapsible.Trigger className="group flex w-full items-center justify-between py-1 text-sm font-medium">
        {title}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=closed]:-rotate-90"
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="pt-1">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
