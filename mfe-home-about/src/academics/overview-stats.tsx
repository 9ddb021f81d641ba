import { Section, gridStyle } from '@school/shared/ui';
import { statStyle, tileStyle } from '../common/styles';
import { OVERVIEW_TITLE, type OverviewStat } from '../data/academics';

/** `stats`: OVERVIEW_STATS, or the figures of the editor's entry. */
export function OverviewStats({ stats }: { stats: readonly OverviewStat[] }) {
  return (
    <Section title={OVERVIEW_TITLE}>
      <ul css={gridStyle('12rem')}>
        {stats.map((stat) => (
          <li key={stat.label} css={[tileStyle, statStyle]}>
            <span className="stat-value">{stat.value}</span>
            <span className="stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
