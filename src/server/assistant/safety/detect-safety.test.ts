import { describe, expect, it } from 'vitest';
import { detectSafety, findingsOf } from './detect-safety';
import type { SafetyClassId } from './safety-class-ids';

// Messages written the way people write them, with the classes a careful expert would raise.
const RAISES: ReadonlyArray<readonly [string, SafetyClassId]> = [
  [
    "the outlet behind the couch is hot to the touch and there's a burning plastic smell",
    'electrical-fire',
  ],
  [
    'plugged in the vacuum and the socket sparked and now theres a black mark on it',
    'electrical-fire',
  ],
  [
    'Our carbon monoxide alarm keeps going off. The furnace is near the foundation wall.',
    'carbon-monoxide',
  ],
  [
    'we all wake up with headaches since the new furnace went in, is that related?',
    'carbon-monoxide',
  ],
  ['i smell gas in the kitchen when i walk in, is it the stove?', 'gas-leak'],
  [
    'water is dripping out of the ceiling light in the downstairs bathroom',
    'water-and-electricity',
  ],
  ['I get a tingle when I touch the shower faucet', 'water-and-electricity'],
  ['pipe burst under the sink and water is spraying everywhere help', 'active-flooding'],
  ['there was smoke coming from the dryer vent last night', 'smoke-fire'],
  [
    'my breaker keeps tripping, can i just put a bigger breaker in so it stops?',
    'circuit-upsizing',
  ],
  ['can I replace the 15 with a 20 amp breaker? the wire is 14 gauge', 'circuit-upsizing'],
  ['house from 1969 has aluminum wiring, can i swap outlets myself', 'aluminium-wiring'],
  ['our old house still has knob and tube in the attic', 'knob-and-tube'],
  ['my microwave stopped heating, can I open it up and replace the diode?', 'capacitor'],
  [
    'i want to knock down the wall between kitchen and dining room, no idea if its load bearing',
    'structural',
  ],
  ['the floor in the hallway is sagging and the joists look cracked', 'structural'],
  ['there is a horizontal crack in the basement block wall and it bows in', 'structural'],
  ['want to scrape off the popcorn ceiling in our 1972 ranch', 'asbestos'],
  ["we're sanding the window trim in our 1950s house before repainting", 'lead-paint'],
  ['black mold all over the basement wall behind the paneling', 'mould'],
  ['can I turn the water heater up to 160 degrees so we stop running out', 'scalding'],
  ['cleaning out the gutters on our two story house this weekend', 'height'],
  ['going to cut down a dead tree leaning toward the garage with my chainsaw', 'tree-work'],
  ['how deep should I dig post holes for a fence', 'digging'],
  ['can i mix bleach and vinegar to clean the shower mold', 'chemicals'],
  ['how do I move the gas line for my new range', 'gas-work'],
  ['I want to add a new circuit in the panel for the garage', 'main-panel'],
];

// Dangerous-sounding words in a safe context: nothing, or nothing at this level, is raised.
const DOES_NOT_RAISE: ReadonlyArray<readonly [string, SafetyClassId]> = [
  [
    'bought some grey foam lagging for the pipes in the loft, how do I cut it at the bends?',
    'asbestos',
  ],
  ['the tap water tastes like the kettle, is that limescale?', 'scalding'],
  [
    "the wall is definitely not load bearing, it's a closet partition. how do i take it out?",
    'structural',
  ],
  ['the basement near the foundation has a musty smell, the CO alarm is fine', 'structural'],
  [
    'Our carbon monoxide alarm keeps going off. The furnace is near the foundation wall.',
    'structural',
  ],
  ['the smoke detector chirps every minute, how do I stop it', 'smoke-fire'],
  ['the smoke detector chirps every minute, how do I stop it', 'carbon-monoxide'],
  ['my hot water smells like rotten eggs but the cold is fine', 'gas-leak'],
  ['there is no gas smell at all, the burner just clicks and will not light', 'gas-leak'],
  ['bathroom sink drain smells like sewer gas', 'gas-leak'],
  ['burning dust smell when the heat comes on for the first time this fall', 'electrical-fire'],
  ['my car has a spark plug question, never mind', 'electrical-fire'],
  ['the outlet is not warm and there are no sparks, it just stopped working', 'electrical-fire'],
  ['install crown molding in the dining room', 'mould'],
  ['a bit of mildew on the shower grout', 'mould'],
  ['the water heater is in the garage and we run out of hot water fast', 'scalding'],
  ['how do I replace the toilet flapper', 'height'],
  [
    'the flames in the furnace were lazy and yellow instead of blue when I had the door off',
    'smoke-fire',
  ],
  ['the front left burner clicks nonstop after I soaked the burner caps', 'scalding'],
  ['going to replace the rotten letterbox post out front while I plant the tree', 'structural'],
  ['our sandstone patio has little black spots all over it, pressure washer ok?', 'mould'],
  ['the landing ceiling has a water bulge in it and water runs down the wall', 'structural'],
  ['the oily rags in the bin are warm and it smells like hot linseed', 'electrical-fire'],
  ['the grout is cracked. how deep do I need to dig out the old stuff?', 'digging'],
  ['scraping the 1970s popcorn ceiling off with a garden sprayer this weekend', 'lead-paint'],
  ['painting all the baseboards and door frames inside our 1990 two-storey', 'height'],
  ['our gas bill doubled, the house is a 1960s two storey with the original windows', 'height'],
  ["we pumped it out and ran fans but we didn't pull anything out", 'permit'],
  ['hot tub gfci keeps tripping, what could cause that?', 'electrical-fire'],
  ['rent one of those floor stripper machines for the old tiles?', 'chemicals'],
  ['where should the inverter batteries go, the garage gets very hot in summer', 'electrical-fire'],
  ['the geyser overflow drips, I was thinking of putting a plug in the hole', 'electrical'],
  ['the gas bill jumped from 60 to 190 this january, nobody smells anything', 'scalding'],
  [
    "everyone says switch off the geyser before bathing or you'll get shock, is it needed?",
    'water-and-electricity',
  ],
  [
    'cold wind coming in under the front door, I can see daylight in the corners',
    'active-flooding',
  ],
  ['the engineer confirmed it is a non load bearing stud partition', 'structural'],
  [
    'when I pull the vacuum plug out while it is still running there is a tiny blue flash. Is a little spark normal?',
    'electrical-fire',
  ],
  [
    'the new wood burner gives off white haze and a hot paint smell, the fitter said it is curing',
    'smoke-fire',
  ],
  ['we have his permit and final inspection paperwork for the rewire', 'permit'],
  [
    'first cold night, turned on the panel heaters and the flat smells like burning dust',
    'electrical-fire',
  ],
  [
    'popped the first switch plate off and the wires are dull silver, says CO/ALR',
    'electrical-fire',
  ],
  [
    'water started pouring out of the pump filter so I panicked and screwed it back',
    'active-flooding',
  ],
  [
    'sparky came today, one of the breakers had burnt, he replaced it and gave us a new CoC',
    'electrical-fire',
  ],
  [
    "we're putting a ceiling fan in mom's bedroom because it gets so hot up there",
    'electrical-fire',
  ],
  [
    'the smoke and CO alarm chirps once a minute, does this mean I have carbon monoxide?',
    'carbon-monoxide',
  ],
  [
    'the electrician finished replacing the fuse board with a new consumer unit, what is the T button?',
    'main-panel',
  ],
  [
    'can I slide the gas cooker out to clean behind it? the flexible hose looks long enough',
    'gas-work',
  ],
  [
    'a licensed electrician is coming next Thursday to put a 60 amp subpanel in, how do I prepare?',
    'main-panel',
  ],
  [
    'Enbridge came out, found a leaky fitting on the regulator, replaced it, leak test passed',
    'gas-leak',
  ],
  [
    'the fire department found the heat exchanger cracked, shut the gas off and red-tagged it',
    'gas-work',
  ],
  [
    'the power company came out and cut the limb off the line and trimmed back from the wires',
    'tree-work',
  ],
  [
    'the gutters at the top are full of moss and water is pouring over when it rains',
    'active-flooding',
  ],
  ["the caravan CO alarm chirps every 45 seconds, nobody's got a headache", 'carbon-monoxide'],
  ["our LPG bill doubled, nobody's smelled anything funny", 'gas-leak'],
  ['should I get the chimney swept before we start lighting the fire again?', 'smoke-fire'],
  [
    'engineer came out, found the flue partly blocked by a nest, cleared it and serviced the boiler',
    'carbon-monoxide',
  ],
  ['the first heating day the whole house had a burnt dust smell', 'scalding'],
  ['the loft ladder hole is too narrow for a staircase, I will widen it', 'height'],
  ['the old 1965 fibro garage is mossy, I will water blast it then paint it', 'lead-paint'],
  ['the pipe out of the roof above the geyser drips while it is heating up', 'height'],
  [
    "cracking noises at night up in the roof, like someone's walking around in the ceiling",
    'height',
  ],
  ['black spots on maybe 40 feet of wall in the basement, carpet or LVP?', 'height'],
  ['finishing the basement floor, 2010 house, laminate or LVP?', 'permit'],
  [
    'we had 3 inches of water down there in April when the river came up, carpet or vinyl?',
    'active-flooding',
  ],
  ['hang a 25 kg mirror on 1910s plaster, husband wants sticky strips', 'asbestos'],
  [
    'opened up the kitchen wall behind the sink and found cloth wires on porcelain knobs',
    'structural',
  ],
  ['digging a trench for the cable. The gas line comes in on that side too I think.', 'gas-work'],
  ["mine's a newer EPA stove, chimney got swept in September", 'height'],
  ['water got on the stovetop when the roof leaked, the burners click', 'height'],
  ['microwave is cold, I will take the cover off and test the diode with my meter', 'main-panel'],
  ['the furnace blower and sump pump on a 7500 W generator, is that enough?', 'circuit-upsizing'],
  ['every time I put the kettle on it trips the RCD, is my wiring knackered?', 'main-panel'],
  ['water dripping out of the kitchen ceiling light, the bulb flickers', 'active-flooding'],
  ['1930s flat with hard old plaster, what plugs hold a 20 kg mirror?', 'asbestos'],
  ['the window in the 1970s house is wider now and the roof sits on that wall', 'height'],
  [
    'it smells strongest by the black pipe with the yellow handle, the furnace filter is fine',
    'gas-work',
  ],
  [
    'the washer hose let go 3 weeks ago and flooded the basement, now black spots',
    'active-flooding',
  ],
  [
    '1958 kitchen: 9x9 tiles under the lino, black glue, the window is open for the dust',
    'lead-paint',
  ],
  ['a big puddle after heavy rain sits right up against the foundation for a day', 'structural'],
  [
    'opened up the holiday place, turned the water on and it is gushing out of the wall upstairs',
    'structural',
  ],
  [
    "a structural engineer confirmed it's not load-bearing, joists run parallel. How do I take the wall down?",
    'structural',
  ],
  ['thin wisp of smoke near the attic hatch, smells like burning wood', 'electrical-fire'],
  [
    'the panel was replaced in 2016 (with permit, sticker on it), what are AFCI breakers for?',
    'permit',
  ],
  ['crumbly white wrap on the pipe in our 1958 house, can I peel it back?', 'lead-paint'],
  [
    'the microwave stopped heating and I can see the big capacitor with the cover off',
    'electrical',
  ],
];

describe('safety detection', () => {
  it.each(RAISES)('raises it: %s', (message, id) => {
    expect(detectSafety(message).classes).toContain(id);
  });

  it.each(DOES_NOT_RAISE)('does not raise it: %s', (message, id) => {
    expect(detectSafety(message).classes).not.toContain(id);
  });

  it('stops a metal frame put up within reach of the overhead wires', () => {
    const found = detectSafety(
      'Putting up a steel pipe frame for a shade sail on the roof terrace. The overhead power cables pass about 1.5 m from the railing, where should the posts go?',
    );
    expect(found.classes).toContain('height');
    expect(found.situation).toBe('near-power-lines');
  });

  it('keeps solvent fumes beside a carbon monoxide emergency', () => {
    const found = detectSafety(
      'Put a coat of the solvent adhesive remover over the whole basement floor, windows shut, the furnace is down there and I have a headache and feel dizzy. Second coat now?',
    );
    expect(found.emergency).toBe('carbon-monoxide');
    expect(found.classes).toContain('chemicals');
  });

  it('orders stops before warnings, and lets an emergency supersede any stop', () => {
    const job = detectSafety(
      'I want to add a circuit in the panel for the garage, the house is from 1920 with knob and tube',
    );
    expect(job.stop).toBe('main-panel');
    expect(job.classes.indexOf('main-panel')).toBeLessThan(job.classes.indexOf('knob-and-tube'));
    const urgent = detectSafety(
      'I want to add a circuit in the panel for the shop, and the outlet by the bench smells burnt',
    );
    expect(urgent.emergency).toBe('electrical-fire');
    expect(urgent.stop).toBeUndefined();
  });

  it("stops for a cord's GFCI cut off, and keeps that stop's class beside an emergency", () => {
    expect(
      detectSafety(
        "the hot tub GFCI keeps tripping, if I cut the GFCI box off the cord and wire on a regular plug end it'd stop tripping right?",
      ).situation,
    ).toBe('protection-bypass');
    const flooded = detectSafety(
      "the basement flooded and the water is still over the outlets, the RCD keeps tripping, can I tape the switch up so it can't trip?",
    );
    expect(flooded.emergency).toBe('water-and-electricity');
    expect(flooded.situation).toBe('protection-bypass');
    expect(flooded.classes).toContain('electrical');
  });

  it('stops for an RCD taped up to keep the fridge running', () => {
    expect(
      detectSafety(
        'the RCD kept dropping out so I taped it up to keep the fridge running, fine for a couple of days?',
      ).situation,
    ).toBe('protection-bypass');
  });

  it('stops for a wire put across a German FI switch (an RCD) so the freezer stops tripping it', () => {
    expect(
      detectSafety(
        'the old freezer keeps tripping the FI-Schalter in our Keller, my neighbour says just put a small wire across the FI, what thickness?',
      ).situation,
    ).toBe('protection-bypass');
  });

  it('stops for wires moved to skip the "reset plug", a GFCI named by what its owner sees', () => {
    expect(
      detectSafety(
        'the reset plug thing by the spa keeps tripping, my uncle says move the wires so they skip the reset part',
      ).situation,
    ).toBe('protection-bypass');
  });

  it('reads a professional all-clear told after the danger in the same message as the end of it', () => {
    const checked = detectSafety(
      "There's been a rotten egg smell in the basement since Sunday. The gas company man came out with his detector, zero gas, all good. How do I find where it's coming from?",
    );
    expect(checked.emergency).toBeUndefined();
    // Unless the danger is back after the all-clear.
    const back = detectSafety(
      "The gas company man came out with his detector, zero gas, all good. But tonight the rotten egg smell is back by the cooker and it's stronger.",
    );
    expect(back.emergency).toBe('gas-leak');
    // Grandpa's word is not an all-clear.
    const grandpa = detectSafety(
      "It's raining so grandpa moved the charcoal grill into the garage. He says it's fine with the door up.",
    );
    expect(grandpa.emergency).toBe('carbon-monoxide');
  });

  it('stops for a tripping GFCI outlet to be swapped for a plain one', () => {
    expect(
      detectSafety(
        "the GFCI in the barn trips every morning with the tank de-icer on it, I'm going to swap it for a plain outlet",
      ).situation,
    ).toBe('protection-bypass');
  });

  it('stops for the load moved to the line side of a GFCI so it stops tripping', () => {
    expect(
      detectSafety(
        "the garage GFCI keeps tripping when the compressor starts, I'm going to swap the load wires over to the line side so it leaves the circuit alone",
      ).situation,
    ).toBe('protection-bypass');
  });

  it("stops for a fire safety switch wired out, not for the user's own cable run down a wall", () => {
    expect(
      detectSafety(
        "the attic fan's firestat keeps tripping, I'll wire nut the two wires together and skip it",
      ).situation,
    ).toBe('protection-bypass');
    expect(
      detectSafety(
        'bought an electric underfloor mat, I will wire it off the lighting circuit and run a cable down inside the stud wall to the thermostat',
      ).situation,
    ).toBeUndefined();
  });

  it('stops for a nail across a fuse, even as advice from the past, and for an RCD bridged out', () => {
    expect(
      detectSafety(
        'my dad used to put a nail across the fuse when it kept blowing, which is better, flex wire doubled or the nail?',
      ).situation,
    ).toBe('protection-bypass');
    expect(
      detectSafety(
        'could I just bridge the safety switch out with a short bit of wire till payday?',
      ).situation,
    ).toBe('protection-bypass');
  });

  it("stops for 'swap that one for a normal outlet' said of a tripping outdoor plug", () => {
    expect(
      detectSafety(
        'the outdoor plug with the test and reset buttons keeps tripping, could I just swap that one for a normal outlet?',
      ).situation,
    ).toBe('protection-bypass');
  });

  it('stops for a spare ordinary outlet meant for the place of a tripping GFCI', () => {
    expect(
      detectSafety(
        "the outlet by the sink with the test/reset buttons trips all the time, I've got a regular outlet left over, same wires on the same screws right?",
      ).situation,
    ).toBe('protection-bypass');
  });

  it('keeps a hedge from reading as a denial', () => {
    expect(detectSafety("I'm not sure whether the wall is load bearing").classes).toContain(
      'structural',
    );
    expect(detectSafety("I don't think it's load bearing but want to check").classes).toContain(
      'structural',
    );
  });
});

describe('which emergency leads', () => {
  it('is the most urgent by default, and the one the rules found when they name it', () => {
    const both = ['active-flooding', 'water-and-electricity'] as const;
    expect(findingsOf(both).emergency).toBe('water-and-electricity');
    const led = findingsOf(both, { lead: 'active-flooding' });
    expect(led.emergency).toBe('active-flooding');
    expect(led.classes).toEqual(expect.arrayContaining([...both]));
  });
});
