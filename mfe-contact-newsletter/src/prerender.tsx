// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { ContactNewsletterArea, PAGES } from './contact-newsletter-area';

export const render = (build: string) =>
  renderFragments(
    { area: 'contact-newsletter', Root: ContactNewsletterArea, paths: PAGES.map(({ path }) => path) },
    build,
  );
