import { renderInArea } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactNewsletterArea } from './contact-newsletter-area';
import { serveBlankIframes } from './test/blank-iframes';

beforeAll(() => serveBlankIframes());

describe('ContactNewsletterArea', () => {
  it('renders the contact page on /contact', () => {
    renderInArea(<ContactNewsletterArea />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
  });

  it('renders the newsletter page on /newsletter', () => {
    renderInArea(<ContactNewsletterArea />, { path: '/newsletter' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscribe to Our Newsletter');
    expect(screen.getByRole('form', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
