import type { Collections } from '@school/shared/vite';
import { FeesSchema, GuidelinesSchema } from './schemas';

/** The admissions content, in content/ (docs/content.md): what the school's staff edit. */
const collections = {
  guidelines: { label: 'Admission guidelines', file: 'guidelines.yaml', schema: GuidelinesSchema },
  fees: { label: 'School fees for new pupils, and fee notes', file: 'fees.yaml', schema: FeesSchema },
} satisfies Collections;

export default collections;
