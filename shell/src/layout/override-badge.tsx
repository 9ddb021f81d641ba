import { css, type Theme } from '@emotion/react';
import { Button } from '@school/shared/ui';
import type { RemoteMap } from '../config/load-config';
import { OVERRIDES_KEY } from '../federation/remote-overrides';

const badgeStyle = (theme: Theme) => css`
  position: fixed;
  inset-inline-start: ${theme.space.sm};
  inset-block-end: ${theme.space.sm};
  z-index: 20;
  max-inline-size: min(28rem, calc(100vw - 2 * ${theme.space.sm}));
  padding: ${theme.space.sm};
  display: grid;
  gap: ${theme.space.xs};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  border: 2px solid ${theme.color.onAccent};
  border-radius: 0.5rem;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

/**
 * Shown while a developer's remote override is in force (remote-overrides.ts; app.tsx renders it
 * only then), so that nobody mistakes what they see for the environment's own site.
 */
export function OverrideBadge({ active }: { active: RemoteMap }) {
  return (
    <aside aria-label="Remote override" css={badgeStyle}>
      <strong>Remote override active</strong>
      <ul>
        {Object.entries(active).map(([name, url]) => (
          <li key={name}>
            <code>{name}</code> from {url}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => {
          localStorage.removeItem(OVERRIDES_KEY);
          window.location.reload();
        }}
      >
        End override
      </Button>
    </aside>
  );
}
