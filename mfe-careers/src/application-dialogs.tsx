import { MESSAGES, offlineNoteFor } from '@school/shared/forms';
import { Alert, Dialog } from '@school/shared/ui';
import { useDeferredValue } from 'react';
import { APPLICATION_FORM, APPLICATION_STATUS_TITLE } from './data/careers-content';
import { ApplicationForm } from './application-form';

export type ApplicationOutcome = 'success' | 'error';

interface ApplicationDialogsProps {
  /** The position applied for; null while the application dialog is closed. */
  position: string | null;
  outcome: ApplicationOutcome | null;
  onClose: () => void;
  onSubmitted: (ok: boolean) => void;
  onCloseStatus: () => void;
}

/**
 * The application dialog and, after a submission, the status dialog. The status dialog is
 * rendered second and opened later, so it sits on top of the application dialog on failure.
 * The application dialog opens in the tap's own frame and its form follows in the next ones (a
 * deferred value, rendered in a transition): the form's first render was most of a tap on Apply
 * Now, about 100 ms at the bench's CPU slowdown, and the parent saw nothing until it was done.
 */
export function ApplicationDialogs({
  position,
  outcome,
  onClose,
  onSubmitted,
  onCloseStatus,
}: ApplicationDialogsProps) {
  const formPosition = useDeferredValue(position);
  return (
    <>
      <Dialog open={position !== null} title={APPLICATION_FORM.title(position ?? '')} onClose={onClose}>
        {position !== null && formPosition === position && (
          <ApplicationForm key={position} position={position} onCancel={onClose} onSubmitted={onSubmitted} />
        )}
      </Dialog>
      <Dialog open={outcome !== null} title={APPLICATION_STATUS_TITLE} onClose={onCloseStatus}>
        {outcome && (
          <Alert tone={outcome} note={offlineNoteFor(outcome === 'error')}>
            {MESSAGES.jobApplication[outcome]}
          </Alert>
        )}
      </Dialog>
    </>
  );
}
