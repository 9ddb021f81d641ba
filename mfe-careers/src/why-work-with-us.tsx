import { css } from '@emotion/react';
import { Card, gridStyle, Section } from '@school/shared/ui';
import { WHY_WORK_WITH_US } from './data/careers-content';
import type { Benefit } from './data/schemas';

/** The benefits as the school's content has them (WHY_WORK_WITH_US); the editor's preview passes the entry it edits. */
export function WhyWorkWithUs({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <Section title={WHY_WORK_WITH_US.title} tone="alt">
      <ul css={gridStyle('15rem')}>
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <Card
              styles={css`
                block-size: 100%;
                p {
                  margin: 0;
                }
              `}
            >
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
