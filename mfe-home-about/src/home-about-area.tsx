import { useAreaProps } from '@school/shared/area';
import { Spinner } from '@school/shared/ui';
import { lazy, Suspense } from 'react';
import { HomePage } from './home/home-page';

// About (with its Arabic font) and Academics load only when visited.
const AboutPage = lazy(() => import('./about/about-page').then((module) => ({ default: module.AboutPage })));
const AcademicsPage = lazy(() =>
  import('./academics/academics-page').then((module) => ({ default: module.AcademicsPage })),
);

export const PAGE_LOADING_LABEL = 'Loading the page';

/** This area owns three routes; the shell passes the current one as `path`. */
export function HomeAboutArea() {
  const { path } = useAreaProps();
  const page = path === '/about' ? <AboutPage /> : path === '/academics' ? <AcademicsPage /> : <HomePage />;
  return <Suspense fallback={<Spinner label={PAGE_LOADING_LABEL} size="lg" />}>{page}</Suspense>;
}
