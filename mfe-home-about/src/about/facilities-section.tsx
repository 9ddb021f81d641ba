import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { FACILITIES, FACILITIES_TITLE } from '../data/about';

export function FacilitiesSection() {
  return (
    <Section title={FACILITIES_TITLE} tone="alt">
      <ul css={gridStyle('15rem')}>
        {FACILITIES.map((facility) => (
          <li key={facility.title} css={tileStyle}>
            <h3>{facility.title}</h3>
            <p>{facility.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
