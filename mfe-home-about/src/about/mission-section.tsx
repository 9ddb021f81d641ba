import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { MISSION_TITLE } from '../data/about';

/** Mission, vision and motto (MISSION_VISION), side by side on wide screens. */
export function MissionSection({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <Section title={MISSION_TITLE} tone="alt">
      <ul css={gridStyle('16rem')}>
        {items.map((item) => (
          <li key={item.title} css={tileStyle}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
