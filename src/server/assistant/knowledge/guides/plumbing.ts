import type { GuideInput } from '../guide-schema';

const SHUT_OFF_SINK =
  'Close the hot and cold shutoff valves under the sink (turn clockwise) and open the faucet to release pressure before taking anything apart.';
const VALVES_STUCK =
  'The shutoff valves are seized or leak when turned; forcing old valves can break them.';

export const plumbingGuides: GuideInput[] = [
  {
    id: 'fix-dripping-faucet',
    title: 'Fix a Dripping Faucet',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1.5 },
    summary:
      'Stop a leaky faucet by replacing the worn cartridge, washer or O-rings inside the handle. A steady drip can waste thousands of gallons a year.',
    steps: [
      {
        title: 'Shut off the water and plug the drain',
        detail:
          'Close the shutoff valves under the sink, open the faucet to drain the lines, and put a rag or stopper in the drain so small parts cannot fall in.',
      },
      {
        title: 'Identify the faucet type',
        detail:
          'Two handles that tighten down are usually compression (rubber washers); a single lever is usually a cartridge, ceramic disc or ball valve. The brand name and model help when buying parts.',
      },
      {
        title: 'Remove the handle',
        detail:
          'Pry off the decorative cap, undo the screw (often a hex key set screw under the lever) and lift the handle off. Lay parts out in order on a towel.',
      },
      {
        title: 'Take out the cartridge or valve stem',
        detail:
          'Unscrew the retaining nut or pull the retaining clip, then pull the cartridge or stem straight up. Take it to the store to get an exact match.',
      },
      {
        title: 'Replace the worn parts',
        detail:
          "Fit the new cartridge, or on compression faucets a new seat washer and O-ring. Coat O-rings with plumber's grease. Clean mineral deposits from the valve seat with a cloth and vinegar.",
      },
      {
        title: 'Reassemble and turn the water back on',
        detail:
          'Put the parts back in reverse order, aligning the cartridge tab the same way it came out. Open the shutoff valves slowly and check for drips and for correct hot and cold sides.',
      },
    ],
    tools: ['Adjustable wrench', 'Screwdrivers', 'Hex key set', 'Needle-nose pliers', 'Rag'],
    materials: [
      { name: 'Replacement faucet cartridge', quantity: 1, unit: 'each', unitCost: 20 },
      { name: 'O-ring and washer kit', quantity: 1, unit: 'kit', unitCost: 6 },
      { name: "Plumber's grease", quantity: 1, unit: 'tube', unitCost: 5 },
    ],
    safety: [
      SHUT_OFF_SINK,
      'Wrap wrench jaws with tape or a rag so you do not scratch the finish.',
    ],
    callAPro: [
      VALVES_STUCK,
      'The faucet body itself is cracked or corroded; replacing the faucet may make more sense.',
      'Water leaks from under the sink deck or into the cabinet and you cannot find the source.',
    ],
    keywords: ['faucet', 'dripping faucet', 'leaky faucet', 'drip', 'cartridge', 'washer'],
    synonyms: [
      'dripping tap',
      'leaky tap',
      'leaky spigot',
      'tap keeps dripping',
      'faucet wont stop dripping',
      'sink faucet leaking',
      'bathtub faucet drips',
    ],
  },
  {
    id: 'fix-running-toilet',
    title: 'Fix a Running Toilet',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Stop a toilet that keeps running or refilling by adjusting the chain and float or replacing the flapper or fill valve. These parts are cheap and universal.',
    steps: [
      {
        title: 'Lift the tank lid and find the cause',
        detail:
          'Watch a flush. If water spills into the overflow tube, the fill level is too high. If the tank slowly empties into the bowl, the flapper leaks: add a few drops of food coloring to the tank and wait 15 minutes without flushing; color in the bowl confirms it.',
      },
      {
        title: 'Adjust the flapper chain',
        detail:
          'The chain should have about half an inch of slack when the flapper is closed. Too tight holds the flapper open; too long can get trapped under it.',
      },
      {
        title: 'Lower the water level',
        detail:
          'Turn the adjustment screw or slide the clip on the fill valve float so water stops about 1 inch below the top of the overflow tube.',
      },
      {
        title: 'Shut off the water and drain the tank',
        detail:
          'If adjusting did not fix it, close the supply valve behind the toilet, flush and hold the handle down, and sponge out what remains.',
      },
      {
        title: 'Replace the flapper',
        detail:
          'Unhook the old flapper from the pegs on the overflow tube, wipe the flush valve seat clean, and fit a new flapper of the same size (2 inch or 3 inch). Clip the chain with a little slack.',
      },
      {
        title: 'Replace the fill valve if it hisses or will not shut off',
        detail:
          'Disconnect the supply line, unscrew the locknut under the tank, lift the old valve out and install the new one, setting its height to the mark on the overflow tube. Clip the refill tube to the overflow pipe.',
      },
      {
        title: 'Turn the water on and test',
        detail:
          'Open the supply valve, let the tank fill, check the level and flush a few times. Check under the tank for drips at the supply connection.',
      },
    ],
    tools: ['Sponge', 'Bucket', 'Adjustable wrench', 'Towels'],
    materials: [
      { name: 'Toilet flapper', quantity: 1, unit: 'each', unitCost: 8 },
      { name: 'Toilet fill valve', quantity: 1, unit: 'each', unitCost: 12 },
    ],
    safety: [
      'Shut off the supply valve behind the toilet before removing the fill valve.',
      'The tank lid is heavy porcelain and breaks easily; lay it on a towel.',
    ],
    callAPro: [
      'The tank itself is cracked or water leaks between the tank and bowl after new bolts and gasket.',
      VALVES_STUCK,
    ],
    keywords: ['toilet', 'running toilet', 'flapper', 'fill valve', 'float', 'tank'],
    synonyms: [
      'toilet keeps running',
      'toilet wont stop running',
      'loo keeps filling',
      'toilet hissing',
      'phantom flush',
      'toilet keeps refilling',
      'cistern running',
    ],
  },
  {
    id: 'clear-slow-drain',
    title: 'Clear a Slow Sink or Tub Drain',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Clear a sluggish bathroom sink, tub or shower drain by removing hair and soap buildup with a drain zip tool, a plunger or a small drain snake, no harsh chemicals needed.',
    steps: [
      {
        title: 'Remove the stopper or drain cover',
        detail:
          'Most pop-up stoppers lift out after you unscrew the pivot rod nut behind the drain pipe under the sink. Tub strainers unscrew or pry up.',
      },
      {
        title: 'Pull out hair with a drain zip tool',
        detail:
          'Push the barbed plastic strip down the drain, twist, and pull it up slowly. Repeat until it comes up clean. This alone fixes most bathroom drains.',
      },
      {
        title: 'Plunge the drain',
        detail:
          'Block the overflow hole with a wet rag, run a few inches of water, seat a cup plunger over the drain and pump firmly 15 to 20 times.',
      },
      {
        title: 'Flush with hot water',
        detail:
          'Run very hot tap water for a minute to carry loosened soap scum away. Avoid pouring boiling water into plastic pipes.',
      },
      {
        title: 'Use a hand drain snake for deeper clogs',
        detail:
          'Feed the cable in while cranking clockwise, work it back and forth when you feel resistance, then pull it out and clean the cable. For sinks it is often easier to go in through the P-trap.',
      },
      {
        title: 'Reinstall the stopper and test',
        detail:
          'Put the stopper back, reconnect the pivot rod, fill the basin and check it drains quickly and the stopper seals.',
      },
    ],
    tools: [
      'Drain zip tool',
      'Cup plunger',
      'Hand drain snake (25 ft)',
      'Pliers',
      'Rubber gloves',
      'Bucket',
    ],
    materials: [{ name: 'Drain zip tool', quantity: 1, unit: 'each', unitCost: 4 }],
    safety: [
      'Do not plunge or snake after pouring chemical drain cleaner; it can splash onto skin and eyes.',
      'Wear gloves and eye protection; drain gunk is unpleasant and full of bacteria.',
    ],
    callAPro: [
      'Several drains in the house are slow at once or water backs up into a tub when you flush: the main line is blocked.',
      'Sewage smells or gurgling persist after clearing.',
      'The clog is beyond what a 25-foot snake can reach.',
    ],
    keywords: [
      'drain',
      'slow drain',
      'clogged drain',
      'sink drain',
      'tub drain',
      'shower drain',
      'hair',
    ],
    synonyms: [
      'sink drains slowly',
      'blocked plughole',
      'clogged sink',
      'shower water pools',
      'bathtub wont drain',
      'unclog a drain',
      'blocked basin',
      'standing water in sink',
      'sink gurgles and empties slowly',
    ],
  },
  {
    id: 'unclog-toilet',
    title: 'Unclog a Toilet',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.25, maxHours: 1 },
    summary:
      'Clear a blocked toilet with a flange plunger, and a toilet auger if plunging is not enough, without flooding the bathroom.',
    steps: [
      {
        title: 'Stop the bowl from overflowing',
        detail:
          'Do not flush again. If the water is rising, lift the tank lid and push the flapper closed, or turn off the supply valve behind the toilet.',
      },
      {
        title: 'Protect the floor',
        detail: 'Lay old towels around the base and wear rubber gloves.',
      },
      {
        title: 'Plunge with a flange plunger',
        detail:
          'Use a plunger with a fold-out rubber flange that fits the drain hole. Make sure it is covered by water, press gently to push the air out, then give 10 to 15 firm push-pull strokes, keeping the seal.',
      },
      {
        title: 'Use a toilet auger if the clog stays',
        detail:
          "Put the auger's bent end in the bowl outlet, crank the handle to feed the cable in, and work it through the blockage. Its rubber sleeve protects the porcelain.",
      },
      {
        title: 'Test with a bucket of water before flushing',
        detail:
          'Pour a bucket of water into the bowl. If it drains freely, turn the supply back on and flush once to confirm.',
      },
    ],
    tools: ['Flange plunger', 'Toilet auger', 'Rubber gloves', 'Bucket', 'Old towels'],
    materials: [],
    safety: [
      'Never use chemical drain cleaner in a toilet you may need to plunge.',
      'Wash hands and disinfect the plunger and floor afterwards.',
    ],
    callAPro: [
      'Other drains gurgle or back up when the toilet is flushed: the main sewer line may be blocked.',
      'A hard object (toy, phone) is stuck; the toilet may need to be pulled.',
      'The toilet clogs repeatedly even with normal use.',
    ],
    keywords: ['toilet', 'clogged toilet', 'blocked toilet', 'plunger', 'toilet auger'],
    synonyms: [
      'toilet wont flush',
      'toilet overflowing',
      'loo blocked',
      'unblock toilet',
      'toilet backed up',
      'plunge a toilet',
    ],
  },
  {
    id: 'replace-showerhead',
    title: 'Replace a Showerhead',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.25, maxHours: 0.5 },
    summary:
      'Unscrew the old showerhead and fit a new fixed or handheld one on the existing shower arm. No need to turn off the main water.',
    steps: [
      {
        title: 'Unscrew the old showerhead',
        detail:
          'Turn the nut counterclockwise by hand. If it is stuck, grip it with an adjustable wrench or slip-joint pliers wrapped in a rag, and hold the shower arm steady with your other hand so it does not twist inside the wall.',
      },
      {
        title: 'Clean the shower arm threads',
        detail:
          'Peel off old thread tape and scrub mineral deposits off the threads with an old toothbrush.',
      },
      {
        title: 'Wrap the threads with thread seal tape',
        detail:
          'Wrap PTFE tape 2 to 3 times clockwise (the same way the head screws on) so it does not unravel when you tighten.',
      },
      {
        title: 'Screw on the new showerhead',
        detail:
          "Check the rubber washer is seated inside the new head's nut, thread it on by hand, then snug it a quarter turn with the wrapped wrench. Do not overtighten plastic nuts.",
      },
      {
        title: 'Run the water and check for leaks',
        detail:
          'Turn the shower on for a minute to flush debris. If the joint drips, tighten slightly more or rewrap the tape.',
      },
    ],
    tools: ['Adjustable wrench', 'Rag', 'Old toothbrush'],
    materials: [
      { name: 'Showerhead', quantity: 1, unit: 'each', unitCost: 35 },
      { name: 'Thread seal tape (PTFE)', quantity: 1, unit: 'roll', unitCost: 2 },
    ],
    safety: ['Hold the shower arm while turning so you do not crack the fitting inside the wall.'],
    callAPro: [
      'The shower arm breaks or the fitting inside the wall leaks.',
      'Water pressure is low throughout the house, not just at the shower.',
    ],
    keywords: ['showerhead', 'shower head', 'shower', 'handheld shower', 'rain shower'],
    synonyms: [
      'new shower head',
      'change shower head',
      'shower rose',
      'swap showerhead',
      'weak shower spray',
      'upgrade shower head',
    ],
  },
  {
    id: 'replace-garbage-disposal',
    title: 'Replace a Garbage Disposal',
    category: 'plumbing',
    difficulty: 'Intermediate',
    time: { minHours: 1.5, maxHours: 3 },
    summary:
      'Remove a dead or leaking food waste disposer and install a new one under the kitchen sink, including the sink flange, drain and dishwasher connection.',
    steps: [
      {
        title: 'Cut the power',
        detail:
          'Unplug the disposal if it plugs into an outlet under the sink, and also turn off its breaker. If it is hardwired, turn off the breaker and test the wires with a non-contact voltage tester.',
      },
      {
        title: 'Disconnect the drain and dishwasher hose',
        detail:
          'Put a bucket underneath, loosen the slip nut where the discharge tube joins the drain, and remove the dishwasher hose clamp.',
      },
      {
        title: 'Remove the old unit',
        detail:
          'Support the disposal from below, insert a screwdriver or the wrench into a lug on the mounting ring and turn counterclockwise; the unit drops free. Move the power cord to the new unit or fit a new cord kit.',
      },
      {
        title: 'Install the new sink flange',
        detail:
          "Remove the old mounting assembly, clean the sink opening, press a rope of plumber's putty under the new flange, seat it, and tighten the new mounting ring from below. Wipe away the squeeze-out.",
      },
      {
        title: 'Knock out the dishwasher plug if needed',
        detail:
          'If a dishwasher drains into the disposal, tap out the plastic plug inside the dishwasher inlet with a screwdriver and hammer, and fish it out of the grinding chamber.',
      },
      {
        title: 'Hang the disposal and connect the drain',
        detail:
          'Lift the unit onto the mounting ring and turn it until the lugs lock. Connect the discharge tube to the drain trap and clamp on the dishwasher hose.',
      },
      {
        title: 'Restore power and test for leaks',
        detail:
          'Run water, then switch on the disposal. Check the flange, discharge tube and dishwasher connection for drips with a dry paper towel.',
      },
    ],
    tools: [
      'Non-contact voltage tester',
      'Screwdrivers',
      'Slip-joint pliers',
      'Hammer',
      'Bucket',
      'Putty knife',
    ],
    materials: [
      { name: 'Garbage disposal (1/2 hp)', quantity: 1, unit: 'each', unitCost: 120 },
      { name: 'Disposal power cord kit', quantity: 1, unit: 'each', unitCost: 15 },
      { name: "Plumber's putty", quantity: 1, unit: 'tub', unitCost: 5 },
    ],
    safety: [
      'Never put your hand in a disposal; cut the power before working on it.',
      'The unit weighs 10 to 20 lb; support it from below when releasing it.',
      'Hardwired disposals need the breaker off and the wires tested before disconnecting.',
    ],
    callAPro: [
      'There is no outlet or switch under the sink and a new circuit is needed.',
      'The new drain height does not line up and the drain pipes need rerouting.',
      'Your home uses a septic system and you are unsure a disposal is suitable.',
    ],
    keywords: ['garbage disposal', 'disposal', 'disposer', 'insinkerator', 'kitchen sink'],
    synonyms: [
      'waste disposal unit',
      'garburator',
      'disposal humming',
      'disposal leaking',
      'food grinder under sink',
      'new garbage disposer',
      'disposal stopped working',
    ],
    hazards: ['electrical'],
  },
  {
    id: 'replace-p-trap',
    title: 'Replace a Sink P-Trap',
    category: 'plumbing',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1 },
    summary:
      'Replace the curved drain pipe under a sink when it leaks, cracks or is clogged. Plastic trap kits go together by hand with slip nuts.',
    steps: [
      {
        title: 'Put a bucket under the trap',
        detail:
          'The trap always holds water. Lay a towel in the cabinet and put a bucket beneath the bend.',
      },
      {
        title: 'Loosen the slip nuts and remove the trap',
        detail:
          'Unscrew the two slip nuts (one on the tailpiece coming down from the sink, one on the trap arm going into the wall) by hand or with slip-joint pliers and drop the trap into the bucket.',
      },
      {
        title: 'Check the size and buy a matching kit',
        detail:
          'Bathroom sinks usually use 1-1/4 inch pipe and kitchen sinks 1-1/2 inch. Take the old trap to the store to match it.',
      },
      {
        title: 'Dry-fit the new trap',
        detail:
          'Slide a slip nut and then a beveled washer onto the tailpiece and trap arm, bevel facing the joint. Fit the J-bend and trap arm, trimming the arm with a hacksaw if it is too long.',
      },
      {
        title: 'Tighten the slip nuts',
        detail:
          'Hand-tighten each nut, then give plastic nuts a quarter turn more with pliers. Do not crank on them; overtightening cracks the nut or distorts the washer.',
      },
      {
        title: 'Run water and check for leaks',
        detail:
          'Fill the sink and let it drain all at once, then run a dry paper towel around each joint. Snug any drip a little more.',
      },
    ],
    tools: ['Slip-joint pliers', 'Bucket', 'Hacksaw', 'Towels'],
    materials: [
      { name: 'P-trap kit (1-1/2 in. PVC)', quantity: 1, unit: 'kit', unitCost: 12 },
      { name: 'Slip-joint washers', quantity: 1, unit: 'pack', unitCost: 4 },
    ],
    safety: ['Wear gloves and eye protection; trap water is dirty and may contain drain cleaner.'],
    callAPro: [
      'The trap arm or the pipe stub coming out of the wall is cracked or corroded metal.',
      'The sink has no trap, an S-trap, or the drain smells of sewer gas, which points to a venting problem.',
    ],
    keywords: ['p-trap', 'trap', 'sink drain pipe', 'under sink leak', 'j-bend', 'slip nut'],
    synonyms: [
      'u-bend',
      'leaking pipe under sink',
      'curved pipe under sink',
      'sink trap leaking',
      'drain trap',
      'gooseneck pipe',
    ],
  },
];
