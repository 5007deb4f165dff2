import type { ReactNode } from 'react';

/** The heading block every page opens with; also sets the document title. */
export function PageIntro({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-10 pb-6">
      <title>{`${title} · Fixwise`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {description && <p className="mt-3 max-w-2xl text-lg text-muted">{description}</p>}
      {children}
    </section>
  );
}
