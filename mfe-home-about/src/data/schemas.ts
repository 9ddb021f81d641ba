/**
 * The schemas of the page data only Home, About and Academics have (the shared entities' are in
 * @school/shared/content-schema). collections.ts checks content/ against them and the types the
 * code uses are inferred from them. Build-time only: the pages import the types, never this module.
 */
import { ProgramSchema, paragraphs, percent, slug, text, z } from '@school/shared/content-schema';
import { stanzasOf } from './paragraphs';
import { STORY_PLACEHOLDERS, placeholdersIn } from './placeholders';

/** A whole number the school counts (pupils, teachers, years). */
const count = z.int({ error: 'expected a whole number' }).nonnegative();

/** Paragraphs that may name values the code fills in, each as `{name}`. */
function withPlaceholders(names: readonly string[]) {
  const allowed = names.map((name) => `{${name}}`).join(', ');
  const unknown = (value: string) => placeholdersIn(value).filter((name) => !names.includes(name));
  return paragraphs
    .refine((value) => unknown(value).length === 0, {
      error: (issue) =>
        `unknown ${unknown(String(issue.input))
          .map((name) => `{${name}}`)
          .join(', ')}: expected only ${allowed}`,
    })
    .meta({ description: `May name ${allowed}: the site writes in the value.` });
}

/** One line of the rules: printable ASCII, which the standard font of the rules PDF can print. */
const plainText = text.regex(/^[\x20-\x7e]+$/, {
  error: 'expected plain ASCII, which the rules PDF can print (straight quotes, a plain hyphen)',
});

/** Stanzas separated by a blank line, one line of the stanza per line. */
const verses = paragraphs.meta({ description: 'Stanzas separated by a blank line; each line of a stanza on its own.' });

export const HomePageSchema = z.strictObject({
  /** Under "Welcome to …", beside the school picture. */
  lead: text,
  proprietorMessage: paragraphs,
  /** The call to apply at the end of the page. */
  callToAction: text,
});

/** The headline numbers of Home and Academics (docs/requirements.md#constants). */
export const SchoolStatsSchema = z.strictObject({
  students: count,
  teachers: count,
  yearsOfService: count,
  graduateSuccessRate: percent,
  teacherStudentRatio: z.strictObject({ teachers: count.min(1), students: count.min(1) }),
});

export const FeatureSchema = z.strictObject({ id: slug, title: text, description: text });

export const AboutPageSchema = z.strictObject({
  lead: text,
  story: withPlaceholders(STORY_PLACEHOLDERS),
  mission: text,
  vision: text,
});

export const PhilosophyPointSchema = z.strictObject({ title: text, text });

export const FacilitySchema = z.strictObject({ title: text, description: text });

/** The English and its Arabic rendering, side by side line by line. */
export const RecitationSchema = z
  .strictObject({ id: slug, title: text, english: verses, arabicTitle: text, arabic: verses })
  .refine(
    ({ english, arabic }) =>
      JSON.stringify(stanzasOf(english).map((stanza) => stanza.length)) ===
      JSON.stringify(stanzasOf(arabic).map((stanza) => stanza.length)),
    { error: 'expected as many stanzas as the English, each of as many lines', path: ['arabic'] },
  );

export const PenaltySchema = z.strictObject({ offence: plainText, penalty: plainText });

/** The page shows them and the rules PDF prints them. */
export const RulesSchema = z.strictObject({
  intro: plainText,
  rules: z.array(plainText).readonly(),
  penalties: z.array(PenaltySchema).readonly(),
});

export const AcademicsPageSchema = z.strictObject({ lead: text });

/** The pictures a special programme may have: academics/program-icons.tsx draws each. */
export const PROGRAM_ICONS = ['book', 'pen', 'computer', 'flask', 'microphone', 'ball'] as const;

export const AcademicProgramSchema = ProgramSchema.extend({
  icon: z.enum(PROGRAM_ICONS, { error: `expected one of ${PROGRAM_ICONS.join(', ')}` }),
});

export const AssessmentMethodSchema = z.strictObject({ title: text, description: text });

export type HomePage = z.infer<typeof HomePageSchema>;
export type SchoolStats = z.infer<typeof SchoolStatsSchema>;
export type Feature = z.infer<typeof FeatureSchema>;
export type AboutPage = z.infer<typeof AboutPageSchema>;
export type PhilosophyPoint = z.infer<typeof PhilosophyPointSchema>;
export type Facility = z.infer<typeof FacilitySchema>;
/** A recitation as written: each version one text (RECITATIONS gives its stanzas and lines). */
export type RecitationText = z.infer<typeof RecitationSchema>;
export type Penalty = z.infer<typeof PenaltySchema>;
export type Rules = z.infer<typeof RulesSchema>;
export type AcademicsPage = z.infer<typeof AcademicsPageSchema>;
export type ProgramIconName = (typeof PROGRAM_ICONS)[number];
/** A special programme with the name of its picture (academics/program-icons.tsx). */
export type AcademicProgram = z.infer<typeof AcademicProgramSchema>;
export type AssessmentMethod = z.infer<typeof AssessmentMethodSchema>;
