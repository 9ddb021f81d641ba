// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { AdmissionsPage } from './admissions-page';

export const render = (build: string) =>
  renderFragments({ area: 'admissions', Root: AdmissionsPage, paths: ['/admissions'] }, build);
