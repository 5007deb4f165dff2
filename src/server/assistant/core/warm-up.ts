import { retrieve } from '../retrieve/retrieve';
import { readDangers } from '../safety/danger-classifier';
import { warmTypoFixes } from '../safety/typo-fixes';

/**
 * Loads the knowledge base, its search index, the typo word list and the danger classifier
 * now rather than on the first question.
 */
export function warmAssistantCore(): void {
  retrieve('warm up the knowledge index');
  warmTypoFixes();
  readDangers('warm up the danger classifier');
}
