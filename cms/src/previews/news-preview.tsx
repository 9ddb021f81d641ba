/**
 * A news story as a parent will see it, drawn by the news remote's own components: its card in
 * Latest News (NewsList) and its page of its own (StoryPage), from the entry being edited.
 */
import type { NewsItem } from '@school/shared/content';
import { NewsList } from '../../../mfe-news/src/components/news-list';
import { StoryPage } from '../../../mfe-news/src/components/story-page';
import { textOf } from './entry-data';
import { PreviewFrame } from './preview-frame';
import type { PreviewProps } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The entry as the remote's code has a story (content-files.js): its id the file's name, its text `content`. */
export function storyOf({ entry, getAsset }: Pick<PreviewProps, 'entry' | 'getAsset'>): NewsItem {
  const data = (key: string) => textOf(entry, key);
  const date = data('date');
  const image = data('image');
  const url = image ? String(getAsset(image) ?? image) : '';
  return {
    id: String(entry.get('slug') ?? '') || 'new-story',
    title: data('title'),
    // No date yet: today's, so the rest can be seen (the CMS asks for the date before it saves).
    date: ISO_DATE.test(date) ? date : new Date().toISOString().slice(0, 10),
    category: data('category'),
    // The card draws the picture's markup (the build inlines an SVG): here, the picture itself.
    image: url
      ? `<img src="${escapeAttribute(url)}" alt="" width="320" height="180" style="display:block;inline-size:100%;block-size:100%;object-fit:cover">`
      : '',
    imageAlt: data('imageAlt'),
    excerpt: data('excerpt'),
    content: data('body').trim(),
  };
}

export function NewsPreview({ entry, getAsset, document }: PreviewProps) {
  const story = storyOf({ entry, getAsset });
  return (
    <PreviewFrame document={document}>
      <section aria-label="In Latest News" style={{ padding: '1rem', maxInlineSize: '24rem' }}>
        <NewsList items={[story]} />
      </section>
      <StoryPage story={story} />
    </PreviewFrame>
  );
}
