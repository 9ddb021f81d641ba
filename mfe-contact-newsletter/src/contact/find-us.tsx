import { css, type Theme } from '@emotion/react';
import { Section } from '@school/shared/ui';
import { useEffect, useState } from 'react';
import { ExternalLink } from '../components/external-link';
import { MAP } from '../data/contact-content';

const MAP_HEIGHT = 400;

const mapStyle = (theme: Theme) => css`
  iframe,
  .map-space {
    display: block;
    border: 0;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  .map-space {
    block-size: ${MAP_HEIGHT}px;
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

/**
 * 'Find Us': the embedded map (100% wide, 400 high, lazy loaded, docs/requirements.md#constants)
 * and the landmarks. The map is a third-party page of several hundred KB, and Chromium loads a
 * lazy iframe within a screen or two at once: it is embedded once the area's code runs, never in
 * the prerendered HTML, where a box of its size holds its place (nothing moves). So on a slow,
 * metered line it never competes with the page's own content.
 *
 * `landmarks`: the note under the map (MAP.landmarks). The editor's preview passes the entry's, and
 * `embedMap={false}`: the editor's policy lets no other site's frame in, so the box stays.
 */
export function FindUs({ landmarks, embedMap = true }: { landmarks: string; embedMap?: boolean }) {
  const [embedded, setEmbedded] = useState(false);
  useEffect(() => setEmbedded(embedMap), [embedMap]);
  return (
    <Section title="Find Us" tone="alt">
      <div css={mapStyle}>
        {embedded ? (
          <iframe
            src={MAP.embedUrl}
            title={MAP.title}
            width="100%"
            height={MAP_HEIGHT}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="map-space" />
        )}
        <p>{landmarks}</p>
        <p>
          <ExternalLink href={MAP.directionsUrl}>Open in Google Maps</ExternalLink>
        </p>
      </div>
    </Section>
  );
}
