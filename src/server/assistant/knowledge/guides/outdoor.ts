import type { GuideInput } from '../guide-schema';

const CALL_811 =
  'Call 811 (the US call-before-you-dig line) a few days before digging so buried gas, power and water lines are marked. It is free.';
const LADDER =
  'Set an extension ladder at a 4-to-1 angle (1 foot out for every 4 feet up) on firm ground, extend it 3 feet above the edge you step onto, keep three points of contact and stay clear of power lines.';

export const outdoorGuides: GuideInput[] = [
  {
    id: 'build-raised-garden-bed',
    title: 'Build a Raised Garden Bed',
    category: 'outdoor',
    difficulty: 'Beginner',
    time: { minHours: 2, maxHours: 4 },
    summary:
      'Build a 4 x 8 foot cedar raised bed about 11 inches deep, level it and fill it with a rich soil mix ready for planting.',
    steps: [
      {
        title: 'Pick a sunny, level spot',
        detail:
          'Vegetables want 6 to 8 hours of direct sun. Keep the bed 4 feet wide or less so you can reach the middle from both sides without stepping in it.',
      },
      {
        title: 'Cut the boards',
        detail:
          'You need two 8 foot sides and two 4 foot ends (cut one 8 foot board in half, and deduct the board thickness if the ends sit between the sides). Cut four corner posts from a 4x4 at the bed height.',
      },
      {
        title: 'Assemble the frame',
        detail:
          'Screw each side board to the corner posts with three 3 inch exterior screws per joint, pre-drilling near the board ends to stop splitting. Build it upside down on a flat surface, then flip it.',
      },
      {
        title: 'Level the bed in place',
        detail:
          'Set the frame in position, dig the high side down or pack soil under the low side until it is level, and check the diagonals are equal for square.',
      },
      {
        title: 'Line the bottom',
        detail:
          'Staple galvanized hardware cloth across the bottom if gophers or moles are a problem, then lay cardboard over grass to smother it. Avoid plastic liners, which stop drainage.',
      },
      {
        title: 'Fill with soil and water it in',
        detail:
          'Fill with a mix of roughly 60% topsoil, 30% compost and 10% potting mix or a bagged raised-bed blend. A 4 x 8 x 1 foot bed holds about 32 cubic feet (1.2 cubic yards). Water well and top up after it settles.',
      },
    ],
    tools: [
      'Circular saw or miter saw',
      'Drill/driver',
      'Tape measure',
      'Level',
      'Shovel',
      'Staple gun',
    ],
    materials: [
      { name: 'Cedar board (2 x 12 x 8 ft)', quantity: 3, unit: 'each', unitCost: 45 },
      { name: 'Cedar post (4 x 4 x 8 ft)', quantity: 1, unit: 'each', unitCost: 30 },
      { name: 'Exterior screws (3 in.)', quantity: 1, unit: 'box (1 lb)', unitCost: 12 },
      { name: 'Galvanized hardware cloth (4 x 10 ft)', quantity: 1, unit: 'roll', unitCost: 30 },
      { name: 'Raised bed soil mix', quantity: 1.25, unit: 'cu yd', unitCost: 55 },
    ],
    safety: [
      'Use untreated cedar, redwood or modern ground-contact treated lumber; never old railroad ties or creosote-treated wood for food beds.',
      'Wear gloves when handling hardware cloth; its cut edges are sharp.',
    ],
    callAPro: [
      'You want tall or terraced beds that also retain a slope; anything over about 3 feet holding back soil is a retaining wall.',
    ],
    keywords: ['raised bed', 'garden bed', 'planter box', 'vegetable garden', 'garden', 'soil'],
    synonyms: [
      'build a veggie bed',
      'raised planter',
      'garden box',
      'grow vegetables in a box',
      'raised garden',
      'planter for tomatoes',
    ],
  },
  {
    id: 'set-a-fence-post',
    title: 'Set a Fence Post in Concrete',
    category: 'outdoor',
    difficulty: 'Intermediate',
    time: { minHours: 1, maxHours: 2, note: 'plus 4 hours before attaching rails' },
    summary:
      'Dig a post hole, set a wood fence post plumb in fast-setting concrete over a gravel base, and shape the top to shed water so the post lasts.',
    steps: [
      {
        title: 'Call 811 and mark the post location',
        detail:
          'Have utilities marked first. Run a string line between end posts so every post lands in a straight line; posts are usually 6 to 8 feet apart.',
      },
      {
        title: 'Dig the hole',
        detail:
          'Dig about three times the post width across (10 to 12 inches for a 4x4) and deep enough to bury about a third of the post (2 to 3 feet for an 8 foot post), and below your frost line. A post-hole digger or auger makes this easier.',
      },
      {
        title: 'Add a gravel base',
        detail:
          'Pour about 6 inches of gravel in the bottom and tamp it down. It drains water away from the end grain of the post.',
      },
      {
        title: 'Set and brace the post plumb',
        detail:
          'Stand the post on the gravel, check two adjacent faces with a post level, and hold it with two temporary braces screwed to stakes.',
      },
      {
        title: 'Fill with fast-setting concrete',
        detail:
          'Pour the dry mix to about 3 to 4 inches below ground level and add water as the bag directs (usually about a gallon per 50 lb bag). Recheck plumb in the first minutes.',
      },
      {
        title: 'Shape the top to shed water',
        detail:
          'After it sets, fill the rest of the hole with soil, or slope a cap of concrete away from the post so rain does not pool against it.',
      },
      {
        title: 'Wait before loading it',
        detail:
          'Fast-setting concrete takes about 4 hours before you hang rails and panels; check the bag.',
      },
    ],
    tools: [
      'Post-hole digger or auger',
      'Shovel',
      'Post level',
      'Tape measure',
      'String line',
      'Drill/driver',
    ],
    materials: [
      {
        name: 'Pressure-treated post (4 x 4 x 8 ft, ground contact)',
        quantity: 1,
        unit: 'each',
        unitCost: 14,
      },
      { name: 'Fast-setting concrete (50 lb)', quantity: 2, unit: 'bag', unitCost: 7 },
      { name: 'Gravel (0.5 cu ft bag)', quantity: 1, unit: 'bag', unitCost: 5 },
      { name: 'Bracing stakes and 2x4 offcuts', quantity: 2, unit: 'each', unitCost: 4 },
    ],
    safety: [
      CALL_811,
      'Concrete is caustic: wear gloves and eye protection when mixing.',
      'Power augers kick hard when they hit roots or rock; keep a firm grip or use a two-person model.',
    ],
    callAPro: [
      'Utility lines are marked near the post locations.',
      'The fence is on a property line you are unsure of, or local rules limit fence height.',
      'You hit rock, or the fence must retain soil.',
    ],
    keywords: ['fence post', 'fence', 'post hole', 'concrete', 'gate post'],
    synonyms: [
      'put in a fence post',
      'replace a broken fence post',
      'leaning fence post',
      'set post in concrete',
      'dig a post hole',
    ],
  },
  {
    id: 'clean-repair-gutters',
    title: 'Clean and Repair Gutters',
    category: 'outdoor',
    difficulty: 'Intermediate',
    time: { minHours: 2, maxHours: 4 },
    summary:
      'Clear leaves and debris from gutters and downspouts, then fix leaking seams and sagging sections so rainwater drains away from the house.',
    steps: [
      {
        title: 'Set up the ladder safely',
        detail:
          'Use a sturdy extension ladder with a stabilizer (stand-off) so it does not rest on the gutter. Have a helper foot the ladder and move it often rather than leaning out.',
      },
      {
        title: 'Scoop out the debris',
        detail:
          'Wearing gloves, scoop leaves and gunk into a bucket hung from the ladder, working toward the downspout.',
      },
      {
        title: 'Flush the gutters and downspouts',
        detail:
          "Run a garden hose along the gutter toward the downspout. If a downspout is clogged, flush from the bottom up or feed a plumber's snake down it.",
      },
      {
        title: 'Seal leaking seams',
        detail:
          'Let the gutter dry, scrub the seam clean, and apply gutter sealant over joints and end caps on the inside of the gutter.',
      },
      {
        title: 'Fix sagging sections',
        detail:
          'Replace loose spikes or failing hangers with hidden hangers screwed into the fascia every 2 feet. Gutters should slope about 1/4 inch per 10 feet toward the downspout.',
      },
      {
        title: 'Check the water goes away from the house',
        detail:
          'Run the hose again and check the downspouts discharge at least 4 to 6 feet from the foundation, adding extensions or splash blocks if needed.',
      },
    ],
    tools: [
      'Extension ladder with stabilizer',
      'Gutter scoop',
      'Bucket with hook',
      'Garden hose with spray nozzle',
      'Drill/driver',
      'Work gloves',
    ],
    materials: [
      { name: 'Gutter sealant', quantity: 1, unit: 'tube', unitCost: 8 },
      { name: 'Hidden gutter hangers', quantity: 6, unit: 'each', unitCost: 3 },
      { name: 'Downspout extension', quantity: 2, unit: 'each', unitCost: 10 },
    ],
    safety: [
      LADDER,
      'Never lean the ladder against the gutter or stand on the top rungs.',
      'Work on dry, calm days and keep metal ladders and gutters well away from overhead power lines.',
    ],
    callAPro: [
      'The house is two or more stories, or the roof is steep or the ground uneven.',
      'Fascia boards behind the gutter are rotten.',
      'Gutters are badly rusted or the whole run needs replacing.',
    ],
    keywords: ['gutters', 'gutter', 'downspout', 'eavestrough', 'leaves', 'rain gutter'],
    synonyms: [
      'clean out my gutters',
      'gutters overflowing',
      'leaking gutter seam',
      'sagging gutter',
      'clogged downspout',
      'clear the eaves',
    ],
    hazards: ['height'],
  },
  {
    id: 'seal-asphalt-driveway',
    title: 'Seal an Asphalt Driveway',
    category: 'outdoor',
    difficulty: 'Beginner',
    time: { minHours: 4, maxHours: 8, note: 'plus 24-48 hours before driving on it' },
    summary:
      'Clean an asphalt driveway, fill its cracks and apply a sealcoat that protects it from water, sun and oil.',
    steps: [
      {
        title: 'Pick the right weather',
        detail:
          'Seal when it is at least 50°F and rising, with no rain forecast for 24 to 48 hours. New asphalt should cure 6 to 12 months before its first sealcoat.',
      },
      {
        title: 'Clean the surface',
        detail:
          'Pull weeds from cracks, sweep or blow off debris, scrub oil stains with a driveway cleaner, and hose it down. Let it dry completely.',
      },
      {
        title: 'Fill the cracks',
        detail:
          'Fill cracks up to 1/2 inch wide with pourable or caulk-style crack filler; pack deeper cracks with backer rod first. Let it cure per the label.',
      },
      {
        title: 'Prime oil spots and edge the borders',
        detail:
          'Brush oil-spot primer on stains that remain. Cut in along the garage slab, walks and edges with a brush so the squeegee does not splash them.',
      },
      {
        title: 'Apply a thin first coat',
        detail:
          'Stir the sealer well, pour a ribbon across the top of the drive and spread it thin with a squeegee, working down the slope in sections. Thin coats dry properly; thick ones stay soft.',
      },
      {
        title: 'Apply a second coat and keep off it',
        detail:
          'Once the first coat is dry to the touch (usually 4 to 8 hours), apply a second coat at right angles. Block the driveway and wait 24 to 48 hours before driving on it.',
      },
    ],
    tools: [
      'Driveway squeegee',
      'Stiff push broom',
      'Garden hose',
      'Paint stirring stick or drill mixer',
      'Old brush',
    ],
    materials: [
      { name: 'Asphalt driveway sealer (4.75 gal pail)', quantity: 4, unit: 'pail', unitCost: 30 },
      { name: 'Asphalt crack filler', quantity: 2, unit: 'jug (1 gal)', unitCost: 18 },
      { name: 'Oil spot primer', quantity: 1, unit: 'quart', unitCost: 12 },
    ],
    safety: [
      'Wear old clothes, gloves and eye protection; sealer stains permanently.',
      'Choose an asphalt-emulsion sealer; coal-tar sealers are banned in some areas and are harsh on skin.',
    ],
    callAPro: [
      'The asphalt is crumbling, heaving or has potholes and wide alligator cracking.',
      'The driveway is long or steep enough that you need a spray rig to work before it dries.',
    ],
    keywords: ['driveway', 'asphalt', 'sealcoat', 'blacktop', 'driveway sealer', 'cracks'],
    synonyms: [
      'reseal the driveway',
      'blacktop sealing',
      'fill cracks in driveway',
      'tarmac sealer',
      'sealcoat asphalt',
    ],
  },
];
