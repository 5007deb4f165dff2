import { tool } from 'ai';
import { z } from 'zod';
import { entryAsContext } from '../core/entry-context';
import { findEntry, type Entry } from '../knowledge/knowledge-base';
import { retrieve } from '../retrieve/retrieve';
import { knowledgeRef, type Citation } from '../../../shared/assistant/citation';

const SEARCH_RESULTS = 5;

/**
 * The knowledge base as model tools: search it with the core's own retrieval, read an entry
 * whole. Every entry read lands in `cited`, so the reply can list it as a source.
 */
export function knowledgeTools(cited: Map<string, Entry>) {
  return {
    search_knowledge: tool({
      description:
        'Searches the Fixwise knowledge base of how-to guides and troubleshooting entries. Returns ids, titles and summaries; read an entry before relying on it.',
      inputSchema: z.object({ query: z.string().min(2).max(300) }),
      execute: async ({ query }) => ({
        results: retrieve(query, { limit: SEARCH_RESULTS }).map((m) => ({
          id: m.entry.id,
          title: m.entry.title,
          kind: m.entry.kind,
          summary: m.entry.summary,
          confident: m.confident,
        })),
      }),
    }),
    read_entry: tool({
      description:
        'Reads one knowledge entry in full: steps or causes, tools, materials, safety, basis.',
      inputSchema: z.object({ id: z.string().min(1).max(120) }),
      execute: async ({ id }) => {
        const entry = findEntry(id);
        if (!entry) return { error: `No entry with id "${id}". Use search_knowledge first.` };
        cited.set(entry.id, entry);
        return { entry: entryAsContext(entry) };
      },
    }),
  };
}

/** How a reply names an entry it used. Entries have no page of their own yet: `href` is null. */
export function citationOf(entry: Entry): Citation {
  return {
    id: entry.id,
    title: entry.title,
    kind: entry.kind,
    href: null,
    ref: knowledgeRef(entry.id),
  };
}
