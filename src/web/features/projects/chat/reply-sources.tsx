import { BookOpen } from 'lucide-react';
import type { Citation } from '../../../../shared/assistant/citation';

const kindLabel: Record<Citation['kind'], string> = {
  'how-to': 'How-to guide',
  troubleshooting: 'Troubleshooting guide',
};

/** The knowledge entries a reply used, under it, so a reader can see what it rests on. */
export function ReplySources({ citations }: { citations: readonly Citation[] }) {
  return (
    <section aria-label="Sources" className="rounded-lg bg-stone-50 px-3 py-2 text-xs">
      <h3 className="flex items-center gap-1 font-semibold text-ink">
        <BookOpen className="size-3.5" aria-hidden /> Sources
      </h3>
      <ul className="mt-1 flex flex-col gap-0.5">
        {citations.map((c) => (
          <li key={c.id} data-ref={c.ref}>
            {c.href ? (
              <a href={c.href} className="font-medium text-brand-700 underline">
                {c.title}
              </a>
            ) : (
              <span className="font-medium text-ink">{c.title}</span>
            )}{' '}
            <span className="text-muted">· {kindLabel[c.kind]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
