import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { Button, Dialog, dialogOpener, gridStyle, visuallyHidden } from '@school/shared/ui';
import { formatDate } from '../lib/dates';
import { cardStyle, categoryStyle, metaStyle } from './card-style';

const newsCardStyle = (theme: Theme) => css`
  padding: 0;
  .image {
    aspect-ratio: 320 / 180;
    overflow: hidden;
    background: ${theme.color.surfaceAlt};
  }
  .image svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    flex: 1;
    padding: ${theme.space.lg};
  }
  .excerpt {
    flex: 1;
  }
  button {
    align-self: start;
    margin-block-start: ${theme.space.sm};
  }
`;

const storyStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
  }
`;

/** A story's dialog: its card's Read more names it. */
const storyDialogId = (item: NewsItem) => `story-${item.id}`;

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article css={[cardStyle, newsCardStyle]}>
      {/* The illustration is drawn in the page (see NewsItem.image): no request, no image to decode. */}
      <div className="image" role="img" aria-label={item.imageAlt} dangerouslySetInnerHTML={{ __html: item.image }} />
      <div className="body">
        <span css={categoryStyle}>{item.category}</span>
        <h3>{item.title}</h3>
        <time dateTime={item.date} css={metaStyle}>
          {formatDate(item.date)}
        </time>
        <p className="excerpt">{item.excerpt}</p>
        <Button variant="secondary" {...dialogOpener(storyDialogId(item))}>
          Read more<span css={visuallyHidden}> about {item.title}</span>
        </Button>
      </div>
    </article>
  );
}

/**
 * The news cards, and each story's dialog, which its card's "Read more" opens: the whole story
 * is in the page's HTML, so it opens with or without the code.
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  return (
    <>
      <ul css={gridStyle('18rem')}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      {items.map((story) => (
        <Dialog key={story.id} id={storyDialogId(story)} title={story.title}>
          <div css={storyStyle}>
            <p css={metaStyle}>
              <span>{story.category}</span> · <time dateTime={story.date}>{formatDate(story.date)}</time>
            </p>
            {story.content.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Dialog>
      ))}
    </>
  );
}
