/**
 * The schemas of the careers page's own content (docs/content.md), from which its types are
 * inferred. Build-time only, as @school/shared/content-schema: the pages import the types, never
 * this module.
 */
import { JobPostingSchema, text, z } from '@school/shared/content-schema';

/** What a deadline says when there is none: the posting is open until filled. */
const OPEN_DEADLINE = 'Still Open';

const DEADLINE_ERROR = `expected YYYY-MM-DD, or "${OPEN_DEADLINE}"`;

/**
 * A vacancy, content/postings/<id>.md: the shared JobPosting, whose deadline is a date or, as
 * both postings have today, 'Still Open'. Its type is JobPosting's (a deadline is a string).
 */
export const PostingSchema = JobPostingSchema.extend({
  // A string that is neither is reported by the date's check (zod gives the branch it failed, not
  // the word's), anything else by the union's: each names both.
  deadline: z.union([z.iso.date({ error: DEADLINE_ERROR }), z.literal(OPEN_DEADLINE)], { error: DEADLINE_ERROR }),
});

/** One reason to work at the school, under 'Why Work With Us?'. */
export const BenefitSchema = z.strictObject({ title: text, description: text });

/** The careers page's own words: its lead, and the invitation under "Don't See the Right Position?". */
export const CareersPageSchema = z.strictObject({ lead: text, generalApplication: text });

export type Posting = z.infer<typeof PostingSchema>;
export type Benefit = z.infer<typeof BenefitSchema>;
export type CareersPageText = z.infer<typeof CareersPageSchema>;
