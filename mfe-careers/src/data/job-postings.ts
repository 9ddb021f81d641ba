import type { JobPosting } from '@school/shared/content';

const postings = import.meta.glob<JobPosting>('../../content/postings/*.md', { eager: true, import: 'default' });

/**
 * The open positions (docs/requirements.md#entities): one file per posting in content/postings/
 * (collections.ts), its id the file's name, the newest posting first (ISO dates compare as text).
 */
export const JOB_POSTINGS: readonly JobPosting[] = Object.values(postings).sort((a, b) =>
  a.datePosted > b.datePosted ? -1 : a.datePosted < b.datePosted ? 1 : a.id < b.id ? -1 : 1,
);
