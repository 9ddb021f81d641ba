import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

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

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, inert
 * background and Escape; it is labelled by its title, and focus returns to the element that
 * had it when the dialog opened.
 */
export function Dialog({ open, title, onClose, children, closeLabel = 'Close' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      css={dialogStyle}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        const target = returnFocusTo.current;
        returnFocusTo.current = null;
        if (target?.isConnected) target.focus();
        if (open) onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
