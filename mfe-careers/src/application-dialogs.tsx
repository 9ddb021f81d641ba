import { MESSAGES, offlineNoteFor } from '@school/shared/forms';
import { Alert, Dialog } from '@school/shared/ui';
import { useEffect, useRef } from 'react';
import { ApplicationForm } from './application-form';
import { APPLICATION_FORM, APPLICATION_STATUS_TITLE, GENERAL_APPLICATION } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';

export type ApplicationOutcome = 'success' | 'error';

/** The application dialog of a posting (by its id) or of the general application: Apply Now names it. */
export const applicationDialogId = (postingId: string) => `apply-${postingId}`;
export const GENERAL_APPLICATION_DIALOG = applicationDialogId('general');

/** Every position one can apply for: the postings', whatever the filter shows, and the general one. */
const POSITIONS = [
  ...JOB_POSTINGS.map((job) => ({ dialog: applicationDialogId(job.id), position: job.title })),
  { dialog: GENERAL_APPLICATION_DIALOG, position: GENERAL_APPLICATION.position },
];

interface ApplicationDialogsProps {
  outcome: ApplicationOutcome | null;
  onSubmitted: (ok: boolean) => void;
  onCloseStatus: () => void;
}

/**
 * One application dialog per position, each with its form and the position filled in, in the
 * page's HTML: Apply Now opens its dialog with or without the code (dialogOpener). After a
 * submission the code opens the status dialog; it is rendered last, so on failure it sits on top
 * of the application dialog, which stays open with its values.
 */
export function ApplicationDialogs({ outcome, onSubmitted, onCloseStatus }: ApplicationDialogsProps) {
  const status = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = status.current;
    if (outcome && dialog && !dialog.open) dialog.showModal();
  }, [outcome]);

  return (
    <>
      {POSITIONS.map(({ dialog, position }) => (
        <Dialog key={dialog} id={dialog} title={APPLICATION_FORM.title(position)}>
          <ApplicationForm dialog={dialog} position={position} onSubmitted={onSubmitted} />
        </Dialog>
      ))}
      <Dialog id="application-status" ref={status} title={APPLICATION_STATUS_TITLE} onClose={onCloseStatus}>
        {outcome && (
          <Alert tone={outcome} note={offlineNoteFor(outcome === 'error')}>
            {MESSAGES.jobApplication[outcome]}
          </Alert>
        )}
      </Dialog>
    </>
  );
}
