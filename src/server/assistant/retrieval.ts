import MiniSearch, { type SearchResult } from 'minisearch';
import { findGuideById, guides, type Guide } from './knowledge';
import { analyzeQuestion, indexTerm, isActionWord, tokenize } from './knowledge/search-terms';

export interface GuideMatch {
  guide: Guide;
  score: number;
}

export interface BestGuide extends GuideMatch {
  /** Rarity-weighted share of the question's words the guide matched, 0 to 1. */
  coverage: number;
  /**
   * False when the match is too weak to present as "the" answer: the caller should say it has
   * no guide for that and offer the nearest ones instead.
   */
  confident: boolean;
}

interface IndexedGuide {
  id: string;
  title: string;
  keywords: string;
  synonyms: string;
  summary: string;
  steps: string;
  details: string;
  category: string;
}

// What the user says most often lives in titles, keywords and synonyms; step text is long
// and generic ("turn off", "tighten"), so it only breaks ties.
const FIELD_BOOSTS = {
  title: 4,
  keywords: 3,
  synonyms: 2.5,
  summary: 1.2,
  steps: 0.8,
  details: 0.3,
  category: 1.5,
};

// Confidence needs a decent score and most of the question's meaning found in the guide, so
// one incidental word ("screen" in "replace my iphone screen") does not pass for a match.
const MIN_CONFIDENT_SCORE = 8;
// The more distinct topic words a guide matches in its headline fields, the more unexplained
// context words ("above the sideboard") a question may carry and still be answered.
const CONFIDENCE_RULES = [
  { coverage: 0.6, strongTopicWords: 1 },
  { coverage: 0.45, strongTopicWords: 2 },
  { coverage: 0.3, strongTopicWords: 3 },
  { coverage: 0.2, strongTopicWords: 4 },
] as const;
const DEFAULT_LIMIT = 5;
// Search cost grows with every fuzzy term; the opening words of a long message say enough.
const MAX_QUERY_WORDS = 40;

function toDocument(guide: Guide): IndexedGuide {
  return {
    id: guide.id,
    title: guide.title,
    keywords: guide.keywords.join(' '),
    synonyms: guide.synonyms.join(' '),
    summary: guide.summary,
    steps: guide.steps.map((step) => step.title).join(' '),
    details: guide.steps.map((step) => step.detail ?? '').join(' '),
    category: guide.category,
  };
}

interface SearchIndex {
  search: MiniSearch<IndexedGuide>;
  /** How many guides contain each indexed term, for weighting question words by rarity. */
  documentFrequency: Map<string, number>;
}

function buildIndex(): SearchIndex {
  const search = new MiniSearch<IndexedGuide>({
    fields: Object.keys(FIELD_BOOSTS),
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: FIELD_BOOSTS,
      combineWith: 'OR',
      // Queries arrive already analysed (stemmed and expanded), one term per space.
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      prefix: (term) => term.length >= 4,
      // Two edits only for long words: "skylight" is two edits from "slight".
      fuzzy: (term) => (term.length >= 10 ? 2 : term.length >= 5 ? 1 : false),
    },
  });
  const documents = guides.map(toDocument);
  search.addAll(documents);

  const documentFrequency = new Map<string, number>();
  for (const doc of documents) {
    const text = Object.keys(FIELD_BOOSTS)
      .map((field) => doc[field as keyof IndexedGuide])
      .join(' ');
    const terms = new Set(tokenize(text).map(indexTerm));
    for (const term of terms) {
      if (term) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  return { search, documentFrequency };
}

let index: SearchIndex | undefined;

/** Built on first use: module load stays cheap for code paths that never search. */
function getIndex(): SearchIndex {
  index ??= buildIndex();
  return index;
}

type AnalyzedWord = ReturnType<typeof analyzeQuestion>[number];

const STRONG_FIELDS = new Set(['title', 'keywords', 'synonyms']);

/**
 * Rarer words say more about what the user wants ("replace" is in most guides, "screen" in
 * one); words no guide contains at all ("iphone") weigh the most, since they usually name
 * something we have no guide for.
 */
function wordWeight(word: AnalyzedWord, documentFrequency: Map<string, number>): number {
  const df = Math.max(0, ...word.stems.map((s) => documentFrequency.get(s) ?? 0));
  return Math.log(1 + guides.length / (1 + df));
}

interface MatchQuality {
  /** Rarity-weighted share of the question the guide matched, 0 to 1. */
  coverage: number;
  /** Question words naming a thing (not "fix", "install") found in title, keywords or synonyms. */
  strongTopicWords: number;
}

/**
 * Full credit for an exact (stemmed) hit in the title, keywords or synonyms, half for one only
 * in body text, half for a fuzzy or prefix hit.
 */
function assess(
  words: readonly AnalyzedWord[],
  result: SearchResult,
  documentFrequency: Map<string, number>,
): MatchQuality {
  const queryTerms = new Set(result.queryTerms);
  let matched = 0;
  let total = 0;
  let strongTopicWords = 0;
  for (const word of words) {
    let credit = 0;
    for (const s of word.stems) {
      const fields: string[] | undefined = result.match[s];
      if (fields) credit = Math.max(credit, fields.some((f) => STRONG_FIELDS.has(f)) ? 1 : 0.5);
      else if (queryTerms.has(s)) credit = Math.max(credit, 0.5);
    }
    if (credit === 1 && !isActionWord(word.word)) strongTopicWords += 1;
    const weight = wordWeight(word, documentFrequency);
    matched += credit * weight;
    total += weight;
  }
  return { coverage: total > 0 ? matched / total : 0, strongTopicWords };
}

function rawSearch(question: string): { words: AnalyzedWord[]; results: SearchResult[] } {
  const words = analyzeQuestion(question).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { words, results: [] };
  const query = [...new Set(words.flatMap((w) => w.stems))].join(' ');
  return { words, results: getIndex().search.search(query) };
}

function toMatch(result: SearchResult): GuideMatch | undefined {
  const guide = findGuideById(String(result.id));
  return guide && { guide, score: result.score };
}

/** Guides ranked by relevance to a free-text question, best first. */
export function searchGuides(question: string, limit = DEFAULT_LIMIT): GuideMatch[] {
  const { results } = rawSearch(question);
  return results
    .slice(0, Math.max(0, limit))
    .map(toMatch)
    .filter((match): match is GuideMatch => match !== undefined);
}

/** The single best guide for a question, flagged when the match is too weak to trust. */
export function bestGuide(question: string): BestGuide | undefined {
  const { words, results } = rawSearch(question);
  const top = results[0];
  const match = top && toMatch(top);
  if (!top || !match) return undefined;
  const quality = assess(words, top, getIndex().documentFrequency);
  const confident =
    match.score >= MIN_CONFIDENT_SCORE &&
    CONFIDENCE_RULES.some(
      (rule) =>
        quality.coverage >= rule.coverage && quality.strongTopicWords >= rule.strongTopicWords,
    );
  return { ...match, ...quality, confident };
}
