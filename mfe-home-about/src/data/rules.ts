import rules from '../../content/rules.yaml';
import type { Penalty, Rules } from './schemas';

/**
 * Student rules and penalties (content/rules.yaml): the one source for the About page and the
 * downloadable PDF (src/build/rules-pdf.ts renders it at build time). Plain ASCII only, because
 * the PDF uses a standard font with WinAnsi encoding: the schema refuses anything else.
 */
export const RULES = rules as Rules;

export const RULES_TITLE = 'Student Rules and Penalties';

export const RULES_INTRO = RULES.intro;

export const STUDENT_RULES: readonly string[] = RULES.rules;

export const PENALTIES: readonly Penalty[] = RULES.penalties;

/** File name of the PDF in the remote's build output (and the name it is saved under). */
export const RULES_PDF_FILE_NAME = 'student-rules.pdf';
