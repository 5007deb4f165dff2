import type { ReactNode } from 'react';
import { MobileNav, TopNav } from './top-nav';
import { SiteFooter } from './site-footer';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
    </div>
  );
}
