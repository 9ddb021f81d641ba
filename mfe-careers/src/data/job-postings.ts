import type { JobPosting } from '@school/shared/content';
import { DATE_POSTED } from './job-postings-json-ld';
import type { Posting } from './schemas';

const postings = import.meta.glob<Posting>('../../content/postings/*.md', { eager: true, import: 'default' });

const LISTED = Object.keys(DATE_POSTED);

/** Where DATE_POSTED lists a posting: the order, among postings of one day, the page shows them. */
const listed = (posting: JobPosting) => {
  const index = LISTED.indexOf(posting.id);
  return index === -1 ? LISTED.length : index;
};

/**
 * The open positions (docs/requirements.md#entities): one file per posting in content/postings/
 * (collections.ts), its id the file's name. Newest posting first (DATE_POSTED, which the JSON-LD
 * requires of every posting), then as DATE_POSTED lists them: today both teaching, Full-time,
 * open until filled, posted the same day, Mathematics Teacher first.
 */
export const JOB_POSTINGS: readonly JobPosting[] = Object.values(postings).sort((a, b) => {
  // ISO dates compare as strings; a posting DATE_POSTED lacks fails the JSON-LD, and the build.
  const [posted, other] = [DATE_POSTED[a.id] ?? '', DATE_POSTED[b.id] ?? ''];
  return posted > other ? -1 : posted < other ? 1 : listed(a) - listed(b);
});
