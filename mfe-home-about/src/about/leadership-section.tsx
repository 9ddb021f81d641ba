import { css, type Theme } from '@emotion/react';
import type { TeamMember } from '@school/shared/content';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { LEADERSHIP_LABELS as LABELS, LEADERSHIP_TITLE } from '../data/leadership';

const memberStyle = (theme: Theme) => css`
  h3 {
    color: ${theme.color.primary};
  }
  .position {
    margin-block: 0 ${theme.space.md};
    font-weight: 600;
  }
  dl {
    margin: 0 0 ${theme.space.md};
  }
  dt {
    font-size: ${theme.font.size.sm};
    color: ${theme.color.muted};
  }
  dd {
    margin: 0 0 ${theme.space.sm};
  }
  p {
    margin: 0;
  }
`;

/** `team`: LEADERSHIP_TEAM, or the editor's entry's. */
export function LeadershipSection({ team }: { team: readonly TeamMember[] }) {
  return (
    <Section title={LEADERSHIP_TITLE} tone="alt">
      <ul css={gridStyle('16rem')}>
        {team.map((member) => (
          <li key={member.name}>
            <Card styles={memberStyle}>
              <h3>{member.name}</h3>
              <p className="position">{member.position}</p>
              <dl>
                <dt>{LABELS.education}</dt>
                <dd>{member.education}</dd>
                <dt>{LABELS.experience}</dt>
                <dd>{member.experience}</dd>
              </dl>
              <p>{member.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
