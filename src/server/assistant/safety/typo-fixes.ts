import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SAFETY_RULES } from './safety-rules';

/**
 * Typos fixed before the safety rules read a message: "i smel gass", "the outlit is sparkin",
 * "pipe burts". A word is changed only when it is not an English word and exactly one word the
 * rules look for is one edit away (two for words of seven letters or more); ties go to the word
 * the rules use most ("gass" is gas, not glass). The reply never shows the changed text.
 */

const MIN_LENGTH = 4;
// Short words are changed only by a missing, extra or swapped letter ("gass", "smel", "burts"),
// never by a different one: "dont" is not "wont", "reno" is not "redo".
const SHORT = 5;
// Contractions typed without the apostrophe are words, not typos.
const CONTRACTIONS = new Set(
  'dont doesnt didnt isnt wasnt arent werent cant couldnt shouldnt wouldnt wont hasnt havent hadnt thats theyre youre were weve ive im id ill its lets whats wheres theres heres couldn shouldn wouldn wasn weren aren hasn haven hadn didn doesn isn'.split(
    ' ',
  ),
);
const MAX_LENGTH = 16;
const maxEdits = (word: string) => (word.length >= 7 ? 2 : 1);

/** The words the rules are written with, and how many rules use each. */
function ruleWords(): Map<string, number> {
  const counts = new Map<string, number>();
  const sources = SAFETY_RULES.flatMap((rule) => [
    ...rule.triggers,
    ...(rule.sentenceNeeds ? [rule.sentenceNeeds] : []),
    ...(Array.isArray(rule.messageNeeds)
      ? rule.messageNeeds
      : rule.messageNeeds
        ? [rule.messageNeeds as RegExp]
        : []),
  ]);
  for (const pattern of sources) {
    // "\bsmell\w*" is the word smell: escapes are not letters of it.
    const text = pattern.source.replace(/\\[a-zA-Z]/g, ' ');
    for (const [word, optional] of text.matchAll(/(?<![a-z])[a-z]{3,}(\?)?(?![a-z['])/g)) {
      // "fixtures?" is fixture and fixtures.
      const forms = optional ? [word.slice(0, -1), word.slice(0, -2)] : [word];
      for (const form of forms) if (form.length >= 3) counts.set(form, (counts.get(form) ?? 0) + 1);
    }
  }
  return counts;
}

/** Every way to drop up to `edits` letters from a word (the word itself included). */
function deletions(word: string, edits: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let i = 0; i < edits; i++) {
    const next = new Set<string>();
    for (const w of level) {
      for (let j = 0; j < w.length; j++) next.add(w.slice(0, j) + w.slice(j + 1));
    }
    next.forEach((w) => all.add(w));
    level = next;
  }
  return all;
}

/** Edits between two words, a swap of neighbours counting as one ("burnign"). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Letters one word has that the other lacks, counted both ways. */
function letterDifference(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const ch of a) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) - 1);
  let total = 0;
  counts.forEach((n) => (total += Math.abs(n)));
  return total;
}

interface Index {
  uses: Map<string, number>;
  byDeletion: Map<string, string[]>;
}

let index: Index | undefined;
function ruleIndex(): Index {
  if (index) return index;
  const uses = ruleWords();
  const byDeletion = new Map<string, string[]>();
  for (const word of uses.keys()) {
    for (const d of deletions(word, maxEdits(word))) {
      const list = byDeletion.get(d);
      if (list) list.push(word);
      else byDeletion.set(d, [word]);
    }
  }
  return (index = { uses, byDeletion });
}

/**
 * The English word list (MIT, an-array-of-english-words) kept as one sorted string with an
 * offset per word: about 4 MB instead of the 20 MB a Set of 275,000 strings would hold.
 */
interface WordList {
  text: string;
  starts: Uint32Array;
}
let english: WordList | undefined;
function englishWords(): WordList {
  if (english) return english;
  const file = createRequire(import.meta.url).resolve('an-array-of-english-words');
  const words = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const starts = new Uint32Array(words.length + 1);
  let offset = 0;
  words.forEach((word, i) => {
    starts[i] = offset;
    offset += word.length + 1;
  });
  starts[words.length] = offset;
  return (english = { text: `${words.join('\n')}\n`, starts });
}

function isEnglishWord(word: string): boolean {
  const { text, starts } = englishWords();
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const candidate = text.slice(starts[mid], starts[mid + 1]! - 1);
    if (candidate === word) return true;
    if (candidate < word) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

// Plurals of abbreviations people write as words.
const ACRONYM_PLURALS = new Set([
  'leds',
  'gfcis',
  'afcis',
  'rcds',
  'rcbos',
  'mcbs',
  'pvcs',
  'hvacs',
]);

// Short forms people write as words: "the fire dept came" is no "depth".
const ABBREVIATIONS = new Set(['dept', 'depts', 'govt', 'appt', 'approx', 'thru', 'asap', 'info']);

/** "regrout", "unscrewable", "precut": a prefix on an English word is a word too. */
function isPrefixedWord(word: string): boolean {
  const prefix = /^(?:re|un|pre|over|under|de|sub|non|mis)(?=[a-z]{4})/.exec(word);
  return !!prefix && isEnglishWord(word.slice(prefix[0].length));
}

function correction(word: string, keep: ReadonlySet<string>): string | undefined {
  const { uses, byDeletion } = ruleIndex();
  if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || uses.has(word)) return undefined;
  if (CONTRACTIONS.has(word) || ACRONYM_PLURALS.has(word) || ABBREVIATIONS.has(word)) {
    return undefined;
  }
  if (keep.has(word)) return undefined;
  const limit = maxEdits(word);
  const candidates = new Set<string>();
  for (const d of deletions(word, limit)) byDeletion.get(d)?.forEach((w) => candidates.add(w));
  // Fewest edits first, then the same letters ("bareing" is bearing, not burning), then the
  // word the rules use most ("gass" is gas, not glass).
  const ranked = [...candidates]
    .map((candidate) => ({
      candidate,
      distance: editDistance(word, candidate),
      letters: letterDifference(word, candidate),
      used: uses.get(candidate) ?? 0,
    }))
    .filter((c) => c.distance <= limit)
    .filter((c) => word.length > SHORT || c.candidate.length !== word.length || c.letters === 0)
    // Two edits away, the first letter must still agree: "wallbox" is not a mailbox.
    .filter((c) => c.distance < 2 || c.candidate[0] === word[0])
    .sort((a, b) => a.distance - b.distance || a.letters - b.letters || b.used - a.used);
  const [first, second] = ranked;
  const best = first?.candidate;
  const tie =
    !!second &&
    second.distance === first!.distance &&
    second.letters === first!.letters &&
    second.used === first!.used;
  if (!best || tie || isEnglishWord(word) || isPrefixedWord(word)) return undefined;
  return best;
}

/**
 * The text with misspelt danger words put right (lower-case, normalized text in). `keep`: words
 * to leave alone, such as the names the user wrote with a capital ("Bunnings", "Leeds").
 */
export function fixTypos(text: string, keep: ReadonlySet<string> = new Set()): string {
  return text.replace(/[a-z]+/g, (word) => correction(word, keep) ?? word);
}

/** Words written with a capital inside a sentence: names of shops, places and brands. */
export function namesIn(message: string): Set<string> {
  const names = new Set<string>();
  for (const [, word] of message.matchAll(/[a-z,;:] +([A-Z][a-z]+)/g))
    names.add(word!.toLowerCase());
  return names;
}

/** Loads the word list and builds the index now rather than on the first question. */
export function warmTypoFixes(): void {
  ruleIndex();
  englishWords();
}
