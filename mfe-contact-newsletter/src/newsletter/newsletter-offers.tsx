import { css, type Theme } from '@emotion/react';
import { Card, Section, gridStyle } from '@school/shared/ui';
import type { NewsletterOffer } from '../data/schemas';

const offerStyle = (theme: Theme) => css`
  block-size: 100%;
  p {
    margin: 0;
  }
  .frequency {
    display: inline-block;
    margin-block-start: ${theme.space.md};
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.primary};
    font-weight: 600;
    font-size: ${theme.font.size.sm};
  }
`;

/** The newsletters (NEWSLETTER_OFFERS), one card each; the editor's preview passes the entry it edits. */
export function NewsletterOffers({ offers }: { offers: readonly NewsletterOffer[] }) {
  return (
    <Section title="Our Newsletters">
      <ul css={gridStyle('18rem')}>
        {offers.map((offer) => (
          <li key={offer.title}>
            <Card styles={offerStyle}>
              <h3>{offer.title}</h3>
              <p>{offer.description}</p>
              <p className="frequency">{offer.frequency}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
