import { z } from 'zod';
import { STEP_GUIDE_MAX_STEPS, STEP_GUIDE_MIN_STEPS } from '../constants';

/**
 * docs/product.md#entities step guide. `timestamp` is an ISO-8601 string, not a Date, because guides travel in
 * the assistant's JSON answer and the schema lets the web side validate what it receives.
 */
export const stepGuideSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  steps: z.array(z.string().min(1)).min(STEP_GUIDE_MIN_STEPS).max(STEP_GUIDE_MAX_STEPS),
  timestamp: z.iso.datetime({ offset: true }),
});

export type StepGuide = z.infer<typeof stepGuideSchema>;
