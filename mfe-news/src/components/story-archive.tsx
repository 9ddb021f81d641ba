import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { ButtonLink, PageHeader, containerStyle } from '@school/shared/ui';
import { formatDate } from '../lib/dates';
import { metaStyle } from './card-style';
import { storyPath } from './story';
import { ownPageStyle } from './story-page';

/**
 * How many stories Latest News shows, newest first (the spec's four). The page's HTML then stays
 * within a phone's first round trip however many stories the school posts; the rest are on the
 * page of every story, below.
 */
export const LATEST_NEWS_SHOWN = 4;

/** The page of every story, a page of its own (no code) where each story's page lives under it. */
export const ARCHIVE_PATH = '/news-events/stories';
export const ARCHIVE_TITLE = 'All stories';
export const ARCHIVE_LEAD = 'Every story from the school, newest first.';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space.xs};
  }
  a {
    font-weight: 600;
  }
`;

/** Below Latest News when it does not show every story: the way to the others. */
export function AllStoriesLink({ stories }: { stories: readonly NewsItem[] }) {
  if (stories.length <= LATEST_NEWS_SHOWN) return null;
  return (
    <p css={(theme: Theme) => ({ margin: `${theme.space.lg} 0 0` })}>
      <ButtonLink variant="secondary" href={ARCHIVE_PATH}>
        {ARCHIVE_TITLE} ({stories.length})
      </ButtonLink>
    </p>
  );
}

/** Every story, newest first: its title, a link to its page of its own, its date and category. */
export function StoryArchive({ stories }: { stories: readonly NewsItem[] }) {
  return (
    <>
      <PageHeader title={ARCHIVE_TITLE} lead={ARCHIVE_LEAD} />
      <div css={[containerStyle, ownPageStyle]}>
        <ol css={listStyle}>
          {stories.map((story) => (
            <li key={story.id}>
              <a href={storyPath(story)}>{story.title}</a>
              <span css={metaStyle}>
                {story.category} · <time dateTime={story.date}>{formatDate(story.date)}</time>
              </span>
            </li>
          ))}
        </ol>
        <ButtonLink variant="secondary" href="/news-events">
          Back to News &amp; Events
        </ButtonLink>
      </div>
    </>
  );
}
