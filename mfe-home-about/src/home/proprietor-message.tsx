import { css, type Theme } from '@emotion/react';
import type { TeamMember } from '@school/shared/content';
import { Section } from '@school/shared/ui';
import { proseStyle } from '../common/styles';
import { PROPRIETOR_MESSAGE } from '../data/home';
import principalPortrait from '../images/principal-portrait.svg';

const layoutStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.mq.md} {
    grid-template-columns: 16rem 1fr;
    align-items: start;
  }
  figure {
    margin: 0;
    max-inline-size: 16rem;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${theme.radius.md};
  }
  figcaption {
    margin-block-start: ${theme.space.sm};
    font-weight: 600;
  }
  figcaption span {
    display: block;
    font-weight: 400;
    color: ${theme.color.muted};
  }
`;

/** The message's paragraphs (content/home.yaml), signed by the proprietor (the first of the leadership team). */
export function ProprietorMessage({
  paragraphs,
  proprietor,
}: {
  paragraphs: readonly string[];
  proprietor: TeamMember;
}) {
  return (
    <Section title={PROPRIETOR_MESSAGE.title}>
      <div css={layoutStyle}>
        <figure>
          <img
            src={principalPortrait}
            width={320}
            height={320}
            loading="lazy"
            alt={`Portrait of ${proprietor.name}, ${proprietor.position}`}
          />
          <figcaption>
            {proprietor.name}
            <span>{proprietor.position}</span>
          </figcaption>
        </figure>
        <div css={proseStyle}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
