import { Calculator, ClipboardList, ListChecks, Users, type LucideIcon } from 'lucide-react';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

const features: readonly Feature[] = [
  {
    title: 'Step-by-step guides',
    text: 'Numbered steps you can follow with dirty hands, collected beside the chat as you go.',
    icon: ListChecks,
  },
  {
    title: 'Tools and materials lists',
    text: 'Know what to buy before you drive to the store, with quantities and prices.',
    icon: ClipboardList,
  },
  {
    title: 'Free calculators',
    text: 'Work out project costs, square footage, cut lists and raised garden beds.',
    icon: Calculator,
  },
  {
    title: 'Help from real pros',
    text: 'When a job needs a trained eye, connect with an experienced professional.',
    icon: Users,
  },
];

export function FeatureGrid() {
  return (
    <section className="bg-surface" aria-labelledby="what-you-get">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="what-you-get" className="text-2xl font-bold tracking-tight sm:text-3xl">
          What you get
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {features.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-line bg-white p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
