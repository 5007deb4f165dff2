import MiniSearch from 'minisearch';
import { allEntries, type Entry } from '../knowledge/knowledge-base';
import { indexTerm, tokenize } from '../understand/text-terms';

/**
 * What people name in a question (the thing and what is wrong with it) lives in the title,
 * objects, symptoms, keywords and phrasings; long body text only breaks ties, so a story full
 * of unrelated words cannot outweigh the one phrase that matters.
 */
export const FIELD_BOOSTS = {
  title: 3,
  objects: 4,
  symptoms: 4,
  keywords: 3,
  synonyms: 3,
  faq: 1.5,
  summary: 1,
  causes: 0.8,
  steps: 0.6,
} as const;
export type IndexedField = keyof typeof FIELD_BOOSTS;

/** Fields whose match says the entry is about what the user named. */
export const STRONG_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'objects',
  'symptoms',
  'keywords',
  'synonyms',
]);

type IndexedEntry = { id: string } & Record<IndexedField, string>;

function toDocument(entry: Entry): IndexedEntry {
  const steps = entry.kind === 'how-to' ? entry.steps.map((s) => s.title).join(' ') : '';
  const causes =
    entry.kind === 'troubleshooting'
      ? entry.causes.map((c) => `${c.name} ${c.signs}`).join(' ')
      : '';
  return {
    id: entry.id,
    title: entry.title,
    objects: entry.objects.join(' '),
    symptoms: entry.kind === 'troubleshooting' ? entry.symptoms.join(' ') : '',
    keywords: entry.keywords.join(' '),
    synonyms: entry.synonyms.join(' '),
    faq: (entry.faq ?? []).map((f) => `${f.question} ${(f.terms ?? []).join(' ')}`).join(' '),
    summary: entry.summary,
    causes,
    steps,
  };
}

export interface KnowledgeIndex {
  search: MiniSearch<IndexedEntry>;
  /** How many entries contain each term anywhere, for weighting question words by rarity. */
  documentFrequency: ReadonlyMap<string, number>;
  /** How many entries contain each term in a strong field: how specific a naming word is. */
  strongFrequency: ReadonlyMap<string, number>;
  size: number;
}

function buildIndex(): KnowledgeIndex {
  const fields = Object.keys(FIELD_BOOSTS) as IndexedField[];
  // The entries hold a quarter of a million words but only a few thousand distinct ones:
  // stemming each distinct word once makes the index (built at every start) several times
  // quicker to build.
  const stems = new Map<string, string | null>();
  const stemOnce = (word: string) => {
    let term = stems.get(word);
    if (term === undefined) stems.set(word, (term = indexTerm(word)));
    return term;
  };
  const search = new MiniSearch<IndexedEntry>({
    fields,
    tokenize,
    processTerm: stemOnce,
    searchOptions: {
      boost: FIELD_BOOSTS,
      combineWith: 'OR',
      // Queries arrive analysed (stemmed and expanded), one term per space.
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      // One typo in longer words ("toliet", "breakr"); short words must match exactly.
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      bm25: { k: 1.2, b: 0.5, d: 0.5 },
    },
  });
  const documents = allEntries().map(toDocument);
  search.addAll(documents);

  const documentFrequency = new Map<string, number>();
  const strongFrequency = new Map<string, number>();
  for (const doc of documents) {
    const terms = new Set<string>();
    const strong = new Set<string>();
    for (const field of fields) {
      for (const word of tokenize(doc[field])) {
        const term = stemOnce(word);
        if (!term) continue;
        terms.add(term);
        if (STRONG_FIELDS.has(field)) strong.add(term);
      }
    }
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const term of strong) strongFrequency.set(term, (strongFrequency.get(term) ?? 0) + 1);
  }
  return { search, documentFrequency, strongFrequency, size: documents.length };
}

let index: KnowledgeIndex | undefined;

/** Built on first use (a few tens of milliseconds), then kept. */
export function knowledgeIndex(): KnowledgeIndex {
  index ??= buildIndex();
  return index;
}
