import type { Collections } from '@school/shared/vite';
import { JobPostingSchema } from '@school/shared/content-schema';
import { BenefitSchema, CareersPageSchema } from './schemas';

/** The careers page's content, in content/ (docs/content.md): what the school's staff edit. */
const collections = {
  postings: { label: 'Vacancies', folder: 'postings', schema: JobPostingSchema, body: 'description' },
  benefits: { label: 'Why work with us (benefits)', file: 'benefits.yaml', schema: BenefitSchema.array() },
  careersPage: { label: 'Careers page', file: 'careers-page.yaml', schema: CareersPageSchema },
} satisfies Collections;

export default collections;
