import { css, type Theme } from '@emotion/react';
import type { Achievement } from '@school/shared/content';
import { Section } from '@school/shared/ui';
import { ACHIEVEMENTS_TITLE } from '../data/about';

const timelineStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  border-inline-start: 3px solid ${theme.color.border};
  max-inline-size: 48rem;
  li {
    position: relative;
    padding-inline-start: ${theme.space.lg};
    padding-block-end: ${theme.space.lg};
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -0.6rem;
    inset-block-start: 0.35rem;
    inline-size: 1rem;
    block-size: 1rem;
    border-radius: 50%;
    background: ${theme.color.accent};
    border: 3px solid ${theme.color.primary};
  }
  .year {
    display: inline-block;
    font-weight: 700;
    color: ${theme.color.primary};
  }
  h3 {
    margin-block: ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** The achievements as given, oldest first (ACHIEVEMENTS), as an ordered list. */
export function AchievementsTimeline({ achievements }: { achievements: readonly Achievement[] }) {
  return (
    <Section title={ACHIEVEMENTS_TITLE}>
      <ol css={timelineStyle}>
        {achievements.map((achievement) => (
          <li key={achievement.year}>
            <time className="year" dateTime={String(achievement.year)}>
              {achievement.year}
            </time>
            <h3>{achievement.title}</h3>
            <p>{achievement.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
