import { SchoolSchema } from '../content/schema';
import type { Collections } from '../vite/content-files';

/** What every app shows of the school, in content/ (docs/content.md): what the school's staff edit. */
const collections = {
  school: {
    label: 'The school (name, address, phones, email, office hours, social pages)',
    file: 'school.yaml',
    schema: SchoolSchema,
  },
} satisfies Collections;

export default collections;
