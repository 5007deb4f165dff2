import type { ProjectPlan } from '../../../../shared/plans/project-plan';
import { groupByStoreSection } from '../../../../shared/plans/store-sections';
import { EmptyNote, PlanSection } from './plan-sections';

/** The materials as a trip through the store: one list per aisle, in store order. */
export function ShoppingList({ plan }: { plan: ProjectPlan }) {
  const materials = plan.project?.materials ?? [];
  const sections = groupByStoreSection(materials, plan.category);
  return (
    <PlanSection id="plan-shopping" title="Shopping list">
      {sections.length === 0 ? (
        <EmptyNote>Nothing to buy yet: no materials are recorded for this project.</EmptyNote>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={`aisle-${section.id}`}
              className="grid gap-2"
            >
              <h3 id={`aisle-${section.id}`} className="font-semibold">
                {section.label}
              </h3>
              <ul className="grid gap-1.5 text-sm">
                {section.items.map((item, index) => (
                  <li
                    key={`${item.name}-${index}`}
                    className="flex justify-between gap-3 border-b border-line pb-1.5"
                  >
                    <span>{item.name}</span>
                    <span className="shrink-0 text-muted">
                      {item.qty} {item.unit}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {plan.tools.some((tool) => !tool.owned) && (
        <section aria-labelledby="aisle-tools" className="grid gap-2">
          <h3 id="aisle-tools" className="font-semibold">
            Tools you may need
          </h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {plan.tools
              .filter((tool) => !tool.owned)
              .map((tool) => (
                <li key={tool.name}>{tool.name}</li>
              ))}
          </ul>
        </section>
      )}
    </PlanSection>
  );
}
