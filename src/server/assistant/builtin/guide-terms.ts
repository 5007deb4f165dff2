import type { Guide } from '../knowledge';
import { analyzeQuestion, indexTerm, isActionWord, tokenize } from '../knowledge/search-terms';

/** The stems of a text's meaningful words, as the guide search stores them. */
export function terms(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map(indexTerm)
      .filter((t): t is string => t !== null),
  );
}

/** A question's words that can name a thing: "fix", "install" and stop words are left out. */
export function topicWords(question: string): ReturnType<typeof analyzeQuestion> {
  return analyzeQuestion(question).filter((word) => !isActionWord(word.word));
}

/**
 * Whether the question names the guide's subject in its headline terms (title, keywords,
 * category). Search alone can be confident on one loose synonym ("give" in "give walls a fresh
 * coat"), which is fine for a fresh question but too weak to pull a conversation away from its
 * guide on a follow-up such as "can you give me a shopping list?".
 */
export function namesGuide(question: string, guide: Guide): boolean {
  const headline = terms([guide.title, guide.category, ...guide.keywords].join(' '));
  return topicWords(question).some((word) => word.stems.some((s) => headline.has(s)));
}
