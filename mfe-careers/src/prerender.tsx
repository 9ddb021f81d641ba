// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { CareersPage } from './careers-page';

export const render = (build: string) =>
  renderFragments({ area: 'careers', Root: CareersPage, paths: ['/jobs'] }, build);
