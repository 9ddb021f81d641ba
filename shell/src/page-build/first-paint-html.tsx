import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { renderToString } from 'react-dom/server';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { LayoutStyles } from '../layout/layout-styles';
import { PageRegionStyles } from '../layout/page-regions';
import { SkipLink } from '../layout/skip-link';
import { BeforeCodeStyles } from './before-code-styles';

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
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const root = renderToString(
    <CacheProvider value={cache}>
      <SchoolThemeProvider>
        <GlobalStyles />
        <PageRegionStyles />
        <BeforeCodeStyles />
        <LayoutStyles />
        <SkipLink />
        <Header path={path} />
      </SchoolThemeProvider>
    </CacheProvider>,
  );
  const footer = renderToString(
    <CacheProvider value={cache}>
      <SchoolThemeProvider>
        <Footer />
      </SchoolThemeProvider>
    </CacheProvider>,
  );
  const { html, styles } = extractCriticalToChunks(root + footer);
  const isDocumentStyle = (chunk: { key: string }) => chunk.key === `${cache.key}-global`;
  const documentStyles = `<style>${styles
    .filter(isDocumentStyle)
    .map((chunk) => chunk.css)
    .join('')}</style>`;
  const componentStyles = constructStyleTagsFromChunks({
    html,
    styles: styles.filter((chunk) => !isDocumentStyle(chunk)),
  });
  return { head: documentStyles + componentStyles, root, footer };
}
