// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { tabsWithoutCode } from './components/tabs-without-code';
import { TAB_ANCHORS } from './lib/tab-param';
import { NewsEventsPage } from './news-events-page';

export const render = (build: string) =>
  renderFragments(
    {
      area: 'news',
      Root: NewsEventsPage,
      paths: ['/news-events'],
      stylesWithoutCode: tabsWithoutCode(Object.values(TAB_ANCHORS)),
    },
    build,
  );
