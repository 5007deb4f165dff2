import { retrieve } from '../retrieve/retrieve';
import { warmTypoFixes } from '../safety/typo-fixes';

/**
 * Loads the knowledge base, its search index and the typo word list now rather than on the
 * first question.
 */
export function warmAssistantCore(): void {
  retrieve('warm up the knowledge index');
  warmTypoFixes();
}
