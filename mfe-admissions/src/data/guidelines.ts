import guidelines from '../../content/guidelines.yaml';
import type { Guidelines } from './schemas';

/**
 * The admission guidelines (content/guidelines.yaml): the age card's introduction, the minimum
 * age of each class a child can enter and the entrance examination note, then the other guideline
 * cards of the Admissions page (documents, assessment, selection), in the file's order.
 */
export const GUIDELINES = guidelines as Guidelines;
