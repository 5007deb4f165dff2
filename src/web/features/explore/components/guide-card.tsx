import { Clock, Star } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { startProjectHref, type ProjectGuide } from '../project-guides';

export function GuideCard({ guide }: { guide: ProjectGuide }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <img
        src={guide.image}
        alt=""
        loading="lazy"
        width={400}
        height={225}
        className="aspect-[5/2] w-full bg-stone-100 object-cover @lg:aspect-video"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{guide.category}</Badge>
          <Badge variant={guide.difficulty === 'Beginner' ? 'success' : 'default'}>
            {guide.difficulty}
          </Badge>
        </div>
        <h3 className="font-semibold">{guide.title}</h3>
        <p className="text-sm text-muted">{guide.description}</p>
        <div className="mt-auto flex items-center gap-4 pt-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            <span className="sr-only">Rating</span> {guide.rating.toFixed(1)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">Duration</span> {guide.duration}
          </span>
        </div>
        <ButtonLink
          href={startProjectHref(guide)}
          className="mt-2"
          aria-label={`Start Project: ${guide.title}`}
        >
          Start Project
        </ButtonLink>
      </div>
    </article>
  );
}
