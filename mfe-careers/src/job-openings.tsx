import { css, type Theme } from '@emotion/react';
import { Alert, DialogLink, gridStyle, Section } from '@school/shared/ui';
import { useState } from 'react';
import { applicationPathOf } from './application-paths';
import { DEFAULT_JOB_FILTER, GENERAL_APPLICATION, OPENINGS, type JobFilter } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';
import { JobCard } from './job-card';
import { JobFilterBar } from './job-filter-bar';

const countStyle = (theme: Theme) => css`
  margin-block: 0 ${theme.space.md};
  color: ${theme.color.muted};
`;

const emptyStyle = (theme: Theme) => css`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
`;

interface JobOpeningsProps {
  onApply: (position: string) => void;
  onGeneralApplication: () => void;
}

export function JobOpenings({ onApply, onGeneralApplication }: JobOpeningsProps) {
  const [filter, setFilter] = useState<JobFilter>(DEFAULT_JOB_FILTER);
  const jobs = filter === 'all' ? JOB_POSTINGS : JOB_POSTINGS.filter((job) => job.category === filter);

  return (
    <Section title={OPENINGS.title}>
      <JobFilterBar value={filter} onChange={setFilter} />
      <p aria-live="polite" css={countStyle}>
        {OPENINGS.count(jobs.length)}
      </p>
      {jobs.length > 0 ? (
        <ul css={gridStyle('18rem')}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} onApply={onApply} />
            </li>
          ))}
        </ul>
      ) : (
        <div css={emptyStyle}>
          <Alert tone="info" title={OPENINGS.emptyTitle}>
            {OPENINGS.emptyText}
          </Alert>
          <DialogLink
            variant="secondary"
            href={applicationPathOf(GENERAL_APPLICATION.position)}
            onOpen={onGeneralApplication}
          >
            {OPENINGS.emptyAction}
          </DialogLink>
        </div>
      )}
    </Section>
  );
}
