import { retrieve } from '../retrieve/retrieve';

/** Loads the knowledge base and builds its search index now rather than on the first question. */
export function warmAssistantCore(): void {
  retrieve('warm up the knowledge index');
}
