import { ExternalLink, Hammer, Heart, Play } from 'lucide-react';
import type { ContentItem } from '../../../../shared/inspiration/content-item';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { CatalogBadge, isFromSource, SourceBadge, sourceLabel } from './source-badge';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const overlayButton =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow hover:bg-white';

/** The chat link that asks how to build what the card shows. */
export const makeThisHref = (title: string) =>
  `/dashboard?prompt=${encodeURIComponent(`How do I make: ${title}?`)}`;

/**
 * docs/product.md#screens-and-routes content card. The title link is stretched over the whole card, so a click anywhere
 * opens the video (or else the page) in a new tab and the keyboard reaches it as one link; the
 * other controls sit above it. Hover or focus inside the card reveals engagement and the two
 * open buttons; touch screens, which cannot hover, always show them.
 */
export function ContentCard({ item }: { item: ContentItem }) {
  const primary = item.video_url ?? item.external_link;
  // Source badges only on the source's own content; our ideas say where their links lead.
  const fromSource = isFromSource(item);
  const reveal =
    'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 pointer-coarse:opacity-100';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative aspect-[4/3] bg-stone-100">
        <img
          src={item.image_url}
          alt={item.title}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="size-full object-cover"
        />
        {fromSource ? (
          <SourceBadge source={item.source} className="absolute top-2 left-2" />
        ) : (
          <CatalogBadge className="absolute top-2 left-2" />
        )}
        {item.engagement_score !== undefined && (
          <span
            data-testid="engagement"
            className={`absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/75 px-2 py-0.5 text-xs font-medium text-white ${reveal}`}
          >
            <Heart className="size-3.5" aria-hidden />
            <span className="sr-only">Engagement score</span>
            {item.engagement_score.toLocaleString('en-US')}
          </span>
        )}
        <div className={`absolute right-2 bottom-2 z-10 flex gap-2 ${reveal}`}>
          {item.video_url && (
            <a
              href={item.video_url}
              {...newTab}
              className={overlayButton}
              aria-label={`Watch video: ${item.title}`}
            >
              <Play className="size-4" aria-hidden />
            </a>
          )}
          <a
            href={item.external_link}
            {...newTab}
            className={overlayButton}
            aria-label={
              fromSource
                ? `Open link: ${item.title}`
                : `Search ${sourceLabel(item.source)} for: ${item.title}`
            }
          >
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-semibold">
          <a
            href={primary}
            {...newTab}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.title}
          </a>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{item.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-muted">
          <Badge variant="outline">{item.category}</Badge>
          {item.difficulty && <Badge variant="secondary">{item.difficulty}</Badge>}
          {!fromSource && <span>Links to a {sourceLabel(item.source)} search</span>}
          {item.author && (
            <span className="min-w-0 truncate">
              by{' '}
              {item.author_url ? (
                // Above the stretched title link, so the photographer gets their credit link.
                <a href={item.author_url} {...newTab} className="relative z-10 underline">
                  {item.author}
                </a>
              ) : (
                item.author
              )}
            </span>
          )}
        </div>
        <ButtonLink
          href={makeThisHref(item.title)}
          variant="secondary"
          size="sm"
          className="relative z-10 mt-1 self-start"
        >
          <Hammer aria-hidden /> Make this
        </ButtonLink>
      </div>
    </article>
  );
}
