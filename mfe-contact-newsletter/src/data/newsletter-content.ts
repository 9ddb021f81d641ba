import newsletterPage from '../../content/newsletter-page.yaml';
import newsletters from '../../content/newsletters.yaml';
import type { NewsletterOffer, NewsletterPageText } from './schemas';

/** The page's lead (content/newsletter-page.yaml). */
export const NEWSLETTER_LEAD: string = (newsletterPage as NewsletterPageText).lead;

/** The newsletters, one card each, in the file's order (content/newsletters.yaml). */
export const NEWSLETTER_OFFERS: readonly NewsletterOffer[] = newsletters as NewsletterOffer[];

/** The preference checkbox values (docs/requirements.md#entities), in the order shown (and joined in that order). */
export const NEWSLETTER_PREFERENCES = [
  'School Updates Weekly',
  'Academic Excellence Monthly',
  'Events & Activities',
] as const;

/** The subscribe button's text, and what it reads while the subscription is sending. */
export const NEWSLETTER_FORM = { subscribe: 'Subscribe', subscribing: 'Subscribing...' } as const;

export const NEWSLETTER_CONSENT =
  'We use your e-mail address only to send the newsletters you choose. We never share it, and you can unsubscribe at any time from any newsletter.';
