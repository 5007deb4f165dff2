import type { FreeResource, HowToGuide } from './category-content';

export const gardenGuide: HowToGuide = {
  name: 'How to build a raised garden bed',
  description:
    'Build an 8 x 4 ft raised bed from 2x6 boards with corner brackets, then fill it with a soil mix that drains well.',
  totalTime: 'PT4H',
  totalTimeLabel: 'About 4 hours, plus filling',
  estimatedCostUsd: 250,
  tools: [
    'Tape measure',
    'Circular saw or miter saw',
    'Drill/driver',
    'Speed square',
    '4 ft level',
    'Shovel and wheelbarrow',
  ],
  supplies: [
    'Six 8 ft cedar 2x6 boards',
    'Eight corner brackets (one per corner for each course)',
    '2 1/2 in exterior screws',
    'Cardboard or hardware cloth for the bottom',
    'Raised-bed soil mix',
    'Mulch',
  ],
  steps: [
    {
      name: 'Pick a sunny, level spot',
      text: 'Vegetables want 6 to 8 hours of direct sun. Keep the bed within reach of a hose and leave 2 ft paths around it for a wheelbarrow.',
    },
    {
      name: 'Size it to reach the middle',
      text: 'Keep beds 4 ft wide or less so you can reach the center from either side without stepping on the soil. The planner above counts boards, soil and cost for any size.',
    },
    {
      name: 'Cut the boards',
      text: 'Cut two long sides at the full length and two short sides at the width minus 3 in, so they fit between the long ones. The planner lists the cuts for each board.',
    },
    {
      name: 'Assemble the corners',
      text: 'Screw the brackets to the short sides first, then stand the frame up and fix the long sides. Stack a second course the same way for a 12 in bed.',
    },
    {
      name: 'Level and line the bed',
      text: 'Set the frame in place, dig out the high side until it is level, and lay cardboard to smother grass, or hardware cloth where gophers dig.',
    },
    {
      name: 'Fill and plant',
      text: 'Fill with a mix of about 60% topsoil and 40% compost, water it well to settle, top up and plant. Mulch between plants to hold moisture.',
    },
  ],
};

export const gardenResources: FreeResource[] = [
  {
    id: 'raised-bed-build-list',
    title: 'Raised bed build checklist',
    description: 'Site, lumber, assembly and filling on one printable page.',
    sections: [
      {
        heading: 'Plan',
        items: [
          'Spot with 6 to 8 hours of sun',
          'Bed no wider than 4 ft',
          '2 ft paths around it',
          'Hose within reach',
        ],
      },
      {
        heading: 'Build',
        items: [
          'Cut long sides at full length, short sides at width minus 3 in',
          'Brackets on the short sides first',
          'Level the frame before filling',
          'Line with cardboard or hardware cloth',
        ],
      },
      {
        heading: 'Fill',
        items: [
          'About 60% topsoil and 40% compost',
          'Water to settle, then top up',
          'Mulch after planting',
        ],
      },
    ],
  },
  {
    id: 'planting-calendar',
    title: 'First-season planting calendar',
    description: 'What to sow when, counted from your last spring frost.',
    sections: [
      {
        heading: 'Weeks from the last frost',
        items: [
          '4 weeks before: peas, spinach, lettuce, radishes',
          '2 weeks before: carrots, beets, onion sets',
          'At the last frost: potatoes, chard',
          '2 weeks after: tomato and pepper transplants, beans',
          '4 weeks after: squash, cucumbers, basil',
        ],
      },
    ],
  },
];
