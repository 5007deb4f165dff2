import { normalizeMessage } from '../understand/normalize';
import type { EmergencyClassId, SafetyClassId } from './safety-class-ids';
import { EMERGENCIES, LITHIUM_BATTERY_FIRE, type StopText } from './safety-classes';

// A rechargeable pack of the kind that goes into thermal runaway. A smoke alarm's or a
// remote's battery is not one, so "battery" alone does not count.
const LITHIUM_PACK =
  /\b(?:lithium|li-?ion|lipo|e-?bikes?|e-?scooters?|scooters?|hoverboards?|power ?banks?|power ?walls?|home batter(?:y|ies)|(?:bike|scooter|drill|tool|mower|vape|laptop|phone|golf cart|wheelchair|mobility) batter(?:y|ies)|battery packs?|packs?)\b/;
// The house's own wiring named as what is hot or burning: then the wiring block is the one,
// even with a scooter on charge from that outlet.
const HOUSE_WIRING =
  /\b(?:outlets?|receptacles?|sockets?|power points?|switch(?:es)?|panel|breakers?|fuse ?box|fuse ?board|consumer unit|wiring|wires?|extension (?:cords?|leads?)|power (?:strips?|boards?)|adaptors?|adapters?)\b/;

// Signs that something is burning, not only sparking.
const BURNING =
  /\b(?:smok\w*|flames?|fire|burn\w*|smell\w*|scorch\w*|melt\w*|charred|hot|warm|glow\w*|brown|black(?:ened)?)\b/;

/** What an emergency was read from: the user's words, and the title of the entry it matched. */
export interface EmergencyContext {
  message: string;
  entryTitle?: string;
  classes: readonly SafetyClassId[];
}

/** The stop block for an emergency, in the words that fit what is happening. */
export function emergencyText(id: EmergencyClassId, context: EmergencyContext): StopText {
  if (id !== 'electrical-fire') return EMERGENCIES[id];
  const message = normalizeMessage(context.message);
  const about = normalizeMessage(`${context.message} . ${context.entryTitle ?? ''}`);
  if (LITHIUM_PACK.test(about) && !HOUSE_WIRING.test(about)) return LITHIUM_BATTERY_FIRE;
  // A fizz or a flash where water has reached the socket, with nothing hot, smelling or
  // smoking in the user's words: the water's block says what matters (don't touch anything
  // wet, power off from a dry spot).
  if (context.classes.includes('water-and-electricity') && !BURNING.test(message))
    return EMERGENCIES['water-and-electricity'];
  return EMERGENCIES[id];
}
