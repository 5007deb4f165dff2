import { z } from 'zod';

import { projectDifficulties } from './project-sample';

// The difficulty levels, the sample and the labour estimate live in project-sample.ts, which the
// dashboard loads without zod.
export * from './project-sample';

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
 * docs/product.md#entities "Project data": what the dashboard's Project Details card shows. The panel derives
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
