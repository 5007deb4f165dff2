import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { useDashboardUi } from '../../lib/dashboard-ui';
import { isItemActive, sidebarItems } from './sidebar-items';

/**
 * The sidebar's entries. Clicking Projects while it is the current page toggles the projects
 * panel instead of navigating (docs/product.md#screens-and-routes).
 */
export function SidebarNav({
  expanded,
  onNavigate,
}: {
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  const { toggleProjectsPanel } = useDashboardUi();
  return (
    <nav aria-label="Dashboard">
      <ul className="grid gap-1">
        {sidebarItems.map((item) => {
          const active = isItemActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                title={expanded ? undefined : item.label}
                onClick={(event) => {
                  if (item.exact && active) {
                    event.preventDefault();
                    toggleProjectsPanel();
                  }
                  onNavigate?.();
                }}
                className={cn(
                  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  active
                    ? 'bg-brand-100 text-brand-800'
                    : 'text-muted hover:bg-stone-100 hover:text-ink',
                  !expanded && 'justify-center px-0',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                <span className={cn(!expanded && 'sr-only')}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
