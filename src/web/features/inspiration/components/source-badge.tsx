import { Camera, MessageCircle, Pin, Play, Sparkles, type LucideIcon } from 'lucide-react';
import type { ContentSource } from '../../../../shared/inspiration/content-item';
import { cn } from '../../../lib/cn';

/** docs/product.md#screens-and-routes: each source has its own colour and icon. Text colours keep AA contrast. */
const sourceStyles: Record<ContentSource, { label: string; icon: LucideIcon; className: string }> =
  {
    reddit: { label: 'Reddit', icon: MessageCircle, className: 'bg-orange-100 text-orange-900' },
    youtube: { label: 'YouTube', icon: Play, className: 'bg-red-700 text-white' },
    unsplash: { label: 'Unsplash', icon: Camera, className: 'bg-stone-900 text-white' },
    pinterest: { label: 'Pinterest', icon: Pin, className: 'bg-rose-100 text-rose-900' },
  };

export const sourceLabel = (source: ContentSource) => sourceStyles[source].label;

/**
 * Whether a card shows the source's own content: a built-in catalog item carries one of our
 * illustrations (a site-relative image) and only links to a search on the source's site.
 */
export const isFromSource = (item: { image_url: string }) => /^https?:\/\//.test(item.image_url);

/** On a built-in idea: says it is ours rather than wearing a source's badge. */
export function CatalogBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm',
        className,
      )}
    >
      <Sparkles className="size-3.5 text-brand-700" aria-hidden />
      Fixwise idea
    </span>
  );
}

export function SourceBadge({ source, className }: { source: ContentSource; className?: string }) {
  const { label, icon: Icon, className: colours } = sourceStyles[source];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm',
        colours,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
