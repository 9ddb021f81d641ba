import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { GlobalStyles } from '@school/shared/theme';
import { renderToString } from 'react-dom/server';

/**
 * The document's base styles (font, colours, box sizing) as <style> tags for the HTML's head, so
 * a prerendered fragment is laid out right before any code runs. The shell's <GlobalStyles> takes
 * the same tags over (Emotion finds them by their data-emotion name) instead of adding its own.
 */
export function globalStylesHtml(): string {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
    </CacheProvider>,
  );
  return constructStyleTagsFromChunks(extractCriticalToChunks(html));
}
