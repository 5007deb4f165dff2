import type { GuideInput } from '../guide-schema';

const GAS_SMELL =
  'If you smell gas (rotten eggs), do not touch switches or flames: leave the house and call the gas company from outside.';

export const upkeepGuides: GuideInput[] = [
  {
    id: 'replace-hvac-filter',
    title: 'Replace an HVAC Air Filter',
    category: 'upkeep',
    difficulty: 'Beginner',
    time: { minHours: 0.1, maxHours: 0.25 },
    summary:
      'Change the furnace or air-conditioner filter every 1 to 3 months so the system runs efficiently and the air stays cleaner.',
    steps: [
      {
        title: 'Turn the system off',
        detail:
          'Set the thermostat to off so the blower does not pull dust in while the slot is open.',
      },
      {
        title: 'Find the filter and note its size',
        detail:
          'The filter sits in a slot by the furnace or air handler, or behind a return-air grille on a wall or ceiling. The size (for example 16x25x1) is printed on its frame.',
      },
      {
        title: 'Slide out the old filter',
        detail:
          'Note which way its airflow arrow points, and check how dirty it is to decide how often to change it.',
      },
      {
        title: 'Insert the new filter with the arrow toward the blower',
        detail:
          'The arrow points in the direction air flows: away from the return duct and toward the furnace or air handler. A MERV 8 to 11 filter suits most homes.',
      },
      {
        title: 'Close up, turn the system on and write the date',
        detail:
          'Replace the grille or slot cover, restore the thermostat setting, and write the date on the filter frame or set a phone reminder.',
      },
    ],
    tools: ['Screwdriver (for some grilles)', 'Marker'],
    materials: [
      { name: 'Pleated air filter (MERV 8-11)', quantity: 1, unit: 'each', unitCost: 15 },
    ],
    safety: [
      'Do not run the system without a filter; dust coats the coil and blower.',
      'Use a stable step stool for ceiling return grilles.',
    ],
    callAPro: [
      'The filter is wet, or there is water or ice around the unit.',
      'Airflow stays weak with a clean filter, or the system short-cycles.',
      'You want a high-MERV or media filter and are unsure your blower can handle it.',
    ],
    keywords: ['hvac filter', 'furnace filter', 'air filter', 'ac filter', 'merv', 'return vent'],
    synonyms: [
      'change the furnace filter',
      'air conditioner filter',
      'dirty air filter',
      'heating filter',
      'replace hvac filter',
    ],
  },
  {
    id: 'flush-water-heater',
    title: 'Flush a Tank Water Heater',
    category: 'upkeep',
    difficulty: 'Intermediate',
    time: { minHours: 1, maxHours: 2 },
    summary:
      'Drain sediment from a gas or electric tank water heater once a year to keep it efficient, quieter and longer lasting.',
    steps: [
      {
        title: 'Turn off the heat source',
        detail:
          'Electric: switch off the breaker, because heating elements burn out in seconds without water. Gas: turn the control knob to "pilot" or "vacation" so the burner stays off.',
      },
      {
        title: 'Close the cold water supply',
        detail:
          'Turn off the cold inlet valve at the top of the heater. Let the water cool for a few hours if you can; it comes out scalding.',
      },
      {
        title: 'Attach a hose to the drain valve',
        detail:
          'Screw a garden hose onto the drain valve near the bottom and run it to a floor drain or outside, lower than the valve.',
      },
      {
        title: 'Open a hot tap and the drain valve',
        detail:
          'Open a hot tap upstairs to let air in, then open the drain valve and let the tank empty.',
      },
      {
        title: 'Flush out the sediment',
        detail:
          'With the drain still open, open the cold supply for a few seconds at a time to stir up and flush sediment, until the water runs clear.',
      },
      {
        title: 'Close the drain and refill the tank',
        detail:
          'Close the drain valve, remove the hose, open the cold supply and leave the hot tap open until water flows steadily with no sputtering air. Check the drain valve for drips.',
      },
      {
        title: 'Turn the heat back on',
        detail:
          'Only when the tank is full: restore the breaker (electric) or set the gas control back to its temperature setting (gas), and check the burner lights.',
      },
    ],
    tools: ['Garden hose', 'Flathead screwdriver', 'Bucket', 'Work gloves'],
    materials: [
      { name: 'Garden hose washer', quantity: 1, unit: 'each', unitCost: 2 },
      { name: 'Brass drain valve (if the old one leaks)', quantity: 1, unit: 'each', unitCost: 12 },
    ],
    safety: [
      'Drained water can be hot enough to scald; wear gloves and keep the hose end secured.',
      'Never turn on power to an electric heater with an empty tank.',
      GAS_SMELL,
    ],
    callAPro: [
      'You smell gas, or the pilot will not relight.',
      'The tank itself leaks or the water comes out rusty: the tank may be failing.',
      'The temperature and pressure relief valve drips or discharges.',
      'The drain valve will not close.',
    ],
    keywords: ['water heater', 'flush', 'hot water tank', 'sediment', 'drain valve', 'boiler'],
    synonyms: [
      'drain the hot water heater',
      'water heater making popping noises',
      'hot water cylinder',
      'clean out water heater',
      'rumbling water heater',
    ],
    hazards: ['gas', 'electrical'],
  },
  {
    id: 'weatherstrip-door',
    title: 'Weatherstrip a Door or Window',
    category: 'upkeep',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 2 },
    summary:
      'Seal drafts around exterior doors and windows with new weatherstripping and a door sweep to cut heating and cooling bills.',
    steps: [
      {
        title: 'Find the drafts',
        detail:
          'On a windy day hold a lit incense stick or your damp hand around the edges. Close the door on a sheet of paper: if it slides out easily, the seal is not touching there.',
      },
      {
        title: 'Remove the worn strip',
        detail:
          'Pull out old kerf-style strips from the slot in the door stop, or peel off old foam tape and scrape the adhesive off.',
      },
      {
        title: 'Fit new door weatherstripping',
        detail:
          'Press new kerf-in foam or silicone bulb strip into the slot, cutting to length, or stick self-adhesive V-strip or foam to a clean, dry stop. Start at the top and work down each side.',
      },
      {
        title: 'Add or adjust the door sweep',
        detail:
          'Screw a new sweep to the inside bottom of the door so it just touches the threshold, or raise the adjustable threshold screws until light no longer shows underneath.',
      },
      {
        title: 'Seal windows',
        detail:
          'For sash windows, fit V-strip in the side channels and foam tape on the bottom rail; for windows you never open, seal with removable caulk or a window insulation film kit in winter.',
      },
    ],
    tools: ['Utility knife', 'Scissors', 'Drill/driver', 'Tape measure', 'Putty knife'],
    materials: [
      { name: 'Door weatherstrip kit', quantity: 1, unit: 'kit', unitCost: 20 },
      { name: 'Door sweep', quantity: 1, unit: 'each', unitCost: 15 },
      { name: 'V-strip weatherstripping (17 ft roll)', quantity: 1, unit: 'roll', unitCost: 10 },
      { name: 'Foam weatherstrip tape', quantity: 1, unit: 'roll', unitCost: 7 },
    ],
    safety: [
      'Keep an open flame away from curtains when hunting drafts; incense or a damp hand works.',
    ],
    callAPro: [
      'The door or frame is warped or rotten and no strip can close the gap.',
      'Window glass is fogged between panes or the sash is rotten.',
    ],
    keywords: ['weatherstrip', 'weatherstripping', 'draft', 'door sweep', 'drafty window', 'seal'],
    synonyms: [
      'draught excluder',
      'cold air coming under door',
      'drafty front door',
      'seal gaps around windows',
      'weatherstripping for windows',
      'stop a draft',
    ],
  },
  {
    id: 'repair-window-screen',
    title: 'Repair a Window Screen',
    category: 'upkeep',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Replace torn insect screen in a window or door frame with new mesh and spline, or patch a small hole.',
    steps: [
      {
        title: 'Take the screen out and lay it flat',
        detail: 'Remove the frame from the window and lay it on a table or the floor.',
      },
      {
        title: 'Patch a small hole instead, if that is all it needs',
        detail:
          'Holes under a couple of inches can be covered with a self-adhesive screen patch on both sides.',
      },
      {
        title: 'Remove the old spline and screen',
        detail:
          'Pry up the end of the rubber spline with a small screwdriver and pull it out of the groove, then lift off the old mesh. Note the spline diameter.',
      },
      {
        title: 'Lay the new screen and roll in the spline',
        detail:
          'Cut new mesh an inch larger than the opening on all sides. Starting at a corner, press the spline over the mesh into the groove with the convex wheel of a spline roller, keeping the mesh taut but not stretched.',
      },
      {
        title: 'Trim the excess',
        detail:
          'Trim the mesh along the outside of the spline with a sharp utility knife angled away from the screen, then reinstall it in the window.',
      },
    ],
    tools: ['Spline roller', 'Utility knife', 'Flathead screwdriver', 'Scissors'],
    materials: [
      { name: 'Fiberglass screen mesh (36 x 84 in.)', quantity: 1, unit: 'roll', unitCost: 12 },
      { name: 'Screen spline (25 ft)', quantity: 1, unit: 'roll', unitCost: 5 },
    ],
    safety: ['Cut away from yourself with a fresh blade; dull blades slip.'],
    callAPro: [
      'The screen frame is bent or the window is on an upper story you cannot reach from inside.',
    ],
    keywords: ['window screen', 'screen', 'insect screen', 'spline', 'mesh', 'screen door'],
    synonyms: [
      'torn fly screen',
      'rescreen a window',
      'hole in screen door',
      'bug screen ripped',
      'mosquito net on window',
    ],
  },
  {
    id: 'test-smoke-alarms',
    title: 'Test and Replace Smoke and CO Alarms',
    category: 'upkeep',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1.5 },
    summary:
      'Test smoke and carbon monoxide alarms, change batteries, and replace units that are past their 10-year life, including hardwired ones.',
    steps: [
      {
        title: 'Test every alarm',
        detail:
          'Press and hold the test button until it sounds. Test monthly; a weak or silent alarm needs a battery or replacement.',
      },
      {
        title: 'Check the date on the back',
        detail:
          'Twist each alarm off its base and read the manufacture date. Replace smoke alarms 10 years after that date and CO alarms after 7 to 10 years, or as labelled.',
      },
      {
        title: 'Replace batteries',
        detail:
          'Swap the batteries once a year unless the alarm has a sealed 10-year battery. A chirping alarm usually wants a new battery.',
      },
      {
        title: 'Turn off the breaker before changing a hardwired alarm',
        detail:
          'Hardwired alarms run on 120 V. Turn off the circuit, twist off the alarm and unplug its connector. Buy the same brand if possible so the new unit plugs into the existing connector and stays interconnected.',
      },
      {
        title: 'Fit the new alarm and test the interconnect',
        detail:
          'Plug it in, twist it onto the base, restore power, pull the battery tab and press test: every interconnected alarm should sound.',
      },
      {
        title: 'Make sure every level is covered',
        detail:
          'You need a smoke alarm in every bedroom, outside each sleeping area and on every level, and CO alarms outside sleeping areas if you have gas appliances or an attached garage.',
      },
    ],
    tools: ['Stepladder', 'Screwdriver', 'Non-contact voltage tester'],
    materials: [
      { name: 'Smoke alarm with 10-year sealed battery', quantity: 2, unit: 'each', unitCost: 30 },
      { name: 'Combination smoke and CO alarm', quantity: 1, unit: 'each', unitCost: 45 },
      { name: '9V battery', quantity: 4, unit: 'each', unitCost: 3 },
    ],
    safety: [
      'Turn off the breaker before removing a hardwired alarm.',
      'Use a stable stepladder and do not over-reach.',
      'If a CO alarm sounds, get everyone outside into fresh air and call 911 or the fire department.',
    ],
    callAPro: [
      'You want to add hardwired interconnected alarms where there is no wiring.',
      'Alarms go off without cause repeatedly after replacement.',
    ],
    keywords: [
      'smoke alarm',
      'smoke detector',
      'carbon monoxide',
      'co detector',
      'fire alarm',
      'battery',
    ],
    synonyms: [
      'smoke detector keeps chirping',
      'beeping smoke alarm',
      'change smoke alarm battery',
      'replace a hardwired smoke detector',
      'co alarm',
    ],
    hazards: ['electrical', 'height'],
  },
  {
    id: 'clean-dryer-vent',
    title: 'Clean a Dryer Vent',
    category: 'upkeep',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 2 },
    summary:
      'Clear lint from the clothes dryer duct and outside vent hood so loads dry faster and you cut the risk of a lint fire.',
    steps: [
      {
        title: 'Unplug the dryer and shut off the gas if present',
        detail:
          'Unplug the dryer. For a gas dryer, also turn the gas valve behind it a quarter turn so the handle is across the pipe, and move the dryer carefully so the flexible gas connector is not kinked or strained.',
      },
      {
        title: 'Disconnect the duct',
        detail:
          'Pull the dryer out, loosen the clamp and remove the duct from the dryer outlet and from the wall connection.',
      },
      {
        title: 'Brush out the duct',
        detail:
          'Feed a dryer vent brush kit through the wall duct from inside and outside, spinning it with a drill on low, and vacuum the lint that comes out. Clean the dryer outlet and lint trap cavity too.',
      },
      {
        title: 'Clean the outside vent hood',
        detail:
          'Remove lint and nests from the hood outside and check the flap opens freely when the dryer runs.',
      },
      {
        title: 'Replace plastic or foil duct with metal',
        detail:
          'Use rigid or semi-rigid metal duct kept as short and straight as possible. Join sections with foil tape or clamps, not screws, which catch lint.',
      },
      {
        title: 'Reconnect and test',
        detail:
          'Reconnect the duct, push the dryer back without crushing it, turn the gas back on, plug in and run the dryer while checking air blows strongly at the outside hood.',
      },
    ],
    tools: ['Dryer vent brush kit', 'Drill', 'Shop vacuum', 'Screwdriver', 'Nut driver'],
    materials: [
      {
        name: 'Semi-rigid aluminum dryer duct (4 in. x 8 ft)',
        quantity: 1,
        unit: 'each',
        unitCost: 15,
      },
      { name: 'Duct clamps (4 in.)', quantity: 2, unit: 'each', unitCost: 3 },
      { name: 'Aluminum foil tape', quantity: 1, unit: 'roll', unitCost: 10 },
    ],
    safety: [
      'Unplug the dryer before working behind it.',
      GAS_SMELL,
      'Check gas connections with soapy water after moving a gas dryer: bubbles mean a leak.',
    ],
    callAPro: [
      'The duct runs a long way through walls or the roof, or is crushed inside a wall.',
      'You smell gas after moving a gas dryer.',
    ],
    keywords: ['dryer vent', 'dryer', 'lint', 'dryer duct', 'laundry'],
    synonyms: [
      'clothes take forever to dry',
      'clean lint from dryer hose',
      'tumble dryer vent',
      'dryer exhaust',
      'dryer getting hot',
    ],
    hazards: ['gas'],
  },
];
