import { css, type Theme } from '@emotion/react';
import type { NewsItem } from '@school/shared/content';
import { ButtonLink, PageHeader, containerStyle } from '@school/shared/ui';
import { StoryText } from './story';
import { isPhoto, PAGE_SIZES, Photo } from './story-photo';

/** A page of its own's column (a story's, every story's). */
export const ownPageStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: start;
  padding-block: ${theme.space.xl} ${theme.space.xxl};
  max-inline-size: 48rem;
`;

const pagePhotoStyle = (theme: Theme) => css`
  justify-self: stretch;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

/** The story's page of its own, with no code: its title, the whole story and the way back. */
export function StoryPage({ story }: { story: NewsItem }) {
  return (
    <>
      <PageHeader title={story.title} lead={story.excerpt} />
      <article css={[containerStyle, ownPageStyle]}>
        {isPhoto(story.image) && (
          <Photo photo={story.image} alt={story.imageAlt} sizes={PAGE_SIZES} priority="high" css={pagePhotoStyle} />
        )}
        <StoryText story={story} />
        <ButtonLink variant="secondary" href="/news-events">
          Back to News &amp; Events
        </ButtonLink>
      </article>
    </>
  );
}
