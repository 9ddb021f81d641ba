import type { Announcement } from '@school/shared/content';
import announcements from '../../content/announcements.yaml';
import { byDate } from '../lib/dates';

/** Announcements to parents and pupils, newest first (content/announcements.yaml). */
export const ANNOUNCEMENTS: readonly Announcement[] = [...(announcements as Announcement[])].sort((a, b) =>
  byDate(b, a),
);
