import type { GuideInput } from '../guide-schema';

const HIDDEN_SERVICES =
  'Before drilling into a wall, check for hidden wires and pipes with a stud finder that detects AC voltage; avoid drilling directly above or below outlets and switches.';
const EYES_EARS = 'Wear safety glasses and hearing protection when using power saws and nailers.';

export const carpentryGuides: GuideInput[] = [
  {
    id: 'install-wall-shelves',
    title: 'Install Floating Wall Shelves',
    category: 'carpentry',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 3 },
    summary:
      'Hang floating or bracket shelves that stay level and hold weight, by fixing them into studs or with anchors rated for the load.',
    steps: [
      {
        title: 'Choose the spot and find the studs',
        detail:
          'Use a stud finder to locate studs (usually 16 inches apart) and mark them lightly with pencil. Heavy shelves should hit at least two studs.',
      },
      {
        title: 'Mark a level line',
        detail:
          'Draw a level line at the shelf height with a 2 to 4 foot level or a laser level. Hold the bracket or hidden rail to the line and mark the screw holes.',
      },
      {
        title: 'Drill pilot holes and fit anchors where needed',
        detail:
          'Drill pilot holes into studs. Where a screw cannot hit a stud, use a heavy-duty anchor rated for the load, such as a toggle bolt; plastic plugs alone are for light items only.',
      },
      {
        title: 'Fix the bracket or rail to the wall',
        detail:
          'Screw the bracket on with 2-1/2 to 3 inch screws into studs and check level again before the final turns.',
      },
      {
        title: 'Slide on or attach the shelf',
        detail:
          'Push the floating shelf over its rods until tight to the wall and secure it with the set screws supplied, or screw bracket shelves from below.',
      },
      {
        title: 'Load gradually',
        detail:
          "Check the shelf stays level and solid as you load it, and keep within the manufacturer's weight rating.",
      },
    ],
    tools: ['Stud finder', 'Level', 'Drill/driver', 'Drill bits', 'Tape measure', 'Pencil'],
    materials: [
      {
        name: 'Floating shelf with hidden bracket (36 in.)',
        quantity: 2,
        unit: 'each',
        unitCost: 35,
      },
      { name: 'Wood screws (3 in.)', quantity: 1, unit: 'box', unitCost: 8 },
      { name: 'Heavy-duty toggle anchors', quantity: 1, unit: 'pack', unitCost: 10 },
    ],
    safety: [
      HIDDEN_SERVICES,
      'Do not load shelves beyond their rating, especially above beds or seating.',
    ],
    callAPro: [
      'The wall is plaster-and-lath, brick or concrete and you are unsure how to anchor into it.',
      'You need to support very heavy loads such as a full bookcase wall.',
    ],
    keywords: ['shelves', 'shelf', 'floating shelves', 'wall shelf', 'bookshelf', 'brackets'],
    synonyms: [
      'put up floating shelves',
      'hang shelves on the wall',
      'mount a shelf',
      'build wall shelving',
      'shelving unit on wall',
      'put up a shelf',
    ],
  },
  {
    id: 'install-baseboard',
    title: 'Install Baseboard Trim',
    category: 'carpentry',
    difficulty: 'Intermediate',
    time: { minHours: 4, maxHours: 8 },
    summary:
      'Measure, cut and nail baseboard around a room with tight mitered outside corners and coped inside corners, then fill and caulk for a clean finish.',
    steps: [
      {
        title: 'Mark the studs and measure each wall',
        detail:
          "Mark stud locations with painter's tape just above baseboard height. Measure each wall at floor level, and plan the order: longest walls first, with coped joints facing away from the door.",
      },
      {
        title: 'Cut and install the first straight piece',
        detail:
          'Cut the first piece square at both ends to fit wall to wall, press it tight to the floor and wall, and nail it into each stud and the bottom plate with 2 inch finish nails.',
      },
      {
        title: 'Cope the inside corners',
        detail:
          'Cut the next piece at a 45 degree inside miter, then cut along the profile line with a coping saw, back-beveling slightly, so it fits over the face of the first piece. Coped joints stay tight when walls move.',
      },
      {
        title: 'Miter the outside corners',
        detail:
          'Cut outside corners at 45 degrees (or half the actual angle, measured with an angle finder). Glue the joint and pin it through the corner with brad nails.',
      },
      {
        title: 'Join long runs with scarf joints',
        detail:
          'Where one board is not long enough, cut matching 45 degree bevels on the two pieces over a stud, glue them and nail through both.',
      },
      {
        title: 'Fill, caulk and paint',
        detail:
          'Fill nail holes with wood filler, run a thin bead of paintable caulk along the top edge and corners, and paint or touch up.',
      },
    ],
    tools: [
      'Miter saw',
      'Coping saw',
      'Finish nailer (15 or 16 gauge) and compressor',
      'Tape measure',
      'Stud finder',
      'Caulk gun',
    ],
    materials: [
      { name: 'Primed MDF baseboard (8 ft)', quantity: 8, unit: 'piece', unitCost: 11 },
      { name: 'Finish nails (2 in.)', quantity: 1, unit: 'box', unitCost: 10 },
      { name: 'Paintable caulk', quantity: 2, unit: 'tube', unitCost: 5 },
      { name: 'Wood filler', quantity: 1, unit: 'tub', unitCost: 6 },
      { name: 'Wood glue', quantity: 1, unit: 'bottle', unitCost: 5 },
    ],
    safety: [
      EYES_EARS,
      'Keep hands at least 6 inches from the miter saw blade and let it stop before lifting.',
      'Do not nail low near outlets where cables may run along the bottom plate.',
    ],
    callAPro: [
      'Walls and floors are badly out of level and you want scribed, gap-free trim.',
      'You are trimming stained hardwood where every joint shows.',
    ],
    keywords: ['baseboard', 'trim', 'molding', 'skirting board', 'base molding', 'miter'],
    synonyms: [
      'put in skirting boards',
      'install base trim',
      'replace skirting',
      'cope baseboard corners',
      'floor trim',
      'mouldings along floor',
    ],
  },
  {
    id: 'fix-sticking-door',
    title: 'Fix a Sticking Door',
    category: 'carpentry',
    difficulty: 'Beginner',
    time: { minHours: 0.5, maxHours: 2 },
    summary:
      'Stop a door that rubs, sticks or will not latch by tightening hinges, shimming them or planing the edge where it binds.',
    steps: [
      {
        title: 'Find where the door rubs',
        detail:
          'Close the door slowly and look for shiny worn paint, or slide a sheet of paper around the gap. A door that rubs at the top latch side usually has a sagging top hinge.',
      },
      {
        title: 'Tighten the hinge screws',
        detail:
          'Tighten every hinge screw on the door and the frame. If a screw spins, fill the hole with glued wooden toothpicks or golf tees, trim them flush, and redrive the screw.',
      },
      {
        title: 'Pull the frame tight with a long screw',
        detail:
          "Replace one short screw in the top hinge's frame leaf with a 3 inch screw that reaches the stud. Tightening it pulls the door up and away from the latch side.",
      },
      {
        title: 'Shim a hinge if needed',
        detail:
          'Loosen the hinge leaf on the frame and slip a thin cardboard shim behind it. If the door rubs at the top of the latch side, shim the bottom hinge; if it rubs at the bottom of the latch side, shim the top hinge. Test after each change.',
      },
      {
        title: 'Plane or sand the rubbing edge',
        detail:
          'If it still sticks, mark the tight spot, take the door off its hinges if it is on the bottom or top, and plane or sand a little at a time, working from the ends toward the middle.',
      },
      {
        title: 'Seal the bare wood',
        detail:
          'Prime and paint or seal any bare edge, including the top and bottom, so the door does not swell with humidity again.',
      },
    ],
    tools: [
      'Screwdrivers',
      'Drill/driver',
      'Block plane or power planer',
      'Sanding block',
      'Pencil',
    ],
    materials: [
      { name: 'Hinge screws (3 in.)', quantity: 1, unit: 'pack', unitCost: 5 },
      { name: 'Wood glue', quantity: 1, unit: 'bottle', unitCost: 5 },
      { name: 'Primer or sealer (quart)', quantity: 1, unit: 'quart', unitCost: 12 },
    ],
    safety: [
      'A solid door can weigh 50 lb or more; get help lifting it off the hinges.',
      'Plane with the door clamped or held steady, never against your body.',
    ],
    callAPro: [
      'Several doors suddenly stick and cracks appear in walls: the house may be settling.',
      'The frame is split or rotten, or it is an exterior door that no longer seals.',
    ],
    keywords: ['door', 'sticking door', 'door rubs', 'hinge', 'door frame', 'latch'],
    synonyms: [
      'door wont close',
      'door sticks in summer',
      'door jams',
      'door scrapes the frame',
      'door wont latch',
      'swollen door',
      'door drags on the carpet',
    ],
  },
  {
    id: 'replace-deck-boards',
    title: 'Replace Rotten Deck Boards',
    category: 'carpentry',
    difficulty: 'Intermediate',
    time: { minHours: 2, maxHours: 5 },
    summary:
      'Pull up cracked, rotten or splintered deck boards and screw down new ones, checking the joists underneath while they are exposed.',
    steps: [
      {
        title: 'Mark the damaged boards and check the joists',
        detail:
          'Probe boards with a screwdriver; soft wood is rotten. After removing a board, probe the joist tops too: rotten joists are a structural repair.',
      },
      {
        title: 'Remove the fasteners',
        detail:
          "Back out screws with a drill, or pull nails with a cat's paw or pry bar. If a board is stubborn, cut it beside a joist with a circular saw set to the board depth and pry the pieces out.",
      },
      {
        title: 'Cut the new board to length',
        detail:
          'Match the thickness and width (often 5/4 x 6 pressure-treated or composite). Ends must land on the center of a joist; add a 2x block screwed to the joist side if there is not enough bearing.',
      },
      {
        title: 'Set the gap and screw it down',
        detail:
          'Lay the board best face up, use a 16d nail or spacer for an even 1/8 to 1/4 inch gap, and drive two deck screws into each joist, pre-drilling near the ends to avoid splitting.',
      },
      {
        title: 'Treat cut ends and finish',
        detail:
          'Brush end-cut preservative on cut ends of pressure-treated wood. Stain the new boards to match once they are dry enough to absorb finish.',
      },
    ],
    tools: ['Drill/driver', "Pry bar or cat's paw", 'Circular saw', 'Tape measure', 'Speed square'],
    materials: [
      {
        name: 'Pressure-treated deck board (5/4 x 6 x 12 ft)',
        quantity: 3,
        unit: 'each',
        unitCost: 15,
      },
      { name: 'Exterior deck screws (2-1/2 in.)', quantity: 1, unit: 'box (1 lb)', unitCost: 12 },
      { name: 'End-cut wood preservative', quantity: 1, unit: 'quart', unitCost: 15 },
    ],
    safety: [
      'Wear a dust mask and gloves when cutting pressure-treated wood, and never burn the offcuts.',
      EYES_EARS,
    ],
    callAPro: [
      'Joists, beams, posts or the ledger board attached to the house are rotten or loose.',
      'The deck is elevated and railings or stairs feel unsafe.',
    ],
    keywords: ['deck', 'deck boards', 'decking', 'rotten boards', 'joist', 'composite deck'],
    synonyms: [
      'replace rotten decking',
      'broken deck plank',
      'soft spot on deck',
      'swap out deck planks',
      'fix my deck',
    ],
    hazards: ['structural'],
  },
  {
    id: 'hang-interior-door',
    title: 'Install a Prehung Interior Door',
    category: 'carpentry',
    difficulty: 'Advanced',
    time: { minHours: 3, maxHours: 5 },
    summary:
      'Replace or add an interior door using a prehung unit (door already hinged in its frame): shim it plumb and square in the rough opening, then trim it out.',
    steps: [
      {
        title: 'Measure the rough opening and buy the right unit',
        detail:
          'The rough opening is usually about 2 inches wider and 2-1/2 inches taller than the door. Note the swing (left or right hand) and the wall thickness for jamb width.',
      },
      {
        title: 'Remove the old door and casing',
        detail:
          'Score the paint, pry off the casing, cut any nails through the shims with a reciprocating saw, and remove the old jamb.',
      },
      {
        title: 'Set the door in the opening',
        detail:
          'Leave the shipping clips in, set the unit in the opening and check the hinge-side jamb is plumb with a 4 foot or 6 foot level.',
      },
      {
        title: 'Shim and nail the hinge side',
        detail:
          'Put pairs of tapered shims behind each hinge, adjust until the jamb is plumb and straight, and nail through jamb and shims into the stud. Replace one screw in each hinge with a 3 inch screw into the framing.',
      },
      {
        title: 'Shim the latch side and head',
        detail:
          'Shim the latch side so the gap between door and jamb is an even 1/8 inch top to bottom, and nail it off. Close the door to check it swings freely and stays put when left open.',
      },
      {
        title: 'Trim the shims and install the casing',
        detail:
          'Score and snap the shims flush, then nail casing around both sides with mitered corners, set nails and fill.',
      },
      {
        title: 'Fit the lockset and strike',
        detail:
          'Install the handle set and adjust the strike plate so the latch clicks in without rattling.',
      },
    ],
    tools: [
      '4 ft or 6 ft level',
      'Finish nailer',
      'Pry bar',
      'Reciprocating saw',
      'Miter saw',
      'Utility knife',
      'Drill/driver',
    ],
    materials: [
      { name: 'Prehung interior door (30 in.)', quantity: 1, unit: 'each', unitCost: 140 },
      { name: 'Wood shims', quantity: 1, unit: 'bundle', unitCost: 5 },
      { name: 'Door casing (7 ft)', quantity: 5, unit: 'piece', unitCost: 9 },
      { name: 'Door handle set', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Finish nails', quantity: 1, unit: 'box', unitCost: 10 },
    ],
    safety: [
      EYES_EARS,
      'Get a helper to set the unit; it is awkward and can fall out of the opening.',
    ],
    callAPro: [
      'You need to cut a new opening or widen one in a wall, which may be load-bearing.',
      'It is an exterior door that must be flashed and sealed against weather.',
    ],
    keywords: ['door', 'prehung door', 'interior door', 'hang a door', 'door frame', 'jamb'],
    synonyms: [
      'install a new door',
      'replace a bedroom door',
      'put in a door',
      'fit a door frame',
      'replace interior door',
    ],
  },
];
