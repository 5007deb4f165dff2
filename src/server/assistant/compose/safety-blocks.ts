import {
  EMERGENCIES,
  REMINDERS,
  STOP_SITUATIONS,
  STOPS,
  WARNINGS,
  type StopText,
} from '../safety/safety-classes';
import type { SafetyFindings } from '../safety/detect-safety';
import { blocks, callout } from './markdown';

// Quoted lists throughout: a stop block must never be taken for a step guide by the panel.
function stopBlock(text: StopText): string {
  return blocks(
    `## ${text.heading}`,
    callout('🚨 **Do this now:**', text.now),
    text.then,
    `*Basis: ${text.basis}*`,
  );
}

/** The block that opens the reply when it must not give DIY steps, or '' when none applies. */
export function stopMarkdown(safety: SafetyFindings): string {
  if (safety.emergency) return stopBlock(EMERGENCIES[safety.emergency]);
  if (safety.stop) return stopBlock(STOPS[safety.stop]);
  if (safety.situation) return stopBlock(STOP_SITUATIONS[safety.situation]);
  return '';
}

/** One callout per warning class, each with what it rests on. */
export function warningMarkdown(safety: SafetyFindings): string {
  return [
    ...safety.reminders.map((id) => callout(REMINDERS[id])),
    ...safety.warnings.map((id) => callout(`${WARNINGS[id].text} *(${WARNINGS[id].basis})*`)),
  ].join('\n\n');
}
