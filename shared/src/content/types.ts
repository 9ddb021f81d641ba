/**
 * Content types of the entities (docs/requirements.md#entities). Page data is owned by the remote
 * that renders it. Where a schema exists (schema.ts), the type is inferred from it.
 */
import type { z } from 'zod';
import type { AnnouncementSchema, NewsItemSchema, SchoolEventSchema } from './schema';

/**
 * A news story. In the built page `image` is the picture's SVG markup (the plugin that reads
 * content files inlines the file the story names), drawn in the page: as an <img>, each picture
 * was a separate SVG document parsed before the first paint, off-screen cards' too.
 */
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** An upcoming event; `time` is school time in Ilorin (West Africa Time, UTC+1). */
export type SchoolEvent = z.infer<typeof SchoolEventSchema>;

export type Announcement = z.infer<typeof AnnouncementSchema>;

export interface FeeCard {
  grade: string;
  /** Naira, whole number */
  fee: number;
  description: string;
}

export interface TeamMember {
  name: string;
  position: string;
  education: string;
  experience: string;
  description: string;
}

export interface Achievement {
  year: number;
  title: string;
  description: string;
}

export interface Department {
  name: string;
  ageGroup: string;
  description: string;
  subjects: readonly string[];
}

export interface Program {
  title: string;
  description: string;
  /** The name of a picture the rendering remote draws (an inline SVG, never an emoji). */
  icon: string;
}

export interface ExamResultRow {
  year: number;
  passRate: number;
  distinctionRate: number;
  creditRate: number;
}

export type JobCategory = 'teaching' | 'administrative' | 'support';

export interface JobPosting {
  id: string;
  title: string;
  category: JobCategory;
  type: string;
  department: string;
  description: string;
  requirements: readonly string[];
  /** Kept in data, not displayed (docs/requirements.md#entities). */
  responsibilities: readonly string[];
  deadline: string;
}

export interface OfficeHours {
  days: string;
  hours: string;
}

export interface ContactPoint {
  name: string;
  email: string;
  /** E.164, e.g. +2348031234567 */
  phone: string;
  purpose: string;
}
