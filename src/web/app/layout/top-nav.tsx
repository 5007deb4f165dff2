import { Link, useLocation } from 'wouter';
import { useSignedInHint } from '../../session/signed-in-hint';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../../ui/button';
import { Logo } from './logo';
import { isCurrent, topNavLinks } from './nav-links';

/** Desktop: a row of links with the current one highlighted. Phones get the bottom strip. */
export function TopNav() {
  const [location] = useLocation();
  const signedIn = useSignedInHint();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {topNavLinks.map((link) => {
              const current = isCurrent(link.href, location);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                      current ? 'bg-brand-100 text-brand-800' : 'text-muted hover:bg-stone-100',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ButtonLink href="/dashboard">{signedIn ? 'Dashboard' : 'Get Started'}</ButtonLink>
      </div>
    </header>
  );
}

export function MobileNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white md:hidden"
    >
      <ul className="grid grid-cols-5">
        {topNavLinks.map(({ href, label, icon: Icon }) => {
          const current = isCurrent(href, location);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium',
                  current ? 'text-brand-700' : 'text-muted',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
