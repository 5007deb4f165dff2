import type { SearchResult } from 'minisearch';
import { findEntry, type Entry } from '../knowledge/knowledge-base';
import { analyzeQuestion, isActionWord } from '../understand/text-terms';
import { knowledgeIndex, STRONG_FIELDS } from './knowledge-index';

export interface EntryMatch {
  entry: Entry;
  /** BM25 relevance after the kind preference; comparable only within one search. */
  score: number;
  /**
   * Rarity-weighted count of the question's words this entry matched in its title, objects,
   * symptoms, keywords or phrasings. Words the knowledge base has never heard of (names, dates,
   * "my wife noticed") add nothing and take nothing away.
   */
  strength: number;
  /** The question words that matched strong fields. */
  strongWords: string[];
  /**
   * True when a question word matched the entry's objects: the question names the
   * thing the entry is about, not only a symptom or a phrase it shares ("takes too long").
   */
  namesObject: boolean;
  /** True when the match is good enough to answer from. */
  confident: boolean;
}

export type EntryKind = Entry['kind'];

// Calibrated on the development half of `npm run eval:assistant`: one rare object word plus a
// symptom or a second object passes; a lone common word ("toilet", "paint") does not.
export const MIN_CONFIDENT_STRENGTH = 4.2;
// Narrative questions are long; past this many meaningful words the rest adds only noise.
const MAX_QUERY_WORDS = 80;
const KIND_PREFERENCE = 1.3;
const ACTION_CREDIT = 1;
const CANDIDATES = 12;
const NAMING_FIELDS: ReadonlySet<string> = new Set(['objects']);

type AnalyzedWord = ReturnType<typeof analyzeQuestion>[number];

function rarity(stems: readonly string[]): number {
  const { strongFrequency, size } = knowledgeIndex();
  const df = Math.max(0, ...stems.map((s) => strongFrequency.get(s) ?? 0));
  return Math.log(1 + size / (1 + df));
}

function assess(words: readonly AnalyzedWord[], result: SearchResult) {
  const queryTerms = new Set(result.queryTerms);
  let strength = 0;
  const strongWords: string[] = [];
  let namesObject = false;
  for (const word of words) {
    if (isActionWord(word.word)) {
      // "Replace" in "Replace a Showerhead" confirms the job, but names nothing by itself.
      if (word.stems.some((stem) => result.match[stem]?.includes('title')))
        strength += ACTION_CREDIT;
      continue;
    }
    let credit = 0;
    for (const stem of word.stems) {
      const fields: string[] | undefined = result.match[stem];
      if (fields?.some((f) => STRONG_FIELDS.has(f))) credit = 1;
      if (fields?.some((f) => NAMING_FIELDS.has(f))) namesObject = true;
      else if (!fields && queryTerms.has(stem)) credit = Math.max(credit, 0.5);
    }
    if (credit > 0) {
      strength += credit * rarity(word.stems);
      if (credit === 1) strongWords.push(word.word);
    }
  }
  return { strength, strongWords, namesObject };
}

/**
 * Entries for a free-text question, best first. Only words the knowledge base knows (or a
 * one-letter typo of one) are searched, so context never sinks a good match.
 */
export function retrieve(
  text: string,
  options: { prefer?: EntryKind; limit?: number } = {},
): EntryMatch[] {
  const { search, documentFrequency } = knowledgeIndex();
  const words = analyzeQuestion(text)
    .filter((w) => w.stems.some((s) => documentFrequency.has(s)) || w.word.length >= 6)
    .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return [];
  const query = [...new Set(words.flatMap((w) => w.stems))].join(' ');
  const matches: EntryMatch[] = [];
  for (const result of search.search(query).slice(0, CANDIDATES)) {
    const entry = findEntry(String(result.id));
    if (!entry) continue;
    const { strength, strongWords, namesObject } = assess(words, result);
    const preferred = options.prefer && entry.kind === options.prefer ? KIND_PREFERENCE : 1;
    matches.push({
      entry,
      score: result.score * preferred,
      strength,
      strongWords,
      namesObject,
      confident: strength >= MIN_CONFIDENT_STRENGTH && strongWords.length >= 1,
    });
  }
  matches.sort((a, b) => b.score - a.score);
  return preferKindAtEqualStrength(matches, options.prefer).slice(0, options.limit ?? 5);
}

// BM25 scores favour long entries; when the user asked for a kind outright and an entry of
// that kind names the question's words about as well, it answers better than the top score.
const SAME_STRENGTH = 0.85;

function preferKindAtEqualStrength(matches: EntryMatch[], prefer?: EntryKind): EntryMatch[] {
  const top = matches[0];
  if (!prefer || !top?.confident || top.entry.kind === prefer) return matches;
  const better = matches.find(
    (m) => m.confident && m.entry.kind === prefer && m.strength >= top.strength * SAME_STRENGTH,
  );
  return better ? [better, ...matches.filter((m) => m !== better)] : matches;
}
