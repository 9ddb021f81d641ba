import { css, type Theme } from '@emotion/react';
import { SAVED_NOTICE_ID } from '../offline/saved-copy';
import { MAIN_ID } from './page-regions';

/**
 * The styles of the page's regions, header.tsx (with its skip link) and footer.tsx, in the first
 * paint's document stylesheet (page-build/first-paint-html.tsx): no code carries them. <main> keeps
 * the footer below the fold while a page loads, so its content shifts nothing; loading indicators
 * lie over its top.
 *
 * On a phone the navigation is a panel under the bar. Where popovers exist, the Menu button opens
 * it as one (the platform opens and light-dismisses it, with no script), showing the label of its
 * state. Where they are missing, the Menu is a link to the navigation, shown by :target, with a
 * Close menu link in it; with the code, the button is back and toggles the panel
 * (data-menu-toggle). That way is the base, for an engine knowing neither popovers nor @supports
 * selector(). On large screens the links are always shown, in the bar's flow.
 */
export const layoutStyles = (theme: Theme) => css`
  #${MAIN_ID} {
    position: relative;
    min-block-size: 100dvh;
  }
  #${MAIN_ID}:focus {
    outline: none;
  }
  /* The notice the service worker puts above <main> on a copy saved on the phone (saved-copy.ts). */
  #${SAVED_NOTICE_ID} {
    margin: 0;
    padding: 8px 16px;
    background: #fff4d6;
    color: #4a3500;
    border-block-end: 1px solid #d9b44a;
    font-size: 0.9375rem;
    text-align: center;
  }
  .site-header {
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
    .menu-button,
    .menu-link {
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
    .menu-link {
      align-items: center;
      text-decoration: none;
    }
    .menu-button .when-open,
    .menu-button[aria-expanded='true'] .when-closed {
      display: none;
    }
    .menu-button[aria-expanded='true'] .when-open {
      display: inline;
    }
    /* The platform's box for a popover, undone: the panel's and the bar's are set below. */
    nav {
      margin: 0;
      inline-size: auto;
      border: 0;
      color: ${theme.color.text};
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
    .menu-close {
      margin-block-end: ${theme.space.md};
    }
    nav a[aria-current='page'] {
      color: ${theme.color.primary};
      font-weight: 700;
      box-shadow: inset 0 -3px 0 ${theme.color.primary};
    }
    ${theme.mq.belowLg} {
      .menu-button {
        display: none;
      }
      .menu-link {
        display: inline-flex;
      }
      nav {
        display: none;
        position: fixed;
        inset: calc(4rem + 1px) 0 auto;
        max-block-size: calc(100dvh - 4rem - 1px);
        overflow: auto;
        padding: 0 ${theme.space.md};
        border-block-end: 1px solid ${theme.color.border};
        background: ${theme.color.surface};
        box-shadow: ${theme.shadow.card};
      }
      nav:target,
      nav[data-open] {
        display: block;
      }
      &[data-menu-toggle] .menu-button {
        display: inline-block;
      }
      &[data-menu-toggle] .menu-link,
      &[data-menu-toggle] .menu-close,
      &[data-menu-toggle] nav:not([data-open]) {
        display: none;
      }
      @supports selector(:popover-open) {
        .menu-button {
          display: inline-block;
        }
        .menu-link,
        .menu-close {
          display: none;
        }
        nav:popover-open {
          display: block;
        }
        nav:target:not(:popover-open) {
          display: none;
        }
        &:has(nav:popover-open) .menu-button .when-closed {
          display: none;
        }
        &:has(nav:popover-open) .menu-button .when-open {
          display: inline;
        }
      }
    }
    ${theme.mq.lg} {
      .menu-button,
      .menu-link,
      .menu-close {
        display: none;
      }
      nav[popover] {
        display: block;
        position: static;
        overflow: visible;
        padding: 0;
        background: transparent;
      }
      nav ul {
        display: flex;
        padding: 0;
        gap: 0;
      }
    }
  }
  .skip-link {
    position: absolute;
    inset-inline-start: ${theme.space.sm};
    inset-block-start: -10rem;
    z-index: 100;
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    border-radius: ${theme.radius.sm};
    &:focus {
      inset-block-start: ${theme.space.sm};
    }
  }
  .site-footer {
    background: ${theme.color.footer};
    color: ${theme.color.onFooter};
    padding-block: ${theme.space.xl} ${theme.space.lg};
    margin-block-start: ${theme.space.xl};
    address a,
    li a {
      color: ${theme.color.onFooter};
    }
    h2 {
      font-size: ${theme.font.size.lg};
      color: ${theme.color.accent};
      margin-block: 0 ${theme.space.sm};
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li a {
      display: inline-flex;
      align-items: center;
      min-block-size: ${theme.target.comfortable};
    }
    address {
      font-style: normal;
    }
    .legal {
      border-block-start: 1px solid rgb(232 240 235 / 0.2);
      margin-block-start: ${theme.space.lg};
      padding-block-start: ${theme.space.md};
      font-size: ${theme.font.size.sm};
    }
  }
`;
