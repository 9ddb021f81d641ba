import { MESSAGES, offlineNoteFor } from '@school/shared/forms';
import { showModal } from '@school/shared/platform';
import { Alert, Button, Dialog, dialogCloser, showModalOnRender } from '@school/shared/ui';
import { useDeferredValue, useEffect, useRef } from 'react';
import { ApplicationForm } from './application-form';
import { APPLICATION_FORM, APPLICATION_STATUS_TITLE } from './data/careers-content';

export type ApplicationOutcome = 'success' | 'error';

const APPLICATION_DIALOG = 'application';

interface ApplicationDialogsProps {
  /** The position applied for; null while the application dialog is closed. */
  position: string | null;
  outcome: ApplicationOutcome | null;
  onClose: () => void;
  onSubmitted: (ok: boolean) => void;
  onCloseStatus: () => void;
}

/**
 * The code's application dialog, with the position filled in, and after a submission the status
 * dialog, each rendered when asked for (with no code, Apply Now leads to the application's page
 * of its own instead: application-page.tsx). The status dialog opens last, so on failure it sits
 * on top of the application dialog, which stays open with its values. The dialog opens in the
 * tap's own frame and its form follows in the next ones (a deferred value, rendered in a
 * transition): the form's first render was most of a tap on Apply Now on a cheap phone.
 */
export function ApplicationDialogs({
  position,
  outcome,
  onClose,
  onSubmitted,
  onCloseStatus,
}: ApplicationDialogsProps) {
  const formPosition = useDeferredValue(position);
  // Opened after the form's own effects (a child's run first): on failure the form puts the focus
  // back on its Submit first, so that closing the status returns it there.
  const status = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (outcome && status.current) showModal(status.current);
  }, [outcome]);
  return (
    <>
      {position !== null && (
        <Dialog
          id={APPLICATION_DIALOG}
          ref={showModalOnRender}
          title={APPLICATION_FORM.title(position)}
          onClose={onClose}
        >
          {formPosition === position && (
            <ApplicationForm
              key={position}
              position={position}
              cancel={
                <Button variant="secondary" {...dialogCloser()}>
                  {APPLICATION_FORM.cancel}
                </Button>
              }
              onSubmitted={onSubmitted}
            />
          )}
        </Dialog>
      )}
      {outcome && (
        <Dialog id="application-status" ref={status} title={APPLICATION_STATUS_TITLE} onClose={onCloseStatus}>
          <Alert tone={outcome} note={offlineNoteFor(outcome === 'error')}>
            {MESSAGES.jobApplication[outcome]}
          </Alert>
        </Dialog>
      )}
    </>
  );
}
