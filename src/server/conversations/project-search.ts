import { sql } from 'drizzle-orm';
import {
  PROJECT_SEARCH_LIMIT,
  type ProjectSearchResult,
  type SnippetPart,
} from '../../shared/search/project-search-schema';
import type { Database } from '../db/client';

// Private-use characters mark a match inside ts_headline's output: they cannot come from
// typed text that the markers would be confused with (NUL-like text is refused on write).
const START = '\uE000';
const STOP = '\uE001';

/** ts_headline's marked text as runs the web app can show with <mark>, never as HTML. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of marked.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    // Replies are Markdown: a passage shows its words, not its emphasis and heading marks.
    const text = piece.replace(/[*_#>`]+/g, '').replace(/\s+/g, ' ');
    if (text.trim()) parts.push({ text, match: i % 2 === 1 });
  }
  return parts;
}

interface Row {
  id: string;
  title: string;
  updated_at: Date | string;
  snippet: string | null;
}

/**
 * A user's projects whose title, messages or plan notes contain the words searched for, ranked by
 * PostgreSQL full-text search (English stemming: "tiling" finds "tile"); a title match counts
 * double. Uses the GIN indexes on the same expressions (migrations 0010 and 0014).
 */
export async function searchProjects(
  db: Database,
  userId: string,
  query: string,
): Promise<ProjectSearchResult[]> {
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=8, MaxFragments=1`;
  const result = await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${query}) as query),
    hits as (
      select m.conversation_id,
             ts_rank(to_tsvector('english', m.content), q.query) as rank,
             ts_headline('english', m.content, q.query, ${options}) as snippet
      from messages m, q
      where to_tsvector('english', m.content) @@ q.query
      union all
      select n.conversation_id,
             ts_rank(to_tsvector('english', n.text), q.query) as rank,
             ts_headline('english', n.text, q.query, ${options}) as snippet
      from plan_notes n, q
      where to_tsvector('english', n.text) @@ q.query
    ),
    best as (
      select distinct on (conversation_id) conversation_id, rank, snippet
      from hits order by conversation_id, rank desc
    )
    select c.id, c.title, c.updated_at,
           coalesce(best.snippet, ts_headline('english', c.title, q.query, ${options})) as snippet
    from conversations c
    cross join q
    left join best on best.conversation_id = c.id
    where c.user_id = ${userId}
      and (best.conversation_id is not null or to_tsvector('english', c.title) @@ q.query)
    order by 2 * ts_rank(to_tsvector('english', c.title), q.query) + coalesce(best.rank, 0) desc,
             c.updated_at desc
    limit ${PROJECT_SEARCH_LIMIT}
  `);
  const { rows } = result as unknown as { rows: Row[] };
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    updated_at: new Date(row.updated_at).toISOString(),
    snippet: snippetParts(row.snippet ?? row.title),
  }));
}
