/**
 * The site's pages that carry no code at all: offline.html, the forms' result pages and the
 * template of the remotes' pages of their own. Each is the shell's page (page-html.ts) with its own
 * head, the layout (the header, whose Menu needs no code, and the footer) and in <main> content
 * rendered here at build, with that content's styles in <head> as <style> blocks (the CSP allows
 * them by their hashes; no style attributes), or the slot a deploy writes a remote's fragment into.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css, type Theme } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { fragmentSlotHtml } from '@school/shared/page-composition';
import { SchoolThemeProvider } from '@school/shared/theme';
import { containerStyle } from '@school/shared/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageHead } from '../routing/page-head';
import { pageHtml } from './page-html';

const pageStyle = (theme: Theme) => css`
  padding-block: ${theme.space.xl} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  h1,
  h2,
  p {
    margin: 0;
  }
`;

/** `content` rendered as the page's content, with its styles. */
function renderContent(content: ReactNode): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <SchoolThemeProvider>
        <div css={[containerStyle, pageStyle]}>{content}</div>
      </SchoolThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/**
 * A page with no code: the shell's `template` (pageTemplate's) with `head`, the header with
 * `current`'s link current, and `content` in <main>.
 */
export function plainPageHtml(
  template: string,
  siteUrl: string,
  { head, current }: { head: PageHead; current: string },
  content: ReactNode,
): string {
  const { html, styles } = renderContent(content);
  return pageHtml(template, siteUrl, { head, current, main: html, styles, code: false });
}

/**
 * The template of the remotes' pages of their own: no code, the header with no link current, the
 * head written with the page tokens (build-contract.js) and in <main> an empty slot, whose remote,
 * path and content each deploy writes (scripts/release/compose.mjs).
 */
export function ownPageTemplateHtml(template: string, siteUrl: string, head: PageHead): string {
  return pageHtml(template, siteUrl, { head, current: '', main: fragmentSlotHtml('', ''), code: false });
}
