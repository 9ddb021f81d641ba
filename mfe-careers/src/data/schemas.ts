/**
 * The schemas of the careers page's own content (docs/content.md), from which its types are
 * inferred. Build-time only, as @school/shared/content-schema: the pages import the types, never
 * this module.
 */
import { text, z } from '@school/shared/content-schema';

/** One reason to work at the school, under 'Why Work With Us?'. */
export const BenefitSchema = z.strictObject({ title: text, description: text });

/** The careers page's own words: its lead, and the invitation under "Don't See the Right Position?". */
export const CareersPageSchema = z.strictObject({ lead: text, generalApplication: text });

export type Benefit = z.infer<typeof BenefitSchema>;
export type CareersPageText = z.infer<typeof CareersPageSchema>;
