import type { HomeProfile } from '../../../shared/home/home-profile-options';
import { stems } from '../understand/text-terms';

/**
 * The user's home in words the safety rules read as earlier context: "the house was built in
 * 1962" brings the lead-paint and asbestos warnings to a question about sanding or scraping
 * that never says how old the house is.
 */
export function homeSafetyContext(home: HomeProfile | undefined): string {
  return home?.year_built ? `the house was built in ${home.year_built}` : '';
}

/** The home as a model reads it, one line per fact the user gave; empty when there is none. */
export function homeForModel(home: HomeProfile | undefined): string {
  if (!home) return '';
  const lines = [
    home.year_built && `Built in ${home.year_built}.`,
    home.home_type && `Type: ${home.home_type}.`,
    home.region && `Region or climate: ${home.region}.`,
    home.heating && `Heating: ${home.heating}.`,
    home.water_heater && `Water heater: ${home.water_heater}.`,
    ...home.appliances.map(
      (a) =>
        `Appliance: ${a.name}${a.model ? `, model ${a.model}` : ''}${a.filter_size ? `, filter ${a.filter_size}` : ''}.`,
    ),
    home.tools.length > 0 &&
      `Tools the user owns (do not tell them to buy these): ${home.tools.join(', ')}.`,
  ].filter(Boolean);
  return lines.length > 0 ? `The user's home (from their profile):\n${lines.join('\n')}` : '';
}

// Words that say how a tool is powered or how good it is, not which tool it is.
const MODIFIERS = new Set([
  ...stems('cordless corded electric power battery small big large old new basic cheap good my'),
]);

/**
 * Whether a job's tool is one the user owns: every word that names what they listed appears in
 * the tool's name ("cordless drill" owns "Drill/driver and bits"; "circular saw" does not own
 * "Hand saw", nor "drill bits" a "Drill").
 */
export function ownsTool(tool: string, owned: readonly string[]): boolean {
  const words = stems(tool);
  return owned.some((item) => {
    const naming = [...stems(item)].filter((word) => !MODIFIERS.has(word));
    return naming.length > 0 && naming.every((word) => words.has(word));
  });
}
