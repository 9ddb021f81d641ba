import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { Button, Dialog, gridStyle, visuallyHidden } from '@school/shared/ui';
import { useState } from 'react';
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

interface NewsCardProps {
  item: NewsItem;
  onReadMore: (button: HTMLButtonElement) => void;
}

function NewsCard({ item, onReadMore }: NewsCardProps) {
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
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard
              item={item}
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
