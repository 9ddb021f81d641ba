/** A class a child can enter and the youngest age for it (docs/requirements.md#constants). */
export interface MinimumAge {
  className: string;
  years: number;
}

export const MINIMUM_AGES: readonly MinimumAge[] = [
  { className: 'Creche', years: 2 },
  { className: 'Nursery 1', years: 3 },
  { className: 'Primary 1', years: 5 },
  { className: 'JSS 1', years: 11 },
];

/** The first class that requires the entrance examination (docs/requirements.md#constants). */
export const ENTRANCE_EXAM_FROM = 'Primary 1';

export interface Guideline {
  title: string;
  points: readonly string[];
}

export const AGE_GUIDELINE_INTRO = 'A child must have reached the minimum age for the class on entry:';

export const ENTRANCE_EXAM_NOTE = `An entrance examination is required for admission into ${ENTRANCE_EXAM_FROM} and above.`;

/** Documents, assessment and selection: the other guideline groups of the Admissions page. */
export const GUIDELINES: readonly Guideline[] = [
  {
    title: 'Documents',
    points: [
      'A completed admission application form (online below, or the physical form from the administration).',
      "The child's birth certificate or a declaration of age.",
      'Two recent passport photographs of the child.',
      'The last school report and a transfer letter, for pupils coming from another school.',
    ],
  },
  {
    title: 'Assessment',
    points: [
      'Creche and nursery children are screened informally with a parent or guardian present.',
      `From ${ENTRANCE_EXAM_FROM} upward, children sit the entrance examination: mathematics, reading, grammar and a general paper.`,
      'The school tells you the date of screening after receiving your application.',
    ],
  },
  {
    title: 'Selection',
    points: [
      "Places are offered on the child's age, the assessment result and the space available in the class.",
      'The school contacts parents and guardians with the outcome and the class admitted.',
    ],
  },
];
