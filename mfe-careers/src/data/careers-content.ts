import type { JobCategory } from '@school/shared/content';
import type { SelectOption } from '@school/shared/ui';

export const PAGE_TITLE = 'Career Opportunities';
export const PAGE_LEAD = 'Join a caring team that shapes young minds with knowledge, faith and good character.';

export interface Benefit {
  title: string;
  description: string;
}

export const WHY_WORK_WITH_US = {
  title: 'Why Work With Us?',
  benefits: [
    {
      title: 'Professional Development',
      description: 'Regular training, workshops and mentoring to help you grow as an educator.',
    },
    {
      title: 'Competitive Compensation',
      description: 'A fair salary paid on time, in recognition of the work you do for our pupils.',
    },
    {
      title: 'Work-Life Balance',
      description: 'Sensible hours, school holidays and a supportive, respectful working environment.',
    },
  ] satisfies Benefit[],
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
  text: 'We are always happy to hear from dedicated teachers and staff. Send us your details and we will contact you when a suitable role opens.',
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
