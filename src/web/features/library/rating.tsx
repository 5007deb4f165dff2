import { Star } from 'lucide-react';

export function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-hidden>{value.toFixed(1)}</span>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
    </span>
  );
}
