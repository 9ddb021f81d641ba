import { AnnouncementSchema, NewsItemSchema, SchoolEventSchema } from '@school/shared/content-schema';
import type { Collections } from '@school/shared/vite';

/** The news team's content, in content/ (docs/content.md): what the school's staff edit. */
const collections = {
  news: { label: 'News stories', folder: 'news', schema: NewsItemSchema, body: 'content' },
  events: { label: 'Events', file: 'events.yaml', schema: SchoolEventSchema.array() },
  announcements: { label: 'Announcements', file: 'announcements.yaml', schema: AnnouncementSchema.array() },
} satisfies Collections;

export default collections;
