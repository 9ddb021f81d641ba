import { useAreaProps } from '@school/shared/area';
import { ContactPage } from './contact/contact-page';
import { NewsletterPage } from './newsletter/newsletter-page';

/** This area owns /contact and /newsletter; the shell passes the current one as `path`. */
export function ContactNewsletterArea() {
  const { path } = useAreaProps();
  return path === '/newsletter' ? <NewsletterPage /> : <ContactPage />;
}
