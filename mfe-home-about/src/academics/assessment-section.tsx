import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { ASSESSMENT_TITLE } from '../data/academics';
import type { AssessmentMethod } from '../data/schemas';

/** `methods`: ASSESSMENT_METHODS, or the editor's entry's. */
export function AssessmentSection({ methods }: { methods: readonly AssessmentMethod[] }) {
  return (
    <Section title={ASSESSMENT_TITLE}>
      <ul css={gridStyle('15rem')}>
        {methods.map((method) => (
          <li key={method.title} css={tileStyle}>
            <h3>{method.title}</h3>
            <p>{method.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
