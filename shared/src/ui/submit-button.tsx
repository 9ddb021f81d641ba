import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/visually-hidden';
import { Button } from './button';
import { SpinnerIcon } from './spinner';

interface SubmitButtonProps {
  /** True while the form is sending: the button is disabled and reads `busyLabel`. */
  busy: boolean;
  /** What is happening, e.g. 'Sending...': the busy button's name and the one announcement. */
  busyLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button that keeps a name in every state. While busy, its text is `busyLabel`
 * beside a decorative spinner, so the disabled button is still named (a role="status" inside it
 * would not count towards the name). The change is announced once by a polite live region
 * outside the button, which stays in the DOM while idle (empty) because screen readers only
 * announce changes to a live region they already know about; the button itself is not live.
 */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <>
      <Button type="submit" disabled={busy}>
        {busy ? (
          <>
            <SpinnerIcon />
            {busyLabel}
          </>
        ) : (
          children
        )}
      </Button>
      <span role="status" css={visuallyHidden}>
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
