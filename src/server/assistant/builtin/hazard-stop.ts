import { blocks, callout } from './markdown';
import type { MessageHazard } from './message-hazards';

/** Hazards serious enough that the reply gives no DIY steps at all. */
export type StopHazard = Extract<MessageHazard, 'gas-leak' | 'gas-line' | 'main-panel'>;

const STOP_ORDER: readonly StopHazard[] = ['gas-leak', 'gas-line', 'main-panel'];

export function stopHazard(hazards: readonly MessageHazard[]): StopHazard | undefined {
  return STOP_ORDER.find((hazard) => hazards.includes(hazard));
}

// Kept as quoted lists: the reply must never be mistaken for a step guide by the panel.
const GAS_LEAK = blocks(
  '## Stop: a gas smell is an emergency',
  callout('🚨 **Do this now:**', [
    "Don't switch lights or appliances on or off, use a phone, light a match or start a car inside; any spark can ignite gas.",
    'Leave the home right away and take everyone, pets included, with you. Leave the door open behind you.',
    "Once you are well away from the building, call your gas utility's emergency line or 911.",
    'Stay out until the utility or fire department says it is safe to go back in.',
  ]),
  "Please don't look for the leak or try to fix it yourself. A leaking gas line or appliance has to be found and repaired by the gas utility or a licensed gas fitter.",
);

const GAS_LINE = blocks(
  '## Gas lines are a job for a licensed pro',
  "I can't give DIY steps for connecting, moving or repairing gas lines or fittings. A small leak can cause a fire, an explosion or carbon monoxide poisoning, and in most places the work needs a licensed gas fitter or plumber and a permit.",
  callout('🚨 **If you ever smell gas (like rotten eggs):**', [
    "Don't touch light switches or anything that could spark.",
    "Leave the home and call your gas utility's emergency line or 911 from outside.",
  ]),
  'I can still help with jobs around the appliance that keep you away from the gas connection, such as cleaning a dryer vent or flushing a water heater.',
);

const MAIN_PANEL = blocks(
  '## Stop: panel work needs a licensed electrician',
  "I won't give DIY steps for work inside the main electrical panel: adding or replacing breakers, adding circuits or upgrading the panel. The service wires feeding the panel stay live even with the main breaker off, and mistakes there cause electrocution and house fires. Please call a licensed electrician; this work also usually needs a permit and an inspection.",
  callout('✅ **What you can safely do yourself:**', [
    'Reset a tripped breaker (switch it fully off, then back on) without opening the panel cover.',
    "Label which breaker feeds which room, and keep 3 feet clear in front of the panel so it's easy to reach.",
  ]),
  'If the panel is hot, buzzing, sparking or smells burnt, leave it alone and call an electrician today, or 911 if there is smoke or fire.',
);

const REPLIES: Record<StopHazard, string> = {
  'gas-leak': GAS_LEAK,
  'gas-line': GAS_LINE,
  'main-panel': MAIN_PANEL,
};

export function hazardStopMarkdown(hazard: StopHazard): string {
  return REPLIES[hazard];
}
