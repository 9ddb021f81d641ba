import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { ASSESSMENT_METHODS, ASSESSMENT_TITLE } from '../data/academics';

export function AssessmentSection() {
  return (
    <Section title={ASSESSMENT_TITLE}>
      <ul css={gridStyle('15rem')}>
        {ASSESSMENT_METHODS.map((method) => (
          <li key={method.title} css={tileStyle}>
            <h3>{method.title}</h3>
            <p>{method.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
