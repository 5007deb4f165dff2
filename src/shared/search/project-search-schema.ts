import { z } from 'zod';

/** Longest search a user can type; longer text is not a search but a paste. */
export const PROJECT_SEARCH_MAX_CHARS = 200;
/** Results one search returns, best first. */
export const PROJECT_SEARCH_LIMIT = 20;

export const projectSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type a word to search for')
    .max(PROJECT_SEARCH_MAX_CHARS, `Search for at most ${PROJECT_SEARCH_MAX_CHARS} characters`),
});

/** A run of text from a match, `match` true where a searched word was found. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });

export const projectSearchResultSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  updated_at: z.string(),
  /** Where the words were found: the best-matching message, or the title. */
  snippet: z.array(snippetPartSchema),
});

export const projectSearchResponseSchema = z.object({
  results: z.array(projectSearchResultSchema),
});

export type SnippetPart = z.infer<typeof snippetPartSchema>;
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>;
