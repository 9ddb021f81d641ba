import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { DialogLink, gridStyle, visuallyHidden } from '@school/shared/ui';
import { useState } from 'react';
import { formatDate } from '../lib/dates';
import { cardStyle, categoryStyle, metaStyle } from './card-style';
import { StoryDialog, storyPath } from './story';
import { AllStoriesLink, LATEST_NEWS_SHOWN } from './story-archive';
import { CARD_SIZES, isPhoto, Photo, THUMBNAIL_WIDTH, TWO_COLUMNS } from './story-photo';

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

/** A phone's width: one column of cards. */
const ONE_COLUMN = `not all and ${TWO_COLUMNS}`;

/**
 * A photo story's card on a phone: the photo a thumbnail at the inline end of the category, title
 * and date, so that the words a parent chooses a story by paint with the page, and four photos
 * cost a few KB. From two columns, the photo spans the card's top, as SVG art does everywhere.
 */
const thumbnailCardStyle = (theme: Theme) => css`
  @media ${ONE_COLUMN} {
    display: grid;
    grid-template-columns: 1fr ${THUMBNAIL_WIDTH};
    /* The date's row takes what the thumbnail needs beyond the three rows beside it. */
    grid-template-rows: auto auto 1fr;
    align-content: start;
    gap: ${theme.space.sm} ${theme.space.md};
    padding: ${theme.space.lg};
    .body {
      display: contents;
    }
    .body > * {
      grid-column: 1;
      align-self: start;
      justify-self: start;
    }
    .body > .excerpt,
    .body > :last-child {
      grid-column: 1 / -1;
    }
    .image {
      grid-column: 2;
      grid-row: 1 / 4;
      aspect-ratio: 4 / 3;
      overflow: visible;
      border-radius: ${theme.radius.sm};
    }
    .image img {
      border-radius: ${theme.radius.sm};
    }
  }
`;

function NewsCard({ item, onReadMore }: { item: NewsItem; onReadMore: () => void }) {
  return (
    <article css={[cardStyle, newsCardStyle, isPhoto(item.image) && thumbnailCardStyle]}>
      {isPhoto(item.image) ? (
        <Photo
          className="image"
          photo={item.image}
          alt={item.imageAlt}
          sizes={CARD_SIZES}
          priority="low"
          thumbnail={ONE_COLUMN}
        />
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
 * The newest stories' cards (LATEST_NEWS_SHOWN), then the way to the others. A card's "Read more"
 * opens the whole story in a dialog with the code; with no code it is a link to the story's page
 * of its own (story.tsx), so this page's HTML carries only the excerpts.
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const [open, setOpen] = useState<NewsItem | null>(null);
  return (
    <>
      <ul css={gridStyle('18rem')}>
        {items.slice(0, LATEST_NEWS_SHOWN).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} onReadMore={() => setOpen(item)} />
          </li>
        ))}
      </ul>
      <AllStoriesLink stories={items} />
      {open && <StoryDialog key={open.id} story={open} onClose={() => setOpen(null)} />}
    </>
  );
}
