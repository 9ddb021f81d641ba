import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { layoutStyles } from '../layout/layout-styles';
import { pageRegionStyles } from '../layout/page-regions';
import { SkipLink } from '../layout/skip-link';
import { beforeCodeStyles } from './before-code-styles';

const STYLE_KEY = 'css';

/** Renders each node in the school's theme through one Emotion cache: their HTML, and the styles they use. */
export function renderStyled(...nodes: ReactNode[]) {
  const cache = createCache({ key: STYLE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = nodes.map((node) =>
    renderToString(
      <CacheProvider value={cache}>
        <SchoolThemeProvider>{node}</SchoolThemeProvider>
      </CacheProvider>,
    ),
  );
  const { styles } = extractCriticalToChunks(html.join(''));
  const styleTags = (chunks: typeof styles) => constructStyleTagsFromChunks({ html: '', styles: chunks });
  return { html, styles, styleTags };
}

/**
 * The shell's own first paint, rendered at build for a route: the skip link and the header as
 * HTML for #root, the footer for #site-footer, and the styles they and the document need as
 * <style> tags for the head. So the page, and the fragment below the header, are laid out right
 * before any code runs, and a page read without code (data saver, a failed load) is whole. The
 * shell's code hydrates the same markup (main.tsx).
 *
 * The document's own styles (base styles: font, colours, box sizing; the page regions' layout;
 * the styles before the code; the header's, footer's and skip link's) are one plain stylesheet that
 * stays for the page's life: no component renders them on the client. The other styles of the
 * first paint (the layout's container, the footer's button) are Emotion's tags,
 * which the code's Emotion cache takes over (it finds them by their data-emotion names). Emotion
 * moves every tag it takes over, and moving a stylesheet restyles the page: as Emotion's, the
 * document's three tags were moved twice as the code started (its cache's start, then the
 * hydration of each Global), for rules that never change.
 */
export function firstPaintHtml(path: string): { head: string; root: string; footer: string } {
  const {
    html: [root = '', footer = ''],
    styles,
    styleTags,
  } = renderStyled(
    <>
      <GlobalStyles />
      <Global styles={[pageRegionStyles, beforeCodeStyles, layoutStyles]} />
      <SkipLink />
      <Header path={path} />
    </>,
    <Footer />,
  );
  const isDocumentStyle = (chunk: { key: string }) => chunk.key === `${STYLE_KEY}-global`;
  const documentStyles = `<style>${styles
    .filter(isDocumentStyle)
    .map((chunk) => chunk.css)
    .join('')}</style>`;
  return { head: documentStyles + styleTags(styles.filter((chunk) => !isDocumentStyle(chunk))), root, footer };
}
