import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveBlankIframes } from '../test/blank-iframes';
import { ContactPage } from './contact-page';

beforeAll(() => serveBlankIframes());

function renderPage() {
  renderInArea(<ContactPage />, { path: '/contact' });
}

describe('ContactPage', () => {
  it('has one h1, Contact Us', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
  });

  it('shows the address, phones, WhatsApp, e-mail and office hours', () => {
    renderPage();
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(details).toHaveTextContent('14 Olorunsogo Road, Gaa-Akanbi');
    expect(details).toHaveTextContent('Ilorin, Kwara State');
    expect(within(details).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(within(details).getByRole('link', { name: '0805 987 6543' })).toHaveAttribute('href', 'tel:+2348059876543');
    const whatsapp = within(details).getByRole('link', { name: /WhatsApp 0803 123 4567/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348031234567');
    expect(within(details).getByRole('link', { name: 'info@alihsanschool.com.ng' })).toHaveAttribute(
      'href',
      'mailto:info@alihsanschool.com.ng',
    );
    const hours = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(hours).toEqual(['Mon-Fri 8:00 AM-4:00 PM', 'Sat 8:00 AM-12:00 PM', 'Sun Closed']);
  });

  it('opens Facebook and YouTube in a new tab, safely, and says so', () => {
    renderPage();
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/alihsanschoolilorin'],
      ['YouTube', 'https://www.youtube.com/@alihsanschoolilorin'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('embeds the map 100% wide, 400 high, lazy loaded, with a title and the landmarks note', () => {
    renderPage();
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    const map = within(findUs).getByTitle(/^Map of the school at 14 Olorunsogo Road/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('width', '100%');
    expect(map).toHaveAttribute('height', '400');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/maps\.google\.com\/maps\?q=14%20Olorunsogo%20Road.*&output=embed$/,
    );
    expect(findUs).toHaveTextContent(/Landmarks: .*Gaa-Akanbi/);
  });

  it('has the four department cards with e-mail, phone and purpose', () => {
    renderPage();
    const departments = screen.getByRole('region', { name: 'Departments' });
    const cards = within(departments).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Admissions Office',
      'Academic Office',
      'Finance Office',
      'Student Affairs',
    ]);
    const finance = cards[2]!;
    expect(finance).toHaveTextContent('Fees, instalment plans, receipts and payment questions.');
    expect(within(finance).getByRole('link', { name: 'bursary@alihsanschool.com.ng' })).toHaveAttribute(
      'href',
      'mailto:bursary@alihsanschool.com.ng',
    );
    expect(within(finance).getByRole('link', { name: '0806 234 5678' })).toHaveAttribute('href', 'tel:+2348062345678');
    for (const card of cards) {
      const links = within(card).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href')?.split(':')[0])).toEqual(['mailto', 'tel']);
    }
  });
});
