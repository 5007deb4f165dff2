import { useEffect, useRef, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import type { LegalSection } from './legal-types';

interface LegalSectionNavProps {
  label: string;
  sections: readonly LegalSection[];
  activeId: string;
  onNavigate: (id: string) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The list of a document's sections: a compact box above the text on phones, a sticky column
 * beside it on wide screens. Links are real `#id` anchors, so they also work before the script
 * loads and can be opened in a new tab.
 */
export function LegalSectionNav({ label, sections, activeId, onNavigate }: LegalSectionNavProps) {
  const navRef = useRef<HTMLElement>(null);

  // On short desktop screens the sticky list scrolls on its own; keep the active link in it.
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector('[aria-current="true"]');
    if (!nav || !link || nav.scrollHeight <= nav.clientHeight) return;
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.top < navBox.top) nav.scrollTop -= navBox.top - linkBox.top + 8;
    else if (linkBox.bottom > navBox.bottom) nav.scrollTop += linkBox.bottom - navBox.bottom + 8;
  }, [activeId]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="mb-10 rounded-xl border border-line bg-surface p-4 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">On this page</h2>
      <ul className="mt-3 columns-2 gap-x-4 text-sm lg:columns-1 lg:border-l lg:border-line">
        {sections.map(({ id, title }) => {
          const active = id === activeId;
          return (
            <li key={id} className="break-inside-avoid">
              <a
                href={`#${id}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(id);
                }}
                className={cn(
                  'block rounded-md px-2 py-1 transition-colors lg:-ml-px lg:rounded-l-none lg:border-l-2 lg:px-3',
                  active
                    ? 'bg-brand-100 font-semibold text-brand-800 lg:border-brand-700'
                    : 'text-muted hover:bg-stone-100 hover:text-ink lg:border-transparent',
                )}
              >
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
