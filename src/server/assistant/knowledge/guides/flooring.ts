import type { GuideInput } from '../guide-schema';

const OLD_FLOORING =
  'Old vinyl tiles, sheet vinyl and black mastic in homes built before the 1980s may contain asbestos. Do not sand or tear them up until they are tested; floating a new floor over them is often the safer choice.';
const FLOATING_PREP =
  'Remove baseboards or shoe molding, and check the subfloor is clean and flat to within about 3/16 inch over 10 feet; grind high spots and fill low spots with floor patch.';

export const flooringGuides: GuideInput[] = [
  {
    id: 'install-laminate-flooring',
    title: 'Install Laminate Flooring',
    category: 'flooring',
    difficulty: 'Intermediate',
    time: { minHours: 6, maxHours: 12, note: 'plus 48 hours for the boxes to acclimate' },
    summary:
      'Lay a click-together laminate floor that floats over underlayment, with staggered seams and an expansion gap around the edges.',
    steps: [
      {
        title: 'Acclimate the flooring',
        detail:
          'Stack the unopened boxes flat in the room for at least 48 hours at normal living temperature and humidity.',
      },
      {
        title: 'Prepare the subfloor',
        detail: `${FLOATING_PREP} Undercut door casings with a flush-cut or jamb saw so planks slide underneath.`,
      },
      {
        title: 'Roll out the underlayment',
        detail:
          'Lay foam underlayment (with a vapor barrier over concrete) edge to edge, seams taped, unless the planks have an attached pad.',
      },
      {
        title: 'Lay the first row with spacers',
        detail:
          'Start along the longest straight wall, tongue side toward the wall (or as the instructions say), with 1/4 to 3/8 inch spacers against the wall. If the last row would be narrower than 2 inches, rip the first row narrower.',
      },
      {
        title: 'Click in the rows and stagger the seams',
        detail:
          'Angle each plank into the previous row and press it down. Start each row with the offcut from the last one so end joints are at least 12 inches apart, and close gaps with a tapping block and pull bar, never hitting the plank edge directly.',
      },
      {
        title: 'Fit the last row and doorways',
        detail:
          'Rip the last row to width minus the expansion gap. Use a transition strip at doorways and where the floor meets other flooring.',
      },
      {
        title: 'Remove spacers and install trim',
        detail:
          'Pull the spacers and cover the gap with baseboard or shoe molding nailed to the wall, never to the floor, so the floor can move.',
      },
    ],
    tools: [
      'Tapping block and pull bar',
      'Rubber mallet',
      'Miter saw or laminate cutter',
      'Jigsaw',
      'Spacers',
      'Jamb saw',
      'Tape measure and square',
    ],
    materials: [
      { name: 'Laminate flooring (20 sq ft box)', quantity: 11, unit: 'box', unitCost: 45 },
      { name: 'Foam underlayment (100 sq ft roll)', quantity: 2, unit: 'roll', unitCost: 30 },
      { name: 'Transition strip', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Shoe molding (8 ft)', quantity: 8, unit: 'piece', unitCost: 8 },
    ],
    safety: [
      OLD_FLOORING,
      'Wear eye protection and a dust mask when cutting planks.',
      'Knee pads save your knees over a long day.',
    ],
    callAPro: [
      'The subfloor is springy, damaged or far out of flat.',
      'The room is a wet area such as a bathroom or laundry and the product is not rated waterproof.',
    ],
    keywords: [
      'laminate',
      'laminate flooring',
      'floating floor',
      'click flooring',
      'wood look floor',
    ],
    synonyms: [
      'lay laminate floor',
      'put down laminate',
      'install click lock floor',
      'new laminate in bedroom',
      'laminate planks',
    ],
  },
  {
    id: 'install-luxury-vinyl-plank',
    title: 'Install Luxury Vinyl Plank Flooring',
    category: 'flooring',
    difficulty: 'Intermediate',
    time: { minHours: 6, maxHours: 10, note: 'plus 24-48 hours to acclimate' },
    summary:
      'Install waterproof luxury vinyl plank (LVP) as a click-lock floating floor, a good choice for kitchens, bathrooms and basements.',
    steps: [
      {
        title: 'Acclimate the planks',
        detail:
          "Leave the boxes in the room for 24 to 48 hours (check the manufacturer's instructions) so the planks reach room temperature.",
      },
      {
        title: 'Prepare the subfloor',
        detail: `${FLOATING_PREP} Vinyl shows every bump, so flatness matters more than with laminate.`,
      },
      {
        title: 'Plan the layout',
        detail:
          'Measure the room width and work out the last row width; if it will be under about 2 inches, cut down the first row so both edges are balanced. Run planks parallel to the longest wall or main light source.',
      },
      {
        title: 'Lay the first rows',
        detail:
          "Start in a corner with a 1/4 inch spacer gap at the walls. Click the short ends together, then angle each row's long edge into the previous row and press down.",
      },
      {
        title: 'Cut planks by scoring and snapping',
        detail:
          'Score the face with a utility knife along a square, bend the plank to snap it, and cut the backing. Use the offcut to start the next row, keeping end joints 6 to 8 inches apart.',
      },
      {
        title: 'Work around obstacles',
        detail:
          'Trace around door casings and pipes, cut with a jigsaw or oscillating tool, and leave the expansion gap around pipes too.',
      },
      {
        title: 'Finish the edges',
        detail:
          'Install transitions at doorways, caulk the perimeter in wet areas with flexible silicone, and attach baseboard or quarter round to the wall.',
      },
    ],
    tools: [
      'Utility knife',
      'Carpenter square',
      'Tapping block and pull bar',
      'Rubber mallet',
      'Jigsaw or oscillating tool',
      'Spacers',
    ],
    materials: [
      { name: 'Luxury vinyl plank (24 sq ft box)', quantity: 9, unit: 'box', unitCost: 70 },
      { name: 'Transition strip', quantity: 1, unit: 'each', unitCost: 25 },
      { name: 'Quarter round molding (8 ft)', quantity: 8, unit: 'piece', unitCost: 8 },
      { name: 'Floor leveling patch', quantity: 1, unit: 'bag', unitCost: 20 },
    ],
    safety: [
      OLD_FLOORING,
      'Utility knife blades slip: cut away from your body and change dull blades often.',
    ],
    callAPro: [
      'The concrete slab is damp, cracked or heaving.',
      'The subfloor needs major leveling or repair.',
    ],
    keywords: [
      'vinyl plank',
      'lvp',
      'luxury vinyl',
      'vinyl flooring',
      'waterproof flooring',
      'spc',
    ],
    synonyms: [
      'lay vinyl planks',
      'install lvt',
      'vinyl floor in basement',
      'waterproof floor for kitchen',
      'put down vinyl flooring',
      'click vinyl',
    ],
  },
  {
    id: 'fix-squeaky-floor',
    title: 'Fix a Squeaky Floor',
    category: 'flooring',
    difficulty: 'Beginner',
    time: { minHours: 1, maxHours: 3 },
    summary:
      'Silence squeaks caused by subfloor or floorboards rubbing on joists or nails, working from below if you can or from above through carpet or hardwood.',
    steps: [
      {
        title: 'Find the squeak',
        detail:
          'Have someone walk over the squeaky spot while you listen and watch from the basement or crawlspace, or mark the spot from above with tape.',
      },
      {
        title: 'Shim gaps from below',
        detail:
          'If you see a gap between a joist and the subfloor, coat a thin wood shim with construction adhesive and tap it in gently. Do not force it or you will lift the floor.',
      },
      {
        title: 'Screw the subfloor down from below',
        detail:
          'Drive short screws up through the subfloor into the flooring above only where their length cannot poke through; measure the combined thickness first. Or screw a block to the joist and to the subfloor.',
      },
      {
        title: 'Fix from above through carpet',
        detail:
          'Use a carpet squeak-repair kit: find the joist, drive the special scored screw through the carpet into it, and snap the head off below the carpet surface.',
      },
      {
        title: 'Fix from above on hardwood',
        detail:
          'Drill a pilot hole at an angle through the board into the joist, drive a trim-head screw or finish nail, countersink it and fill with matching wood filler. Powdered graphite in the joints quiets boards rubbing each other.',
      },
    ],
    tools: ['Drill/driver', 'Stud finder', 'Hammer', 'Caulk gun', 'Nail set'],
    materials: [
      { name: 'Wood shims', quantity: 1, unit: 'bundle', unitCost: 5 },
      { name: 'Construction adhesive', quantity: 1, unit: 'tube', unitCost: 6 },
      { name: 'Carpet squeak repair kit', quantity: 1, unit: 'kit', unitCost: 25 },
      { name: 'Trim-head screws', quantity: 1, unit: 'box', unitCost: 9 },
    ],
    safety: ['Check for pipes and cables under the floor before driving screws.'],
    callAPro: [
      'The floor sags, bounces or has a joist that is cracked or notched.',
      'Squeaks come with cracking plaster or sticking doors, which may mean structural movement.',
    ],
    keywords: ['squeaky floor', 'squeak', 'creaky floor', 'floorboards', 'subfloor', 'joist'],
    synonyms: [
      'floor creaks when i walk',
      'noisy floorboards',
      'creaking stairs',
      'stop floor squeaking',
      'squeaking hardwood',
    ],
  },
];
