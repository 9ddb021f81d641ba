import { css, type Theme } from '@emotion/react';
import { ButtonLink, PageHeader, containerStyle, visuallyHidden } from '@school/shared/ui';
import { HERO } from '../data/home';
import schoolBuilding from '../images/school-building.svg';

const heroStyle = (theme: Theme) => css`
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  padding-block-end: ${theme.space.xl};
  .hero-grid {
    display: grid;
    gap: ${theme.space.lg};
    align-items: center;
    ${theme.mq.md} {
      grid-template-columns: 3fr 2fr;
    }
  }
  header > div {
    padding-inline: 0;
  }
  header {
    padding-block-end: ${theme.space.lg};
  }
  .hero-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${theme.radius.md};
  }
`;

/** The page's h1, the two calls to action and the school picture; `lead`: HERO.lead, or the editor's entry's. */
export function Hero({ lead }: { lead: string }) {
  return (
    <div css={heroStyle}>
      <div css={containerStyle} className="hero-grid">
        <div>
          <PageHeader title={HERO.title} lead={lead} />
          <div className="hero-actions">
            <ButtonLink href="/admissions" variant="accent">
              {HERO.applyLabel}
            </ButtonLink>
            <ButtonLink href="/about" variant="secondary">
              {HERO.learnMoreLabel}
              <span css={visuallyHidden}>{HERO.learnMoreHint}</span>
            </ButtonLink>
          </div>
        </div>
        <img src={schoolBuilding} width={640} height={400} alt={HERO.imageAlt} fetchPriority="high" />
      </div>
    </div>
  );
}
