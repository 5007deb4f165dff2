import { Link } from 'wouter';
import { cn } from '../../../lib/cn';

export type PlanViewKind = 'plan' | 'shopping';

/** Plan or shopping list, as links so each view has its own address to bookmark or print. */
export function PlanViewSwitch({ base, current }: { base: string; current: PlanViewKind }) {
  const views: { kind: PlanViewKind; label: string; href: string }[] = [
    { kind: 'plan', label: 'Full plan', href: base },
    { kind: 'shopping', label: 'Shopping list', href: `${base}?view=shopping` },
  ];
  return (
    <nav aria-label="Plan views" className="flex gap-1 rounded-lg bg-stone-100 p-1 print:hidden">
      {views.map((view) => (
        <Link
          key={view.kind}
          href={view.href}
          aria-current={current === view.kind ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            current === view.kind ? 'bg-white shadow-sm' : 'text-stone-700 hover:bg-white/60',
          )}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
