import type { ReactNode } from 'react';
import { useCodeRuns } from '../area/area-context';
import { hasModalDialogs } from '../platform';
import { Button, buttonStyle, type ButtonVariant } from './button';

export interface DialogLinkProps {
  /** The content's page of its own (@school/shared/own-pages), which needs no code. */
  href: string;
  /** Opens the content in a dialog (the code's). */
  onOpen: () => void;
  variant?: ButtonVariant;
  /** What tells this one from its like (a job card's title), as its accessible description. */
  'aria-describedby'?: string;
  children: ReactNode;
}

/**
 * What opens content in a dialog with the code (a button), and without it is a link to that
 * content's page of its own, so the route's HTML does not carry it. A link until the area has
 * hydrated, then a button, each with its own role; both look the same. In an engine without
 * <dialog> it stays the link.
 */
export function DialogLink({ href, onOpen, variant = 'primary', children, ...described }: DialogLinkProps) {
  // The code opens the dialog once it runs the page (useCodeRuns), in an engine with modal dialogs.
  if (!useCodeRuns() || !hasModalDialogs()) {
    return (
      <a href={href} css={buttonStyle(variant)} {...described}>
        {children}
      </a>
    );
  }
  return (
    <Button
      variant={variant}
      {...described}
      onClick={(event) => {
        // Focused first, so that closing the dialog returns the focus here (Safari does not focus a clicked button).
        event.currentTarget.focus();
        onOpen();
      }}
    >
      {children}
    </Button>
  );
}
