import type { JobPosting } from '@school/shared/content';
import { GENERAL_APPLICATION } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';

/**
 * Every position one can apply for, each with its application's page of its own
 * (@school/shared/own-pages): where Apply Now leads with no code. The postings', whatever the
 * filter shows, and the general application.
 */
/** A posting's application page: by its id, so a posting the editor is still writing has one too. */
export const postingApplicationPath = (job: Pick<JobPosting, 'id'>) => `/jobs/apply/${job.id}`;

export const APPLICATIONS = [
  ...JOB_POSTINGS.map((job) => ({ position: job.title, path: postingApplicationPath(job) })),
  { position: GENERAL_APPLICATION.position, path: '/jobs/apply/general' },
] as const;

export const applicationPathOf = (position: string) =>
  APPLICATIONS.find((application) => application.position === position)!.path;
