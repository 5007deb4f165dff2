import { Sparkles, Star, Users } from 'lucide-react';

/** docs/product.md#screens-and-routes sign-up marketing copy. */
export function SignUpPerks() {
  const perks = [
    { icon: Users, label: '10k+ builders' },
    { icon: Star, label: '4.9/5 rating' },
    { icon: Sparkles, label: 'Free to start' },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 text-center text-xs text-muted">
      {perks.map(({ icon: Icon, label }) => (
        <li key={label} className="flex flex-col items-center gap-1 rounded-lg bg-brand-50 p-2">
          <Icon className="size-4 text-brand-700" aria-hidden />
          <span className="font-medium text-ink">{label}</span>
        </li>
      ))}
    </ul>
  );
}
