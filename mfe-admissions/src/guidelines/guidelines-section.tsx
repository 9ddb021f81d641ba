import { css, type Theme } from '@emotion/react';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { useId, type ReactNode } from 'react';
import type { Guidelines } from '../data/schemas';

const listStyle = (theme: Theme) => css`
  margin: 0;
  padding-inline-start: ${theme.space.lg};
  display: grid;
  gap: ${theme.space.xs};
`;

const agesStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin-block: ${theme.space.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A guideline card, named by its heading. */
function GuidelineCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </Card>
  );
}

/** The guidelines as the school's content has them (data/guidelines.ts); the editor's preview passes the entry it edits. */
export function GuidelinesSection({
  guidelines: { ageIntro, minimumAges, entranceExamNote, groups },
}: {
  guidelines: Guidelines;
}) {
  return (
    <Section title="Admission Guidelines">
      <ul css={gridStyle('16rem')}>
        <li>
          <GuidelineCard title="Age">
            <p>{ageIntro}</p>
            <dl css={agesStyle}>
              {minimumAges.map(({ className, years }) => (
                <div key={className} css={{ display: 'contents' }}>
                  <dt>{className}</dt>
                  <dd>{years} years</dd>
                </div>
              ))}
            </dl>
            <p>{entranceExamNote}</p>
          </GuidelineCard>
        </li>
        {groups.map((guideline) => (
          <li key={guideline.title}>
            <GuidelineCard title={guideline.title}>
              <ul css={listStyle}>
                {guideline.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </GuidelineCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
