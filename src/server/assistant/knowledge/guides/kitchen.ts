import type { GuideInput } from '../guide-schema';

const BREAKER_OFF =
  'Turn off the circuit breaker and confirm the wires are dead with a non-contact voltage tester before disconnecting anything.';
const SHUT_OFF_SINK =
  'Close the hot and cold shutoff valves under the sink and open the faucet to release pressure before disconnecting supply lines.';

export const kitchenGuides: GuideInput[] = [
  {
    id: 'replace-kitchen-faucet',
    title: 'Replace a Kitchen Faucet',
    category: 'kitchen',
    difficulty: 'Intermediate',
    time: { minHours: 1, maxHours: 3 },
    summary:
      'Remove an old kitchen sink faucet and install a new single-handle or pull-down faucet, including the supply lines.',
    steps: [
      {
        title: 'Shut off the water and clear the cabinet',
        detail:
          'Empty the sink cabinet, close both shutoff valves, open the faucet to drain it, and lay a towel and bucket under the connections. Take a photo of how everything connects.',
      },
      {
        title: 'Disconnect the supply lines',
        detail:
          'Unscrew the supply lines at the shutoff valves with an adjustable wrench. Disconnect the pull-down hose from its weight and quick-connect if there is one.',
      },
      {
        title: 'Remove the mounting nuts and old faucet',
        detail:
          'Reach up behind the sink with a basin wrench to loosen the mounting nuts, then lift the faucet out from above. Penetrating oil helps with corroded nuts.',
      },
      {
        title: 'Clean the sink deck',
        detail:
          'Scrape off old putty and mineral deposits so the new gasket or deck plate sits flat.',
      },
      {
        title: 'Set the new faucet',
        detail:
          "Feed the lines through the hole with the gasket or deck plate in place (plumber's putty only if the instructions call for it), center the faucet, and tighten the mounting hardware from below.",
      },
      {
        title: 'Connect the supply lines and hose',
        detail:
          'Connect the new braided lines to the valves, hot on the left. Click the pull-down hose into its connector and clip the weight at the low point of the hose loop.',
      },
      {
        title: 'Flush and check for leaks',
        detail:
          'Remove the aerator, open the valves slowly, run hot and cold for a minute to flush debris, refit the aerator and check every joint with a dry paper towel.',
      },
    ],
    tools: ['Basin wrench', 'Adjustable wrenches', 'Bucket', 'Flashlight', 'Putty knife', 'Towels'],
    materials: [
      { name: 'Pull-down kitchen faucet', quantity: 1, unit: 'each', unitCost: 180 },
      { name: 'Braided supply lines', quantity: 2, unit: 'each', unitCost: 10 },
      { name: "Plumber's putty", quantity: 1, unit: 'tub', unitCost: 5 },
    ],
    safety: [
      SHUT_OFF_SINK,
      'Wear safety glasses when working under the sink; debris falls into your face.',
    ],
    callAPro: [
      'The shutoff valves are missing, seized or leak when turned.',
      'The sink is undermount stone and the faucet needs a new hole drilled.',
      'Supply pipes are old galvanized steel that crumbles when turned.',
    ],
    keywords: ['kitchen faucet', 'faucet', 'kitchen sink', 'pull-down faucet', 'sink faucet'],
    synonyms: [
      'replace kitchen tap',
      'new kitchen mixer tap',
      'install a pull down faucet',
      'swap the kitchen sink faucet',
      'upgrade kitchen faucet',
    ],
  },
  {
    id: 'install-range-hood',
    title: 'Install a Range Hood',
    category: 'kitchen',
    difficulty: 'Advanced',
    time: { minHours: 3, maxHours: 6 },
    summary:
      'Replace an under-cabinet range hood, connecting it to the existing duct and wiring. Ducting to the outside works far better than recirculating.',
    steps: [
      {
        title: 'Choose a hood that fits the duct and cooktop',
        detail:
          'Match the cooktop width (or go wider), the existing duct size and shape, and the ceiling height. Do not reduce the duct size the hood calls for.',
      },
      {
        title: 'Turn off the power and remove the old hood',
        detail:
          'Turn off the breaker, test the wires, disconnect them, undo the duct connection and the mounting screws while a helper holds the hood.',
      },
      {
        title: 'Prepare the duct and wiring openings',
        detail:
          "Line up the new hood's duct outlet and knockout with the existing duct and cable, and enlarge openings in the cabinet bottom if needed.",
      },
      {
        title: 'Mount the hood at the right height',
        detail:
          'Hang it at the height the manufacturer specifies above the cooktop (usually 24 to 30 inches) and screw it securely to the cabinet or wall framing.',
      },
      {
        title: 'Connect the duct',
        detail:
          "Join the hood's damper collar to the duct with metal duct and seal the joints with foil tape, not cloth duct tape. The duct must run outside, never into the attic or wall cavity.",
      },
      {
        title: 'Wire the hood and test',
        detail:
          'Feed the cable through a clamp, join black to black, white to white and ground to ground, close the wiring cover, restore power and test the fan and lights on every speed.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Drill/driver',
      'Tin snips',
      'Level',
      'Stepladder',
      'Helper',
    ],
    materials: [
      { name: 'Under-cabinet range hood (30 in.)', quantity: 1, unit: 'each', unitCost: 200 },
      { name: 'Aluminum foil tape', quantity: 1, unit: 'roll', unitCost: 10 },
      { name: 'Metal duct transition', quantity: 1, unit: 'each', unitCost: 15 },
      { name: 'Cable clamp and wire connectors', quantity: 1, unit: 'pack', unitCost: 6 },
    ],
    safety: [
      BREAKER_OFF,
      'Use only metal duct for kitchen exhaust; plastic or foil flex duct is a grease fire hazard.',
      'Large hoods (about 400 CFM or more) may need make-up air by code so they do not backdraft gas appliances.',
    ],
    callAPro: [
      'There is no duct and a new one must go through an exterior wall or roof.',
      'There is no wiring at the hood location.',
      'You have a gas range and a powerful hood that may need make-up air.',
    ],
    keywords: ['range hood', 'hood', 'vent hood', 'stove vent', 'kitchen exhaust', 'extractor'],
    synonyms: [
      'cooker hood',
      'extractor fan over stove',
      'oven hood fan',
      'replace the fan above the stove',
      'kitchen vent fan',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'install-cabinet-hardware',
    title: 'Install Cabinet Knobs and Pulls',
    category: 'kitchen',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 3 },
    summary:
      'Add or replace cabinet knobs and drawer pulls so every one lines up, using a drilling template and the right screw length.',
    steps: [
      {
        title: 'Count and measure before buying',
        detail:
          "Count doors and drawers. To reuse existing holes, measure the pull's center-to-center distance (often 3 or 3-3/4 inches, or 96 or 128 mm) exactly.",
      },
      {
        title: 'Set up a drilling template',
        detail:
          'Use a cabinet hardware jig or make a template from scrap wood so every door and drawer gets the same placement. Knobs usually go 2 to 3 inches from the door corner on the opening side.',
      },
      {
        title: 'Mark and drill the holes',
        detail:
          'Tape the jig in place, mark the holes, and drill straight through with a 3/16 inch bit (for standard 8-32 screws) while holding a scrap block behind the door to stop tear-out.',
      },
      {
        title: 'Check the screw length',
        detail:
          'Standard screws suit 3/4 inch doors; thicker drawer fronts need longer or break-away screws. Too-long screws stop the handle seating.',
      },
      {
        title: 'Attach the hardware',
        detail:
          'Drive the screws from the inside by hand until snug; a drill can strip them or crack the finish.',
      },
    ],
    tools: [
      'Cabinet hardware jig',
      'Drill with 3/16 in. bit',
      'Tape measure',
      'Screwdriver',
      "Painter's tape",
    ],
    materials: [
      { name: 'Cabinet pulls', quantity: 20, unit: 'each', unitCost: 4 },
      { name: 'Cabinet knobs', quantity: 10, unit: 'each', unitCost: 3 },
      { name: 'Hardware drilling jig', quantity: 1, unit: 'each', unitCost: 20 },
    ],
    safety: ['Wear safety glasses when drilling.'],
    callAPro: [
      'The doors are expensive custom or painted finishes and you are unsure of drilling them.',
    ],
    keywords: ['cabinet hardware', 'knobs', 'pulls', 'handles', 'drawer pulls', 'cabinet handles'],
    synonyms: [
      'new handles on kitchen cupboards',
      'change cabinet knobs',
      'drawer handles',
      'put pulls on cabinets',
      'update kitchen hardware',
    ],
  },
  {
    id: 'install-dishwasher',
    title: 'Replace a Dishwasher',
    category: 'kitchen',
    difficulty: 'Intermediate',
    time: { minHours: 2, maxHours: 4 },
    summary:
      'Swap an old built-in dishwasher for a new one in the same opening, reconnecting the water supply, drain and power.',
    steps: [
      {
        title: 'Turn off power and water',
        detail:
          'Turn off the dishwasher breaker (or unplug it under the sink) and close the hot water valve that feeds it. Put towels down; the old unit holds some water.',
      },
      {
        title: 'Disconnect and pull out the old unit',
        detail:
          'Remove the lower kick panel, disconnect the water line and the wiring in the junction box, loosen the drain hose at the sink or disposal, remove the mounting screws under the counter, and slide the unit out.',
      },
      {
        title: 'Prepare the new dishwasher',
        detail:
          'Lay it on its back on cardboard, fit the 90 degree elbow with thread sealant to the inlet valve, and attach the power cord or wiring kit as the manual shows.',
      },
      {
        title: 'Route the lines and slide it in',
        detail:
          'Feed the drain hose and supply line through the cabinet hole while sliding the unit in, without kinking them.',
      },
      {
        title: 'Level and secure it',
        detail:
          'Adjust the feet until the door is level and the top is just under the counter, then screw the mounting brackets to the counter or cabinet sides.',
      },
      {
        title: 'Connect water, drain and power',
        detail:
          "Connect the braided supply to the elbow, loop the drain hose up high under the counter (or to an air gap) and clamp it to the disposal or sink tailpiece, and connect power. If it drains into a new disposal, knock out the disposal's plug first.",
      },
      {
        title: 'Run a test cycle',
        detail:
          'Open the water valve, restore power, run a short cycle and check underneath with a flashlight for drips before putting the kick panel back.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Screwdrivers',
      'Adjustable wrenches',
      'Level',
      'Flashlight',
      'Towels',
    ],
    materials: [
      { name: 'Dishwasher', quantity: 1, unit: 'each', unitCost: 550 },
      {
        name: 'Dishwasher installation kit (supply line, elbow, cord)',
        quantity: 1,
        unit: 'kit',
        unitCost: 30,
      },
      { name: 'Thread sealant tape', quantity: 1, unit: 'roll', unitCost: 2 },
    ],
    safety: [BREAKER_OFF, 'Dishwashers weigh 60 to 100 lb: slide, do not carry, and get help.'],
    callAPro: [
      'There is no dedicated circuit, water line or drain where the dishwasher will go.',
      'The opening has to be cut into cabinets or countertop.',
    ],
    keywords: ['dishwasher', 'appliance', 'dish washer', 'kitchen appliance'],
    synonyms: [
      'install a new dishwasher',
      'hook up dishwasher',
      'swap dishwasher',
      'dishwasher replacement',
    ],
    hazards: ['electrical'],
  },
];
