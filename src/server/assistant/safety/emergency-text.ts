import type { EmergencyClassId } from './safety-class-ids';
import { EMERGENCIES, LITHIUM_BATTERY_FIRE, type StopText } from './safety-classes';

// A rechargeable pack of the kind that goes into thermal runaway. A smoke alarm's or a
// remote's battery is not one, so "battery" alone does not count.
const LITHIUM_PACK =
  /\b(?:lithium|li-?ion|lipo|e-?bikes?|e-?scooters?|scooters?|hoverboards?|power ?banks?|power ?walls?|home batter(?:y|ies)|(?:bike|scooter|drill|tool|mower|vape|laptop|phone|golf cart|wheelchair|mobility) batter(?:y|ies)|battery packs?|packs?)\b/;
// The house's own wiring named as what is hot or burning: then the wiring block is the one,
// even with a scooter on charge from that outlet.
const HOUSE_WIRING =
  /\b(?:outlets?|receptacles?|sockets?|power points?|switch(?:es)?|panel|breakers?|fuse ?box|fuse ?board|consumer unit|wiring|wires?|extension (?:cords?|leads?)|power (?:strips?|boards?)|adaptors?|adapters?)\b/;

/**
 * The stop block for an emergency, in the words that fit what is burning. `about` is the
 * normalized text the emergency was read from (the message, and the entry it matched).
 */
export function emergencyText(id: EmergencyClassId, about: string): StopText {
  if (id === 'electrical-fire' && LITHIUM_PACK.test(about) && !HOUSE_WIRING.test(about))
    return LITHIUM_BATTERY_FIRE;
  return EMERGENCIES[id];
}
