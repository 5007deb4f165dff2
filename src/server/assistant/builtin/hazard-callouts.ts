import type { Guide, GuideHazard } from '../knowledge';
import { callout } from './markdown';
import type { MessageHazard } from './message-hazards';

/** Hazards that get a warning callout while the guide's steps are still given. */
export type WarningHazard = 'structural' | 'asbestos' | 'height' | 'gas' | 'main-panel';

const WARNINGS: Record<WarningHazard, string> = {
  height:
    '🪜 **Working at height:** falls from ladders and roofs are among the most common serious DIY injuries. Set the ladder on firm, level ground (an extension ladder at a 4-to-1 angle, extending 3 feet past the edge you step onto), keep three points of contact, never stand on the top two rungs and have someone steady it. For a second story, a steep or wet roof, or anywhere near power lines, hire a pro with fall protection.',
  structural:
    '🏗️ **Structural warning:** load-bearing walls, beams, joists and rafters hold the house up. Do not cut, notch or remove any of them without a plan from a structural engineer or licensed contractor and a building permit; if wood is soft, cracked or sagging, have it checked before you build on it.',
  asbestos:
    "☣️ **Asbestos warning:** in homes built before the 1980s, popcorn and textured ceilings, old vinyl floor tiles and their black adhesive, and pipe or attic insulation may contain asbestos. Don't scrape, sand, drill or tear it out until a sample has been tested by an accredited lab; if it is positive, hire a licensed abatement contractor.",
  gas: "🔥 **Gas appliance:** if you smell gas (a rotten-egg odor) at any point, stop, don't touch light switches or anything that could spark, leave the home and call your gas utility's emergency line or 911 from outside. Leave gas connections and burners to a licensed pro.",
  'main-panel':
    '⚡ **Electrical panel:** work inside the main panel (adding circuits, replacing breakers) is for a licensed electrician. Switching a breaker off or on is fine; removing the panel cover is not.',
};

const ORDER: readonly WarningHazard[] = ['gas', 'main-panel', 'structural', 'asbestos', 'height'];

/**
 * The warnings a guide answer opens with: the guide's own hazards plus any the user's words
 * raised ("on my second-storey roof"). Electrical hazards are covered by the safety callout.
 */
export function warningHazards(
  guide: Pick<Guide, 'hazards'> | undefined,
  fromMessage: readonly MessageHazard[],
): WarningHazard[] {
  const wanted = new Set<string>([...(guide?.hazards ?? []), ...fromMessage]);
  return ORDER.filter((hazard) => wanted.has(hazard));
}

export function warningCallouts(hazards: readonly WarningHazard[]): string {
  return hazards.map((hazard) => callout(WARNINGS[hazard])).join('\n\n');
}

/** The shock rule every electrical answer leads with, whatever the guide's notes say. */
export const BREAKER_FIRST =
  'Turn off the breaker for this circuit, then confirm the power is off with a non-contact voltage tester before you touch any wire.';

// A guide note that already says "breaker ... voltage tester" would repeat BREAKER_FIRST.
const SAYS_BREAKER_FIRST = /breaker/i;
const SAYS_TESTER = /voltage tester/i;

function hasHazard(guide: Pick<Guide, 'hazards'>, hazard: GuideHazard): boolean {
  return guide.hazards?.includes(hazard) ?? false;
}

/** The guide's safety notes, with the breaker rule first for electrical work. */
export function safetyNotes(guide: Pick<Guide, 'hazards' | 'safety'>): string[] {
  if (!hasHazard(guide, 'electrical')) return [...guide.safety];
  const rest = guide.safety.filter(
    (note) => !(SAYS_BREAKER_FIRST.test(note) && SAYS_TESTER.test(note)),
  );
  return [BREAKER_FIRST, ...rest];
}

/** "> ⚠️ **Safety first:** <first note>" followed by the other notes inside the quote. */
export function safetyCallout(guide: Pick<Guide, 'hazards' | 'safety'>): string {
  const [first, ...rest] = safetyNotes(guide);
  if (first === undefined) return '';
  return callout(`⚠️ **Safety first:** ${first}`, rest);
}
