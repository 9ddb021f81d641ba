import { useAreaProps } from '@school/shared/area';
import { Spinner } from '@school/shared/ui';
import { Suspense } from 'react';
import { loadablePage } from './common/loadable-page';
import { content as homeContent, HomePage } from './home/home-page';

// About (with its Arabic font) and Academics load only when visited.
const about = loadablePage(
  () => import('./about/about-page'),
  (module) => module.AboutPage,
);
const academics = loadablePage(
  () => import('./academics/academics-page'),
  (module) => module.AcademicsPage,
);

export const PAGE_LOADING_LABEL = 'Loading the page';

/** Loads the code of the page at `path`: the area does so before it first renders (createArea's prepare). */
export function loadPage(path: string): Promise<unknown> {
  if (path === '/about') return about.load();
  if (path === '/academics') return academics.load();
  return homeContent.load();
}

/** This area owns three routes; the shell passes the current one as `path`. */
export function HomeAboutArea() {
  const { path } = useAreaProps();
  const page = path === '/about' ? <about.Page /> : path === '/academics' ? <academics.Page /> : <HomePage />;
  return <Suspense fallback={<Spinner label={PAGE_LOADING_LABEL} size="lg" />}>{page}</Suspense>;
}
