import { css, type Theme } from '@emotion/react';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { useId, useState } from 'react';
import { FEATURES, FEATURES_TITLE } from '../data/home';

const accordionStyle = (theme: Theme) => css`
  align-items: start;
  article {
    padding: 0;
  }
  h3 {
    margin: 0;
  }
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    inline-size: 100%;
    min-block-size: ${theme.target.comfortable};
    padding: ${theme.space.lg};
    border: none;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.primary};
    font: inherit;
    font-size: ${theme.font.size.lg};
    font-weight: 700;
    text-align: start;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.color.surfaceAlt};
  }
  .feature-title {
    flex: 1;
  }
  .chevron {
    flex: none;
    inline-size: 0.6rem;
    block-size: 0.6rem;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  button[aria-expanded='true'] .chevron {
    transform: rotate(-135deg);
  }
  .panel {
    padding: 0 ${theme.space.lg} ${theme.space.lg};
  }
  .panel p {
    margin: 0;
  }
`;

/**
 * The six features as an accordion (WAI-ARIA APG): each header is a button in a heading,
 * at most one panel is open, and activating the open one closes it.
 */
export function FeatureAccordion() {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <Section title={FEATURES_TITLE}>
      <div css={[gridStyle('18rem'), accordionStyle]}>
        {FEATURES.map((feature) => {
          const open = feature.id === openId;
          const buttonId = `${baseId}-${feature.id}-button`;
          const panelId = `${baseId}-${feature.id}-panel`;
          return (
            <Card key={feature.id}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : feature.id)}
                >
                  <span className="feature-title">{feature.title}</span>
                  <span className="chevron" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="panel" hidden={!open}>
                <p>{feature.description}</p>
              </div>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
