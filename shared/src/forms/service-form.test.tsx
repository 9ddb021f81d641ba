import { renderFragment } from '../prerender';
import { renderInArea } from '../testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '../area';
import { RESULT_PAGES, resultPagePath } from './result-pages';
import { ServiceForm } from './service-form';

function Contact({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  return (
    <ServiceForm form="contact" aria-label="Message" onSubmit={onSubmit}>
      <input name="name" aria-label="Name" />
      <button type="submit">Send</button>
    </ServiceForm>
  );
}

describe('ServiceForm', () => {
  it('posts to the form service, urlencoded, never as a GET, with its result pages and the honeypot', () => {
    renderInArea(<Contact />);
    const form = screen.getByRole('form', { name: 'Message' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/f/school');
    expect(form.enctype).toBe('application/x-www-form-urlencoded');
    const data = new FormData(form);
    expect(data.get('_next')).toBe('/forms/contact/sent');
    expect(data.get('_error')).toBe('/forms/contact/failed');
    expect(data.get('_gotcha')).toBe('');
  });

  it('hands the submit to the code, which sends the JSON instead', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderInArea(<Contact onSubmit={onSubmit as never} />);
    screen.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('at build, names the service and the result pages by their paths on the site, as in the browser', async () => {
    const html = await renderFragment(
      { area: 'contact-newsletter', Root: () => <Contact />, paths: ['/contact'] },
      '/contact',
      BUILD_ID,
    );
    expect(html).toContain('action="/f/school"');
    expect(html).toContain(`method="post"`);
    expect(html).toContain('value="/forms/contact/sent"');
    expect(html).toContain('value="/forms/contact/failed"');
  });
});

describe('RESULT_PAGES', () => {
  it('has a sent and a failed page for each form, with the spec’s messages', () => {
    expect(RESULT_PAGES.map((page) => page.path)).toEqual([
      '/forms/admission/sent',
      '/forms/admission/failed',
      '/forms/contact/sent',
      '/forms/contact/failed',
      '/forms/newsletter/sent',
      '/forms/newsletter/failed',
      '/forms/job-application/sent',
      '/forms/job-application/failed',
    ]);
    const message = (path: string) => RESULT_PAGES.find((page) => page.path === path)!;
    expect(message(resultPagePath('admission', 'sent')).message).toBe(
      'Application submitted successfully! We will contact you soon.',
    );
    expect(message(resultPagePath('admission', 'failed')).message).toBe(
      'Error submitting application. Please try again.',
    );
    expect(message(resultPagePath('contact', 'sent')).message).toBe(
      'Thank you for your message! We will get back to you soon.',
    );
    expect(message(resultPagePath('contact', 'failed')).message).toBe(
      'There was an error sending your message. Please try again.',
    );
    expect(message(resultPagePath('newsletter', 'sent')).title).toBe('Thank You for Subscribing!');
    expect(message(resultPagePath('newsletter', 'failed')).message).toBe(
      'There was an error subscribing. Please try again.',
    );
    expect(message(resultPagePath('job-application', 'sent')).message).toBe(
      'Thank you for your application! We will review it and contact you soon.',
    );
    expect(message(resultPagePath('job-application', 'failed')).message).toBe(
      'Error submitting application. Please try again.',
    );
    for (const page of RESULT_PAGES) expect(page.hint !== undefined).toBe(page.outcome === 'failed');
  });
});
