import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { layoutStyles } from '../layout/layout-styles';
import { beforeCodeStyles } from './before-code-styles';

const STYLE_KEY = 'css';

/**
 * The shell's own first paint, rendered at build for a page: the skip link and the header (with
 * `path`'s link current) for #root, the footer for #site-footer, `content` (a page's own, if it
 * has any) for <main> and their styles for the head, so that the page is laid out before any code
 * runs, and whole without it (data saver, a failed load); the code hydrates the header and footer.
 *
 * The Globals (base styles, before the code, the layout's) are one plain stylesheet
 * that no component renders on the client: Emotion moves every tag it takes over, and moving a
 * stylesheet restyles the page (as Emotion's, these were moved twice as the code started). The
 * other styles (the container, the footer's button, the content's) are one Emotion tag, which the
 * code's cache takes over by its data-emotion names.
 */
export function firstPaintHtml(path: string, content?: ReactNode) {
  const cache = createCache({ key: STYLE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const [root = '', footer = '', main = ''] = [
    <>
      <GlobalStyles />
      <Global styles={[beforeCodeStyles, layoutStyles]} />
      <Header path={path} />
    </>,
    <Footer />,
    content,
  ].map((node) =>
    renderToString(
      <CacheProvider value={cache}>
        <SchoolThemeProvider>{node}</SchoolThemeProvider>
      </CacheProvider>,
    ),
  );
  const { styles } = extractCriticalToChunks(root + footer + main);
  // Each Global is a chunk of its own; the other styles are one chunk, keyed STYLE_KEY.
  const globals = styles.filter((chunk) => chunk.key !== STYLE_KEY);
  const others = styles.filter((chunk) => chunk.key === STYLE_KEY);
  const head = `<style>${globals.map((chunk) => chunk.css).join('')}</style>`;
  return { head: head + constructStyleTagsFromChunks({ html: '', styles: others }), root, footer, main };
}
