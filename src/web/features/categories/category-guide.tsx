import { Clock, Package, Wrench } from 'lucide-react';
import type { HowToGuide } from './content/category-content';

function ItemList({
  title,
  items,
  icon: Icon,
}: {
  title: string;
  items: string[];
  icon: typeof Wrench;
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-brand-700" aria-hidden /> {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The static step-by-step guide (docs/product.md#screens-and-routes); the same data feeds the page's HowTo JSON-LD. */
export function CategoryGuide({ guide }: { guide: HowToGuide }) {
  return (
    <section aria-labelledby="category-guide" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="category-guide" className="text-2xl font-bold tracking-tight">
        Step-by-step guide: {guide.name}
      </h2>
      <p className="mt-2 text-muted">{guide.description}</p>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium">
        <Clock className="size-4 text-brand-700" aria-hidden /> {guide.totalTimeLabel}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ol className="grid gap-4">
          {guide.steps.map((step, index) => (
            <li key={step.name} className="flex gap-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.name}
                </h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="grid content-start gap-6 rounded-xl border border-line bg-surface p-5">
          <ItemList title="Tools" items={guide.tools} icon={Wrench} />
          <ItemList title="Supplies" items={guide.supplies} icon={Package} />
        </div>
      </div>
    </section>
  );
}
