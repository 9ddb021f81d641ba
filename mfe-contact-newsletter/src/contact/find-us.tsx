import { css, type Theme } from '@emotion/react';
import { Section } from '@school/shared/ui';
import { ExternalLink } from '../components/external-link';
import { MAP } from '../data/contact-content';

const mapStyle = (theme: Theme) => css`
  iframe {
    display: block;
    border: 0;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  p {
    margin-block: ${theme.space.md} 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${theme.target.comfortable};
  }
`;

/** 'Find Us': the embedded map (100% wide, 400 high, lazy loaded, docs/requirements.md#constants) and the landmarks. */
export function FindUs() {
  return (
    <Section title="Find Us" tone="alt">
      <div css={mapStyle}>
        <iframe
          src={MAP.embedUrl}
          title={MAP.title}
          width="100%"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <p>{MAP.landmarks}</p>
        <p>
          <ExternalLink href={MAP.directionsUrl}>Open in Google Maps</ExternalLink>
        </p>
      </div>
    </Section>
  );
}
