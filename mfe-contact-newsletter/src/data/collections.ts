import { ContactPointSchema } from '@school/shared/content-schema';
import type { Collections } from '@school/shared/vite';
import { ContactPageSchema, NewsletterOfferSchema, NewsletterPageSchema } from './schemas';

/** The Contact and Newsletter pages' content, in content/ (docs/content.md): what the school's staff edit. */
const collections = {
  contactPage: { label: 'Contact page (lead, landmarks)', file: 'contact-page.yaml', schema: ContactPageSchema },
  departments: { label: 'Offices (department cards)', file: 'departments.yaml', schema: ContactPointSchema.array() },
  newsletterPage: { label: 'Newsletter page (lead)', file: 'newsletter-page.yaml', schema: NewsletterPageSchema },
  newsletters: { label: 'Newsletters on offer', file: 'newsletters.yaml', schema: NewsletterOfferSchema.array() },
} satisfies Collections;

export default collections;
