import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { PROGRAMS, PROGRAMS_TITLE } from '../data/academics';
import { ProgramIcon } from './program-icons';

export function ProgramsSection() {
  return (
    <Section title={PROGRAMS_TITLE}>
      <ul css={gridStyle('16rem')}>
        {PROGRAMS.map((program) => (
          <li key={program.title} css={tileStyle}>
            <ProgramIcon name={program.icon} />
            <h3>{program.title}</h3>
            <p>{program.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
