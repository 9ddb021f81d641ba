import { css, type Theme } from '@emotion/react';
import { Section, gridStyle } from '@school/shared/ui';
import { statStyle, tileStyle } from '../common/styles';
import { useRotatingIndex } from '../common/use-rotating-index';
import { STATS_TITLE, STAT_ROTATION_MS, type Stat } from '../data/home';

/**
 * Only the lift is animated: the colours switch at once, since a background fading between green
 * and white passes through shades that neither text colour can be read on (WCAG contrast).
 */
const highlightStyle = (theme: Theme) => css`
  transition: transform 0.4s ease;
  &[data-highlighted='true'] {
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    transform: translateY(-4px);
    .stat-value,
    .stat-label {
      color: ${theme.color.onPrimary};
    }
  }
`;

/** The four headline numbers (HOME_STATS); the highlight moves to the next card every few seconds. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  const highlighted = useRotatingIndex(stats.length, STAT_ROTATION_MS);
  return (
    <Section title={STATS_TITLE} tone="alt">
      <ul css={gridStyle('12rem')}>
        {stats.map((stat, index) => (
          <li key={stat.label} data-highlighted={index === highlighted} css={[tileStyle, statStyle, highlightStyle]}>
            <span className="stat-value">{stat.value}</span>
            <span className="stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
