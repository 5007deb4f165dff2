import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { ButtonLink } from '../../ui/button';
import { goToSection, sectionFromHash } from './go-to-section';
import { LegalSectionContent } from './legal-section-content';
import { LegalSectionNav } from './legal-section-nav';
import type { LegalSection } from './legal-types';
import { useActiveSection } from './use-active-section';

interface LegalDocumentProps {
  title: string;
  /** "Last updated: …" or "Effective date: …", shown under the heading. */
  dateLine: string;
  intro: readonly string[];
  /** The accessible name of the section navigation, e.g. "Privacy policy sections". */
  navLabel: string;
  sections: readonly LegalSection[];
}

/** A long legal text with a section navigation that follows the reader. */
export function LegalDocument({ title, dateLine, intro, navLabel, sections }: LegalDocumentProps) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const endRef = useRef<HTMLDivElement>(null);
  const { activeId, pin } = useActiveSection(ids, endRef);

  // Opened at /page#section: the section may not have existed when the browser looked for it.
  useEffect(() => {
    const section = sectionFromHash(ids);
    if (!section) return;
    pin(section.id);
    section.scrollIntoView({ block: 'start' });
  }, [ids, pin]);

  const navigate = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    pin(id);
    goToSection(section);
  };

  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <title>{`${title} · Fixwise`}</title>
      <ButtonLink href="/" variant="ghost" size="sm" className="-ml-3 text-muted hover:text-ink">
        <ArrowLeft aria-hidden /> Back to Home
      </ButtonLink>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-medium text-muted">{dateLine}</p>
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-muted sm:text-lg">
            {paragraph}
          </p>
        ))}
      </header>
      <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12">
        <LegalSectionNav
          label={navLabel}
          sections={sections}
          activeId={activeId}
          onNavigate={navigate}
        />
        <div className="max-w-3xl min-w-0 space-y-10">
          {sections.map((section) => (
            <LegalSectionContent key={section.id} section={section} />
          ))}
          <div ref={endRef} className="h-px" aria-hidden="true" />
        </div>
      </div>
    </article>
  );
}
