import { css, type Theme } from '@emotion/react';
import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { closeDialog, showModal } from '../platform';

const dialogStyle = (theme: Theme) => css`
  inline-size: min(40rem, calc(100vw - 2rem));
  max-block-size: calc(100dvh - 2rem);
  border: none;
  border-radius: ${theme.radius.md};
  padding: 0;
  color: ${theme.color.text};
  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
  .dialog-head {
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.lg} ${theme.space.lg} 0;
  }
  .dialog-head h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
    color: ${theme.color.primary};
  }
  .dialog-close {
    flex: none;
    inline-size: ${theme.target.comfortable};
    block-size: ${theme.target.comfortable};
    border: none;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.text};
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  .dialog-body {
    padding: ${theme.space.lg};
  }
`;

/** A button's click handler that closes the dialog it is in. */
export function dialogCloser(): { onClick: (event: MouseEvent<HTMLButtonElement>) => void } {
  return {
    onClick: (event) => {
      const dialog = event.currentTarget.closest('dialog');
      if (dialog) closeDialog(dialog);
    },
  };
}

/** A dialog's ref that opens it as a modal once rendered: for a dialog the code renders when it is asked for. */
export const showModalOnRender = (dialog: HTMLDialogElement | null) => {
  if (dialog) showModal(dialog);
};

export interface DialogProps {
  /** The element's id. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Called when the dialog closes, by its buttons, Escape or the code. */
  onClose?: () => void;
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A modal dialog on the native <dialog> element, rendered by the code when asked for (with no code
 * its content is a page of its own: DialogLink). showModal() gives the focus trap, inert background
 * and Escape; it is labelled by its title, and closing it returns the focus to where it was.
 */
export function Dialog({ id, title, children, closeLabel = 'Close', onClose, ref }: DialogProps) {
  const titleId = useId();
  return (
    <dialog id={id} ref={ref} aria-labelledby={titleId} css={dialogStyle} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={closeLabel} {...dialogCloser()}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
