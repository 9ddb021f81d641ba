/**
 * Content types of the entities (docs/requirements.md#entities). Page data is owned by the remote
 * that renders it. Each is inferred from its schema (schema.ts).
 */
import type { z } from 'zod';
import type {
  AchievementSchema,
  AnnouncementSchema,
  ContactPointSchema,
  DepartmentSchema,
  ExamResultRowSchema,
  FeeCardSchema,
  JOB_CATEGORIES,
  JobPostingSchema,
  NewsItemSchema,
  OfficeHoursSchema,
  ProgramSchema,
  SchoolEventSchema,
  SchoolSchema,
  TeamMemberSchema,
} from './schema';

/**
 * A news story. In the built page `image` is SVG art's markup (the plugin that reads content files
 * inlines the file the story names), drawn in the page: as an <img>, each picture was a separate
 * SVG document parsed before the first paint, off-screen cards' too. A photo is a StoryPhoto.
 */
export type NewsItem = Omit<z.infer<typeof NewsItemSchema>, 'image'> & { image: string | StoryPhoto };

/**
 * A story's photo as the build makes it (shared/src/vite/story-photos.js): a `srcset` of each
 * format, and the JPEG every browser can show with its size.
 */
export interface StoryPhoto {
  avif: string;
  webp: string;
  jpeg: string;
  src: string;
  width: number;
  height: number;
}

/** An upcoming event; `time` is school time in Ilorin (West Africa Time, UTC+1). */
export type SchoolEvent = z.infer<typeof SchoolEventSchema>;

export type Announcement = z.infer<typeof AnnouncementSchema>;

export type FeeCard = z.infer<typeof FeeCardSchema>;
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type Achievement = z.infer<typeof AchievementSchema>;
export type Department = z.infer<typeof DepartmentSchema>;
export type Program = z.infer<typeof ProgramSchema>;
export type ExamResultRow = z.infer<typeof ExamResultRowSchema>;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type JobPosting = z.infer<typeof JobPostingSchema>;
export type OfficeHours = z.infer<typeof OfficeHoursSchema>;
/** `phone` is E.164, e.g. +2348031234567. */
export type ContactPoint = z.infer<typeof ContactPointSchema>;
/** The school's own facts (shared/content/school.yaml). */
export type School = z.infer<typeof SchoolSchema>;
