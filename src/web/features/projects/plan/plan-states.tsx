import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button';

export function PlanLoading() {
  return (
    <p role="status" className="p-10 text-center text-muted">
      Loading the plan…
    </p>
  );
}

/** A plan that is not there for this visitor: never theirs, deleted, revoked or expired. */
export function PlanGone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <div className="mt-2 text-muted">{children}</div>
      <ButtonLink className="mt-6" href="/">
        Return to Home
      </ButtonLink>
    </section>
  );
}
