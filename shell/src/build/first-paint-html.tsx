import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { renderToString } from 'react-dom/server';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { PageRegionStyles } from '../layout/page-regions';
import { SkipLink } from '../layout/skip-link';
import { BeforeCodeStyles } from './before-code-styles';

/**
 * The shell's own first paint, rendered at build for a route: the skip link and the header as
 * HTML for #root, the footer for #site-footer, and the styles they and the document need (the
 * base styles: font, colours, box sizing; the page regions' layout) as <style> tags for the head.
 * So the page, and the fragment below the header, are laid out right before any code runs, and a
 * page read without code (data saver, a failed load) is whole. The shell's code hydrates the same
 * markup (main.tsx); its Emotion cache takes the style tags over (it finds them by their
 * data-emotion names) instead of adding its own.
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
  return { head: constructStyleTagsFromChunks(extractCriticalToChunks(root + footer)), root, footer };
}
