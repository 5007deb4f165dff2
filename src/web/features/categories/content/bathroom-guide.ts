import type { FreeResource, HowToGuide } from './category-content';

export const bathroomGuide: HowToGuide = {
  name: 'How to tile a bathroom floor',
  description:
    'Replace a small bathroom floor with porcelain tile: measure, prepare the subfloor, lay out, set, grout and reinstall the toilet.',
  totalTime: 'PT16H',
  totalTimeLabel: 'About 16 hours of work over a long weekend',
  estimatedCostUsd: 600,
  tools: [
    'Tape measure and chalk line',
    '1/4 x 3/8 in square-notch trowel',
    'Wet tile saw',
    'Drill with a mixing paddle',
    'Floor scraper',
    'Rubber mallet',
    'Grout float and sponge',
    'Knee pads',
  ],
  supplies: [
    'Porcelain floor tile (floor area plus 10%)',
    'Polymer-modified thin-set mortar',
    'Uncoupling membrane or 1/4 in cement board',
    'Tile spacers',
    'Sanded grout',
    'Grout sealer',
    'Toilet wax ring and closet bolts',
    'Silicone caulk',
  ],
  steps: [
    {
      name: 'Measure the floor',
      text: 'Measure the open floor (the calculator above handles L-shaped rooms) and buy 10% more tile for cuts and breakage, 15% for diagonal layouts.',
    },
    {
      name: 'Clear the room',
      text: 'Shut off and drain the toilet, unbolt and lift it, and plug the drain with a rag. Remove the baseboard and the old floor down to the subfloor.',
    },
    {
      name: 'Prepare the subfloor',
      text: 'Screw down any squeaks, fill dips so the floor is flat within 1/4 in over 10 ft, then install the uncoupling membrane or cement board as its maker specifies.',
    },
    {
      name: 'Lay out from the center',
      text: 'Snap chalk lines through the middle of the room and dry-lay a row each way, shifting the lines so no edge tile is narrower than half a tile, especially at the doorway.',
    },
    {
      name: 'Set the tile',
      text: 'Mix thin-set to a peanut-butter consistency, comb it on one quadrant at a time and back-butter large tiles. Work toward the door so you never kneel on fresh tile.',
    },
    {
      name: 'Cut the edges',
      text: 'Cut edge and toilet-flange tiles on the wet saw, leaving a 1/4 in gap at the walls for movement; the baseboard will cover it.',
    },
    {
      name: 'Grout and seal',
      text: 'After 24 hours, pack sanded grout into the joints, wipe the haze and let it cure for the time on the bag before sealing it.',
    },
    {
      name: 'Put the bathroom back',
      text: 'Caulk the wall joint and around the tub, reinstall the baseboard, and set the toilet on a new wax ring, tightening the bolts evenly so it does not rock.',
    },
  ],
};

export const bathroomResources: FreeResource[] = [
  {
    id: 'floor-tile-checklist',
    title: 'Bathroom floor tiling checklist',
    description: 'From shutting off the toilet to the final caulk line.',
    sections: [
      {
        heading: 'Preparation',
        items: [
          'Measure the floor and add 10% for cuts',
          'Shut off and drain the toilet, then remove it',
          'Remove baseboard and old flooring',
          'Check the subfloor is flat within 1/4 in over 10 ft',
        ],
      },
      {
        heading: 'Tiling',
        items: [
          'Snap center lines and dry-lay both ways',
          'Mix thin-set in small batches',
          'Set tile toward the door',
          'Leave a 1/4 in gap at the walls',
        ],
      },
      {
        heading: 'Finishing',
        items: [
          'Grout after 24 hours',
          'Seal the grout after it cures',
          'Reinstall the toilet on a new wax ring',
          'Caulk the wall and tub joints',
        ],
      },
    ],
  },
  {
    id: 'ventilation-check',
    title: 'Moisture and ventilation check',
    description: 'Stop mold before it starts: what to check once a season.',
    sections: [
      {
        heading: 'Every season',
        items: [
          'The fan clears a steamy mirror within 20 minutes of a shower',
          'The fan vents outdoors, not into the attic',
          'Caulk around the tub and shower is unbroken',
          'Grout lines are sealed and not cracked',
          'No soft spots in the floor around the toilet',
        ],
      },
    ],
  },
];
