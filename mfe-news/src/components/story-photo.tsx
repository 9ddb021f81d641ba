import { css, type Theme } from '@emotion/react';
import type { StoryPhoto } from '@school/shared/content';
import { SAVES_DATA_ATTR } from '@school/shared/saves-data';
import { buttonStyle, visuallyHidden } from '@school/shared/ui';
import { useId } from 'react';

/**
 * A card's photo is a thumbnail beside its title on a phone, until the content column holds two
 * cards of 18rem (gridStyle('18rem') in a 72rem container, less 1rem each side); from there it is
 * the card's width.
 */
export const TWO_COLUMNS = '(min-width: 39.5rem)';
/** A thumbnail's width; it is 4:3, as a phone's camera takes a photo. */
export const THUMBNAIL_WIDTH = '6rem';

/**
 * How wide a photo is shown, for the browser to pick its file before the CSS is applied. A card's
 * is a thumbnail on a phone; from two columns, the card's width less its 1px borders: the content
 * column (the page less 1rem each side, 72rem at most) less the 1.5rem gaps, over two columns,
 * then three from 59rem, then a third of 70rem from 74rem. A story's page is 46rem at most
 * (story-page.tsx).
 */
export const CARD_SIZES = [
  '(min-width: 74rem) calc(67rem / 3 - 2px)',
  '(min-width: 59rem) calc((100vw - 5rem) / 3 - 2px)',
  `${TWO_COLUMNS} calc((100vw - 3.5rem) / 2 - 2px)`,
  THUMBNAIL_WIDTH,
].join(', ');
export const PAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** A story's picture is a photo (the build made its files), or SVG art's markup. */
export const isPhoto = (image: string | StoryPhoto): image is StoryPhoto => typeof image !== 'string';

/** The page when the early script found the browser saving data (SAVES_DATA_ATTR on <html>). */
const SAVING = `html[${SAVES_DATA_ATTR}]`;

/**
 * Without data saver, the picture alone, as the caller styles it; the control takes no box. With
 * data saver, the picture has no box until "Show photo" is checked: a lazy image with no box is
 * never fetched. The checkbox, kept for the keyboard and screen readers, is drawn by its label,
 * a button in the middle of the photo's place, then in its corner over the photo.
 */
const frameStyle = (theme: Theme) => css`
  > picture {
    display: block;
  }
  > input,
  > label {
    display: none;
  }
  ${SAVING} & {
    position: relative;
    display: grid;
    place-items: center;
    min-block-size: 8rem;
    background: ${theme.color.surfaceAlt};
  }
  ${SAVING} & > * {
    grid-area: 1 / 1;
  }
  ${SAVING} & > picture {
    display: none;
    place-self: stretch;
  }
  ${SAVING} & > input {
    display: block;
    ${visuallyHidden}
  }
  ${SAVING} & > label {
    ${buttonStyle('secondary')(theme)}
    z-index: 1;
    margin: ${theme.space.sm};
  }
  ${SAVING} & > label::before {
    content: '';
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid currentcolor;
    border-radius: ${theme.radius.sm};
  }
  ${SAVING} & > input:checked ~ picture {
    display: block;
  }
  ${SAVING} & > input:checked + label {
    place-self: start end;
  }
  ${SAVING} & > input:checked + label::before {
    background: currentcolor;
    box-shadow: inset 0 0 0 2px ${theme.color.surface};
  }
  ${SAVING} & > input:focus-visible + label {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The frame while `media` matches, as a thumbnail (its box is the caller's): with data saver,
 * "Show photo" is a tile in the thumbnail's place, then, once checked, only its box in the
 * photo's corner, still a target of 24 px and still named by its words.
 */
const thumbnailStyle = (media: string) => (theme: Theme) => css`
  @media ${media} {
    ${SAVING} & {
      min-block-size: auto;
    }
    ${SAVING} & > label {
      flex-direction: column;
      gap: ${theme.space.xs};
      place-self: stretch;
      margin: 0;
      padding: ${theme.space.xs};
      border-radius: ${theme.radius.sm};
      font-size: ${theme.font.size.sm};
      line-height: 1.2;
      text-align: center;
    }
    ${SAVING} & > input:checked + label {
      place-self: start end;
      gap: 0;
      min-inline-size: ${theme.target.min};
      min-block-size: ${theme.target.min};
      margin: ${theme.space.xs};
      font-size: 0;
    }
    ${SAVING} & > input:checked + label::before {
      inline-size: 1rem;
      block-size: 1rem;
    }
  }
`;

/**
 * A story's photo: AVIF, else WebP, else JPEG, at the width `sizes` asks for. `width` and
 * `height` keep its place before it arrives. Every photo is lazy, so that with data saver (no box,
 * above) none is fetched until asked for. `priority` says what else the browser fetches it
 * before: `high`, a story page's lead photo, its largest paint, first of all once the page is laid
 * out; `low`, a card's, after the page's words, styles and code, since on a phone it is a
 * thumbnail beside its title and the title is what the parent reads first. "Show photo" works
 * with no code and is no use of the page's code (shell/src/early-script/data-saver.ts: it is no
 * form's field).
 */
export function Photo({
  photo,
  alt,
  sizes,
  priority,
  thumbnail,
  className,
}: {
  photo: StoryPhoto;
  alt: string;
  sizes: string;
  priority: 'high' | 'low';
  /** The media query under which the caller shows the photo as a thumbnail. */
  thumbnail?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className} css={[frameStyle, thumbnail && thumbnailStyle(thumbnail)]}>
      <input type="checkbox" id={id} />
      <label htmlFor={id}>Show photo</label>
      <picture>
        <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
        <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
        <img
          src={photo.src}
          srcSet={photo.jpeg}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={alt}
          loading="lazy"
          fetchPriority={priority}
          {...(priority === 'low' && { decoding: 'async' as const })}
        />
      </picture>
    </div>
  );
}
