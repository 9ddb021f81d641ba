import type { JobPosting } from '@school/shared/content';

/** The open positions (docs/requirements.md#entities): both teaching, Full-time, open until filled. */
export const JOB_POSTINGS: readonly JobPosting[] = [
  {
    id: 'mathematics-teacher',
    title: 'Mathematics Teacher',
    category: 'teaching',
    type: 'Full-time',
    department: 'Junior Secondary (JSS 1-3)',
    description:
      'Teach Mathematics to our junior secondary classes and help every pupil build confidence with numbers, from everyday arithmetic to preparing for the BECE.',
    requirements: [
      "Bachelor's degree or NCE in Mathematics or Mathematics Education",
      'Minimum of 2 years of teaching experience',
      'Good classroom management and communication skills',
      'Commitment to Islamic and moral values',
    ],
    responsibilities: [
      'Plan and deliver Mathematics lessons in line with the national curriculum',
      'Set, mark and record tests, assignments and examinations',
      'Prepare JSS 3 pupils for the BECE',
      'Report pupils’ progress to parents and the academic office',
    ],
    deadline: 'Still Open',
  },
  {
    id: 'english-language-teacher',
    title: 'English Language Teacher',
    category: 'teaching',
    type: 'Full-time',
    department: 'Primary and Junior Secondary',
    description:
      'Teach English Language across our primary and junior secondary classes, building strong reading, writing, grammar and speaking skills.',
    requirements: [
      "Bachelor's degree or NCE in English Language or English Education",
      'Minimum of 2 years of teaching experience',
      'Excellent spoken and written English',
      'Commitment to Islamic and moral values',
    ],
    responsibilities: [
      'Plan and deliver English Language lessons in line with the national curriculum',
      'Run reading, spelling and debate activities',
      'Set, mark and record tests, assignments and examinations',
      'Report pupils’ progress to parents and the academic office',
    ],
    deadline: 'Still Open',
  },
];
