import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { MISSION_TITLE, MISSION_VISION } from '../data/about';

/** Mission, vision and motto, side by side on wide screens. */
export function MissionSection() {
  return (
    <Section title={MISSION_TITLE} tone="alt">
      <ul css={gridStyle('16rem')}>
        {MISSION_VISION.map((item) => (
          <li key={item.title} css={tileStyle}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
