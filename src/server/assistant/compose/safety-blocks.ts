import { EMERGENCY_NUMBERS_ABROAD } from '../../../shared/assistant/emergency-numbers';
import type { EmergencyClassId } from '../safety/safety-class-ids';
import {
  EMERGENCIES,
  FORESEEN,
  REMINDERS,
  STOP_SITUATIONS,
  STOPS,
  type StopText,
  type WarningText,
} from '../safety/safety-classes';
import type { SafetyFindings } from '../safety/detect-safety';
import { emergencyText } from '../safety/emergency-text';
import { warningText } from '../safety/warning-text';
import { blocks, callout } from './markdown';

const OTHER_EMERGENCY_NUMBERS = `Outside the US and Canada, call ${EMERGENCY_NUMBERS_ABROAD}.`;

// Quoted lists throughout: a stop block must never be taken for a step guide by the panel.
function stopBlock(text: StopText, emergency = false): string {
  return blocks(
    `## ${text.heading}`,
    callout('🚨 **Do this now:**', text.now),
    emergency ? `*${OTHER_EMERGENCY_NUMBERS}*` : '',
    text.then,
    `*Basis: ${text.basis}*`,
  );
}

const ALONGSIDE: Partial<Record<EmergencyClassId, EmergencyClassId>> = {
  'water-and-electricity': 'active-flooding',
  'active-flooding': 'water-and-electricity',
};

/**
 * The block that opens the reply when it must not give DIY steps, or '' when none applies.
 * What the danger was read from (the message, the entry matched) picks the emergency's words.
 */
export function stopMarkdown(
  safety: SafetyFindings,
  readFrom: { message: string; entryTitle?: string } = { message: '' },
): string {
  if (safety.emergency) {
    // "Can I tape the RCD up till the electrician comes?" beside a flood: the emergency comes
    // first, and the question asked still gets its answer.
    const alsoAsked = safety.situation && STOP_SITUATIONS[safety.situation];
    // Water on the wiring and a flood each need their own first steps: the power made safe,
    // and the water stopped (and a bulging ceiling kept clear of).
    const alongside = ALONGSIDE[safety.emergency];
    const second =
      alongside && safety.classes.includes(alongside) ? EMERGENCIES[alongside] : undefined;
    return blocks(
      stopBlock(emergencyText(safety.emergency, { ...readFrom, classes: safety.classes }), true),
      second ? callout(`🚨 **Also: ${second.heading.toLowerCase()}.**`, second.now) : '',
      alsoAsked ? callout(`🛑 **${alsoAsked.heading}.**`, alsoAsked.now) : '',
    );
  }
  if (safety.stop) return stopBlock(STOPS[safety.stop]);
  if (safety.situation) return stopBlock(STOP_SITUATIONS[safety.situation]);
  return '';
}

/**
 * One callout per warning class, each with what it rests on, in the words that fit what the
 * user said (`heard`, newest message first).
 */
export function warningMarkdown(safety: SafetyFindings, heard: readonly string[] = []): string {
  const warning = (text: WarningText) => callout(`${text.text} *(${text.basis})*`);
  return [
    ...safety.reminders.map((id) => callout(REMINDERS[id])),
    ...safety.foreseen.map((id) => warning(FORESEEN[id])),
    ...safety.warnings.map((id) => warning(warningText(id, heard))),
  ].join('\n\n');
}
