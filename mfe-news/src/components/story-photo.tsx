import type { StoryPhoto } from '@school/shared/content';

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

/**
 * A story's photo: AVIF, else WebP, else JPEG, at the width `sizes` asks for. `width` and
 * `height` keep its place before it arrives. The photo likely to be the page's largest paint
 * (`first`) is fetched at once; any other, when it is about to be scrolled into view.
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
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.jpeg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}
