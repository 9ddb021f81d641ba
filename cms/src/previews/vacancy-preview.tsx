/**
 * A vacancy as a job seeker will see it among the postings on Careers, drawn by the careers
 * remote's own card (JobCard), from the entry being edited.
 */
import type { JobPosting } from '@school/shared/content';
import { JobCard } from '../../../mfe-careers/src/job-card';
import { fieldOf, textOf } from './entry-data';
import { PreviewFrame } from './preview-frame';
import type { PreviewProps } from './types';

/** The entry as the remote's code has a posting: its description the body, its lists lists. */
export function postingOf(entry: PreviewProps['entry']): JobPosting {
  const text = (key: string) => textOf(entry, key);
  const list = (key: string) => {
    const value = fieldOf(entry, key);
    return Array.isArray(value) ? value.map(String) : [];
  };
  return {
    id: String(entry.get('slug') ?? '') || 'new-vacancy',
    title: text('title'),
    category: text('category') as JobPosting['category'],
    type: text('type'),
    department: text('department'),
    description: text('body').trim(),
    requirements: list('requirements'),
    responsibilities: list('responsibilities'),
    datePosted: text('datePosted'),
    deadline: text('deadline'),
  };
}

export function VacancyPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <section aria-label="Among the postings" style={{ padding: '1rem', maxInlineSize: '24rem' }}>
        <JobCard job={postingOf(entry)} onApply={() => {}} />
      </section>
    </PreviewFrame>
  );
}
