import { Link } from 'wouter';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Fixwise. Build it right, the first time.</p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link href="/privacy-policy" className="whitespace-nowrap hover:text-ink">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-of-use" className="whitespace-nowrap hover:text-ink">
                Terms of Use
              </Link>
            </li>
            <li>
              <Link href="/professional-signup" className="whitespace-nowrap hover:text-ink">
                Become a Virtual Pro
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
