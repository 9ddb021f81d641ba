/**
 * The schemas of the Admissions page's own content (docs/content.md), from which its types are
 * inferred. Build-time only, as @school/shared/content-schema: the pages import the types, never
 * this module.
 */
import { FeeCardSchema, lines, text, z } from '@school/shared/content-schema';

/** A school session, e.g. 2025/2026: two years, the second following the first. */
const session = z
  .string()
  .regex(/^\d{4}\/\d{4}$/, { error: 'expected the session as YYYY/YYYY, e.g. 2025/2026', abort: true })
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, {
    error: 'expected the second year to follow the first, e.g. 2025/2026',
  });

/** The fee cards for freshers, the session they are for, and the additional fee notes under them. */
export const FeesSchema = z.strictObject({ session, cards: FeeCardSchema.array(), notes: lines });

/** A class a child can enter and the youngest age for it, in years. */
export const MinimumAgeSchema = z.strictObject({
  className: text,
  years: z.int({ error: 'expected an age in whole years' }).min(1).max(18),
});

/** A guideline card of the Admissions page: its heading and its points. */
export const GuidelineSchema = z.strictObject({ title: text, points: lines });

/**
 * The admission guidelines: the age card's introduction, minimum ages and entrance examination
 * note, then the other cards (documents, assessment, selection).
 */
export const GuidelinesSchema = z.strictObject({
  ageIntro: text,
  minimumAges: MinimumAgeSchema.array(),
  entranceExamNote: text,
  groups: GuidelineSchema.array(),
});

export type Fees = z.infer<typeof FeesSchema>;
export type MinimumAge = z.infer<typeof MinimumAgeSchema>;
export type Guideline = z.infer<typeof GuidelineSchema>;
export type Guidelines = z.infer<typeof GuidelinesSchema>;
