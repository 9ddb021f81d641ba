/**
 * The schema of each entity the school writes as content (docs/content.md). Written once: the
 * types the code uses are inferred from these (types.ts), the build and `pnpm content:check`
 * validate every content file against them, and the CMS's fields are generated from them.
 * Build-time only: the pages import the types, never this module.
 */
import { z } from 'zod';

/** zod itself, for a remote's schemas of its own page data (its src/data/collections.ts). */
export { z };

/** A calendar date as the school writes it. */
export const calendarDate = z.iso.date({ error: 'expected YYYY-MM-DD' });

/** One line of text, never empty. */
export const text = z.string().trim().min(1, { error: 'must not be empty' });

/** Several paragraphs, separated by a blank line. */
export const paragraphs = text.meta({ widget: 'text' });

/**
 * A picture beside its content file, named by its path from that file: SVG art, or a photo that
 * the build resizes (shared/src/vite/story-photos.js).
 */
export const picture = z
  .string()
  .regex(/^[\w./-]+\.(svg|jpe?g|JPE?G|png|PNG|webp|WEBP)$/, {
    error: 'expected the path of a picture beside this one: a photo (.jpg, .jpeg, .png, .webp) or .svg art',
  })
  .meta({ widget: 'image' });

/** A slug: lower-case words joined by hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected lower-case words joined by hyphens' });

export const NewsItemSchema = z.strictObject({
  id: slug,
  title: text,
  date: calendarDate,
  category: text,
  image: picture,
  imageAlt: text,
  excerpt: text,
  content: paragraphs,
});

export const SchoolEventSchema = z.strictObject({
  id: slug,
  title: text,
  date: calendarDate,
  time: z.string().regex(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/, {
    error: 'expected "h:mm AM – h:mm PM" (an en dash between the times)',
  }),
  location: text,
  category: text,
  description: paragraphs,
});

export const AnnouncementSchema = z.strictObject({
  id: slug,
  title: text,
  date: calendarDate,
  content: paragraphs,
});

/** A whole number of naira. */
export const naira = z.int({ error: 'expected a whole number of naira' }).nonnegative();

/** A calendar year, as a number. */
export const year = z.int({ error: 'expected a year, as a number' }).min(1990).max(2100);

/** A percentage, 0 to 100. */
export const percent = z.number({ error: 'expected a percentage, as a number' }).min(0).max(100);

/** A list of lines, one item each (requirements, subjects). */
export const lines = z.array(text).readonly();

export const FeeCardSchema = z.strictObject({ grade: text, fee: naira, description: text });

export const TeamMemberSchema = z.strictObject({
  name: text,
  position: text,
  education: text,
  experience: text,
  description: paragraphs,
});

export const AchievementSchema = z.strictObject({ year, title: text, description: text });

export const DepartmentSchema = z.strictObject({ name: text, ageGroup: text, description: text, subjects: lines });

/** `icon` names a picture the rendering remote draws (an inline SVG, never an emoji). */
export const ProgramSchema = z.strictObject({ title: text, description: text, icon: text });

export const ExamResultRowSchema = z.strictObject({
  year,
  passRate: percent,
  distinctionRate: percent,
  creditRate: percent,
});

export const JOB_CATEGORIES = ['teaching', 'administrative', 'support'] as const;

/** What a posting's deadline says when it is open until filled. */
export const OPEN_DEADLINE = 'Still Open';

const DEADLINE_ERROR = `expected YYYY-MM-DD, or "${OPEN_DEADLINE}"`;

/**
 * `responsibilities` are kept in data, not displayed (docs/requirements.md#entities); `datePosted`
 * is when it went up (the newest is listed first; Google's JobPosting requires it).
 */
export const JobPostingSchema = z.strictObject({
  id: slug,
  title: text,
  category: z.enum(JOB_CATEGORIES, { error: `expected one of ${JOB_CATEGORIES.join(', ')}` }),
  type: text,
  department: text,
  description: paragraphs,
  requirements: lines,
  responsibilities: lines,
  datePosted: calendarDate,
  deadline: z.union([z.iso.date({ error: DEADLINE_ERROR }), z.literal(OPEN_DEADLINE)], { error: DEADLINE_ERROR }),
});

export const OfficeHoursSchema = z.strictObject({ days: text, hours: text });

export const email = z.email({ error: 'expected an email address' });

// Unquoted in YAML, +2348031234567 is read as a number: say how to write it.
export const phone = z
  .string({ error: 'expected a phone number in quotes, as "+2348031234567"' })
  .regex(/^\+234\d{10}$/, { error: 'expected a Nigerian number as +234 and ten digits' });

export const ContactPointSchema = z.strictObject({ name: text, email, phone, purpose: text });

/** A page of the school's on another site (its Facebook page, its YouTube channel). */
const webPage = z.url({ protocol: /^https$/, error: 'expected a web address starting with https://' });

/**
 * The school's own facts, on every page (the layout, every page's structured data, the feeds):
 * shared/content/school.yaml.
 */
export const SchoolSchema = z.strictObject({
  name: text,
  shortName: text,
  motto: text,
  summary: text,
  address: z.strictObject({
    street: text,
    town: text,
    state: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code, as NG' }),
  }),
  /** The first is the main line (also on WhatsApp). */
  phones: z.array(phone).min(1, { error: "expected the school's phone numbers, the main line first" }),
  email,
  officeHours: z.array(OfficeHoursSchema).min(1),
  socials: z.strictObject({ facebook: webPage, youtube: webPage }),
});
