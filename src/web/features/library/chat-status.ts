import type { ChatStatus } from './sample-library';

export const IN_PROGRESS_DAYS = 7;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Conversations carry no status, so we derive one (docs/product.md#states-and-transitions shows none changing): a chat touched
 * within the last week is still In Progress, an older one counts as Completed.
 */
export function chatStatus(updatedAt: string, now: Date = new Date()): ChatStatus {
  const age = now.getTime() - new Date(updatedAt).getTime();
  return age <= IN_PROGRESS_DAYS * dayMs ? 'In Progress' : 'Completed';
}

const categoryWords: ReadonlyArray<[category: string, pattern: RegExp]> = [
  ['Plumbing', /faucet|\btap|leak|pipe|toilet|drain|sink|shower|water heater/i],
  ['Electrical', /outlet|switch|light|fan|wir(e|ing)|electric|thermostat|breaker/i],
  ['Painting', /paint|stain|primer|varnish/i],
  ['Tiling', /tile|grout|backsplash/i],
  ['Outdoor', /garden|raised bed|fence|patio|deck|lawn|yard/i],
  ['Carpentry', /shel(f|ves)|wood|cabinet|door|trim|drawer|table/i],
];

/** A card's category for a real chat, guessed from its words; conversations store none. */
export function chatCategory(text: string): string {
  return categoryWords.find(([, pattern]) => pattern.test(text))?.[0] ?? 'General';
}
