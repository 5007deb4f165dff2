import type { GuideInput } from '../guide-schema';

const SILICA =
  'Cutting or grinding tile, grout and cement board makes silica dust: cut wet or outdoors and wear an N95 respirator and eye protection.';
const OLD_FLOORING =
  'Old vinyl tiles, sheet vinyl and their adhesive in homes built before the 1980s may contain asbestos; have them tested before removing or sanding.';

export const tilingGuides: GuideInput[] = [
  {
    id: 'tile-a-backsplash',
    title: 'Tile a Kitchen Backsplash',
    category: 'tiling',
    difficulty: 'Intermediate',
    time: { minHours: 6, maxHours: 10, note: 'plus 24 hours before grouting' },
    summary:
      'Install a ceramic or glass tile backsplash between the countertop and upper cabinets, from layout to grout and caulk.',
    steps: [
      {
        title: 'Turn off power to the outlets and prepare the wall',
        detail:
          'Turn off the breaker for the backsplash outlets, test them, and remove the cover plates. Clean and degrease the wall, patch holes, and sand glossy paint so the adhesive bonds.',
      },
      {
        title: 'Plan the layout',
        detail:
          'Find the center of the main wall or the sink and dry-lay a row of tiles with spacers on the counter so cuts at the ends are at least half a tile. Mark a level line for the first row.',
      },
      {
        title: 'Spread adhesive in small sections',
        detail:
          'Spread thinset or premixed tile adhesive over about 2 to 3 square feet with the notched trowel at a 45 degree angle, in straight lines.',
      },
      {
        title: 'Set the tiles with spacers',
        detail:
          'Leave a 1/8 inch gap at the countertop (shim with spacers). Press each tile in with a slight twist, keep joints even with spacers, and check level every few rows. Cut tiles with a tile cutter or wet saw; notch around outlets with an oscillating tool or nippers.',
      },
      {
        title: 'Fit box extenders at the outlets',
        detail:
          'Outlets must end up flush with the tile face. Add box extenders and longer screws so the devices are secure.',
      },
      {
        title: 'Grout the joints after the adhesive sets',
        detail:
          'After 24 hours, remove spacers, mix unsanded grout (for joints 1/8 inch or less), press it diagonally into the joints with a rubber float, and wipe the haze with a barely damp sponge.',
      },
      {
        title: 'Caulk the countertop joint and seal',
        detail:
          'Fill the joint between tile and countertop (and inside corners) with matching silicone caulk, not grout, since it must flex. Seal cement grout after it cures, per the sealer label.',
      },
    ],
    tools: [
      'Notched trowel (3/16 in. V or 1/4 in. square)',
      'Manual tile cutter or wet saw',
      'Tile nippers',
      'Level',
      'Rubber grout float',
      'Grout sponge and buckets',
      'Non-contact voltage tester',
    ],
    materials: [
      { name: 'Ceramic wall tile', quantity: 33, unit: 'sq ft', unitCost: 6 },
      { name: 'Premixed tile adhesive', quantity: 1, unit: 'gallon', unitCost: 25 },
      { name: 'Unsanded grout', quantity: 1, unit: 'bag (10 lb)', unitCost: 15 },
      { name: 'Tile spacers (1/16 in.)', quantity: 1, unit: 'bag', unitCost: 5 },
      { name: 'Silicone caulk', quantity: 1, unit: 'tube', unitCost: 8 },
      { name: 'Outlet box extenders', quantity: 2, unit: 'each', unitCost: 3 },
      { name: 'Grout sealer', quantity: 1, unit: 'bottle', unitCost: 15 },
    ],
    safety: [
      'Turn off and test the backsplash outlets before working around them.',
      SILICA,
      'Wear gloves; wet grout and thinset are alkaline and irritate skin.',
    ],
    callAPro: [
      'The wall is badly out of flat or shows water damage or mold behind the drywall.',
      'Outlets need to be moved or added.',
    ],
    keywords: ['backsplash', 'tile', 'kitchen tile', 'subway tile', 'wall tile', 'splashback'],
    synonyms: [
      'tile behind the stove',
      'splash back',
      'tile the wall behind sink',
      'subway tiles kitchen',
      'put up a backsplash',
    ],
  },
  {
    id: 'lay-floor-tile',
    title: 'Lay Ceramic or Porcelain Floor Tile',
    category: 'tiling',
    difficulty: 'Advanced',
    time: { minHours: 12, maxHours: 20, note: 'over 2-3 days including cure time' },
    summary:
      'Tile a floor such as a bathroom, entry or laundry room on a stiff, flat subfloor, using thinset, spacers and sanded grout.',
    steps: [
      {
        title: 'Check and prepare the subfloor',
        detail:
          'Remove old flooring and baseboards. The floor must be stiff and flat (no more than about 1/4 inch dip over 10 feet). Over wood, screw down cement backer board in thinset or an uncoupling membrane; concrete needs to be clean and crack-free.',
      },
      {
        title: 'Snap layout lines',
        detail:
          'Snap perpendicular chalk lines through the center of the room and dry-lay tiles along them so the edge cuts are balanced and no sliver is under half a tile. Start in the corner farthest from the door.',
      },
      {
        title: 'Mix thinset and spread a small area',
        detail:
          'Mix modified thinset to a peanut-butter consistency and let it slake 5 to 10 minutes. Comb about 3 square feet at a time with a square-notch trowel, ridges in one direction.',
      },
      {
        title: 'Set tiles with spacers',
        detail:
          'Back-butter tiles larger than 12 inches, press them in with a slight slide across the ridges, and keep joints even with spacers. Lift a tile now and then to check for full coverage, and keep edges flush (no lippage).',
      },
      {
        title: 'Cut edge and notch tiles',
        detail:
          'Cut straight edges with a score-and-snap cutter or wet saw and notch around pipes and door casings. Leave a 1/4 inch gap at walls for movement; baseboard covers it.',
      },
      {
        title: 'Let the thinset cure, then grout',
        detail:
          'Stay off the floor for 24 hours. Remove spacers, pack sanded grout (for joints over 1/8 inch) diagonally with a rubber float, and clean the haze with a damp sponge in two passes.',
      },
      {
        title: 'Caulk the perimeter and seal the grout',
        detail:
          'Fill wall and tub edges with flexible caulk rather than grout, reinstall baseboards and seal cement grout after it cures.',
      },
    ],
    tools: [
      'Square-notch trowel (1/4 x 3/8 in.)',
      'Wet saw or tile cutter',
      'Drill with mixing paddle',
      'Chalk line and level',
      'Rubber grout float',
      'Knee pads',
      'Buckets and sponges',
    ],
    materials: [
      { name: 'Porcelain floor tile', quantity: 110, unit: 'sq ft', unitCost: 4 },
      { name: 'Modified thinset mortar', quantity: 3, unit: 'bag (50 lb)', unitCost: 28 },
      { name: 'Cement backer board (3 x 5 ft)', quantity: 7, unit: 'sheet', unitCost: 14 },
      { name: 'Backer board screws', quantity: 1, unit: 'box', unitCost: 10 },
      { name: 'Sanded grout', quantity: 1, unit: 'bag (25 lb)', unitCost: 22 },
      { name: 'Tile spacers (1/8 in.)', quantity: 1, unit: 'bag', unitCost: 6 },
      { name: 'Grout sealer', quantity: 1, unit: 'bottle', unitCost: 15 },
    ],
    safety: [
      SILICA,
      OLD_FLOORING,
      'Bags of thinset weigh 50 lb; lift with your legs.',
      'Keep fingers clear of the wet saw blade and use its guard.',
    ],
    callAPro: [
      'The floor bounces or joists are damaged, undersized or sagging.',
      'You are tiling a shower floor, which needs proper waterproofing and slope.',
      'Old flooring tests positive for asbestos.',
    ],
    keywords: [
      'floor tile',
      'tile floor',
      'porcelain',
      'ceramic tile',
      'thinset',
      'bathroom floor',
    ],
    synonyms: [
      'tile my bathroom floor',
      'lay tiles on floor',
      'tiled floor',
      'install floor tiles',
      'tile the kitchen floor',
      'tile an entryway',
    ],
  },
  {
    id: 'regrout-tile',
    title: 'Regrout Tile: Replace Cracked or Moldy Grout',
    category: 'tiling',
    difficulty: 'Intermediate',
    time: { minHours: 4, maxHours: 8, note: 'plus 48-72 hours before sealing' },
    summary:
      'Remove cracked, stained or crumbling grout and replace it with fresh grout, which makes tired tile look new and stops water getting behind it.',
    steps: [
      {
        title: 'Remove the old grout',
        detail:
          'Rake out the grout with a carbide grout saw, or an oscillating tool with a grout blade, to at least two-thirds of its depth. Keep the blade centered so you do not chip tile edges.',
      },
      {
        title: 'Vacuum and clean the joints',
        detail:
          'Vacuum out the dust, wipe the joints with a damp sponge, and let them dry. Cut out caulk in corners and change of plane joints too.',
      },
      {
        title: 'Mix the new grout',
        detail:
          'Use unsanded grout for joints 1/8 inch or narrower and sanded grout for wider ones. Mix a small batch to a smooth, stiff paste and let it slake for the time on the bag.',
      },
      {
        title: 'Pack the grout into the joints',
        detail:
          'Hold the rubber float at 45 degrees and push grout diagonally across the joints until they are full, then scrape the excess off with the float edge held nearly upright.',
      },
      {
        title: 'Sponge off the haze',
        detail:
          'After 15 to 30 minutes, when the grout is firm, wipe diagonally with a barely damp, well-wrung sponge. Buff the dry haze off with a microfiber cloth after an hour.',
      },
      {
        title: 'Caulk corners and seal the grout',
        detail:
          'Run silicone caulk in inside corners and where tile meets a tub. Keep showers dry for 72 hours and then apply a grout sealer.',
      },
    ],
    tools: [
      'Carbide grout saw or oscillating tool with grout blade',
      'Shop vacuum',
      'Rubber grout float',
      'Grout sponge and bucket',
      'Microfiber cloths',
    ],
    materials: [
      { name: 'Grout (sanded or unsanded)', quantity: 1, unit: 'bag (10 lb)', unitCost: 15 },
      { name: 'Silicone caulk', quantity: 1, unit: 'tube', unitCost: 8 },
      { name: 'Grout sealer', quantity: 1, unit: 'bottle', unitCost: 15 },
    ],
    safety: [SILICA, 'Wear gloves when handling grout.'],
    callAPro: [
      'Tiles are loose or sound hollow, or the wall behind is soft: water has got in and the backing may need replacing.',
      'There is widespread mold behind the tile.',
    ],
    keywords: ['grout', 'regrout', 'tile grout', 'grout lines', 'shower tile', 'tub surround'],
    synonyms: [
      'replace old grout',
      'crumbling grout in shower',
      'moldy grout',
      'redo grout',
      'dirty grout lines',
      'cracked grout',
    ],
  },
  {
    id: 'replace-cracked-tile',
    title: 'Replace a Cracked Tile',
    category: 'tiling',
    difficulty: 'Intermediate',
    time: { minHours: 1.5, maxHours: 3, note: 'plus 24 hours before grouting' },
    summary:
      'Remove a single broken floor or wall tile without damaging its neighbours, then set and grout a matching replacement.',
    steps: [
      {
        title: 'Remove the grout around the tile',
        detail:
          'Cut out the grout on all four sides with a grout saw or oscillating tool so the tile is free of its neighbours.',
      },
      {
        title: 'Break out the cracked tile',
        detail:
          'Cover the tile with tape, drill a few holes in the center with a tile bit or tap it with a hammer and cold chisel, and chip the pieces out working from the middle toward the edges.',
      },
      {
        title: 'Scrape off the old adhesive',
        detail:
          'Chisel and scrape the old thinset down so the new tile will sit flush with its neighbours. Vacuum the dust.',
      },
      {
        title: 'Set the new tile',
        detail:
          'Back-butter the new tile with thinset, press it into place, and check it is flush using a straightedge across the neighbours. Center it with spacers.',
      },
      {
        title: 'Grout after 24 hours',
        detail: 'Grout the joints with a matching grout, sponge off the haze, and seal once cured.',
      },
    ],
    tools: [
      'Grout saw or oscillating tool',
      'Hammer and cold chisel',
      'Drill with tile bit',
      'Margin trowel',
      'Rubber float and sponge',
    ],
    materials: [
      { name: 'Replacement tile', quantity: 1, unit: 'each', unitCost: 5 },
      { name: 'Thinset mortar', quantity: 1, unit: 'bag (10 lb)', unitCost: 12 },
      { name: 'Grout', quantity: 1, unit: 'box (1 lb)', unitCost: 8 },
    ],
    safety: ['Wear safety glasses: chipped tile flies and has razor edges.', SILICA],
    callAPro: [
      'Several tiles in a row are cracking, which points to a subfloor or structural movement problem.',
      'You cannot find a matching tile and need a design workaround.',
    ],
    keywords: ['cracked tile', 'broken tile', 'replace tile', 'single tile', 'chipped tile'],
    synonyms: [
      'tile is cracked',
      'fix a broken floor tile',
      'swap one tile',
      'damaged tile',
      'loose tile',
      'chipped bathroom tile',
      'broken tile on shower wall',
    ],
  },
];
