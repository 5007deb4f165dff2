import { z } from 'zod';

/** The categories the offline assistant's knowledge base is organised by. */
export const guideCategories = [
  'electrical',
  'plumbing',
  'painting',
  'tiling',
  'carpentry',
  'walls',
  'flooring',
  'outdoor',
  'kitchen',
  'bathroom',
  'upkeep',
] as const;

export const guideDifficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Risks that force an explicit warning in the assistant's reply, whatever the user asked. */
export const guideHazards = [
  'gas',
  'main-panel',
  'structural',
  'asbestos',
  'height',
  'electrical',
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().trim().min(1);
const textList = (min: number, max = 100) => z.array(text).min(min).max(max);

export const guideTimeSchema = z
  .object({
    minHours: z.number().positive(),
    maxHours: z.number().positive(),
    /** Waiting that is not hands-on work, e.g. "plus 24 hours for the grout to cure". */
    note: text.optional(),
  })
  .strict()
  .refine((t) => t.minHours <= t.maxHours, { message: 'minHours must not exceed maxHours' });

export const guideStepSchema = z
  .object({
    /** One short imperative instruction ("Turn off the breaker"). */
    title: text,
    /** The longer explanation given when the user asks to "explain step N". */
    detail: text.optional(),
  })
  .strict();

export const guideMaterialSchema = z
  .object({
    name: text,
    quantity: z.number().positive(),
    unit: text,
    /** Typical US retail price per unit, in USD. */
    unitCost: z.number().nonnegative(),
  })
  .strict();

export const guideSchema = z
  .object({
    id: z.string().regex(SLUG, 'id must be a kebab-case slug'),
    title: text,
    category: z.enum(guideCategories),
    difficulty: z.enum(guideDifficulties),
    time: guideTimeSchema,
    summary: text.max(400),
    steps: z.array(guideStepSchema).min(3).max(10),
    tools: textList(1),
    materials: z.array(guideMaterialSchema),
    safety: textList(1),
    callAPro: textList(1),
    keywords: textList(1),
    synonyms: textList(1),
    hazards: z.array(z.enum(guideHazards)).optional(),
  })
  .strict()
  .superRefine((guide, ctx) => {
    const hazards = guide.hazards ?? [];
    if (new Set(hazards).size !== hazards.length) {
      ctx.addIssue({ code: 'custom', path: ['hazards'], message: 'hazards must be unique' });
    }
    // Every wiring job must trigger the shock warning, so it cannot be forgotten per guide.
    if (guide.category === 'electrical' && !hazards.includes('electrical')) {
      ctx.addIssue({
        code: 'custom',
        path: ['hazards'],
        message: "electrical guides must carry the 'electrical' hazard",
      });
    }
  });

export type GuideCategory = (typeof guideCategories)[number];
export type GuideDifficulty = (typeof guideDifficulties)[number];
export type GuideHazard = (typeof guideHazards)[number];
export type GuideTime = z.infer<typeof guideTimeSchema>;
export type GuideStep = z.infer<typeof guideStepSchema>;
export type GuideMaterial = z.infer<typeof guideMaterialSchema>;
export type Guide = z.infer<typeof guideSchema>;
/** What the data files are written as; parsed into a `Guide` at load. */
export type GuideInput = z.input<typeof guideSchema>;
