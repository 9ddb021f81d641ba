import { css, type Theme } from '@emotion/react';
import type { JobPosting } from '@school/shared/content';
import { Card, DialogLink } from '@school/shared/ui';
import { useId } from 'react';
import { postingApplicationPath } from './application-paths';
import { JOB_CARD } from './data/careers-content';

const cardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  block-size: 100%;
  h3,
  h4,
  p {
    margin: 0;
  }
  h3 {
    color: ${theme.color.primary};
  }
  h4 {
    font-size: ${theme.font.size.md};
  }
  ul {
    margin: 0;
    padding-inline-start: ${theme.space.lg};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.md};
    color: ${theme.color.muted};
    font-size: ${theme.font.size.sm};
    font-weight: 600;
  }
  .type {
    padding-inline: ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.successBg};
    color: ${theme.color.success};
  }
  .deadline {
    margin-block-start: auto;
    padding-block-start: ${theme.space.sm};
  }
`;

/** One posting; its responsibilities stay in the data (docs/requirements.md#entities). */
export function JobCard({ job, onApply }: { job: JobPosting; onApply: (position: string) => void }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} styles={cardStyle}>
      <h3 id={titleId}>{job.title}</h3>
      <p className="meta">
        <span className="type">{job.type}</span>
        <span>{job.department}</span>
      </p>
      <p>{job.description}</p>
      <h4>{JOB_CARD.requirements}</h4>
      <ul>
        {job.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <p className="deadline">
        <strong>{JOB_CARD.deadline}</strong> {job.deadline}
      </p>
      <div>
        <DialogLink aria-describedby={titleId} href={postingApplicationPath(job)} onOpen={() => onApply(job.title)}>
          {JOB_CARD.apply}
        </DialogLink>
      </div>
    </Card>
  );
}
