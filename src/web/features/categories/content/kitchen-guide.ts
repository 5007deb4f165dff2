import type { FreeResource, HowToGuide } from './category-content';

export const kitchenGuide: HowToGuide = {
  name: 'How to tile a kitchen backsplash',
  description:
    'Tile about 30 square feet of kitchen wall with subway tile: plan, prepare the wall, set, grout and seal.',
  totalTime: 'PT8H',
  totalTimeLabel: 'About 8 hours of work over two days',
  estimatedCostUsd: 350,
  tools: [
    'Tape measure',
    '4 ft level',
    'Non-contact voltage tester',
    '3/16 in V-notch trowel',
    'Manual tile cutter or wet saw',
    'Rubber grout float',
    'Bucket and grout sponge',
  ],
  supplies: [
    'Subway tile (wall area plus 10%)',
    'Premixed tile adhesive',
    'Unsanded grout',
    '1/16 in tile spacers',
    'Silicone caulk',
    'Grout sealer',
    'Outlet box extenders',
  ],
  steps: [
    {
      name: 'Measure and plan',
      text: 'Measure each wall section, add them up and buy 10% extra tile for cuts. Mark the center of the main wall so the cut tiles at both ends come out the same width.',
    },
    {
      name: 'Make the wall safe and clean',
      text: 'Switch off the breaker for the counter outlets, check them with a voltage tester and remove the cover plates. Degrease the wall and scuff glossy paint so the adhesive grips.',
    },
    {
      name: 'Set a level start line',
      text: 'Countertops are rarely level. Draw a level line one tile up from the lowest point and start there, filling the row beneath with cut tiles last.',
    },
    {
      name: 'Spread adhesive and set tile',
      text: 'Comb adhesive onto about 2 ft² at a time with the notched trowel held at 45 degrees. Press each tile in with a slight twist and keep 1/16 in spacers between them.',
    },
    {
      name: 'Cut around outlets and edges',
      text: 'Mark cuts from the actual opening, not from a measurement of the old wall. Score and snap straight cuts; use the wet saw or nippers for notches around boxes.',
    },
    {
      name: 'Grout after the adhesive cures',
      text: 'Wait the 24 hours the adhesive needs, remove the spacers and work grout diagonally into the joints with the float. Wipe the haze with a barely damp sponge after 15 to 30 minutes.',
    },
    {
      name: 'Caulk, seal and finish',
      text: 'Run silicone caulk along the countertop joint instead of grout, which would crack there. Seal the grout after it cures, fit box extenders and put the cover plates back.',
    },
  ],
};

export const kitchenResources: FreeResource[] = [
  {
    id: 'backsplash-checklist',
    title: 'Backsplash tiling checklist',
    description: 'Every step from measuring to sealing, with the cure times.',
    sections: [
      {
        heading: 'Before you start',
        items: [
          'Measure each wall section and add 10% for cuts',
          'Buy tile from one lot so the color matches',
          'Switch off the outlet breaker and test with a voltage tester',
        ],
      },
      {
        heading: 'Tiling day',
        items: [
          'Degrease and scuff the wall',
          'Draw a level start line',
          'Set tile 2 ft² at a time with spacers',
          'Cut around outlets from the actual openings',
        ],
      },
      {
        heading: 'Finishing',
        items: [
          'Wait 24 hours, then grout',
          'Caulk the countertop joint',
          'Seal the grout after it cures',
          'Fit box extenders and cover plates',
        ],
      },
    ],
  },
  {
    id: 'remodel-budget',
    title: 'Kitchen remodel budget worksheet',
    description: 'The line items people forget, from permits to the dumpster.',
    sections: [
      {
        heading: 'Line items',
        items: [
          'Cabinets and hardware',
          'Countertops and sink',
          'Appliances',
          'Backsplash tile',
          'Lighting and electrical',
          'Plumbing fixtures',
          'Permits and inspections',
          'Dumpster or haul-away',
          'Contingency of 10 to 20%',
        ],
      },
    ],
  },
];
