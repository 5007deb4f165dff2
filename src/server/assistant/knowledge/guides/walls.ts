import type { GuideInput } from '../guide-schema';

const HIDDEN_SERVICES =
  'Before cutting or drilling into a wall, check for hidden wires and pipes with a stud finder that detects AC voltage, and turn off nearby circuits when cutting.';
const OLD_HOME_TEST =
  'Textured ceilings and wall coatings applied before the mid-1980s may contain asbestos, and old paint may contain lead: test before disturbing them.';

export const wallGuides: GuideInput[] = [
  {
    id: 'patch-drywall',
    title: 'Patch a Hole in Drywall',
    category: 'walls',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 2, note: 'spread over 1-2 days for compound to dry' },
    summary:
      'Repair nail holes, dents and holes up to about 6 inches across (like a doorknob hole) so the patch disappears under paint.',
    steps: [
      {
        title: 'Clean up the hole',
        detail:
          'Cut away torn paper and loose gypsum with a utility knife so the edges are firm. For holes over about 4 inches, cut the hole into a neat square and check inside for wires and pipes first.',
      },
      {
        title: 'Choose the patch for the size',
        detail:
          'Nail holes only need spackle. Holes up to about 4 inches take a self-adhesive mesh patch. Bigger holes need a drywall piece screwed to wood backing strips fixed inside the hole.',
      },
      {
        title: 'Apply the patch',
        detail:
          'Stick the mesh patch centered over the hole, or screw the drywall piece to the backing with its surface flush to the wall, and tape the seams with mesh tape.',
      },
      {
        title: 'Apply the first coat of joint compound',
        detail:
          'Spread a thin coat over the patch with a 6 inch knife, pressing it into the mesh, and feather the edges out a few inches beyond the patch. Let it dry completely.',
      },
      {
        title: 'Add two wider, thinner coats',
        detail:
          'Use a 10 or 12 inch knife for each later coat, feathering further out each time so there is no bump. Lightweight compound dries faster and sands easier.',
      },
      {
        title: 'Sand, prime and paint',
        detail:
          'Sand lightly with a fine sanding sponge until smooth, wipe off the dust, prime the patch (unprimed compound looks dull through paint) and paint the whole wall section.',
      },
    ],
    tools: [
      'Utility knife',
      '6 in. and 10 in. taping knives',
      'Drywall saw',
      'Drill/driver',
      'Fine sanding sponge',
    ],
    materials: [
      { name: 'Self-adhesive drywall patch (6 in.)', quantity: 1, unit: 'each', unitCost: 6 },
      { name: 'Lightweight joint compound', quantity: 1, unit: 'quart', unitCost: 9 },
      { name: 'Mesh drywall tape', quantity: 1, unit: 'roll', unitCost: 6 },
      { name: 'Primer (quart)', quantity: 1, unit: 'quart', unitCost: 12 },
    ],
    safety: [HIDDEN_SERVICES, 'Wear a dust mask when sanding joint compound.'],
    callAPro: [
      'The damage is from a leak and the drywall is soft, stained or moldy: fix the leak first.',
      'The hole is larger than about 2 feet, or the wall is old plaster rather than drywall.',
    ],
    keywords: ['drywall', 'hole in wall', 'patch', 'plaster', 'spackle', 'joint compound'],
    synonyms: [
      'fix a hole in the wall',
      'doorknob hole in wall',
      'door knob went through the wall',
      'nail pops and dents',
      'repair sheetrock',
      'plasterboard repair',
      'fill a hole in the wall',
      'punched hole in wall',
      'nail holes',
    ],
  },
  {
    id: 'mount-a-tv',
    title: 'Mount a TV on the Wall',
    category: 'walls',
    difficulty: 'Intermediate',
    time: { minHours: 1, maxHours: 3 },
    summary:
      'Mount a flat-screen TV securely on a wall bracket fixed into studs, at a comfortable viewing height, with the cables tidied away.',
    steps: [
      {
        title: 'Choose a mount that fits the TV',
        detail:
          "Check the TV's VESA hole pattern and weight (in the manual) and buy a mount rated for both. Fixed, tilting and full-motion arms all work; full-motion arms put more leverage on the wall.",
      },
      {
        title: 'Find the studs and pick the height',
        detail:
          'Locate studs with a stud finder and confirm with a small nail. A comfortable height puts the center of the screen roughly at seated eye level, about 42 inches from the floor.',
      },
      {
        title: 'Attach the brackets to the TV',
        detail:
          'Lay the TV face down on a blanket and bolt the vertical arms to the back using the right screw length from the kit; screws that bottom out can damage the TV.',
      },
      {
        title: 'Mark, level and drill the wall plate holes',
        detail:
          'Hold the wall plate level on the stud marks, mark the holes, and drill pilot holes the size the instructions specify.',
      },
      {
        title: 'Bolt the wall plate into the studs',
        detail:
          'Drive the lag bolts with a socket wrench until snug, checking level as you go. Do not overtighten and strip the wood.',
      },
      {
        title: 'Hang the TV and manage the cables',
        detail:
          "With a helper, hook the TV onto the wall plate and engage the safety locks. Run cables in a surface raceway, or use an in-wall power kit designed for TVs; never run the TV's power cord inside the wall.",
      },
    ],
    tools: [
      'Stud finder',
      'Level',
      'Drill/driver and bits',
      'Socket wrench',
      'Tape measure',
      'Helper',
    ],
    materials: [
      { name: 'TV wall mount (rated for the TV)', quantity: 1, unit: 'each', unitCost: 60 },
      { name: 'Cable raceway kit', quantity: 1, unit: 'kit', unitCost: 20 },
    ],
    safety: [
      HIDDEN_SERVICES,
      'Mount into wood studs or with anchors made for the wall type; never rely on drywall alone.',
      'Two people should lift and hang the TV.',
      'A falling TV can injure children: double-check the safety locks.',
    ],
    callAPro: [
      'The wall is brick, stone, metal studs, or above a fireplace.',
      'You want an outlet added behind the TV.',
      'The TV is very large (over about 75 inches) or on a long articulating arm.',
    ],
    keywords: ['tv', 'television', 'tv mount', 'wall mount', 'flat screen', 'bracket'],
    synonyms: [
      'hang my tv on the wall',
      'put the telly on the wall',
      'wall mount television',
      'tv bracket',
      'mount flatscreen',
    ],
  },
  {
    id: 'recaulk-tub-shower',
    title: 'Recaulk a Tub or Shower',
    category: 'walls',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 2, note: 'plus 24 hours before using the shower' },
    summary:
      'Strip out moldy or cracked caulk around a bathtub or shower and run a fresh, watertight bead of silicone.',
    steps: [
      {
        title: 'Remove all the old caulk',
        detail:
          'Cut along both edges with a utility knife or caulk removal tool and peel it out. Soften stubborn silicone with caulk remover and scrape with a plastic scraper so you do not scratch the tub.',
      },
      {
        title: 'Clean and kill mold',
        detail:
          'Scrub the joint with a bathroom cleaner, wipe with a diluted bleach solution or rubbing alcohol to kill mold and remove soap film, and let it dry thoroughly, ideally overnight.',
      },
      {
        title: 'Tape both sides of the joint',
        detail:
          "Run painter's tape along the tub and the tile about 1/8 inch from the joint on each side for a clean line.",
      },
      {
        title: 'Fill the tub with water',
        detail:
          'Filling the tub weighs it down and opens the joint to its widest, so the caulk does not tear when the tub is used.',
      },
      {
        title: 'Run the bead and smooth it',
        detail:
          'Cut the nozzle at 45 degrees to a small opening, push a steady bead into the joint, then smooth it in one pass with a caulk tool or a wet fingertip.',
      },
      {
        title: 'Pull the tape and let it cure',
        detail:
          'Remove the tape right away while the caulk is wet, then drain the tub. Keep the shower dry for 24 hours or the cure time on the tube.',
      },
    ],
    tools: [
      'Utility knife',
      'Caulk removal tool',
      'Caulk gun',
      'Plastic scraper',
      'Caulk smoothing tool',
    ],
    materials: [
      { name: '100% silicone kitchen and bath caulk', quantity: 1, unit: 'tube', unitCost: 9 },
      { name: 'Caulk remover', quantity: 1, unit: 'tube', unitCost: 8 },
      { name: "Painter's tape", quantity: 1, unit: 'roll', unitCost: 7 },
    ],
    safety: [
      'Ventilate when using caulk remover and bleach, and never mix bleach with ammonia or acid cleaners.',
    ],
    callAPro: [
      'Tiles are loose or the wall behind the caulk is soft: water has got into the wall.',
      'Caulk keeps cracking within weeks, which suggests the tub is moving and needs support.',
    ],
    keywords: ['caulk', 'recaulk', 'silicone', 'tub', 'shower', 'bathtub', 'sealant'],
    synonyms: [
      'moldy caulk around bathtub',
      'reseal the bath',
      'replace shower sealant',
      'black mold on tub caulk',
      'redo the caulking',
      'seal around the bath',
    ],
  },
  {
    id: 'hang-heavy-mirror',
    title: 'Hang a Heavy Mirror or Picture',
    category: 'walls',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 1.5 },
    summary:
      'Hang heavy mirrors, framed art or wall decor securely and level, using studs, rated anchors or a French cleat instead of a single nail.',
    steps: [
      {
        title: 'Weigh the piece and check the hangers on its back',
        detail:
          'Weigh it on a bathroom scale. Sawtooth hangers are for light frames; heavy pieces need D-rings on both sides or a French cleat.',
      },
      {
        title: 'Mark the position',
        detail:
          'Decide the height (art is usually centered about 57 to 60 inches from the floor), measure from the top of the frame to the hangers, and transfer those marks to the wall with a level line.',
      },
      {
        title: 'Pick fixings for the wall',
        detail:
          'Screw into studs where possible. In hollow drywall use toggle bolts or heavy-duty drywall anchors rated well above the weight; in masonry use plugs and masonry screws.',
      },
      {
        title: 'Install the hooks, anchors or cleat',
        detail:
          'Drill the pilot or anchor holes, fit the anchors and drive the screws or hooks. For a French cleat, screw the wall half level into studs and the matching half to the frame.',
      },
      {
        title: 'Hang and level the piece',
        detail:
          'Lift it onto the hooks or cleat with a helper, check level, and add small bumpers at the bottom corners to keep it from shifting.',
      },
    ],
    tools: ['Stud finder', 'Level', 'Drill/driver', 'Tape measure', 'Pencil'],
    materials: [
      { name: 'Heavy-duty toggle anchors', quantity: 1, unit: 'pack', unitCost: 10 },
      { name: 'Picture-hanging kit with D-rings', quantity: 1, unit: 'kit', unitCost: 8 },
      { name: 'Aluminum French cleat (18 in.)', quantity: 1, unit: 'each', unitCost: 20 },
    ],
    safety: [
      HIDDEN_SERVICES,
      'Do not hang heavy glass above a bed or crib.',
      'Get a helper for anything over about 30 lb.',
    ],
    callAPro: [
      'The mirror is very large or heavy (over about 100 lb) or has no frame and needs mirror clips and adhesive.',
      'The wall is old plaster that crumbles when drilled.',
    ],
    keywords: ['mirror', 'picture', 'artwork', 'hang', 'frame', 'wall decor', 'anchors'],
    synonyms: [
      'hang a picture frame',
      'put up a big mirror',
      'hang art on drywall',
      'hang a painting',
      'wall anchors for mirror',
      'hang photos',
    ],
  },
  {
    id: 'remove-wallpaper',
    title: 'Remove Wallpaper',
    category: 'walls',
    difficulty: 'Beginner',
    time: { minHours: 4, maxHours: 8 },
    summary:
      'Strip old wallpaper and its paste without gouging the drywall, then prime the wall so it is ready for paint.',
    steps: [
      {
        title: 'Protect the room and cut the power to outlets',
        detail:
          'Lay plastic and towels along the baseboards, remove plates, and turn off the breaker for the room since you will be wetting the walls. Tape over the outlets.',
      },
      {
        title: 'Peel off what comes dry',
        detail:
          'Lift a corner with a putty knife. Strippable papers peel off whole; many others leave a paper backing behind, which you soak next.',
      },
      {
        title: 'Score and soak the paper',
        detail:
          'Run a scoring tool lightly over vinyl or coated paper so water can get in, then spray hot water mixed with wallpaper remover (or a little fabric softener) and let it soak 10 to 15 minutes. A wallpaper steamer speeds up stubborn paper.',
      },
      {
        title: 'Scrape the paper off',
        detail:
          'Scrape with a wide scraper held at a low angle, working from the bottom up. Re-wet areas that resist rather than digging into the drywall paper.',
      },
      {
        title: 'Wash off the old paste',
        detail:
          'Scrub the walls with hot water and remover until they no longer feel slick, then rinse and let them dry for a day.',
      },
      {
        title: 'Repair and prime',
        detail:
          'Skim any torn drywall with joint compound, sand, and prime with an oil-based or shellac primer that seals torn paper facing, before painting.',
      },
    ],
    tools: [
      'Scoring tool',
      'Pump sprayer',
      'Wide scraper',
      'Putty knife',
      'Wallpaper steamer (optional)',
      'Sponges',
    ],
    materials: [
      { name: 'Wallpaper remover concentrate', quantity: 1, unit: 'bottle', unitCost: 12 },
      { name: 'Plastic sheeting', quantity: 1, unit: 'roll', unitCost: 15 },
      { name: 'Oil-based or shellac primer', quantity: 1, unit: 'gallon', unitCost: 40 },
    ],
    safety: [
      'Turn off power to outlets and switches on the walls you are wetting.',
      'Steamer plates and water are scalding: wear gloves and long sleeves.',
      'Use a stable ladder for upper sections.',
    ],
    callAPro: [
      'The paper is stuck directly to unprimed drywall and tears the wall face badly; reskimming a room is a pro job.',
      'Walls show mold behind the paper.',
    ],
    keywords: ['wallpaper', 'strip wallpaper', 'wall paper', 'paste', 'steamer'],
    synonyms: [
      'get rid of old wallpaper',
      'peel off wallpaper',
      'strip wall paper',
      'wallpaper wont come off',
      'take down wallpaper',
    ],
  },
  {
    id: 'remove-popcorn-ceiling',
    title: 'Remove a Popcorn Ceiling',
    category: 'walls',
    difficulty: 'Intermediate',
    time: { minHours: 6, maxHours: 12, note: 'plus 1-2 days for patching and paint' },
    summary:
      'Scrape off an acoustic (popcorn) ceiling texture and refinish the ceiling smooth, after testing it for asbestos.',
    steps: [
      {
        title: 'Test for asbestos before anything else',
        detail:
          'Ceilings applied before the mid-1980s can contain asbestos. Wet a small spot, put a sample in a sealed bag and send it to an accredited lab. If it is positive, stop: removal must be done by a licensed abatement contractor.',
      },
      {
        title: 'Empty and seal the room',
        detail:
          'Remove furniture, cover the floor and walls with plastic sheeting taped to the ceiling edge, and turn off the power to ceiling lights and fans. Remove or cover fixtures.',
      },
      {
        title: 'Mist a small section with water',
        detail:
          'Spray about 4 by 4 feet with a pump sprayer and wait about 15 minutes so the texture softens. Do not soak it; the drywall paper underneath must stay sound.',
      },
      {
        title: 'Scrape the texture off',
        detail:
          'Scrape with a wide taping knife or ceiling scraper held at a low angle, letting the texture fall onto the plastic. Re-mist areas that resist.',
      },
      {
        title: 'Repair, skim and sand',
        detail:
          'Fill gouges and re-tape loose seams, then skim coat the ceiling if needed and sand smooth with a pole sander.',
      },
      {
        title: 'Prime and paint',
        detail:
          'Roll on a drywall primer and then ceiling paint. Bag and dispose of the plastic and debris.',
      },
    ],
    tools: [
      'Pump sprayer',
      'Ceiling scraper or 10 in. taping knife',
      'Stepladder or scaffold',
      'Pole sander',
      'N95 or P100 respirator',
      'Safety goggles',
    ],
    materials: [
      { name: 'Plastic sheeting (10 x 25 ft)', quantity: 2, unit: 'roll', unitCost: 15 },
      { name: "Painter's tape", quantity: 2, unit: 'roll', unitCost: 7 },
      { name: 'All-purpose joint compound', quantity: 1, unit: 'bucket (4.5 gal)', unitCost: 18 },
      { name: 'Drywall primer', quantity: 1, unit: 'gallon', unitCost: 22 },
      { name: 'Ceiling paint', quantity: 1, unit: 'gallon', unitCost: 35 },
      { name: 'Asbestos lab test', quantity: 1, unit: 'each', unitCost: 50 },
    ],
    safety: [
      OLD_HOME_TEST,
      'Turn off ceiling light and fan circuits: you will be spraying water near them.',
      'Work from a stable ladder or scaffold, and wear goggles and a respirator.',
    ],
    callAPro: [
      'The asbestos test is positive or you cannot test it.',
      'The ceiling is painted texture that will not soften; scraping will tear the drywall and a pro may skim or re-drywall instead.',
    ],
    keywords: ['popcorn ceiling', 'acoustic ceiling', 'cottage cheese ceiling', 'ceiling texture'],
    synonyms: [
      'scrape the popcorn off',
      'textured ceiling removal',
      'stipple ceiling',
      'get rid of bumpy ceiling',
      'smooth out my ceiling',
    ],
    hazards: ['asbestos', 'height'],
  },
];
