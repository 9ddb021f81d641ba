import { useAreaProps } from '@school/shared/area';
import { Spinner } from '@school/shared/ui';
import { Suspense } from 'react';
import { loadablePage } from './common/loadable-page';

// Each page loads only when visited (About with its Arabic font).
const home = loadablePage(
  () => import('./home/home-page'),
  (module) => module.HomePage,
);
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
  return home.load();
}

/** This area owns three routes; the shell passes the current one as `path`. */
export function HomeAboutArea() {
  const { path } = useAreaProps();
  const page = path === '/about' ? <about.Page /> : path === '/academics' ? <academics.Page /> : <home.Page />;
  return <Suspense fallback={<Spinner label={PAGE_LOADING_LABEL} size="lg" />}>{page}</Suspense>;
}
