import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProjectSearchResult } from '../../../../shared/search/project-search-schema';
import { apiFetch } from '../../../lib/api-fetch';

// Typing pauses this long before the words are searched in every message.
const SEARCH_DELAY_MS = 250;

const projectSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['project-search', q] as const,
    queryFn: () =>
      apiFetch<{ results: ProjectSearchResult[] }>(`/api/search?q=${encodeURIComponent(q)}`),
    staleTime: 30_000,
  });

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Projects whose messages contain the words (full-text search on the server, ranked), beyond
 * the ones whose title already matched above; the passage found is shown with the words marked.
 */
export default function ProjectSearchResults({
  query,
  listed,
  onSelect,
}: {
  query: string;
  /** Projects the list above already shows. */
  listed: ReadonlySet<string>;
  onSelect(id: string): void;
}) {
  const settled = useSettled(query.trim());
  const search = useQuery(projectSearchQuery(settled));
  if (search.isError) {
    return (
      <p role="status" className="px-2 text-sm text-muted">
        Searching inside conversations failed; titles are still filtered above.
      </p>
    );
  }
  const found = (search.data?.results ?? []).filter((result) => !listed.has(result.id));
  if (listed.size === 0 && (search.isPending || settled !== query.trim())) {
    return (
      <p role="status" className="p-4 text-center text-sm text-muted">
        Searching your conversations…
      </p>
    );
  }
  if (found.length === 0) {
    return listed.size === 0 ? (
      <p className="p-4 text-center text-sm text-muted">No projects match “{query.trim()}”.</p>
    ) : null;
  }
  return (
    <section aria-labelledby="found-in-conversations" className="grid gap-1">
      <h3 id="found-in-conversations" className="px-2 text-xs font-semibold text-muted uppercase">
        Found in conversations
      </h3>
      <ul className="grid gap-1" aria-label="Found in conversations">
        {found.map((result) => (
          <li key={result.id}>
            <button
              type="button"
              onClick={() => onSelect(result.id)}
              className="grid w-full min-w-0 gap-0.5 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-stone-100 focus-visible:outline-2"
            >
              <span className="truncate font-medium">{result.title}</span>
              <span className="line-clamp-2 text-muted">
                {result.snippet.map((part, i) =>
                  part.match ? (
                    <mark key={i} className="rounded bg-brand-100 px-0.5 text-ink">
                      {part.text}
                    </mark>
                  ) : (
                    <span key={i}>{part.text}</span>
                  ),
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
