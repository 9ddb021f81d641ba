import guidelines from '../../content/guidelines.yaml';
import type { Guideline, Guidelines, MinimumAge } from './schemas';

const { ageIntro, minimumAges, entranceExamNote, groups } = guidelines as Guidelines;

/** The age card's introduction, above the minimum ages (content/guidelines.yaml). */
export const AGE_GUIDELINE_INTRO: string = ageIntro;

/** A class a child can enter and the youngest age for it, in the file's order. */
export const MINIMUM_AGES: readonly MinimumAge[] = minimumAges;

/** The age card's closing note: from which class the entrance examination is required. */
export const ENTRANCE_EXAM_NOTE: string = entranceExamNote;

/** Documents, assessment and selection: the other guideline cards of the Admissions page. */
export const GUIDELINES: readonly Guideline[] = groups;
