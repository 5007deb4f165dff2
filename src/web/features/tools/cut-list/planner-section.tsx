import type { ReactNode } from 'react';
import { AddRowButton } from '../fields/row-buttons';

/** A titled part of a planner, labelled by its heading. */
export function PlannerSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A planner's list of input rows (stock or pieces), with the button that adds one. */
export function RowsSection({
  id,
  title,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <PlannerSection id={id} title={title}>
      <ul className="grid gap-3">{children}</ul>
      <div className="mt-3">
        <AddRowButton onAdd={onAdd}>{addLabel}</AddRowButton>
      </div>
    </PlannerSection>
  );
}
