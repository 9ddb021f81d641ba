import { SCHOOL } from '@school/shared/content';
import type { RulesDocument } from '../build/rules-pdf';
import { PENALTIES, RULES_INTRO, RULES_TITLE, STUDENT_RULES } from './rules';

/** The content of the downloadable rules PDF: the page's rules data plus the school's name. */
export const RULES_DOCUMENT: RulesDocument = {
  school: SCHOOL.name,
  motto: SCHOOL.motto,
  title: RULES_TITLE,
  intro: RULES_INTRO,
  rules: STUDENT_RULES,
  penalties: PENALTIES,
};
