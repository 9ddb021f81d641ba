// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { HomeAboutArea, loadPage, PAGES } from './home-about-area';

export const render = (build: string) =>
  renderFragments(
    { area: 'home-about', Root: HomeAboutArea, paths: PAGES.map(({ path }) => path), prepare: loadPage },
    build,
  );
