import { css, type Theme } from '@emotion/react';
import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { PROGRAMS, PROGRAMS_TITLE } from '../data/academics';

const iconStyle = (theme: Theme) => css`
  display: block;
  font-size: 2rem;
  line-height: 1;
  margin-block-end: ${theme.space.sm};
`;

export function ProgramsSection() {
  return (
    <Section title={PROGRAMS_TITLE}>
      <ul css={gridStyle('16rem')}>
        {PROGRAMS.map((program) => (
          <li key={program.title} css={tileStyle}>
            <span aria-hidden="true" css={iconStyle}>
              {program.icon}
            </span>
            <h3>{program.title}</h3>
            <p>{program.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
