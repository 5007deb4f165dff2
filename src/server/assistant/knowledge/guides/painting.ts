import type { GuideInput } from '../guide-schema';

const LEAD =
  'Homes built before 1978 may have lead paint. Test before sanding or scraping old paint, and never dry-sand it.';
const OILY_RAGS =
  'Rags soaked in oil-based stain or finish can catch fire on their own as they dry. Lay them flat outdoors to dry or store them in a sealed metal can filled with water.';

export const paintingGuides: GuideInput[] = [
  {
    id: 'paint-a-room',
    title: 'Paint a Room',
    category: 'painting',
    difficulty: 'Beginner',
    time: { minHours: 4, maxHours: 8, note: 'plus 2-4 hours drying between coats' },
    summary:
      'Repaint the walls of a room with a clean, even finish: prep the surfaces, cut in the edges with a brush and roll two coats.',
    steps: [
      {
        title: 'Clear the room and protect the floor',
        detail:
          'Move furniture to the middle and cover it with plastic. Lay canvas drop cloths on the floor; they are less slippery than plastic. Remove outlet and switch plates.',
      },
      {
        title: 'Patch, sand and clean the walls',
        detail:
          'Fill nail holes and dents with spackle, let it dry and sand flush. Wipe walls with a damp sponge (degrease kitchen walls) so paint sticks.',
      },
      {
        title: 'Tape the trim and prime where needed',
        detail:
          "Run painter's tape along trim and the ceiling line and press the edge down with a putty knife. Spot-prime patches, stains and any glossy or dark areas.",
      },
      {
        title: 'Cut in the edges with a brush',
        detail:
          'Using a 2-1/2 inch angled brush, paint a 2 to 3 inch band along corners, ceiling and trim. Work one wall at a time so the cut-in is still wet when you roll.',
      },
      {
        title: 'Roll the walls',
        detail:
          'Load a 3/8 inch nap roller evenly, roll a large W or M shape about 3 feet wide, then fill it in without lifting. Keep a wet edge and finish each wall with light top-to-bottom strokes.',
      },
      {
        title: 'Apply a second coat',
        detail:
          'Wait for the drying time on the can (usually 2 to 4 hours), then repeat cutting in and rolling. Two coats give even color and sheen.',
      },
      {
        title: 'Remove the tape and clean up',
        detail:
          'Pull tape off at a 45 degree angle while the last coat is slightly soft. Wash brushes and rollers with water for latex paint, and reinstall the plates once dry.',
      },
    ],
    tools: [
      '2-1/2 in. angled brush',
      'Roller frame and extension pole',
      'Paint tray',
      'Putty knife',
      'Sanding sponge',
      'Stepladder',
    ],
    materials: [
      { name: 'Interior latex paint', quantity: 2, unit: 'gallon', unitCost: 40 },
      { name: 'Primer', quantity: 1, unit: 'gallon', unitCost: 25 },
      { name: "Painter's tape", quantity: 2, unit: 'roll', unitCost: 7 },
      { name: 'Roller covers (3/8 in. nap)', quantity: 2, unit: 'each', unitCost: 6 },
      { name: 'Canvas drop cloth', quantity: 1, unit: 'each', unitCost: 15 },
      { name: 'Spackle', quantity: 1, unit: 'tub', unitCost: 8 },
    ],
    safety: [
      'Keep windows open and a fan running for ventilation.',
      LEAD,
      'Set ladders fully open with spreaders locked, and never stand on the top step.',
    ],
    callAPro: [
      'Ceilings or stairwells are too high to reach safely from a stepladder.',
      'Walls have lead paint that needs removing, or large areas of peeling paint or water damage.',
    ],
    keywords: ['paint', 'painting', 'paint a room', 'walls', 'interior paint', 'roller'],
    synonyms: [
      'repaint my bedroom',
      'change the wall color',
      'paint the walls',
      'decorate a room',
      'give walls a fresh coat',
      'paint living room',
    ],
  },
  {
    id: 'paint-kitchen-cabinets',
    title: 'Paint Kitchen Cabinets',
    category: 'painting',
    difficulty: 'Intermediate',
    time: { minHours: 16, maxHours: 30, note: 'spread over 3-5 days for drying and curing' },
    summary:
      'Refresh kitchen cabinets with a durable painted finish. Careful degreasing, sanding and a bonding primer are what make the paint last.',
    steps: [
      {
        title: 'Remove doors, drawer fronts and hardware',
        detail:
          'Number each door and its opening with tape so everything goes back in the same place. Bag hinges and screws by door.',
      },
      {
        title: 'Degrease every surface',
        detail:
          'Scrub with a degreaser or TSP substitute, rinse with clean water and let dry. Paint will peel off any kitchen grease left behind.',
      },
      {
        title: 'Scuff-sand and fill',
        detail:
          'Sand all surfaces with 180 to 220 grit to dull the sheen, fill dings with wood filler, and vacuum and wipe with a tack cloth.',
      },
      {
        title: 'Apply a bonding primer',
        detail:
          'Brush or spray a bonding primer made for glossy surfaces. Lightly sand once dry with 220 grit for a smooth base.',
      },
      {
        title: 'Paint the boxes and frames',
        detail:
          'Use a cabinet enamel (urethane-modified acrylic or alkyd). Brush the edges and use a small foam roller on flat faces, working in thin coats.',
      },
      {
        title: 'Paint the doors on a flat surface',
        detail:
          "Lay doors flat on painter's pyramids. Paint the back first, let it dry, then the front. Two thin coats beat one thick coat.",
      },
      {
        title: 'Let it cure, then rehang',
        detail:
          'Wait at least the recoat time before flipping doors, and a few days before rehanging and heavy use. Enamel reaches full hardness over a few weeks, so be gentle at first.',
      },
    ],
    tools: [
      'Screwdriver or drill',
      'Sanding block and sponges',
      'Angled brush',
      '4 in. foam roller',
      "Painter's pyramids",
      'Shop vacuum',
    ],
    materials: [
      { name: 'Cabinet enamel paint', quantity: 1, unit: 'gallon', unitCost: 60 },
      { name: 'Bonding primer', quantity: 1, unit: 'gallon', unitCost: 45 },
      { name: 'Degreaser (TSP substitute)', quantity: 1, unit: 'bottle', unitCost: 10 },
      { name: 'Sandpaper assortment (180-220 grit)', quantity: 1, unit: 'pack', unitCost: 12 },
      { name: 'Foam roller covers', quantity: 4, unit: 'each', unitCost: 3 },
      { name: 'Wood filler', quantity: 1, unit: 'tub', unitCost: 7 },
    ],
    safety: [
      'Ventilate well, especially with oil-based or alkyd primers, and wear a respirator when spraying.',
      'Wear a dust mask when sanding.',
      LEAD,
    ],
    callAPro: [
      'The cabinets are thermofoil or laminate that is peeling; paint will not hold.',
      'You want a factory-smooth sprayed finish and have no spray setup.',
    ],
    keywords: ['cabinets', 'kitchen cabinets', 'paint cabinets', 'cupboards', 'refinish cabinets'],
    synonyms: [
      'repaint kitchen cupboards',
      'update old cabinets',
      'cabinet makeover',
      'paint oak cabinets white',
      'refresh kitchen units',
    ],
  },
  {
    id: 'stain-a-deck',
    title: 'Clean and Stain a Deck',
    category: 'painting',
    difficulty: 'Intermediate',
    time: { minHours: 6, maxHours: 12, note: 'over 2-3 days, with 24-48 hours of dry weather' },
    summary:
      'Clean, dry and stain a wood deck to protect it from sun and water. Good prep and dry weather matter more than the brand of stain.',
    steps: [
      {
        title: 'Check the weather and the wood',
        detail:
          'Plan two or three dry days between about 50 and 90°F. Sprinkle water on the boards: if it soaks in, the wood is ready for stain; if it beads up, the old finish must come off first.',
      },
      {
        title: 'Repair and clear the deck',
        detail:
          'Move furniture, drive popped nails or screws flush, replace rotten boards and sweep out the gaps between boards.',
      },
      {
        title: 'Scrub with deck cleaner and rinse',
        detail:
          'Protect plants with wet tarps, apply deck cleaner (or stripper for failing finish) with a stiff brush, let it work, and rinse thoroughly. A pressure washer on a low setting with a fan tip is fine; too close gouges the wood.',
      },
      {
        title: 'Let the deck dry completely',
        detail:
          'Wait at least 24 to 48 hours. Sand any raised, fuzzy grain lightly with 60 to 80 grit.',
      },
      {
        title: 'Apply stain a few boards at a time',
        detail:
          'Stir the stain, then work along the full length of two or three boards with a stain pad or brush so you never stop in the middle of a board. Back-brush to work it in and wipe off puddles.',
      },
      {
        title: 'Add a second coat only if the label says so',
        detail:
          'Many semi-transparent stains want one coat, or a second applied wet-on-wet. Overapplied stain stays tacky and peels.',
      },
      {
        title: 'Let it cure before use',
        detail:
          'Keep foot traffic off for 24 to 48 hours and furniture off for 72 hours, or per the label.',
      },
    ],
    tools: [
      'Stiff deck brush',
      'Garden hose or pressure washer',
      'Stain pad applicator with pole',
      'Brush',
      'Pump sprayer',
      'Pole sander',
    ],
    materials: [
      { name: 'Semi-transparent deck stain', quantity: 3, unit: 'gallon', unitCost: 45 },
      { name: 'Deck cleaner', quantity: 1, unit: 'gallon', unitCost: 25 },
      { name: 'Stain pads', quantity: 2, unit: 'each', unitCost: 6 },
      { name: 'Sandpaper (80 grit)', quantity: 1, unit: 'pack', unitCost: 8 },
    ],
    safety: [
      OILY_RAGS,
      'Wear gloves and eye protection with deck cleaners and strippers.',
      'Keep pressure washer tips away from skin; they can inject water through it.',
    ],
    callAPro: [
      'Joists, beams or posts are soft or rotten, or the deck sways or pulls away from the house.',
      'The deck is elevated and railings feel loose.',
    ],
    keywords: ['deck', 'stain', 'deck stain', 'seal deck', 'wood stain', 'patio deck'],
    synonyms: [
      'reseal my deck',
      'treat deck wood',
      'oil the decking',
      'weatherproof deck',
      'refinish deck',
      'staining decking',
    ],
  },
];
