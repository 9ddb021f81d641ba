/**
 * What every preview of the school's own components needs: Decap draws a preview in an iframe,
 * so Emotion writes their styles into that frame's <head> (a cache of its own), with the site's
 * theme and global styles, as a parent's page has them, drawn as the code draws a page (its
 * buttons, not the links of the HTML without code).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CodeRunsContext } from '@school/shared/area';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { Component, useMemo, type ReactNode } from 'react';
import type { PreviewProps } from './types';

/** One Emotion cache per frame document: the styles go where the preview is. */
const caches = new WeakMap<Document, ReturnType<typeof createCache>>();

function cacheFor(document: Document) {
  let cache = caches.get(document);
  if (!cache) {
    cache = createCache({ key: 'preview', container: document.head });
    caches.set(document, cache);
  }
  return cache;
}

/** A half-written entry (no date yet) must not take the editor down: it says what is missing. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error)
      return <p role="alert">The preview will show once the entry is complete ({this.state.error.message}).</p>;
    return this.props.children;
  }
}

export function PreviewFrame({ document, children }: { document?: Document; children: ReactNode }) {
  const target = document ?? globalThis.document;
  const cache = useMemo(() => cacheFor(target), [target]);
  return (
    <CacheProvider value={cache}>
      <CodeRunsContext.Provider value>
        <SchoolThemeProvider>
          <GlobalStyles />
          <PreviewBoundary>{children}</PreviewBoundary>
        </SchoolThemeProvider>
      </CodeRunsContext.Provider>
    </CacheProvider>
  );
}

/**
 * A preview template (what main.tsx registers with Decap): `Checked` drawn in the frame, so that an
 * entry it cannot draw yet is said there (PreviewBoundary) instead of taking the editor down.
 */
export function previewOf(Checked: (props: Pick<PreviewProps, 'entry'>) => ReactNode) {
  return function Preview({ entry, document }: PreviewProps) {
    return (
      <PreviewFrame document={document}>
        <Checked entry={entry} />
      </PreviewFrame>
    );
  };
}
