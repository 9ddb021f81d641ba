import { renderInArea } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterThanks } from './newsletter-thanks';

describe('NewsletterThanks', () => {
  it('echoes the e-mail as text, never as markup', () => {
    const email = '<img src=x onerror=alert(1)>@example.com';
    renderInArea(<NewsletterThanks email={email} onSubscribeAnother={() => {}} />);
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
