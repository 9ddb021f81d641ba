import { css, type Theme } from '@emotion/react';
import { hasExclusiveDetails } from '@school/shared/platform';
import { Card, Section, gridStyle } from '@school/shared/ui';
import type { SyntheticEvent } from 'react';
import { FEATURES_TITLE } from '../data/home';
import type { Feature } from '../data/schemas';

const accordionStyle = (theme: Theme) => css`
  align-items: start;
  article {
    padding: 0;
  }
  h3 {
    flex: 1;
    margin: 0;
    font-size: inherit;
  }
  summary {
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
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover {
    background: ${theme.color.surfaceAlt};
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
  details[open] .chevron {
    transform: rotate(-135deg);
  }
  .panel {
    padding: 0 ${theme.space.lg} ${theme.space.lg};
  }
  .panel p {
    margin: 0;
  }
`;

/** The group of the features' disclosures: the platform keeps at most one of them open. */
export const FEATURES_GROUP = 'home-features';

/** Where the platform lacks `<details name>` (Safari before 17.2), the code keeps one feature open. */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open || hasExclusiveDetails()) return;
  for (const other of opened.ownerDocument.querySelectorAll<HTMLDetailsElement>(`details[name="${FEATURES_GROUP}"]`)) {
    if (other !== opened) other.open = false;
  }
}

/**
 * The six features as an exclusive accordion of the platform's own disclosures (`<details>`
 * sharing a name): at most one is open, activating the open one closes it, and it works with no
 * code at all (an older engine without the group opens several until the code runs). Each summary
 * holds the feature's heading. `features`: FEATURES, or the editor's entry's.
 */
export function FeatureAccordion({ features }: { features: readonly Feature[] }) {
  return (
    <Section title={FEATURES_TITLE}>
      <div css={[gridStyle('18rem'), accordionStyle]}>
        {features.map((feature) => (
          <Card key={feature.id}>
            <details name={FEATURES_GROUP} onToggle={closeTheOthers}>
              <summary>
                <h3>{feature.title}</h3>
                <span className="chevron" aria-hidden="true" />
              </summary>
              <div className="panel">
                <p>{feature.description}</p>
              </div>
            </details>
          </Card>
        ))}
      </div>
    </Section>
  );
}
