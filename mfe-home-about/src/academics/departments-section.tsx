import { css, type Theme } from '@emotion/react';
import type { Department } from '@school/shared/content';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { DEPARTMENTS_TITLE, SUBJECTS_HEADING } from '../data/academics';

const departmentStyle = (theme: Theme) => css`
  h3 {
    color: ${theme.color.primary};
  }
  .age-group {
    display: inline-block;
    margin-block: 0 ${theme.space.sm};
    padding-inline: ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
    font-weight: 600;
    font-size: ${theme.font.size.sm};
  }
  h4 {
    margin-block: ${theme.space.md} ${theme.space.xs};
  }
  ul {
    margin: 0;
    padding-inline-start: ${theme.space.lg};
  }
`;

/** `departments`: DEPARTMENTS, or the editor's entry's. */
export function DepartmentsSection({ departments }: { departments: readonly Department[] }) {
  return (
    <Section title={DEPARTMENTS_TITLE} tone="alt">
      <ul css={gridStyle('18rem')}>
        {departments.map((department) => (
          <li key={department.name}>
            <Card styles={departmentStyle}>
              <h3>{department.name}</h3>
              <p className="age-group">{department.ageGroup}</p>
              <p>{department.description}</p>
              <h4>{SUBJECTS_HEADING}</h4>
              <ul>
                {department.subjects.map((subject) => (
                  <li key={subject}>{subject}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
