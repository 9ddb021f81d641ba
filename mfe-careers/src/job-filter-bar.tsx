import { css, type Theme } from '@emotion/react';
import { buttonStyle } from '@school/shared/ui';
import { JOB_FILTERS, OPENINGS, type JobFilter } from './data/careers-content';

// The buttons are narrower than the default so that two filters share a row on a small phone.
const barStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
  button {
    padding-inline: ${theme.space.md};
  }
`;

interface JobFilterBarProps {
  value: JobFilter;
  onChange: (filter: JobFilter) => void;
}

/** Toggle buttons (aria-pressed): exactly one is pressed. */
export function JobFilterBar({ value, onChange }: JobFilterBarProps) {
  return (
    <div role="group" aria-label={OPENINGS.filterLabel} css={barStyle}>
      {JOB_FILTERS.map((filter) => {
        const pressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            css={buttonStyle(pressed ? 'primary' : 'secondary')}
            onClick={() => onChange(filter.value)}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
