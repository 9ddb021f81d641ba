import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { PHILOSOPHY } from '../data/about';
import type { PhilosophyPoint } from '../data/schemas';

/** `points`: PHILOSOPHY.points, or the editor's entry's. */
export function PhilosophySection({ points }: { points: readonly PhilosophyPoint[] }) {
  return (
    <Section title={PHILOSOPHY.title}>
      <ol css={gridStyle('14rem')}>
        {points.map((point) => (
          <li key={point.title} css={tileStyle}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
