import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { Button, Dialog, gridStyle, visuallyHidden } from '@school/shared/ui';
import { useState } from 'react';
import { formatDate } from '../lib/dates';
import { cardStyle, categoryStyle, metaStyle } from './card-style';

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 180;

const newsCardStyle = (theme: Theme) => css`
  padding: 0;
  .image {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
    object-fit: cover;
    background: ${theme.color.surfaceAlt};
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

interface NewsCardProps {
  item: NewsItem;
  /** The first card's image is the page's largest paint: fetched at once, never lazily. */
  first: boolean;
  onReadMore: (button: HTMLButtonElement) => void;
}

function NewsCard({ item, first, onReadMore }: NewsCardProps) {
  return (
    <article css={[cardStyle, newsCardStyle]}>
      <img
        className="image"
        src={item.image}
        alt={item.imageAlt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div className="body">
        <span css={categoryStyle}>{item.category}</span>
        <h3>{item.title}</h3>
        <time dateTime={item.date} css={metaStyle}>
          {formatDate(item.date)}
        </time>
        <p className="excerpt">{item.excerpt}</p>
        <Button variant="secondary" onClick={(event) => onReadMore(event.currentTarget)}>
          Read more<span css={visuallyHidden}> about {item.title}</span>
        </Button>
      </div>
    </article>
  );
}

/** The news cards, and the story dialog their "Read more" buttons open. */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const story = items.find((item) => item.id === openId) ?? null;

  return (
    <>
      <ul css={gridStyle('18rem')}>
        {items.map((item, index) => (
          <li key={item.id}>
            <NewsCard
              item={item}
              first={index === 0}
              onReadMore={(button) => {
                // Safari does not focus a clicked button; the dialog returns focus to the
                // element that had it when it opened, so make sure that is this button.
                button.focus();
                setOpenId(item.id);
              }}
            />
          </li>
        ))}
      </ul>
      <Dialog open={story !== null} title={story?.title ?? ''} onClose={() => setOpenId(null)}>
        {story && (
          <div css={storyStyle}>
            <p css={metaStyle}>
              <span>{story.category}</span> · <time dateTime={story.date}>{formatDate(story.date)}</time>
            </p>
            {story.content.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </Dialog>
    </>
  );
}
