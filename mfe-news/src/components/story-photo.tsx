import { css, type Theme } from '@emotion/react';
import type { StoryPhoto } from '@school/shared/content';
import { SAVES_DATA_ATTR } from '@school/shared/fragment';
import { buttonStyle, visuallyHidden } from '@school/shared/ui';
import { useId } from 'react';

/**
 * How wide a photo is shown, for the browser to pick its file before the CSS is applied: a card
 * is the content column (the page less 1rem each side) on a phone, half of it from two columns of
 * 18rem, a third from three (gridStyle('18rem') in a 72rem container); a story's page is 46rem at
 * most (story-page.tsx).
 */
export const CARD_SIZES = '(min-width: 59rem) 22.5rem, (min-width: 39.5rem) calc(50vw - 1.75rem), calc(100vw - 2rem)';
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
 * A story's photo: AVIF, else WebP, else JPEG, at the width `sizes` asks for. `width` and
 * `height` keep its place before it arrives. Every photo is lazy, so that with data saver (no box,
 * above) none is fetched until asked for; the one likely to be the page's largest paint (`first`)
 * is then fetched first, as soon as the page is laid out; any other, when it is about to be
 * scrolled into view. "Show photo" works with no code and is no use of the page's code
 * (shell/src/early-script/data-saver.ts: it is no form's field).
 */
export function Photo({
  photo,
  alt,
  sizes,
  first,
  className,
}: {
  photo: StoryPhoto;
  alt: string;
  sizes: string;
  first: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className} css={frameStyle}>
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
          {...(first ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
        />
      </picture>
    </div>
  );
}
