import { Calendar, Heart } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { CardGrid } from './card-grid';
import { formatDay } from '../../lib/format-date';
import { sampleInspiration, type Difficulty } from './sample-library';
import { SampleNote } from './sample-note';

const difficultyBadge = {
  Beginner: 'success',
  Intermediate: 'default',
  Advanced: 'secondary',
} as const satisfies Record<Difficulty, string>;

const likes = new Intl.NumberFormat('en-US');

/** View Project opens the chat asking how to build that idea. */
function projectHref(title: string) {
  return `/dashboard?prompt=${encodeURIComponent(`How do I build this project: ${title}?`)}`;
}

export function InspirationTab() {
  return (
    <>
      <SampleNote>Saving ideas is coming soon; these show how they will look.</SampleNote>
      <CardGrid label="Example saved inspiration">
        {sampleInspiration.map((idea) => (
          <li key={idea.id}>
            <Card className="flex h-full flex-col">
              <div
                className="flex h-28 items-center justify-center rounded-t-xl bg-brand-50 text-brand-700"
                aria-hidden
              >
                <idea.icon className="size-12" strokeWidth={1.5} />
              </div>
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <CardTitle className="text-base">{idea.title}</CardTitle>
                  <Badge variant={difficultyBadge[idea.difficulty]} className="shrink-0">
                    {idea.difficulty}
                  </Badge>
                </div>
              </CardHeader>
              <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
                <span className="inline-flex items-center gap-1">
                  <Heart className="size-4" aria-hidden /> {likes.format(idea.likes)} likes
                </span>
                <span className="inline-flex items-center gap-1">
                  <Calendar className="size-4" aria-hidden /> Saved {formatDay(idea.savedDate)}
                </span>
              </CardContent>
              <CardFooter className="mt-auto">
                <ButtonLink
                  href={projectHref(idea.title)}
                  variant="outline"
                  className="w-full"
                  aria-label={`View Project ${idea.title}`}
                >
                  View Project
                </ButtonLink>
              </CardFooter>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
