/** Content types of the entities (docs/requirements.md#entities). Page data is owned by the remote that renders it. */

export interface NewsItem {
  id: string;
  title: string;
  /** ISO calendar date, YYYY-MM-DD */
  date: string;
  category: string;
  /**
   * The card's illustration as SVG markup (the remote's own file, imported with `?raw`), drawn
   * in the page: as an <img>, each picture was a separate SVG document parsed before the first
   * paint, off-screen cards' too (an image from a data: URL is never loaded lazily).
   */
  image: string;
  /** The illustration's accessible name. */
  imageAlt: string;
  excerpt: string;
  content: string;
}

export interface SchoolEvent {
  id: string;
  title: string;
  /** ISO calendar date, YYYY-MM-DD */
  date: string;
  time: string;
  location: string;
  category: string;
  description: string;
}

export interface Announcement {
  id: string;
  title: string;
  /** ISO calendar date, YYYY-MM-DD */
  date: string;
  content: string;
}

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
