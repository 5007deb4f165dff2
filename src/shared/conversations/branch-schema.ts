import { z } from 'zod';

/**
 * PUT /api/conversations/:id/branch: show the path through this message (a version of a
 * question or an alternative answer), continuing with the newest message below it.
 */
export const switchBranchSchema = z.object({
  message_id: z.uuid('Unknown message'),
});
export type SwitchBranchInput = z.infer<typeof switchBranchSchema>;
