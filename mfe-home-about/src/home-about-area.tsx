import { useAreaProps } from '@school/shared/area';
import { AboutPage } from './about/about-page';
import { AcademicsPage } from './academics/academics-page';
import { HomePage } from './home/home-page';

/** This area owns three routes; the shell passes the current one as `path`. */
export function HomeAboutArea() {
  const { path } = useAreaProps();
  if (path === '/about') return <AboutPage />;
  if (path === '/academics') return <AcademicsPage />;
  return <HomePage />;
}
