/**
 * The schemas of the Contact and Newsletter pages' own content (docs/content.md), from which their
 * types are inferred. Build-time only, as @school/shared/content-schema: the pages import the
 * types, never this module.
 */
import { text, z } from '@school/shared/content-schema';

/** The Contact page's own words: its lead, and the landmarks note under the map. */
export const ContactPageSchema = z.strictObject({ lead: text, landmarks: text });

/** The Newsletter page's own words: its lead. */
export const NewsletterPageSchema = z.strictObject({ lead: text });

const NEWSLETTER_FREQUENCIES = ['Weekly', 'Monthly', 'Bi-weekly'] as const;

/** A newsletter the school sends: a card on the Newsletter page. */
export const NewsletterOfferSchema = z.strictObject({
  title: text,
  description: text,
  frequency: z.enum(NEWSLETTER_FREQUENCIES, { error: `expected one of ${NEWSLETTER_FREQUENCIES.join(', ')}` }),
});

export type ContactPageText = z.infer<typeof ContactPageSchema>;
export type NewsletterPageText = z.infer<typeof NewsletterPageSchema>;
export type NewsletterOffer = z.infer<typeof NewsletterOfferSchema>;
