import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInArea } from '../testing';
import { Alert } from './alert';

const ERROR = 'There was an error sending your message. Please try again.';
const NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

const paragraphs = (element: HTMLElement) => [...element.querySelectorAll('p')].map((p) => p.textContent);

describe('Alert', () => {
  it('announces an error assertively, the message then the note, each its own paragraph', () => {
    renderInArea(
      <Alert tone="error" note={NOTE}>
        {ERROR}
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(paragraphs(alert)).toEqual([ERROR, NOTE]);
    expect(alert.textContent).toBe(`${ERROR}${NOTE}`);
    expect(within(alert).getByText(NOTE)).toHaveClass('note');
    expect(within(alert).getByText(ERROR)).not.toHaveClass('note');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'info'] as const)('announces %s politely, as a status', (tone) => {
    renderInArea(
      <Alert tone={tone} note="A second line.">
        Thank you for your message! We will get back to you soon.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-tone', tone);
    expect(paragraphs(status)).toEqual(['Thank you for your message! We will get back to you soon.', 'A second line.']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no note paragraph when no note is given', () => {
    renderInArea(<Alert tone="error">{ERROR}</Alert>);
    const alert = screen.getByRole('alert');
    expect(paragraphs(alert)).toEqual([ERROR]);
    expect(alert.querySelector('.note')).toBeNull();
    expect(alert.textContent).toBe(ERROR);
  });

  it('has no note paragraph for an empty note', () => {
    renderInArea(
      <Alert tone="error" note="">
        {ERROR}
      </Alert>,
    );
    expect(paragraphs(screen.getByRole('alert'))).toEqual([ERROR]);
  });

  it('shows a title above the message and the note', () => {
    renderInArea(
      <Alert tone="info" title="Saved copy" note={NOTE}>
        This page was saved earlier.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect([...status.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['STRONG', 'Saved copy'],
      ['P', 'This page was saved earlier.'],
      ['P', NOTE],
    ]);
  });

  it('shows the note alone when there is no message', () => {
    renderInArea(<Alert tone="error" note={NOTE} />);
    expect(paragraphs(screen.getByRole('alert'))).toEqual([NOTE]);
  });
});
