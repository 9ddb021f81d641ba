export type NewsletterFrequency = 'Weekly' | 'Monthly' | 'Bi-weekly';

export interface NewsletterOffer {
  title: string;
  description: string;
  frequency: NewsletterFrequency;
}

export const NEWSLETTER_LEAD =
  'Get school news, academic highlights and event reminders in your inbox. Choose what you want to hear about.';

/** The three newsletters (docs/requirements.md#entities). */
export const NEWSLETTER_OFFERS: readonly NewsletterOffer[] = [
  {
    title: 'School Updates Weekly',
    description: 'The week at school: notices, term dates, reminders and what is coming next.',
    frequency: 'Weekly',
  },
  {
    title: 'Academic Excellence',
    description: 'Learning highlights, results, pupils’ achievements and tips to support study at home.',
    frequency: 'Monthly',
  },
  {
    title: 'Events & Activities',
    description: 'Open days, sports, Islamic and cultural celebrations, excursions and club activities.',
    frequency: 'Bi-weekly',
  },
];

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
