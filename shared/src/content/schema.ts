/**
 * The schema of each entity the school writes as content (docs/content.md). Written once: the
 * types the code uses are inferred from these (types.ts), the build and `pnpm content:check`
 * validate every content file against them, and the CMS's fields are generated from them.
 * Build-time only: the pages import the types, never this module.
 */
import { z } from 'zod';

/** A calendar date as the school writes it. */
export const calendarDate = z.iso.date({ error: 'expected YYYY-MM-DD' });

/** One line of text, never empty. */
export const text = z.string().trim().min(1, { error: 'must not be empty' });

/** Several paragraphs, separated by a blank line. */
export const paragraphs = text.meta({ widget: 'text' });

/** A picture beside its content file, named by its path from that file. */
export const picture = z
  .string()
  .regex(/^[\w./-]+\.svg$/, { error: 'expected the path of an .svg file beside this one' })
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
