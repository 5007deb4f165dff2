/** The longest message any text function looks at; the API caps messages well below this. */
export const MAX_TEXT_CHARS = 8_000;

/**
 * Lowercase, straight apostrophes, single spaces: the form every pattern in `understand/` and
 * `safety/` expects. Cut to MAX_TEXT_CHARS first so no later step can be handed more.
 */
export function normalizeMessage(message: string): string {
  return message
    .slice(0, MAX_TEXT_CHARS)
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sentences and clauses, split on end punctuation, question marks and line breaks. Patterns
 * that look for a negation ("not load bearing") only look inside the same clause.
 */
export function splitSentences(message: string): string[] {
  return message
    .slice(0, MAX_TEXT_CHARS)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
