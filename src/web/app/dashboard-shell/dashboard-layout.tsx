import { Menu, PanelLeftClose, PanelLeftOpen, Wrench } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { cn } from '../../lib/cn';
import { LazyDrawer } from '../../ui/lazy-drawer';
import { UserMenu } from '../../features/account-menu/user-menu';
import { LiveSync } from '../../features/realtime/live-sync';
import { DashboardUiProvider } from '../../lib/dashboard-ui';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-state';
import { SidebarNav } from './sidebar-nav';
import { useMediaQuery } from '../../lib/use-media-query';

function Brand({ expanded }: { expanded: boolean }) {
  return (
    <Link href="/" className="flex h-10 items-center gap-2 rounded-md px-1 font-bold">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Wrench className="size-4" aria-hidden />
      </span>
      <span className={cn('text-lg', !expanded && 'sr-only')}>Fixwise</span>
    </Link>
  );
}

/**
 * The dashboard's frame (docs/product.md#screens-and-routes): a sidebar, collapsed by default, toggled with Ctrl/Cmd+B and
 * remembered in a cookie; below 768 px it becomes a slide-in drawer behind a menu button.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(() => readSidebarOpen());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

  const toggle = useCallback(() => {
    if (mobile) return setDrawerOpen((open) => !open);
    setExpanded((open) => {
      writeSidebarOpen(!open);
      return !open;
    });
  }, [mobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return (
    <DashboardUiProvider>
      <LiveSync />
      <div className="flex min-h-dvh">
        <aside
          data-state={expanded ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 border-r border-line bg-surface p-2 transition-[width] md:flex',
            expanded ? 'w-64' : 'w-12',
          )}
        >
          <Brand expanded={expanded} />
          <button
            type="button"
            onClick={toggle}
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={expanded}
            title="Toggle sidebar (Ctrl+B)"
            className="flex h-9 items-center justify-center rounded-lg text-muted hover:bg-stone-100"
          >
            {expanded ? (
              <PanelLeftClose className="size-5" aria-hidden />
            ) : (
              <PanelLeftOpen className="size-5" aria-hidden />
            )}
          </button>
          <SidebarNav expanded={expanded} />
          <div className="mt-auto">
            <UserMenu compact={!expanded} />
          </div>
        </aside>

        <LazyDrawer
          open={mobile && drawerOpen}
          onOpenChange={setDrawerOpen}
          title="Dashboard menu"
          description="Sections of your dashboard"
          className="w-72 gap-4 p-3"
        >
          <Brand expanded />
          <SidebarNav expanded onNavigate={() => setDrawerOpen(false)} />
          <div className="mt-auto">
            <UserMenu />
          </div>
        </LazyDrawer>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-white px-3 md:hidden">
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-label="Open menu"
              className="flex size-10 items-center justify-center rounded-lg hover:bg-stone-100"
            >
              <Menu className="size-5" aria-hidden />
            </button>
            <Brand expanded />
          </header>
          <main id="main" className="min-w-0 flex-1">
            {children}
          </main>
        </div>
      </div>
    </DashboardUiProvider>
  );
}
