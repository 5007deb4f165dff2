import type { GuideInput } from '../guide-schema';

const HIDDEN_SERVICES =
  'Check for pipes and wires with a stud finder before drilling bathroom walls; supply pipes often run near vanities and tubs.';

export const bathroomGuides: GuideInput[] = [
  {
    id: 'replace-bathroom-vanity',
    title: 'Replace a Bathroom Vanity',
    category: 'bathroom',
    difficulty: 'Intermediate',
    time: { minHours: 4, maxHours: 8 },
    summary:
      'Take out an old bathroom vanity and sink, then install a new vanity cabinet, top and faucet and reconnect the plumbing.',
    steps: [
      {
        title: 'Shut off the water and disconnect the plumbing',
        detail:
          'Close the shutoff valves, open the faucet, and disconnect the supply lines at the valves and the P-trap at the drain (bucket underneath). Stuff a rag in the drain pipe to block sewer gas.',
      },
      {
        title: 'Remove the old top and cabinet',
        detail:
          'Cut the caulk along the wall and backsplash, lift off the top (with a helper; stone tops are heavy), remove the screws holding the cabinet to the wall and pull it out.',
      },
      {
        title: 'Prepare the wall and floor',
        detail:
          'Patch and paint the wall where the new vanity will not cover, check the floor is sound and dry, and find the studs.',
      },
      {
        title: 'Set, level and fasten the new cabinet',
        detail:
          'Cut openings in the back for the pipes, slide the cabinet in, shim it level in both directions, and screw it through its back rail into studs.',
      },
      {
        title: 'Install the faucet and drain on the top first',
        detail:
          'Mount the faucet and pop-up drain on the countertop while it is on the bench; it is far easier than working under the sink.',
      },
      {
        title: 'Set the top and reconnect the plumbing',
        detail:
          'Run a bead of silicone on the cabinet edges, set the top, then connect new supply lines and fit the P-trap, trimming the tailpiece or trap arm if needed.',
      },
      {
        title: 'Test for leaks and caulk',
        detail:
          'Open the valves, fill and drain the basin, check every joint, then caulk the top to the wall and fit any side splash.',
      },
    ],
    tools: [
      'Adjustable wrenches',
      'Basin wrench',
      'Level',
      'Drill/driver',
      'Jigsaw or hole saw',
      'Utility knife',
      'Caulk gun',
    ],
    materials: [
      { name: 'Vanity cabinet with top (36 in.)', quantity: 1, unit: 'each', unitCost: 400 },
      { name: 'Bathroom faucet', quantity: 1, unit: 'each', unitCost: 90 },
      { name: 'Braided supply lines', quantity: 2, unit: 'each', unitCost: 9 },
      { name: 'P-trap kit (1-1/4 in.)', quantity: 1, unit: 'kit', unitCost: 12 },
      { name: 'Silicone caulk', quantity: 1, unit: 'tube', unitCost: 8 },
      { name: 'Wood shims', quantity: 1, unit: 'bundle', unitCost: 5 },
    ],
    safety: [
      'Shut off the water before disconnecting supply lines.',
      'Lift stone or cultured marble tops with two people.',
      HIDDEN_SERVICES,
    ],
    callAPro: [
      'The new vanity needs the drain or supply pipes moved in the wall.',
      'The floor under the old vanity is soft or rotted from a leak.',
      'Shutoff valves are missing or seized.',
    ],
    keywords: ['vanity', 'bathroom vanity', 'bathroom sink', 'sink cabinet', 'vanity top'],
    synonyms: [
      'new bathroom sink unit',
      'swap out the bathroom cabinet',
      'replace bathroom sink',
      'install a vanity',
      'washbasin cabinet',
    ],
  },
  {
    id: 'replace-bathroom-fan',
    title: 'Replace a Bathroom Exhaust Fan',
    category: 'bathroom',
    difficulty: 'Intermediate',
    time: { minHours: 1.5, maxHours: 4 },
    summary:
      'Swap a noisy or weak bathroom exhaust fan for a quieter, properly sized one that vents moisture outside and prevents mold.',
    steps: [
      {
        title: 'Size the new fan',
        detail:
          'For bathrooms up to 100 square feet with 8 foot ceilings, allow about 1 CFM per square foot (minimum 50 CFM). A rating of 1.0 sone or less is quiet. Measure the old housing; retrofit models fit existing openings.',
      },
      {
        title: 'Turn off the breaker and remove the old fan',
        detail:
          'Switch off the circuit and test with a non-contact voltage tester. Remove the grille, unplug the motor, and take out the motor plate; then disconnect the wires in the housing.',
      },
      {
        title: 'Take out the old housing',
        detail:
          'Remove the screws or nails holding the housing to the joist (from the attic if needed), detach the duct, and lower the housing out. Enlarge the ceiling opening if the new housing is bigger.',
      },
      {
        title: 'Mount the new housing',
        detail:
          'Fix the new housing to the joist or with its hanger bars so it sits flush with the ceiling drywall.',
      },
      {
        title: 'Connect the duct to the outside',
        detail:
          'Connect a 4 inch duct (or the size the fan specifies) to the damper collar with a clamp and foil tape and run it as short and straight as possible to a roof or wall cap. Never vent into the attic.',
      },
      {
        title: 'Wire the fan and fit the grille',
        detail:
          'Join black to black, white to white and ground to ground in the housing junction box, plug in the motor, fit the grille, restore power and test. Hold a tissue to the grille to check suction.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Stepladder',
      'Drill/driver',
      'Drywall saw',
      'Tin snips',
      'Flashlight',
    ],
    materials: [
      { name: 'Bathroom exhaust fan (80 CFM, 1.0 sone)', quantity: 1, unit: 'each', unitCost: 100 },
      { name: 'Insulated flexible duct (4 in. x 8 ft)', quantity: 1, unit: 'each', unitCost: 20 },
      { name: 'Aluminum foil tape', quantity: 1, unit: 'roll', unitCost: 10 },
      { name: 'Duct clamps', quantity: 2, unit: 'each', unitCost: 3 },
    ],
    safety: [
      'Turn off the breaker and confirm with a non-contact voltage tester before touching wires.',
      'In the attic, step only on joists or boards laid across them, and wear a mask around insulation.',
      'Attics get dangerously hot in summer; work early in the day.',
    ],
    callAPro: [
      'There is no attic access and no existing duct to the outside.',
      'The fan is over a tub or shower and needs GFCI protection that is not there.',
      'You want to add a heater or light that needs a new circuit.',
    ],
    keywords: [
      'bathroom fan',
      'exhaust fan',
      'vent fan',
      'extractor fan',
      'bath fan',
      'ventilation',
    ],
    synonyms: [
      'noisy bathroom fan',
      'bathroom extractor',
      'steamy bathroom',
      'mold from humidity in bathroom',
      'replace the fan in the bathroom ceiling',
      'loud vent fan',
    ],
    hazards: ['electrical', 'height'],
  },
  {
    id: 'replace-toilet',
    title: 'Replace a Toilet',
    category: 'bathroom',
    difficulty: 'Intermediate',
    time: { minHours: 2, maxHours: 4 },
    summary:
      'Remove an old toilet and install a new one on a fresh wax ring or wax-free seal, without leaks or rocking.',
    steps: [
      {
        title: 'Measure the rough-in',
        detail:
          'Measure from the wall (not the baseboard) to the center of the floor bolts. Most toilets have a 12 inch rough-in; buy a new one that matches.',
      },
      {
        title: 'Drain the old toilet',
        detail:
          'Close the supply valve, flush and hold the handle to empty the tank, and sponge out the tank and bowl. Disconnect the supply line.',
      },
      {
        title: 'Remove the old toilet',
        detail:
          'Pry off the bolt caps, unscrew the nuts (cut seized bolts with a hacksaw blade), rock the toilet gently to break the seal and lift it straight up. Stuff a rag in the drain to block sewer gas.',
      },
      {
        title: 'Clean and check the flange',
        detail:
          'Scrape off all old wax. The flange must be firmly screwed down and not broken; fit a repair ring if a section is cracked. Put in new closet bolts.',
      },
      {
        title: 'Set the new toilet on a new seal',
        detail:
          'Remove the rag, place the wax ring (or wax-free seal), and lower the bowl straight down over the bolts. Press it down evenly with your body weight, without rocking.',
      },
      {
        title: 'Tighten the bolts evenly',
        detail:
          'Tighten the nuts a little at a time, alternating sides, until the toilet no longer moves. Overtightening cracks porcelain. Shim under the base if the floor is uneven, and trim the bolts.',
      },
      {
        title: 'Attach the tank and supply line and test',
        detail:
          'Bolt the tank on if it is separate, connect the supply line, open the valve and flush several times, checking for leaks at the base and tank bolts. Caulk around the base, leaving a small gap at the back so a future leak shows.',
      },
    ],
    tools: [
      'Adjustable wrench',
      'Putty knife',
      'Sponge and bucket',
      'Hacksaw',
      'Level',
      'Rubber gloves',
    ],
    materials: [
      { name: 'Toilet (bowl and tank)', quantity: 1, unit: 'each', unitCost: 250 },
      { name: 'Wax ring with horn', quantity: 1, unit: 'each', unitCost: 6 },
      { name: 'Closet bolts', quantity: 1, unit: 'pair', unitCost: 5 },
      { name: 'Braided toilet supply line', quantity: 1, unit: 'each', unitCost: 10 },
      { name: 'Toilet shims', quantity: 1, unit: 'pack', unitCost: 4 },
      { name: 'Silicone caulk', quantity: 1, unit: 'tube', unitCost: 8 },
    ],
    safety: [
      'A toilet weighs 60 to 100 lb: lift with your legs and get help with one-piece models.',
      'Wear gloves; the drain area is unsanitary.',
      'Porcelain edges cut badly when broken.',
    ],
    callAPro: [
      'The flange is broken below the floor or the subfloor around it is rotten.',
      'The new toilet needs a different rough-in or the drain moved.',
    ],
    keywords: ['toilet', 'replace toilet', 'new toilet', 'wax ring', 'toilet flange'],
    synonyms: [
      'install a new toilet',
      'swap out the toilet',
      'toilet rocks',
      'leaking at base of toilet',
      'change the loo',
      'put in a new commode',
    ],
  },
  {
    id: 'install-grab-bar',
    title: 'Install a Bathroom Grab Bar',
    category: 'bathroom',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 2 },
    summary:
      "Install a rated grab bar by a tub, shower or toilet, anchored into studs or with grab-bar anchors, so it can hold a person's full weight.",
    steps: [
      {
        title: 'Plan the position',
        detail:
          'Horizontal bars are usually 33 to 36 inches above the floor or tub bottom. Hold the bar in place and check it is comfortable for the person who will use it.',
      },
      {
        title: 'Find studs behind the wall',
        detail:
          'Use a stud finder; most bars are sized to span two studs 16 inches apart. If a stud is not where you need it, plan on grab-bar anchors rated for hollow walls.',
      },
      {
        title: 'Mark and drill the holes',
        detail:
          'Mark the holes with the bar level. On tile, put tape over the spot and drill slowly with a carbide or diamond tile bit, then switch to a wood bit for the stud.',
      },
      {
        title: 'Seal and fasten the flanges',
        detail:
          'Squeeze silicone into each hole and behind the flanges to keep water out of the wall, then drive stainless screws (or the anchor bolts) firmly.',
      },
      {
        title: 'Test it before use',
        detail:
          'Pull hard on the bar in every direction. It must not move at all. Snap on the flange covers.',
      },
    ],
    tools: [
      'Stud finder',
      'Drill',
      'Carbide or diamond tile bit',
      'Level',
      'Screwdriver',
      'Caulk gun',
    ],
    materials: [
      { name: 'Stainless steel grab bar (24 in.)', quantity: 1, unit: 'each', unitCost: 30 },
      { name: 'Grab-bar wall anchors', quantity: 1, unit: 'pair', unitCost: 20 },
      { name: 'Stainless steel screws', quantity: 1, unit: 'pack', unitCost: 5 },
      { name: 'Silicone caulk', quantity: 1, unit: 'tube', unitCost: 8 },
    ],
    safety: [
      'Towel bars and suction-cup bars are not grab bars; only install bars rated for body weight.',
      HIDDEN_SERVICES,
      'Wear eye protection when drilling tile.',
    ],
    callAPro: [
      'The wall is a fiberglass tub surround or glass block.',
      'You need several bars or a full accessibility remodel.',
    ],
    keywords: ['grab bar', 'safety bar', 'handrail', 'shower grab bar', 'accessibility'],
    synonyms: [
      'handle to help get out of the tub',
      'support bar by toilet',
      'safety rail for elderly parent',
      'shower handle for balance',
      'install a hand rail in the shower',
    ],
  },
];
