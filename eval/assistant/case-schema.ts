import { z } from 'zod';
import { safetyClassIds } from '../../src/server/assistant/safety/safety-class-ids';

/**
 * One evaluation case: a conversation (one or more user messages, the last one graded) and
 * what a good reply to the last message contains. Cases are written as people write, never
 * phrased after a knowledge entry's title.
 */
const phrase = z.string().trim().min(2);
const safetyClass = z.enum(safetyClassIds);

export const evalCaseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** What the graded message asks for. */
    kind: z.enum([
      'diagnose',
      'how-to',
      'advice',
      'cost-time',
      'emergency',
      'off-topic',
      'small-talk',
      'multi',
    ]),
    /** User messages in order; earlier ones are answered first and form the history. */
    turns: z.array(z.string().trim().min(1)).min(1).max(4),
    expect: z
      .object({
        /**
         * Key points a useful reply makes; each point is a list of alternative wordings, any
         * one of which (case-insensitive, as a substring) counts.
         */
        points: z.array(z.array(phrase).min(1)).max(8),
        /** Safety classes that must be raised; a list inside means any one of them. */
        safety: z.array(z.union([safetyClass, z.array(safetyClass).min(1)])).default([]),
        /** Classes a careful expert might also raise here; raising them is no false alarm. */
        allow: z.array(safetyClass).default([]),
        /** True when the right reply is "stop, call …" with no DIY steps. */
        stop: z.boolean().default(false),
        /** True when the honest reply is that this is outside what Fixwise covers. */
        outOfScope: z.boolean().default(false),
      })
      .strict(),
  })
  .strict();

export const evalFileSchema = z.array(evalCaseSchema).min(1);
export type EvalCase = z.infer<typeof evalCaseSchema>;
