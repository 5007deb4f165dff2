import { retrieve } from '../retrieve/retrieve';
import { readDangers } from '../safety/danger-classifier';
import { detectSafety } from '../safety/detect-safety';
import { warmTypoFixes } from '../safety/typo-fixes';

// One message for each branch of the pipeline: a how-to, emergencies, plans of the user's own.
const WARM_UP_MESSAGES = [
  'How do I fix a dripping faucet in the kitchen?',
  'There is a gas smell by the stove, the outlet is hot and water is near the panel.',
  "We're planning to take out the wall and I'll do the wiring myself this weekend.",
];

/**
 * Loads the knowledge base, its search index, the typo word list and the danger classifier
 * now rather than on the first question, and has V8 compile the safety rules' patterns: their
 * first run takes over half a second, which would otherwise hold the first question's event
 * loop (and every heartbeat and request behind it).
 */
export function warmAssistantCore(): void {
  retrieve('warm up the knowledge index');
  warmTypoFixes();
  readDangers('warm up the danger classifier');
  for (const message of WARM_UP_MESSAGES) detectSafety(message);
}
