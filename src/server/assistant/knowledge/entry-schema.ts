import { z } from 'zod';
import { warningClassIds } from '../safety/safety-class-ids';

/**
 * The knowledge base's two kinds of entry, written as YAML files under `content/` and parsed
 * with these schemas at load time (and in a test), so a bad edit names its file at once.
 *
 * - how-to: a procedure (steps, tools, materials, time, cost).
 * - troubleshooting: a symptom, its likely causes in order, the checks a homeowner can do,
 *   the fix for each cause, when to call which trade and what that typically costs.
 */

/** Areas of the home; both kinds of entry use the same list. */
export const entryCategories = [
  'electrical',
  'plumbing',
  'hvac',
  'appliances',
  'painting',
  'walls',
  'tiling',
  'flooring',
  'carpentry',
  'structure',
  'doors-windows',
  'roofing',
  'exterior',
  'outdoor',
  'garden',
  'kitchen',
  'bathroom',
  'basement',
  'upkeep',
] as const;

export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Trades a homeowner may be told to call. */
export const trades = [
  'electrician',
  'plumber',
  'hvac-technician',
  'appliance-technician',
  'gas-utility',
  'fire-department',
  'handyman',
  'drywall-contractor',
  'painter',
  'flooring-installer',
  'tile-setter',
  'carpenter',
  'structural-engineer',
  'general-contractor',
  'roofer',
  'window-door-installer',
  'mason',
  'concrete-contractor',
  'landscaper',
  'arborist',
  'waterproofing-contractor',
  'mould-remediator',
  'asbestos-abatement',
  'lead-abatement',
  'pest-control',
  'chimney-sweep',
  'septic-contractor',
  'garage-door-technician',
  'locksmith',
  'home-inspector',
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().trim().min(1);
const shortText = text.max(200);
// YAML reads a bare `1.6` or `30` as a number; in a list of words it means the words "1.6", "30".
const word = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text);
const textList = (min: number, max = 60) => z.array(word).min(min).max(max);
const slug = z.string().regex(SLUG, 'must be a kebab-case slug');

/** Typical cost in US dollars; `note` says what it covers ("per visit", "installed, per window"). */
export const costRangeSchema = z
  .object({ min: z.number().nonnegative(), max: z.number().positive(), note: shortText.optional() })
  .strict()
  .refine((c) => c.min <= c.max, { message: 'min must not exceed max' });

export const timeSchema = z
  .object({
    minHours: z.number().positive(),
    maxHours: z.number().positive(),
    /** Waiting that is not hands-on work, e.g. "plus 24 hours for the grout to cure". */
    note: text.optional(),
  })
  .strict()
  .refine((t) => t.minHours <= t.maxHours, { message: 'minHours must not exceed maxHours' });

/** A direct question people ask about this entry and its direct answer ("No — …", "Yes, if …"). */
export const faqSchema = z
  .object({
    /** The question as a homeowner would phrase it. */
    question: text,
    /** Starts with the verdict: "Yes", "No", "Usually", "Only if"… */
    answer: text,
    /** Extra words that signal this question beyond the entry's own terms. */
    terms: textList(0, 20).optional(),
  })
  .strict();

export const proSchema = z
  .object({
    trade: z.enum(trades),
    /** Situations in which to call that trade rather than carry on. */
    when: textList(1, 10),
    cost: costRangeSchema.optional(),
  })
  .strict();

const searchFields = {
  /** Things involved, in the words people use: "toilet", "flapper", "fill valve". */
  objects: textList(1),
  /** Other words and misspellings people use for this entry's subject. */
  keywords: textList(1),
  /** Whole phrasings people type ("toilet keeps running", "tap won't stop dripping"). */
  synonyms: textList(1),
  /** Warning classes from the safety layer that always apply to this entry. */
  hazards: z.array(z.enum(warningClassIds)).max(12).optional(),
  /** Where the facts come from: codes, standards, manufacturer instructions, agency guidance. */
  basis: text.max(600),
  faq: z.array(faqSchema).max(12).optional(),
  related: z.array(slug).max(12).optional(),
};

export const stepSchema = z
  .object({
    /** One short imperative instruction ("Turn off the breaker"). */
    title: text,
    /** The full explanation, given in full in answers. */
    detail: text.optional(),
  })
  .strict();

export const materialSchema = z
  .object({
    name: text,
    quantity: z.number().positive(),
    unit: text,
    /** Typical US retail price per unit, in USD. */
    unitCost: z.number().nonnegative(),
  })
  .strict();

export const howToSchema = z
  .object({
    id: slug,
    kind: z.literal('how-to'),
    title: text,
    category: z.enum(entryCategories),
    difficulty: z.enum(difficulties),
    time: timeSchema,
    summary: text.max(500),
    /** The size the materials list assumes, stated with every cost ("a 30 ft² backsplash"). */
    scope: shortText.optional(),
    steps: z.array(stepSchema).min(3).max(12),
    tools: textList(1),
    materials: z.array(materialSchema),
    safety: textList(1),
    pro: proSchema,
    ...searchFields,
  })
  .strict();

export const causeSchema = z
  .object({
    /** The cause, short: "Worn flapper". */
    name: shortText,
    /** What points to this cause rather than the others. */
    signs: text,
    /** What a homeowner can check, in order. */
    checks: textList(1, 8),
    /** How to fix it (or that it is a pro's job, and why). */
    fix: text,
    difficulty: z.enum(difficulties),
    /** False when the fix is not a homeowner's job. */
    diy: z.boolean(),
    /** A how-to entry that carries out this fix. */
    howTo: slug.optional(),
  })
  .strict();

export const troubleshootingSchema = z
  .object({
    id: slug,
    kind: z.literal('troubleshooting'),
    /** The symptom as a heading: "Toilet keeps running or refills by itself". */
    title: text,
    category: z.enum(entryCategories),
    summary: text.max(500),
    /** Symptom phrasings: "keeps running", "hisses", "refills every few minutes". */
    symptoms: textList(1),
    /** Likely causes, most likely first. */
    causes: z.array(causeSchema).min(2).max(8),
    /** Safety notes for anyone checking or fixing this. */
    safety: textList(0).optional(),
    pro: proSchema,
    ...searchFields,
  })
  .strict();

export const entrySchema = z.discriminatedUnion('kind', [howToSchema, troubleshootingSchema]);

export type EntryCategory = (typeof entryCategories)[number];
export type Difficulty = (typeof difficulties)[number];
export type Trade = (typeof trades)[number];
export type HowTo = z.infer<typeof howToSchema>;
export type Troubleshooting = z.infer<typeof troubleshootingSchema>;
export type Cause = z.infer<typeof causeSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Entry = z.infer<typeof entrySchema>;
export type Material = z.infer<typeof materialSchema>;
export type Step = z.infer<typeof stepSchema>;
