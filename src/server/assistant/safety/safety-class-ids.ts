/**
 * Every danger the safety layer knows, by level. Knowledge entries name the warning classes
 * that always apply to them; the detector finds any class in the user's own words.
 *
 * - emergency: something is happening now; the reply opens with what to do and whom to call.
 * - stop: a job that is not for a homeowner; no DIY steps, who to call instead.
 * - warning: the answer goes on, with the warning shown first.
 */
export const emergencyClassIds = [
  'gas-leak',
  'carbon-monoxide',
  'electrical-fire',
  'smoke-fire',
  'water-and-electricity',
  'active-flooding',
] as const;

export const stopClassIds = ['gas-work', 'main-panel'] as const;

export const warningClassIds = [
  'electrical',
  'circuit-upsizing',
  'aluminium-wiring',
  'knob-and-tube',
  'capacitor',
  'structural',
  'asbestos',
  'lead-paint',
  'mould',
  'scalding',
  'height',
  'tree-work',
  'digging',
  'chemicals',
  'permit',
] as const;

/**
 * Situations that turn a warning into "stop, call …": the class stays what it is (a tree is
 * tree work), the reply gives no DIY steps.
 */
export const stopSituationIds = [
  'near-power-lines',
  'safety-bypass',
  'protection-bypass',
  'failing-balcony',
  'failing-retaining-wall',
  'failing-structure',
] as const;
export type StopSituationId = (typeof stopSituationIds)[number];

/**
 * Emergencies still ahead, in what the user plans to do: the class is raised, the reply warns
 * of what would happen and how to do it safely, with no stop block.
 */
export const foreseenIds = [
  'fryer-by-the-house',
  'chimney-unfit-to-light',
  'fogger-by-a-flame',
  'heater-where-people-sleep',
  'generator-by-the-house',
  'stove-too-close',
  'torch-on-a-frozen-pipe',
  'garden-fire-with-fuel',
  'charcoal-shut-in',
  'oily-rags-heaped',
  'flame-left-burning',
  'hot-work-on-a-fuel-tank',
  'engine-run-indoors',
  'vents-blocked-by-a-fire',
  'gas-burner-indoors',
  'fire-brought-indoors',
] as const;
export type ForeseenId = (typeof foreseenIds)[number];

export const safetyClassIds = [...emergencyClassIds, ...stopClassIds, ...warningClassIds] as const;

export type EmergencyClassId = (typeof emergencyClassIds)[number];
export type StopClassId = (typeof stopClassIds)[number];
export type WarningClassId = (typeof warningClassIds)[number];
export type SafetyClassId = (typeof safetyClassIds)[number];
/** Dangers that, once dealt with, are still recalled for the rest of the conversation. */
export type ReminderClassId = EmergencyClassId | StopClassId;
export type SafetyLevel = 'emergency' | 'stop' | 'warning';

export function levelOf(id: SafetyClassId): SafetyLevel {
  if ((emergencyClassIds as readonly string[]).includes(id)) return 'emergency';
  if ((stopClassIds as readonly string[]).includes(id)) return 'stop';
  return 'warning';
}

/** The emergency each danger ahead would become. */
export const FORESEEN_CLASS: Record<ForeseenId, EmergencyClassId> = {
  'fryer-by-the-house': 'smoke-fire',
  'chimney-unfit-to-light': 'smoke-fire',
  'fogger-by-a-flame': 'smoke-fire',
  'heater-where-people-sleep': 'carbon-monoxide',
  'generator-by-the-house': 'carbon-monoxide',
  'stove-too-close': 'smoke-fire',
  'torch-on-a-frozen-pipe': 'smoke-fire',
  'garden-fire-with-fuel': 'smoke-fire',
  'charcoal-shut-in': 'carbon-monoxide',
  'oily-rags-heaped': 'smoke-fire',
  'flame-left-burning': 'smoke-fire',
  'hot-work-on-a-fuel-tank': 'smoke-fire',
  'engine-run-indoors': 'carbon-monoxide',
  'vents-blocked-by-a-fire': 'carbon-monoxide',
  'gas-burner-indoors': 'carbon-monoxide',
  'fire-brought-indoors': 'carbon-monoxide',
};
