import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { FACILITIES_TITLE } from '../data/about';
import type { Facility } from '../data/schemas';

/** `facilities`: FACILITIES, or the editor's entry's. */
export function FacilitiesSection({ facilities }: { facilities: readonly Facility[] }) {
  return (
    <Section title={FACILITIES_TITLE} tone="alt">
      <ul css={gridStyle('15rem')}>
        {facilities.map((facility) => (
          <li key={facility.title} css={tileStyle}>
            <h3>{facility.title}</h3>
            <p>{facility.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
