import { tool } from 'ai';
import { z } from 'zod';
import {
  projectDataSchema,
  projectDifficulties,
  type ProjectData,
} from '../../../shared/assistant/project-data';
import { calculateProjectCost } from '../../../shared/calculators/project-cost';

/**
 * `record_project`: the model hands over the project it just described as data, in the same
 * turn. Our cost calculator totals it and the shared schema validates it; a refusal goes back
 * to the model as the tool's result, so it can correct itself.
 */
export function projectTool(onProject: (project: ProjectData) => void) {
  return {
    record_project: tool({
      description:
        'Records the DIY project your reply describes for the Project Details panel: title, difficulty, hands-on time, materials with quantities and typical US unit prices, and a labour estimate. Call it once, only when your reply gives the user DIY steps; never when the answer is to stop or to call a professional.',
      inputSchema: z.object({
        title: z.string().min(1).max(120),
        difficulty: z.enum(projectDifficulties),
        timelineEstimate: z.string().min(1).max(60),
        materials: z
          .array(
            z.object({
              name: z.string().min(1).max(120),
              qty: z.number().positive().max(100_000),
              unit: z.string().min(1).max(30),
              unitCost: z.number().nonnegative().max(1_000_000),
            }),
          )
          .max(40),
        laborEstimateUsd: z.number().nonnegative().max(1_000_000).default(0),
      }),
      execute: async (input) => {
        const cost = calculateProjectCost({
          materials: input.materials.map((m, i) => ({
            id: String(i),
            name: m.name,
            quantity: m.qty,
            unitPrice: m.unitCost,
          })),
          laborRate: input.laborEstimateUsd,
          estimatedHours: 1,
          overhead: 0,
        });
        const parsed = projectDataSchema.safeParse({
          title: input.title,
          difficulty: input.difficulty,
          timelineEstimate: input.timelineEstimate,
          materials: input.materials.map((m, i) => ({ ...m, totalCost: cost.lines[i]!.total })),
          materialsCost: cost.materialsTotal,
          estimatedCost: cost.grandTotal,
        });
        if (!parsed.success) return { recorded: false, error: parsed.error.issues[0]?.message };
        onProject(parsed.data);
        return {
          recorded: true,
          materialsCost: cost.materialsTotal,
          estimatedCost: cost.grandTotal,
        };
      },
    }),
  };
}
