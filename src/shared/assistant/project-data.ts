import { z } from 'zod';

/** SPEC §3: the levels the right panel's Difficulty Level badge can show. */
export const projectDifficulties = [
  'Easy',
  'Beginner',
  'Intermediate',
  'Advanced',
  'Expert',
] as const;
export type ProjectDifficulty = (typeof projectDifficulties)[number];

const money = z.number().nonnegative();

export const projectMaterialSchema = z.object({
  name: z.string().min(1),
  qty: z.number().positive(),
  unit: z.string().min(1),
  /** USD per unit. */
  unitCost: money,
  /** qty × unitCost, rounded to cents. */
  totalCost: money,
});
export type ProjectMaterial = z.infer<typeof projectMaterialSchema>;

/**
 * SPEC §3 "Project data": what the dashboard's Project Details card shows. The panel derives
 * the labour line as `estimatedCost - materialsCost`, so the schema rejects an estimate below
 * the materials: a negative labour figure would be nonsense on screen.
 */
export const projectDataSchema = z
  .object({
    title: z.string().min(1),
    materials: z.array(projectMaterialSchema),
    /** Materials plus a labour estimate, USD. */
    estimatedCost: money,
    /** Sum of the materials' totals, USD. */
    materialsCost: money,
    difficulty: z.enum(projectDifficulties),
    /** Hands-on time as people say it, e.g. "6-8 hours". */
    timelineEstimate: z.string().min(1),
    /** The knowledge-base guide the data came from; absent for the built-in sample. */
    guideId: z.string().min(1).optional(),
  })
  .refine((p) => p.estimatedCost >= p.materialsCost, {
    message: 'estimatedCost must not be less than materialsCost',
    path: ['estimatedCost'],
  });
export type ProjectData = z.infer<typeof projectDataSchema>;

/** The panel's "labor estimate" line (SPEC §2): whatever the estimate adds on top of materials. */
export function projectLaborEstimate(
  project: Pick<ProjectData, 'estimatedCost' | 'materialsCost'>,
): number {
  return Math.round((project.estimatedCost - project.materialsCost) * 100) / 100;
}

/**
 * What the panel shows before a conversation has data of its own (SPEC §2): ceramic tiles,
 * adhesive and grout, 217 in total. Materials come to 167, leaving 50 of labour estimate.
 */
export const sampleProjectData: ProjectData = {
  title: 'Ceramic Tile Installation',
  materials: [
    { name: 'Ceramic tiles', qty: 50, unit: 'sq ft', unitCost: 2.5, totalCost: 125 },
    { name: 'Tile adhesive', qty: 2, unit: 'bag', unitCost: 14, totalCost: 28 },
    { name: 'Grout', qty: 1, unit: 'bag', unitCost: 14, totalCost: 14 },
  ],
  estimatedCost: 217,
  materialsCost: 167,
  difficulty: 'Intermediate',
  timelineEstimate: '6-8 hours',
};
