/**
 * What a parent sees on Newsletter, drawn by the newsletter remote's own components from the
 * entry being edited: the page's lead (its header) and the newsletters' cards (NewsletterOffers).
 */
import { PageHeader } from '@school/shared/ui';
import type { NewsletterOffer, NewsletterPageText } from '../../../mfe-contact-newsletter/src/data/schemas';
import { NewsletterOffers } from '../../../mfe-contact-newsletter/src/newsletter/newsletter-offers';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

function CheckedNewsletterPage({ entry }: Pick<PreviewProps, 'entry'>) {
  const data = fileDataOf(entry) as Partial<NewsletterPageText>;
  const { lead } = complete(data, ['lead'], 'the newsletter page') as NewsletterPageText;
  // The page's heading, as NewsletterPage has it.
  return <PageHeader title="Subscribe to Our Newsletter" lead={lead} />;
}

export const NewsletterPagePreview = previewOf(CheckedNewsletterPage);

function CheckedNewsletters({ entry }: Pick<PreviewProps, 'entry'>) {
  return <NewsletterOffers offers={completeItems<NewsletterOffer>(entry, ['title', 'frequency'], 'newsletter')} />;
}

export const NewslettersPreview = previewOf(CheckedNewsletters);
