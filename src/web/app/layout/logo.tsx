import { Wrench } from 'lucide-react';
import { Link } from 'wouter';

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-bold text-ink">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Wrench className="size-4" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Fixwise</span>
    </Link>
  );
}
