import { css } from '@emotion/react';
import { Card, gridStyle, Section } from '@school/shared/ui';
import { WHY_WORK_WITH_US } from './data/careers-content';

export function WhyWorkWithUs() {
  return (
    <Section title={WHY_WORK_WITH_US.title} tone="alt">
      <ul css={gridStyle('15rem')}>
        {WHY_WORK_WITH_US.benefits.map((benefit) => (
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
