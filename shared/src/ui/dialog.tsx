import { css, type Theme } from '@emotion/react';
import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

declare module 'react' {
  // Invoker commands (HTML): a button acts on the element it names, with no script.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close';
  }
}

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

function dialogOf(button: HTMLElement, id: string): HTMLDialogElement | null {
  const dialog = button.ownerDocument.getElementById(id);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

type InvokerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'commandfor' | 'command' | 'popoverTarget' | 'popoverTargetAction' | 'onClick'
>;

/**
 * A button's attributes that open the dialog `id` as a modal. With no script the platform does it
 * (invoker commands; a popover where a browser has popovers but not commands); with the code,
 * showModal() does it the same way in every browser. The button takes the focus first, so that
 * closing the dialog returns it there (Safari does not focus a clicked button).
 */
export function dialogOpener(id: string): InvokerProps {
  return {
    commandfor: id,
    command: 'show-modal',
    popoverTarget: id,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      event.currentTarget.focus();
      const dialog = dialogOf(event.currentTarget, id);
      if (dialog && !dialog.open) dialog.showModal();
    },
  };
}

/** A button's attributes that close the dialog `id`, with or without script (see dialogOpener). */
export function dialogCloser(id: string): InvokerProps {
  return {
    commandfor: id,
    command: 'close',
    popoverTarget: id,
    popoverTargetAction: 'hide',
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      const dialog = dialogOf(event.currentTarget, id);
      if (dialog?.open) dialog.close();
      else dialog?.hidePopover?.();
    },
  };
}

/** A dialog's ref that opens it as a modal once rendered: for a dialog the code renders when it is asked for. */
export const showModalOnRender = (dialog: HTMLDialogElement | null) => {
  if (dialog && !dialog.open) dialog.showModal();
};

export interface DialogProps {
  /** The element's id: the buttons that open and close it name it (dialogOpener, dialogCloser). */
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
 * A modal dialog on the native <dialog> element, in the page's HTML with its content, so that it
 * opens with no script (dialogOpener). showModal() gives the focus trap, inert background and
 * Escape; it is labelled by its title, and closing it returns the focus to where it was.
 */
export function Dialog({ id, title, children, closeLabel = 'Close', onClose, ref }: DialogProps) {
  const titleId = useId();
  return (
    <dialog id={id} ref={ref} popover="auto" aria-labelledby={titleId} css={dialogStyle} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={closeLabel} {...dialogCloser(id)}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
