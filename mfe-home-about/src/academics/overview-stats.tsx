import { Section, gridStyle } from '@school/shared/ui';
import { statStyle, tileStyle } from '../common/styles';
import { OVERVIEW_STATS, OVERVIEW_TITLE } from '../data/academics';

export function OverviewStats() {
  return (
    <Section title={OVERVIEW_TITLE}>
      <ul css={gridStyle('12rem')}>
        {OVERVIEW_STATS.map((stat) => (
          <li key={stat.label} css={[tileStyle, statStyle]}>
            <span className="stat-value">{stat.value}</span>
            <span className="stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
