// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see remoteConfig).
import { renderFragments } from '@school/shared/prerender';
import { HomeAboutArea, loadPage } from './home-about-area';

export const render = (build: string) =>
  renderFragments(
    { area: 'home-about', Root: HomeAboutArea, paths: ['/', '/about', '/academics'], prepare: loadPage },
    build,
  );
