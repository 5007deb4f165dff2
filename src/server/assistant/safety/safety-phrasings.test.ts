import { describe, expect, it } from 'vitest';
import { detectSafety } from './detect-safety';
import type { SafetyClassId } from './safety-class-ids';

// Many ways people describe the same danger: smells, sounds, what they see, what they plan.
const PHRASINGS: ReadonlyArray<readonly [SafetyClassId, string]> = [
  ['gas-leak', 'theres a weird smell like propane in the kitchen since this morning'],
  ['gas-leak', 'odor of gas near the furnace when it kicks on'],
  ['gas-leak', 'we noticed a sulfur smell by the water heater closet, its a gas heater'],
  ['gas-leak', 'hissing sound from behind the stove and a funny smell'],
  ['gas-leak', 'my natural gas detector is beeping and says GAS'],
  ['gas-leak', 'the knob on the gas stove was left on for a while without a flame'],
  ['gas-leak', 'it smells like gas in the basement'],
  ['gas-leak', "the smell isn't strong but it's definitely like rotten eggs by the water heater"],
  ['gas-leak', "smells like the cooker's been left on but all the knobs are off"],
  ['carbon-monoxide', 'the detector in the hall keeps screaming and the display says CO'],
  ['carbon-monoxide', 'grandpa moved the charcoal grill into the garage because of the rain'],
  ['electrical-fire', 'I smell something like a dead fish near the bedroom outlet'],
  [
    'electrical-fire',
    'the fuse box makes a crackling noise since ten minutes and the door of it is warm',
  ],
  ['smoke-fire', 'the stovepipe is glowing red and sparks are shooting out of the chimney'],
  ['water-and-electricity', 'water is dripping through the ceiling right by the spotlights'],
  [
    'active-flooding',
    'the hose came off the washing machine and water is everywhere in the bathroom',
  ],
  ['main-panel', 'can I cut the seal on the meter and switch it back on myself'],
  ['structural', 'the joists under the deck are soft where they join the house'],
  [
    'scalding',
    'my cousin says we can bypass the thermostat on the geyser by joining the two wires',
  ],
  ['carbon-monoxide', 'CO detector beeping 4 times then stopping, over and over'],
  ['carbon-monoxide', 'carbon monoxide detector went off at 3am and then stopped, should we worry'],
  ['carbon-monoxide', 'everyone in the family feels dizzy and sick when the heat is running'],
  [
    'carbon-monoxide',
    'we keep waking up with headaches and feeling nauseous, the boiler is in the basement',
  ],
  [
    'carbon-monoxide',
    'running the generator in the garage with the door cracked during the outage',
  ],
  ['carbon-monoxide', 'the furnace flame is yellow and there is black soot around the burner'],
  ['carbon-monoxide', 'the flue pipe on top of the water heater came apart'],
  ['carbon-monoxide', 'using a charcoal grill inside the garage to stay warm'],
  ['electrical-fire', 'the light switch in the hall feels really hot'],
  ['electrical-fire', 'the plug on the space heater melted into the outlet'],
  ['electrical-fire', 'extension cord is hot and smells'],
  ['electrical-fire', 'a breaker in the panel is hot to the touch'],
  ['electrical-fire', 'i smell burning plastic near the outlet in the bedroom'],
  ['electrical-fire', 'weird fishy smell coming from the outlet by the tv'],
  ['electrical-fire', 'the wall around the outlet is warm'],
  ['electrical-fire', 'there are scorch marks around the socket'],
  ['electrical-fire', 'the outlet popped with a flash when I plugged in the vacuum'],
  ['electrical-fire', 'the dimmer is too hot to touch and buzzing'],
  ['electrical-fire', 'lights flicker and there is a burning smell'],
  ['smoke-fire', 'smoke coming out of the dryer'],
  ['smoke-fire', 'there are flames in the oven'],
  ['smoke-fire', 'grease fire on the stove'],
  ['smoke-fire', 'the bathroom fan is smoking'],
  ['water-and-electricity', 'water leaking into the light fixture in the kitchen ceiling'],
  ['water-and-electricity', 'the ceiling light has water in it'],
  ['water-and-electricity', 'rain is getting into the breaker box outside'],
  ['water-and-electricity', 'the basement flooded and the outlets are underwater'],
  ['water-and-electricity', 'water dripping onto the outlet'],
  ['water-and-electricity', 'I got shocked from the shower handle'],
  ['water-and-electricity', 'the fridge gives me a little shock when I touch it'],
  ['active-flooding', 'the supply line to the toilet blew off and water is spraying'],
  ['active-flooding', 'the washer hose broke and the laundry room is flooding'],
  ['active-flooding', 'water heater burst and water everywhere'],
  ['active-flooding', 'water is coming through the ceiling fast'],
  ['active-flooding', 'basement is filling up with water'],
  ['active-flooding', 'pipe broke under the kitchen sink'],
  ['structural', 'I want to cut a notch in a floor joist for my drain pipe'],
  ['structural', 'can I remove the post in the middle of the basement'],
  ['structural', 'the chimney is pulling away from the house'],
  ['structural', 'big crack in the brick above the garage door getting wider'],
  ['structural', 'want to take out part of the wall between kitchen and living room'],
  ['structural', 'removing a stud to fit a bigger window'],
  ['circuit-upsizing', 'can i swap the 15 amp breaker for a 20 so it stops tripping'],
  ['circuit-upsizing', 'the fuse keeps blowing, can I put a bigger fuse in'],
  ['scalding', 'how hot should the water heater be, we have it at 150'],
  ['scalding', 'the shower water gets scalding hot suddenly'],
  ['lead-paint', 'scraping the peeling paint off our 1940s porch'],
  ['lead-paint', 'paint chips on the windowsill, house built in 1955, toddler'],
  ['asbestos', 'removing old vinyl floor tiles in our 1960s kitchen'],
  ['asbestos', 'the insulation in the attic looks like gray pebbles'],
  ['height', 'putting up christmas lights on the roof'],
  ['height', 'cleaning the second floor windows from a ladder'],
  ['tree-work', 'a big branch is hanging over the power lines'],
  ['digging', 'want to plant a tree in the front yard, how deep a hole'],
  ['digging', 'installing a mailbox post'],
  ['mould', 'mold spreading across the bedroom wall behind the dresser'],
  ['capacitor', 'ac outside unit makes a humming noise but fan doesnt spin'],
  ['knob-and-tube', 'old wiring with porcelain knobs in the basement ceiling'],
  ['aluminium-wiring', 'home from 1970 with aluminum branch circuits'],
  ['gas-work', 'i want to install a gas dryer myself'],
  ['gas-work', 'hooking up the new gas stove'],
  ['main-panel', 'swap the main breaker'],
  ['main-panel', 'install a subpanel in the garage'],
  ['chemicals', 'mixed bleach and ammonia and now my eyes burn'],
];

// Scary words in harmless situations: none of these is a danger.
const HARMLESS: readonly string[] = [
  "there's two black wires and a red wire on the old switch, which goes where on the dimmer?",
  'the dimmer switch in the dining room feels warm to the touch, not hot, just warm',
  'every minute there is a single chirp from the round alarm in the hallway, is the house on fire?',
  'our bedroom windows are streaming with water on the inside every morning',
  'the toilet keeps running and there is a hissing sound from the tank',
  'white clouds puffing out of the boiler flue on a freezing morning',
  'our flat is all-electric, no gas at all, and the spare sink smells like rotten eggs',
  'touched the two doorbell wires together and got a tiny spark, the transformer says 16V',
  'the pipes bang when the washer fills, is a pipe going to burst?',
  'the breaker trips when the kettle and microwave run at the same time',
  'the neighbours have a bonfire every weekend and our house smells of smoke',
];

describe('safety detection across phrasings', () => {
  it.each(PHRASINGS)('raises %s: %s', (id, message) => {
    expect(detectSafety(message).classes).toContain(id);
  });

  it.each(HARMLESS)('raises no emergency or stop for: %s', (message) => {
    const found = detectSafety(message);
    expect(found.emergency).toBeUndefined();
    expect(found.stop).toBeUndefined();
  });
});
