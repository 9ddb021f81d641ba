import { css, type Theme } from '@emotion/react';
import { Section } from '@school/shared/ui';
import { proseStyle } from '../common/styles';
import { PROPRIETOR_MESSAGE } from '../data/home';
import { PROPRIETOR } from '../data/leadership';
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

export function ProprietorMessage() {
  return (
    <Section title={PROPRIETOR_MESSAGE.title}>
      <div css={layoutStyle}>
        <figure>
          <img
            src={principalPortrait}
            width={320}
            height={320}
            loading="lazy"
            alt={`Portrait of ${PROPRIETOR.name}, ${PROPRIETOR.position}`}
          />
          <figcaption>
            {PROPRIETOR.name}
            <span>{PROPRIETOR.position}</span>
          </figcaption>
        </figure>
        <div css={proseStyle}>
          {PROPRIETOR_MESSAGE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
