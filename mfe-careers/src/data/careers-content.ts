/**
 * The careers page's texts. The school's own words (the page's lead, the benefits, the general
 * application's invitation) are content files in content/ (collections.ts); the headings, labels,
 * buttons and messages of the page and its form are here.
 */
import type { JobCategory } from '@school/shared/content';
import type { SelectOption } from '@school/shared/ui';
import benefits from '../../content/benefits.yaml';
import careersPage from '../../content/careers-page.yaml';
import type { Benefit, CareersPageText } from './schemas';

const PAGE = careersPage as CareersPageText;

export const PAGE_TITLE = 'Career Opportunities';
/** content/careers-page.yaml */
export const PAGE_LEAD = PAGE.lead;

export const WHY_WORK_WITH_US = {
  title: 'Why Work With Us?',
  /** content/benefits.yaml, in its order. */
  benefits: benefits as readonly Benefit[],
} as const;

export type JobFilter = 'all' | JobCategory;

export interface JobFilterOption {
  value: JobFilter;
  label: string;
}

/** The filter bar (docs/requirements.md#pages, Careers), in display order; the first is the default. */
export const JOB_FILTERS: readonly JobFilterOption[] = [
  { value: 'all', label: 'All Positions' },
  { value: 'teaching', label: 'Teaching Positions' },
  { value: 'administrative', label: 'Administrative' },
  { value: 'support', label: 'Support Staff' },
];

export const DEFAULT_JOB_FILTER: JobFilter = 'all';

export const OPENINGS = {
  title: 'Open Positions',
  filterLabel: 'Filter positions by category',
  count: (n: number) => `${n} open ${n === 1 ? 'position' : 'positions'}`,
  emptyTitle: 'No openings in this category right now',
  emptyText: 'We still welcome talented people. Send us a general application and we will keep it on file.',
  emptyAction: 'Send a General Application',
} as const;

export const JOB_CARD = {
  requirements: 'Requirements',
  deadline: 'Deadline:',
  apply: 'Apply Now',
} as const;

export const GENERAL_APPLICATION = {
  title: "Don't See the Right Position?",
  /** content/careers-page.yaml */
  text: PAGE.generalApplication,
  action: 'Submit General Application',
  position: 'General Application',
} as const;

/** Years of experience bands (docs/requirements.md#validation, #constants), after an empty first choice. */
export const EXPERIENCE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Select' },
  { value: '0-1', label: '0-1' },
  { value: '2-5', label: '2-5' },
  { value: '6-10', label: '6-10' },
  { value: '10+', label: '10+' },
];

export const APPLICATION_FORM = {
  title: (position: string) => `Apply for: ${position}`,
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  experience: 'Years of Experience',
  education: 'Education',
  educationHint: 'Your highest qualification, e.g. B.Ed Mathematics or NCE',
  coverLetter: 'Cover Letter',
  coverLetterHint: 'Tell us briefly why you would like to join us',
  position: 'Position',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  cancel: 'Cancel',
} as const;

export const APPLICATION_STATUS_TITLE = 'Application Status';
