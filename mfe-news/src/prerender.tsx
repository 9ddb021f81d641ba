// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { renderFragments } from '@school/shared/prerender';
import { storyPath } from './components/story';
import { ARCHIVE_LEAD, ARCHIVE_PATH, ARCHIVE_TITLE, StoryArchive } from './components/story-archive';
import { StoryPage } from './components/story-page';
import { tabsWithoutCode } from './components/tabs-without-code';
import { NEWS } from './data';
import { feedFiles } from './lib/feed-files';
import { TAB_ANCHORS } from './lib/tab-param';
import { NewsEventsPage } from './news-events-page';

// Beside the pages: the school calendar and the news feed, from the same content (lib/feed-files.ts).
export const render = async (build: string) => [
  ...(await renderFragments(
    {
      area: 'news',
      Root: NewsEventsPage,
      paths: ['/news-events'],
      stylesWithoutCode: tabsWithoutCode(Object.values(TAB_ANCHORS)),
      // Each story's page of its own ("Read more" leads there with no code), and the page of them all.
      ownPages: [
        ...NEWS.map((story) => ({
          path: storyPath(story),
          title: story.title,
          description: story.excerpt,
          Root: () => <StoryPage story={story} />,
        })),
        {
          path: ARCHIVE_PATH,
          title: ARCHIVE_TITLE,
          description: ARCHIVE_LEAD,
          Root: () => <StoryArchive stories={NEWS} />,
        },
      ],
    },
    build,
  )),
  ...feedFiles(),
];
