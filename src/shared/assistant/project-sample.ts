/** docs/product.md#entities: the levels the right panel's Difficulty Level badge can show. */
export const projectDifficulties = [
  'Easy',
  'Beginner',
  'Intermediate',
  'Advanced',
  'Expert',
] as const;
export type ProjectDifficulty = (typeof projectDifficulties)[number];

/** The panel's "labor estimate" line (docs/product.md#screens-and-routes): whatever the estimate adds on top of materials. */
export function projectLaborEstimate(project: {
  estimatedCost: number;
  materialsCost: number;
}): number {
  return Math.round((project.estimatedCost - project.materialsCost) * 100) / 100;
}

/**
 * What the panel shows before a conversation has data of its own (docs/product.md#screens-and-routes): ceramic tiles,
 * adhesive and grout, 217 in total. Materials come to 167, leaving 50 of labour estimate. Typed
 * by its fields, not as ProjectData: project-data.ts imports this file (a cycle otherwise), and
 * project-data.test.ts checks the sample against the schema.
 */
export const sampleProjectData = {
  title: 'Ceramic Tile Installation',
  materials: [
    { name: 'Ceramic tiles', qty: 50, unit: 'sq ft', unitCost: 2.5, totalCost: 125 },
    { name: 'Tile adhesive', qty: 2, unit: 'bag', unitCost: 14, totalCost: 28 },
    { name: 'Grout', qty: 1, unit: 'bag', unitCost: 14, totalCost: 14 },
  ],
  estimatedCost: 217,
  materialsCost: 167,
  difficulty: 'Intermediate' as ProjectDifficulty,
  timelineEstimate: '6-8 hours',
};
