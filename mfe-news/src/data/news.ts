import type { NewsItem } from '@school/shared/content';
import { byDate } from '../lib/dates';

const stories = import.meta.glob<NewsItem>('../../content/news/*.md', { eager: true, import: 'default' });

/** Latest news, newest first: one file per story in content/news/ (collections.ts). */
export const NEWS: readonly NewsItem[] = Object.values(stories).sort((a, b) => byDate(b, a));
