import { BookmarkPlus, ExternalLink } from 'lucide-react';
import type { Pin } from '../../../../shared/pins/pin-schema';
import { Button } from '../../../ui/button';

/** A pin with its picture and text. `onSave` is left out for sample pins: they cannot be saved. */
export function PinCard({ pin, onSave }: { pin: Pin; onSave?: (pin: Pin) => void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <img
        src={pin.image.original.url}
        alt={pin.title}
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-semibold">{pin.title}</h3>
        {pin.description && <p className="line-clamp-3 text-sm text-muted">{pin.description}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href={pin.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-stone-50"
          >
            <ExternalLink className="size-4" aria-hidden /> Open
            <span className="sr-only">{pin.title} (opens in a new tab)</span>
          </a>
          {onSave && (
            <Button
              size="sm"
              onClick={() => onSave(pin)}
              aria-label={`Save ${pin.title} to a board`}
            >
              <BookmarkPlus aria-hidden /> Save
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
