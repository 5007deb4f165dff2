import { findGuideById, formatGuideTime, guides, type Guide } from '../knowledge';
import { analyzeQuestion, indexTerm, isActionWord, tokenize } from '../knowledge/search-terms';
import { searchGuides } from '../retrieval';
import { table } from './markdown';

export const SUGGESTION_COUNT = 3;

// The home page's "Popular Quick Projects" (SPEC §2), a sensible offer when nothing is near,
// plus one spare for when the conversation is already about one of them.
const POPULAR_GUIDE_IDS = [
  'fix-dripping-faucet',
  'install-ceiling-fan',
  'paint-a-room',
  'patch-drywall',
] as const;

export function popularGuides(exclude?: string): Guide[] {
  return POPULAR_GUIDE_IDS.filter((id) => id !== exclude)
    .map(findGuideById)
    .filter((g): g is Guide => g !== undefined)
    .slice(0, SUGGESTION_COUNT);
}

/** The nearest guides to a question, topped up with popular ones so there are always three. */
export function nearestGuides(question: string, exclude?: string): Guide[] {
  const picked = new Map<string, Guide>();
  for (const { guide } of searchGuides(question, SUGGESTION_COUNT + 1)) {
    if (guide.id !== exclude) picked.set(guide.id, guide);
  }
  for (const guide of popularGuides(exclude)) {
    if (!picked.has(guide.id)) picked.set(guide.id, guide);
  }
  return [...picked.values()].slice(0, SUGGESTION_COUNT);
}

/** A table, not a list: a reply with three list lines would be taken for a step guide. */
export function suggestionsTable(suggested: readonly Guide[]): string {
  return table(
    ['Guide', 'Difficulty', 'Time'],
    suggested.map((g) => [`**${g.title}**`, g.difficulty, formatGuideTime(g.time)]),
  );
}

// Home words the search drops as too common to rank by, but which still say "this is DIY".
const HOME_WORDS = new Set(
  `house home room rooms apartment condo bedroom hallway upstairs downstairs diy renovate
  renovation remodel remodeling garage basement attic loft yard backyard garden patio porch
  deck fence wall walls floor floors ceiling roof window windows door doors stairs furniture
  repair handyman contractor tool tools permit permits inspection inspector code hoa landlord
  homeowner`.split(/\s+/),
);

// Things people fix that are not part of a home; with one of these, "fix" or "screen" is no
// longer a sign of home improvement ("replace my iphone screen").
const NOT_HOME_WORDS = new Set(
  `car cars truck trucks van suv motorbike motorcycle bike bicycle scooter boat engine tire tyre
  tires tyres phone phones iphone android smartphone laptop computer pc mac macbook ipad tablet
  printer console playstation xbox nintendo software app code program website recipe hair
  teeth tooth relationship homework essay`.split(/\s+/),
);

let vocabulary: Set<string> | undefined;

/** Every meaningful word the guides use to name things, as the search stems it. */
function guideVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const words = new Set<string>();
  for (const g of guides) {
    const text = [g.title, g.category, ...g.keywords, ...g.synonyms, ...g.tools]
      .concat(g.materials.map((m) => m.name))
      .join(' ');
    for (const token of tokenize(text)) {
      const term = indexTerm(token);
      if (term && !isActionWord(token)) words.add(term);
    }
  }
  vocabulary = words;
  return words;
}

/**
 * True when the question is not about a home: it names something that is not part of one
 * ("my car"), or it has neither a home word, a thing any guide names, nor a DIY verb.
 * "Build a treehouse" is DIY without a guide (no-match); "capital of France" is off-topic.
 */
export function isOffTopic(question: string): boolean {
  const tokens = tokenize(question);
  if (tokens.some((token) => HOME_WORDS.has(token))) return false;
  if (tokens.some((token) => NOT_HOME_WORDS.has(token))) return true;
  const known = guideVocabulary();
  return !analyzeQuestion(question).some(
    (word) => isActionWord(word.word) || word.stems.some((s) => known.has(s)),
  );
}
