import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { DialogLink, gridStyle, visuallyHidden } from '@school/shared/ui';
import { useState } from 'react';
import { formatDate } from '../lib/dates';
import { cardStyle, categoryStyle, metaStyle } from './card-style';
import { StoryDialog, storyPath } from './story';
import { CARD_SIZES, isPhoto, Photo } from './story-photo';

const newsCardStyle = (theme: Theme) => css`
  padding: 0;
  .image {
    aspect-ratio: 320 / 180;
    overflow: hidden;
    background: ${theme.color.surfaceAlt};
  }
  .image svg,
  .image picture,
  .image img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
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
  .body > :last-child {
    align-self: start;
    margin-block-start: ${theme.space.sm};
  }
`;

function NewsCard({ item, first, onReadMore }: { item: NewsItem; first: boolean; onReadMore: () => void }) {
  return (
    <article css={[cardStyle, newsCardStyle]}>
      {isPhoto(item.image) ? (
        <Photo className="image" photo={item.image} alt={item.imageAlt} sizes={CARD_SIZES} first={first} />
      ) : (
        // The illustration is drawn in the page (see NewsItem.image): no request, no image to decode.
        <div className="image" role="img" aria-label={item.imageAlt} dangerouslySetInnerHTML={{ __html: item.image }} />
      )}
      <div className="body">
        <span css={categoryStyle}>{item.category}</span>
        <h3>{item.title}</h3>
        <time dateTime={item.date} css={metaStyle}>
          {formatDate(item.date)}
        </time>
        <p className="excerpt">{item.excerpt}</p>
        <DialogLink variant="secondary" href={storyPath(item)} onOpen={onReadMore}>
          Read more<span css={visuallyHidden}> about {item.title}</span>
        </DialogLink>
      </div>
    </article>
  );
}

/**
 * The news cards. A card's "Read more" opens the whole story in a dialog with the code; with no
 * code it is a link to the story's page of its own (story.tsx), so this page's HTML carries only
 * the excerpts.
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const [open, setOpen] = useState<NewsItem | null>(null);
  return (
    <>
      <ul css={gridStyle('18rem')}>
        {items.map((item, index) => (
          <li key={item.id}>
            <NewsCard item={item} first={index === 0} onReadMore={() => setOpen(item)} />
          </li>
        ))}
      </ul>
      {open && <StoryDialog key={open.id} story={open} onClose={() => setOpen(null)} />}
    </>
  );
}
