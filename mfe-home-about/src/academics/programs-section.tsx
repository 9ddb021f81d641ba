import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from '../common/styles';
import { PROGRAMS_TITLE } from '../data/academics';
import type { AcademicProgram } from '../data/schemas';
import { ProgramIcon } from './program-icons';

/** `programs`: PROGRAMS, or the editor's entry's. */
export function ProgramsSection({ programs }: { programs: readonly AcademicProgram[] }) {
  return (
    <Section title={PROGRAMS_TITLE}>
      <ul css={gridStyle('16rem')}>
        {programs.map((program) => (
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
