import type { GuideInput } from '../guide-schema';

const BREAKER_OFF =
  'Turn off the circuit breaker for the circuit and confirm it is dead with a non-contact voltage tester before touching any wire.';
const ALUMINUM =
  'You find dull silver aluminum wiring (common in homes wired 1965-1973): it needs special connectors and an electrician.';
const SCORCHED = 'Wires or the box are scorched, melted, brittle or smell burnt.';

export const electricalGuides: GuideInput[] = [
  {
    id: 'replace-outlet',
    title: 'Replace an Electrical Outlet',
    category: 'electrical',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Swap a worn, cracked or loose wall outlet for a new tamper-resistant receptacle of the same rating. Plugs that fall out or an outlet that feels warm are the usual reasons.',
    steps: [
      {
        title: 'Turn off the breaker and test the outlet is dead',
        detail:
          'Plug a lamp into the outlet, switch off breakers until it goes out, and label that breaker. Then hold a non-contact voltage tester against both slots of both receptacles and against the wires once the cover is off; it must stay silent.',
      },
      {
        title: 'Remove the cover plate and unscrew the outlet from the box',
        detail:
          'Take out the centre screw of the plate, then the two long mounting screws at the top and bottom of the outlet. Pull the outlet gently out of the box so the wires come with it.',
      },
      {
        title: 'Photograph the wiring and note the circuit rating',
        detail:
          'Take a photo before disconnecting anything. Note the amp rating on the old outlet and the breaker, and buy the same rating. A 20-amp outlet (with a T-shaped slot) must never go on a 15-amp circuit.',
      },
      {
        title: 'Disconnect the wires from the old outlet',
        detail:
          'Loosen the side screws and unhook the wires. If wires are pushed into holes in the back (back-stabbed), push a small screwdriver into the release slot or cut the wire off close to the outlet and strip 3/4 inch of fresh insulation.',
      },
      {
        title: 'Connect the wires to the new outlet',
        detail:
          'Black (hot) goes to a brass screw, white (neutral) to a silver screw, and bare or green (ground) to the green screw. Bend each wire into a clockwise hook around its screw so tightening pulls it in, then tighten firmly.',
      },
      {
        title: 'Fold the wires back and mount the outlet',
        detail:
          'Fold the wires neatly into the box in an accordion shape, screw the outlet to the box so it sits straight and flush, and attach the cover plate.',
      },
      {
        title: 'Restore power and test the outlet',
        detail:
          'Turn the breaker back on and check the outlet with a plug-in outlet tester, which shows whether hot, neutral and ground are correct.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Plug-in outlet tester',
      'Insulated screwdrivers',
      'Wire strippers',
      'Needle-nose pliers',
    ],
    materials: [
      { name: 'Tamper-resistant outlet (15 A)', quantity: 1, unit: 'each', unitCost: 3 },
      { name: 'Outlet cover plate', quantity: 1, unit: 'each', unitCost: 1.5 },
      { name: 'Electrical tape', quantity: 1, unit: 'roll', unitCost: 4 },
    ],
    safety: [
      BREAKER_OFF,
      'Test the tester on a known live outlet first so you know it works.',
      'Replace like with like: never install a 20-amp outlet on a 15-amp circuit, and if a 20-amp outlet is the only one on its circuit it must stay 20-amp.',
      'Outlets near sinks, in bathrooms, garages, outdoors and basements must be GFCI protected.',
    ],
    callAPro: [
      ALUMINUM,
      SCORCHED,
      'The box has two-wire cable with no ground and you want three-prong outlets (a GFCI can be a legal fix, but get advice).',
      'The breaker keeps tripping after the new outlet is in.',
    ],
    keywords: ['outlet', 'receptacle', 'socket', 'plug', 'wall outlet', 'replace outlet', 'wiring'],
    synonyms: [
      'swap a wall socket',
      'broken plug socket',
      'loose outlet',
      'plugs fall out of outlet',
      'cracked receptacle',
      'power point',
      'change an outlet',
      'dead outlet',
      'outlet feels warm',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'install-gfci-outlet',
    title: 'Install a GFCI Outlet',
    category: 'electrical',
    difficulty: 'Intermediate',
    time: { minHours: 0.5, maxHours: 1.5 },
    summary:
      'Replace a standard outlet with a ground-fault circuit interrupter (GFCI) that cuts power in milliseconds if current leaks to ground. Required near water: kitchens, bathrooms, garages, outdoors and basements.',
    steps: [
      {
        title: 'Turn off the breaker and confirm the outlet is dead',
        detail:
          'Switch off the circuit at the panel, then check every wire in the box with a non-contact voltage tester. Boxes can hold wires from more than one circuit.',
      },
      {
        title: 'Pull the old outlet out and identify the LINE wires',
        detail:
          'If the box has two cables, separate the wires, turn the power back on briefly and use the tester to find which black wire is live: that cable is LINE (from the panel). Turn the power off again and mark the LINE pair with tape.',
      },
      {
        title: 'Connect the LINE wires to the LINE terminals',
        detail:
          'Black LINE wire to the brass LINE screw, white LINE wire to the silver LINE screw. The LINE terminals are marked on the back; the LOAD terminals are usually under a yellow sticker.',
      },
      {
        title: 'Connect LOAD wires only if you want downstream protection',
        detail:
          'Wires on the LOAD terminals make the GFCI protect every outlet further along the circuit. If you only want this outlet protected, cap the second pair together with a pigtail to the LINE terminals instead, and leave the sticker on LOAD.',
      },
      {
        title: 'Attach the ground wire and fit the GFCI into the box',
        detail:
          'Bare or green ground goes to the green screw. GFCIs are deeper than ordinary outlets, so fold the wires carefully to the back and screw the device in without pinching insulation.',
      },
      {
        title: 'Restore power, press RESET, then TEST',
        detail:
          'Turn the breaker on and press RESET; the outlet should power a lamp. Press TEST: the lamp must go off. Press RESET again. A GFCI wired backwards usually refuses to reset.',
      },
      {
        title: 'Label protected outlets',
        detail:
          'If you used the LOAD terminals, put the supplied "GFCI Protected" stickers on the downstream outlets so nobody hunts for a tripped device later.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Insulated screwdrivers',
      'Wire strippers',
      'Needle-nose pliers',
      'Masking tape and marker',
    ],
    materials: [
      { name: 'GFCI outlet (15 A, tamper resistant)', quantity: 1, unit: 'each', unitCost: 20 },
      { name: 'Decorator cover plate', quantity: 1, unit: 'each', unitCost: 2 },
      { name: 'Wire connectors', quantity: 1, unit: 'pack', unitCost: 5 },
    ],
    safety: [
      BREAKER_OFF,
      'When you turn power on to identify LINE wires, keep the wire ends apart and touch nothing but the tester to them.',
      'Test every GFCI monthly with its TEST button.',
    ],
    callAPro: [
      'You cannot tell LINE from LOAD, or the box holds wires from several circuits.',
      'The GFCI trips immediately on reset, which points to a ground fault in the wiring.',
      ALUMINUM,
    ],
    keywords: ['gfci', 'gfi', 'ground fault', 'outlet', 'bathroom outlet', 'kitchen outlet'],
    synonyms: [
      'outlet with test and reset buttons',
      'rcd socket',
      'safety outlet near sink',
      'outlet keeps tripping',
      'waterproof outlet',
      'outdoor outlet that trips when wet',
      'ground fault interrupter',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'replace-light-switch',
    title: 'Replace a Light Switch',
    category: 'electrical',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Swap a worn, crackling or outdated single-pole light switch for a new one. Works the same for toggle and rocker (decorator) styles.',
    steps: [
      {
        title: 'Turn off the breaker and confirm the switch is dead',
        detail:
          'Flip the switch on, turn off breakers until the light goes out, then check both screw terminals with a non-contact voltage tester once the plate is off.',
      },
      {
        title: 'Remove the cover plate and pull the switch out',
        detail:
          'Unscrew the plate, then the two mounting screws, and pull the switch straight out so the wires come with it.',
      },
      {
        title: 'Check whether it is a single-pole or three-way switch',
        detail:
          'A single-pole switch has two brass screws plus a ground and says ON/OFF on the toggle. A three-way (light controlled from two places) has a third, darker "common" screw; mark the wire on that screw with tape before removing it.',
      },
      {
        title: 'Move the wires to the new switch one at a time',
        detail:
          'Transfer each wire to the matching terminal on the new switch: the two hot wires to the brass screws, the ground to the green screw. Hook wires clockwise under the screws and tighten.',
      },
      {
        title: 'Mount the switch and fit the cover plate',
        detail:
          'Fold the wires into the box, screw the switch in straight with ON at the top, and attach the plate.',
      },
      {
        title: 'Restore power and test',
        detail: 'Turn the breaker back on and check the switch turns the light on and off cleanly.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Insulated screwdrivers',
      'Wire strippers',
      'Needle-nose pliers',
    ],
    materials: [
      { name: 'Single-pole light switch', quantity: 1, unit: 'each', unitCost: 3 },
      { name: 'Switch cover plate', quantity: 1, unit: 'each', unitCost: 1.5 },
    ],
    safety: [
      BREAKER_OFF,
      'A switch box can carry a second live circuit; test every wire, not just the switch.',
      'Do not use a standard switch on a circuit it is not rated for (check the amp rating).',
    ],
    callAPro: [
      'The box holds a tangle of wires from several switches and you cannot tell which is which.',
      'There is no neutral or ground and you want a smart switch that needs one.',
      SCORCHED,
    ],
    keywords: ['light switch', 'switch', 'wall switch', 'toggle', 'rocker', 'three-way switch'],
    synonyms: [
      'swap out a light switch',
      'broken light switch',
      'switch crackles',
      'change a switch',
      'flip switch not working',
      'light switch sparks',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'install-dimmer-switch',
    title: 'Install a Dimmer Switch',
    category: 'electrical',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Replace an on/off switch with a dimmer so you can set the brightness. Choose a dimmer rated for LED bulbs and for the total wattage it will control.',
    steps: [
      {
        title: 'Check your bulbs and pick a compatible dimmer',
        detail:
          'Bulbs must say "dimmable". For LEDs buy a dimmer labelled LED/CFL (often marked CL) and check its LED wattage limit against the total of all bulbs on the switch. Pick three-way if the light has two switches.',
      },
      {
        title: 'Turn off the breaker and test for power',
        detail:
          'Turn off the circuit and test every wire in the box with a non-contact voltage tester after removing the plate.',
      },
      {
        title: 'Remove the old switch and note the wiring',
        detail:
          'Pull the switch out and photograph the wires. Most dimmers connect with wire leads rather than screws.',
      },
      {
        title: 'Connect the dimmer leads with wire connectors',
        detail:
          'Join the dimmer leads to the house wires per its diagram (on single-pole dimmers either black lead can go to either hot wire), green to ground. Twist connectors clockwise until tight and tug each wire to be sure.',
      },
      {
        title: 'Fit the dimmer in the box and attach the plate',
        detail:
          'Dimmers are bulkier than switches; fold wires to the back and do not force it. If you gang several dimmers in one box, check the reduced wattage rating in the instructions.',
      },
      {
        title: 'Restore power and set the low-end trim',
        detail:
          "Turn the breaker on and test. If LEDs flicker or buzz at the bottom of the range, adjust the dimmer's trim setting so the lowest level stays steady.",
      },
    ],
    tools: ['Non-contact voltage tester', 'Insulated screwdrivers', 'Wire strippers'],
    materials: [
      { name: 'LED-compatible dimmer switch', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Wire connectors', quantity: 1, unit: 'pack', unitCost: 5 },
      { name: 'Decorator cover plate', quantity: 1, unit: 'each', unitCost: 2 },
    ],
    safety: [
      BREAKER_OFF,
      'Never put a dimmer on an outlet, a ceiling fan motor or non-dimmable bulbs.',
      'A dimmer that gets hot is overloaded: reduce the load or use a higher-rated model.',
    ],
    callAPro: [
      'Lights still flicker with a compatible dimmer, which can point to a loose connection elsewhere.',
      'The switch box is too small or crowded for the dimmer.',
      ALUMINUM,
    ],
    keywords: ['dimmer', 'dimmer switch', 'dim lights', 'brightness', 'led dimmer'],
    synonyms: [
      'make my lights dimmable',
      'light dimmer',
      'dimming switch',
      'turn down the lights',
      'mood lighting switch',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'replace-light-fixture',
    title: 'Replace a Ceiling Light Fixture',
    category: 'electrical',
    difficulty: 'Intermediate',
    time: { minHours: 1, maxHours: 2 },
    summary:
      "Take down an old ceiling or wall light and install a new fixture on the same electrical box. The box must be secure and rated for the new fixture's weight.",
    steps: [
      {
        title: 'Turn off the breaker and confirm the fixture is dead',
        detail:
          'Turning off the wall switch is not enough. Switch off the breaker, then test the fixture wires with a non-contact voltage tester once they are exposed.',
      },
      {
        title: 'Remove the old fixture',
        detail:
          'Take off the shade and bulbs, unscrew the canopy, and support the fixture (or have a helper hold it) while you unscrew the wire connectors and separate the wires.',
      },
      {
        title: 'Check the electrical box and mounting strap',
        detail:
          'The box must be firmly fixed to framing. Standard boxes hold up to 50 lb; heavier fixtures need a box marked for the weight. Install the new mounting strap from the fixture kit.',
      },
      {
        title: 'Connect the fixture wires',
        detail:
          "Hold the fixture or hang it from the hook on the strap. Join black to black (or the fixture's smooth wire), white to white (ribbed wire), and ground to the green screw and bare wire. Twist connectors on tight and tug-test each wire.",
      },
      {
        title: 'Mount the canopy and fixture',
        detail:
          'Tuck the wires into the box, attach the canopy to the strap with the supplied screws or nuts, and make sure nothing is pinched.',
      },
      {
        title: 'Fit bulbs and shade, restore power and test',
        detail:
          "Use bulbs no higher than the fixture's wattage rating, turn the breaker back on and test with the wall switch.",
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Sturdy stepladder',
      'Insulated screwdrivers',
      'Wire strippers',
      'Needle-nose pliers',
    ],
    materials: [
      { name: 'Ceiling light fixture', quantity: 1, unit: 'each', unitCost: 60 },
      { name: 'Wire connectors', quantity: 1, unit: 'pack', unitCost: 5 },
      { name: 'LED bulbs', quantity: 2, unit: 'each', unitCost: 4 },
    ],
    safety: [
      BREAKER_OFF,
      'Work from a stable stepladder, never a chair, and keep your hips between the rails.',
      'Older fixtures may have brittle insulation from heat; handle wires gently.',
    ],
    callAPro: [
      'There is no box, or the box is loose, cracked or too small.',
      'The fixture weighs more than the box rating, such as a chandelier over 50 lb.',
      SCORCHED,
      ALUMINUM,
    ],
    keywords: [
      'light fixture',
      'ceiling light',
      'chandelier',
      'pendant',
      'lamp',
      'wall sconce',
      'vanity light',
    ],
    synonyms: [
      'change a ceiling light',
      'swap overhead light',
      'hang a pendant light',
      'new light fitting',
      'replace old light',
      'put up a chandelier',
    ],
    hazards: ['electrical', 'height'],
  },
  {
    id: 'install-ceiling-fan',
    title: 'Install a Ceiling Fan',
    category: 'electrical',
    difficulty: 'Intermediate',
    time: { minHours: 2, maxHours: 4 },
    summary:
      "Replace a ceiling light with a ceiling fan on a fan-rated electrical box. The box and brace must carry the fan's weight and wobble, which an ordinary light box cannot.",
    steps: [
      {
        title: 'Turn off the breaker and test the wires',
        detail:
          'Switch off the circuit at the panel and confirm with a non-contact voltage tester once the old fixture is down.',
      },
      {
        title: 'Remove the old fixture and check the box is fan-rated',
        detail:
          'The box must be marked "acceptable for fan support". If it is not, remove it and install a fan-rated box with an expanding brace bar that locks between the joists; most fit through the old hole.',
      },
      {
        title: 'Install the mounting bracket',
        detail:
          "Screw the fan's bracket to the box with the heavy-duty screws supplied with the box, not the small fixture screws.",
      },
      {
        title: 'Assemble the motor, downrod and canopy on the ground',
        detail:
          'Feed the wires through the downrod, fit the pins and clips, and slide on the canopy. Blades should end up at least 7 feet above the floor.',
      },
      {
        title: 'Hang the fan and connect the wires',
        detail:
          'Seat the ball of the downrod in the bracket so the fan hangs hands-free. Join ground wires, white to white, black to the fan motor wire (blue is often the light kit; join it to black for one switch, or to a red wire if the box has separate switches).',
      },
      {
        title: 'Fix the canopy, blades and light kit',
        detail:
          'Tuck the wires up, screw the canopy to the bracket, attach the blades to their irons, and install the light kit if supplied.',
      },
      {
        title: 'Restore power, test and balance',
        detail:
          'Run the fan on every speed. If it wobbles, check all blade screws are tight, then use the balancing kit: clip the weight to each blade in turn to find the wobbly one and stick a weight there.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Stepladder',
      'Insulated screwdrivers',
      'Wire strippers',
      'Adjustable wrench',
      'Helper',
    ],
    materials: [
      { name: 'Ceiling fan with light kit', quantity: 1, unit: 'each', unitCost: 150 },
      { name: 'Fan-rated box with brace bar', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Wire connectors', quantity: 1, unit: 'pack', unitCost: 5 },
    ],
    safety: [
      BREAKER_OFF,
      'Never hang a fan from a box not rated for fans; it can work loose and fall.',
      'Use a helper to lift the motor, and keep the ladder on firm, level ground.',
      'Keep blades at least 7 feet above the floor.',
    ],
    callAPro: [
      'There is no existing ceiling box and you need a new circuit or cable run.',
      'You cannot reach the joists to fit a fan-rated brace (for example under a finished floor with no attic).',
      'The ceiling is vaulted or higher than about 12 feet.',
    ],
    keywords: ['ceiling fan', 'fan', 'fan light', 'downrod', 'fan brace'],
    synonyms: [
      'put in a ceiling fan',
      'hang a fan',
      'swap light for fan',
      'overhead fan',
      'fan wobbles',
      'celing fan',
    ],
    hazards: ['electrical', 'height'],
  },
  {
    id: 'install-smart-thermostat',
    title: 'Install a Smart Thermostat',
    category: 'electrical',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1.5 },
    summary:
      'Replace a low-voltage (24 V) wall thermostat with a Wi-Fi smart thermostat. Check compatibility first; most smart models need a common (C) wire or an adapter.',
    steps: [
      {
        title: 'Check compatibility before buying',
        detail:
          'Remove the old thermostat cover and look at the wires: thin wires on terminals such as R, W, Y, G and C mean low voltage and are compatible. Thick wires with wire nuts, or a label saying 120/240 V, mean a line-voltage thermostat: stop.',
      },
      {
        title: 'Turn off power to the heating and cooling system',
        detail:
          'Switch off the furnace or air handler breaker (and the service switch near the furnace). Check the old thermostat screen goes blank and the system does not respond.',
      },
      {
        title: 'Photograph and label the wires',
        detail:
          'Take a clear photo of the terminals, then stick the supplied labels on each wire by terminal letter before you disconnect it. Wrap the cable around a pencil so it cannot fall into the wall.',
      },
      {
        title: 'Remove the old base and mount the new one',
        detail:
          'Unscrew the old base, patch or cover old holes with the trim plate, level the new base and screw it to the wall with anchors.',
      },
      {
        title: 'Connect the wires to the matching terminals',
        detail:
          "Push each labelled wire into the terminal of the same letter. If there is no C wire, install the manufacturer's power adapter at the furnace control board as instructed.",
      },
      {
        title: 'Attach the display, restore power and run setup',
        detail:
          'Snap on the faceplate, turn the system power back on, and follow the on-screen setup. Test heat, cooling and fan each run before relying on it.',
      },
    ],
    tools: ['Screwdrivers', 'Drill with small bit', 'Level', 'Phone for photos', 'Voltage tester'],
    materials: [
      { name: 'Smart thermostat', quantity: 1, unit: 'each', unitCost: 130 },
      { name: 'C-wire power adapter (if needed)', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Wall anchors', quantity: 1, unit: 'pack', unitCost: 4 },
    ],
    safety: [
      'Turn off power to the furnace or air handler before touching thermostat wires; shorting R to C can blow the control board fuse.',
      'Line-voltage (120/240 V) thermostats for baseboard heaters are a shock hazard and need a line-voltage model.',
    ],
    callAPro: [
      'The thermostat controls electric baseboard heat or shows thick line-voltage wires.',
      'You have a heat pump with auxiliary heat or a multi-stage system and the labels do not match the new thermostat.',
      'You need a new C wire run from the furnace.',
    ],
    keywords: [
      'thermostat',
      'smart thermostat',
      'nest',
      'ecobee',
      'hvac',
      'c-wire',
      'wifi thermostat',
    ],
    synonyms: [
      'change my thermostat',
      'wifi heating control',
      'programmable thermostat',
      'upgrade thermostat',
      'heating controller',
    ],
    hazards: ['electrical'],
  },
];
