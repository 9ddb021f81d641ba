import { css, type Theme } from '@emotion/react';
import { AppLink } from '@school/shared/area';
import { SCHOOL } from '@school/shared/content';
import { containerStyle } from '@school/shared/ui';
import { useEffect, useId, useState } from 'react';
import { ROUTES } from '../routes';
import { Logo } from './logo';
import { prefetchProps } from './prefetch-props';

const headerStyle = (theme: Theme) => css`
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-block-size: 4rem;
  }
  .logo {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    color: ${theme.color.primary};
    font-weight: 700;
    text-decoration: none;
    min-block-size: ${theme.target.comfortable};
  }
  .menu-button {
    min-block-size: ${theme.target.comfortable};
    padding-inline: ${theme.space.md};
    border: 2px solid ${theme.color.primary};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${theme.space.md};
    display: grid;
    gap: ${theme.space.xs};
  }
  nav a {
    display: flex;
    align-items: center;
    min-block-size: ${theme.target.comfortable};
    padding-inline: ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 500;
  }
  nav a:hover {
    background: ${theme.color.surfaceAlt};
  }
  nav a[aria-current='page'] {
    color: ${theme.color.primary};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${theme.color.primary};
  }
  /* A closed menu is hidden on small screens; on large ones the links are always shown. */
  nav[data-open='false'] {
    display: none;
  }
  ${theme.mq.lg} {
    .menu-button {
      display: none;
    }
    .bar {
      flex-wrap: nowrap;
    }
    nav[data-open='false'] {
      display: block;
    }
    nav ul {
      display: flex;
      padding: 0;
      gap: 0;
    }
  }
`;

export function Header({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const navId = useId();

  useEffect(() => {
    setOpen(false);
  }, [path]);

  return (
    <header css={headerStyle}>
      <div css={containerStyle}>
        <div className="bar">
          {/* A plain link on purpose: the spec has the logo reload the page. */}
          <a className="logo" href="/">
            <Logo />
            <span>{SCHOOL.shortName}</span>
          </a>
          <button
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Close menu' : 'Menu'}
          </button>
        </div>
        <nav id={navId} aria-label="Main" data-open={open}>
          <ul>
            {ROUTES.map((route) => (
              <li key={route.path}>
                <AppLink
                  href={route.path}
                  aria-current={route.path === path ? 'page' : undefined}
                  {...prefetchProps(route.path)}
                >
                  {route.navLabel}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
