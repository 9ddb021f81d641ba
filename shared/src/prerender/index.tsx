/**
 * Build-time only (Node): renders an area's pages to HTML fragments with React's static
 * renderer and Emotion's advanced SSR path. A remote's `src/prerender.tsx` calls it; the
 * `prerenderFragments` Vite plugin (@school/shared/vite) writes the results into dist/fragments/.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { OWN_PAGE_PATH, ownPageFragmentFile, PAGES_LIST } from '../own-pages.js';
import { fragmentFile } from '../site-layout.js';
import { AreaRoot, areaIdPrefix, FRAGMENT_ROOT_ATTR, fragmentOpenTag, type AreaName, type AuthStore } from '../area';

const SIGNED_OUT: AuthStore = {
  subscribe: () => () => {},
  getSnapshot: () => ({ status: 'signedOut', user: null, role: '' }),
};

const BUILD_CONFIG = { firebase: null, emulators: {} };

export interface AreaPages {
  area: AreaName;
  Root: () => ReactNode;
  /** The routes the area owns, each rendered in its initial state for a signed-out visitor. */
  paths: readonly string[];
  /** The same as createArea's: loads a page's code first, so nothing suspends. */
  prepare?: (path: string) => Promise<unknown>;
  /**
   * CSS that matters only before and without the area's code (a control the platform works until
   * the code takes it over): written into the fragment as a plain <style>, outside the element the
   * code hydrates, and so never part of the area's code.
   */
  stylesWithoutCode?: string;
  /**
   * Pages of their own under the area's routes (shared/src/own-pages.js), each rendered with its
   * own Root: what a route's dialog shows with the code, as a page that needs none.
   */
  ownPages?: readonly { path: string; title: string; description: string; Root: () => ReactNode }[];
}

/** A file the prerender writes into the remote's build: a fragment, or the list of its pages of their own. */
export interface Fragment {
  /** The page it is the content of (null for the list). */
  path: string | null;
  /** Where it goes in the remote's build output, relative to mf-manifest.json. */
  file: string;
  /** The fragment's HTML (the list's JSON). */
  html: string;
}

const LEADING_HINTS = /^(?:<link [^>]*>)+/;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** One route's fragment: the area's markup after every Suspense boundary has resolved, and its styles. */
export async function renderFragment(
  { area, Root, prepare, stylesWithoutCode }: AreaPages,
  path: string,
  build: string,
): Promise<string> {
  await prepare?.(path);
  // Emotion's default key: the browser's cache (the page's one @emotion/react) names classes alike.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerender(
    <AreaRoot
      area={area}
      Root={Root}
      cache={cache}
      staticLocation={path}
      path={path}
      config={BUILD_CONFIG}
      auth={SIGNED_OUT}
    />,
    // One piece: no boundary is sent apart from its place in the markup.
    { identifierPrefix: areaIdPrefix(area), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await readAll(prelude);
  // React puts image preload hints first; they go beside the styles, outside the hydrated element.
  const hints = rendered.match(LEADING_HINTS)?.[0] ?? '';
  const markup = rendered.slice(hints.length);
  const styles =
    constructStyleTagsFromChunks(extractCriticalToChunks(markup)) +
    (stylesWithoutCode ? `<style>${stylesWithoutCode}</style>` : '');
  // No whitespace between the tags: the root's content must be exactly what React rendered.
  return `${fragmentOpenTag({ area, build, path })}${styles}${hints}<div ${FRAGMENT_ROOT_ATTR}>${markup}</div></div>`;
}

/** Each route's fragment, then each page of its own's and their list (none without pages of their own). */
export async function renderFragments(pages: AreaPages, build: string): Promise<Fragment[]> {
  const fragments: Fragment[] = [];
  for (const path of pages.paths)
    fragments.push({ path, file: fragmentFile(path), html: await renderFragment(pages, path, build) });
  const ownPages = pages.ownPages ?? [];
  for (const { path, Root } of ownPages) {
    const owner = pages.paths.find((route) => path.startsWith(`${route}/`));
    if (!OWN_PAGE_PATH.test(path) || !owner) {
      throw new Error(`${path}: a page of its own needs a path of words under one of ${pages.paths.join(', ')}`);
    }
    // Only the route's page holds code: no styles kept for before the code.
    const html = await renderFragment({ ...pages, Root, stylesWithoutCode: undefined }, path, build);
    fragments.push({ path, file: ownPageFragmentFile(path), html });
  }
  if (ownPages.length) {
    const list = ownPages.map(({ path, title, description }) => ({ path, title, description }));
    fragments.push({ path: null, file: PAGES_LIST, html: `${JSON.stringify(list, null, 2)}\n` });
  }
  return fragments;
}
