import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { PHILOSOPHY } from '../data/about';

export function PhilosophySection() {
  return (
    <Section title={PHILOSOPHY.title}>
      <ol css={gridStyle('14rem')}>
        {PHILOSOPHY.points.map((point) => (
          <li key={point.title} css={tileStyle}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
