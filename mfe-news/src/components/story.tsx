import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { Dialog, showModalOnRender } from '@school/shared/ui';
import { formatDate } from '../lib/dates';
import { metaStyle } from './card-style';

/** A story's page of its own (@school/shared/own-pages): where "Read more" leads with no code. */
export const storyPath = (story: NewsItem) => `/news-events/stories/${story.id}`;

const storyStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
  }
`;

/** The whole story: its category and date, then its paragraphs. */
export function StoryText({ story }: { story: NewsItem }) {
  return (
    <div css={storyStyle}>
      <p css={metaStyle}>
        <span>{story.category}</span> · <time dateTime={story.date}>{formatDate(story.date)}</time>
      </p>
      {story.content.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The story in a dialog, as "Read more" opens it with the code; `onClose` when it closes. */
export function StoryDialog({ story, onClose }: { story: NewsItem; onClose: () => void }) {
  return (
    <Dialog id="story" ref={showModalOnRender} title={story.title} onClose={onClose}>
      <StoryText story={story} />
    </Dialog>
  );
}
