import { useQuery } from '@tanstack/react-query';
import { ApiFailure, apiFetch } from '../../../lib/api-fetch';
import { useSeen } from '../../../lib/use-seen';
import { ButtonLink } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { panelIdeas } from './panel-ideas';

/** Three inspiration items related to the conversation's topic, and a way to see more. */
export function ProjectInspirationCard({ topic }: { topic: string }) {
  // Often below the fold: fetched when about to be seen.
  const [ref, seen] = useSeen<HTMLDivElement>();
  const { data, isPending, error } = useQuery({
    enabled: seen,
    queryKey: ['inspiration', 'panel', topic],
    queryFn: async () =>
      panelIdeas(
        await apiFetch<unknown>(`/api/inspiration?query=${encodeURIComponent(topic)}&limit=3`),
      ),
    staleTime: 5 * 60_000,
  });
  const items = (data ?? []).slice(0, 3);
  return (
    <Card ref={ref}>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Project Inspiration</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <p className="text-sm text-muted">Loading ideas...</p>
        ) : error ? (
          <p className="text-sm text-muted">
            {error instanceof ApiFailure && error.status === 429
              ? error.message
              : "We couldn't load ideas right now."}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">No ideas for this project yet.</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-3 rounded-lg p-1 hover:bg-stone-50"
                >
                  <img
                    src={item.image_url}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded-md object-cover"
                  />
                  <span className="line-clamp-2 text-sm">{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <ButtonLink
          variant="outline"
          size="sm"
          href={`/dashboard/explore?tab=inspiration&q=${encodeURIComponent(topic)}`}
        >
          See more
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
