import { Route, Routes } from 'react-router-dom';
import { ContactPage } from './contact/contact-page';
import { NewsletterPage } from './newsletter/newsletter-page';

/** This area's routes. */
export const PAGES = [
  { path: '/contact', Page: ContactPage },
  { path: '/newsletter', Page: NewsletterPage },
] as const;

/** Routes among this area's pages; on another area's path it renders nothing until the shell unmounts it. */
export function ContactNewsletterArea() {
  return (
    <Routes>
      {PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} caseSensitive element={<Page />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
