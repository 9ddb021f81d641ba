/**
 * The site's pages that carry no code at all: offline.html, the forms' result pages and the
 * template of the remotes' pages of their own. Each is the built index.html with its own head, the
 * layout (the header, whose Menu needs no code, and the footer) and in <main> content rendered
 * here at build, with that content's styles in <head> as <style> blocks (the CSP allows them by
 * their hashes; no style attributes), or the slot a deploy writes a remote's fragment into.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css, type Theme } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { SchoolThemeProvider } from '@school/shared/theme';
import { containerStyle } from '@school/shared/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { EMPTY_SLOT } from '@school/shared/page-composition';
import { ownPageSlotHtml } from '@school/shared/own-pages';
import { firstPaintHtml } from './first-paint-html';
import { EARLY_SCRIPT, FIRST_PAINT } from './page-marks';

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
 * `page` (the built index.html with this page's head) as a page of its own for `path`: no code,
 * the header with no link current, and `content` in <main>.
 */
export function plainPageHtml(page: string, path: string, content: ReactNode): string {
  const { html, styles } = renderContent(content);
  return withoutCode(page, path, html).replace('</head>', () => `  ${styles}\n  </head>`);
}

/**
 * The template of the remotes' pages of their own (@school/shared/own-pages): `page` (the built
 * index.html with their head, written with the template's tokens) with no code, the header with
 * no link current, and in <main> the slot, naming the page's fragment by tokens, that each deploy
 * fills (ownPageHtml).
 */
export function ownPageTemplateHtml(page: string): string {
  return withoutCode(page, '', ownPageSlotHtml());
}

function withoutCode(page: string, path: string, main: string): string {
  if (!EARLY_SCRIPT.test(page) || !FIRST_PAINT.test(page) || !EMPTY_SLOT.test(page)) {
    throw new Error('index.html must have the first paint, the slot and the early script to make a page with no code');
  }
  const paint = `<!-- first-paint -->${firstPaintHtml(path).root}<!-- /first-paint -->`;
  return page
    .replace(EARLY_SCRIPT, '')
    .replace(FIRST_PAINT, () => paint)
    .replace(EMPTY_SLOT, () => main);
}
