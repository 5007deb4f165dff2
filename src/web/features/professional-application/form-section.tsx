import type { ReactNode } from 'react';

/** A titled group of the application's fields; the title is an h2 under the page's h1. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="border-b border-line pb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
