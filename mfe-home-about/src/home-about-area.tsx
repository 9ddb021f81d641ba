import { Spinner } from '@school/shared/ui';
import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { loadablePage } from './common/loadable-page';

/** This area's routes. Each page loads only when visited (About with its Arabic font). */
export const PAGES = [
  {
    path: '/',
    page: loadablePage(
      () => import('./home/home-page'),
      (module) => module.HomePage,
    ),
  },
  {
    path: '/about',
    page: loadablePage(
      () => import('./about/about-page'),
      (module) => module.AboutPage,
    ),
  },
  {
    path: '/academics',
    page: loadablePage(
      () => import('./academics/academics-page'),
      (module) => module.AcademicsPage,
    ),
  },
] as const;

export const PAGE_LOADING_LABEL = 'Loading the page';

/** Loads the code of the page at `path`: the area does so before it first renders (createArea's prepare). */
export function loadPage(path: string): Promise<unknown> {
  return PAGES.find((entry) => matchPath(entry.path, path))?.page.load() ?? Promise.resolve();
}

/** Routes among this area's pages; on another area's path it renders nothing until the shell unmounts it. */
export function HomeAboutArea() {
  return (
    <Suspense fallback={<Spinner label={PAGE_LOADING_LABEL} size="lg" />}>
      <Routes>
        {PAGES.map(({ path, page }) => (
          <Route key={path} path={path} caseSensitive element={<page.Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
