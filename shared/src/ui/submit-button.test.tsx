import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInArea } from '../testing';
import { SubmitButton } from './submit-button';

/** A form that stays busy once submitted, as one does while its request is in flight. */
function PendingForm() {
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Message"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
      }}
    >
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('is an enabled submit button named by its text, with an empty live region beside it', () => {
    renderInArea(<PendingForm />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('while busy keeps a name that says what is happening, announced once outside the button', async () => {
    renderInArea(<PendingForm />);
    const liveRegion = screen.getByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(within(button).queryByRole('status')).not.toBeInTheDocument();
    // The live region that was there before the change now holds the words: one announcement.
    expect(screen.getByRole('status')).toBe(liveRegion);
    expect(liveRegion).toHaveTextContent('Sending...');
    expect(button).not.toContainElement(liveRegion);
  });
});
