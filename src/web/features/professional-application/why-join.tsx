import { CalendarClock, GraduationCap, Laptop, type LucideIcon } from 'lucide-react';

const reasons: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Work on your schedule',
    text: 'Take sessions when it suits you, between jobs or in the evening.',
    icon: CalendarClock,
  },
  {
    title: 'Help from anywhere',
    text: 'Guide homeowners by video or phone: no travel, no truck roll.',
    icon: Laptop,
  },
  {
    title: 'Share what you know',
    text: 'Your years in the trade keep DIYers safe and save them costly mistakes.',
    icon: GraduationCap,
  },
];

/** The case for applying, beside the form. */
export function WhyJoin() {
  return (
    <aside aria-labelledby="why-join" className="rounded-xl bg-surface p-6">
      <h2 id="why-join" className="text-lg font-semibold">
        Why become a Virtual Pro?
      </h2>
      <ul className="mt-4 grid gap-5">
        {reasons.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-medium">{title}</h3>
              <p className="mt-0.5 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
