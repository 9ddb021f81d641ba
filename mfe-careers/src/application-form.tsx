import { css, type Theme } from '@emotion/react';
import { JOB_APPLICATION_KEYS, readForm, ServiceForm, useSubmit } from '@school/shared/forms';
import { closeDialog } from '@school/shared/platform';
import { SelectField, SubmitButton, TextAreaField, TextField } from '@school/shared/ui';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { APPLICATION_FORM, EXPERIENCE_OPTIONS } from './data/careers-content';

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    justify-content: flex-end;
  }
`;

interface ApplicationFormProps {
  position: string;
  /** The way out beside Submit: the dialog's Cancel, or the page's link back to the careers. */
  cancel: ReactNode;
  /** Called once per answered submission (the code's): true when the endpoint accepted it. */
  onSubmitted?: (ok: boolean) => void;
}

/** The job application (docs/requirements.md#entities, #validation, #calls): browser validation, exactly the required keys. */
export function ApplicationForm({ position, cancel, onSubmitted }: ApplicationFormProps) {
  const { status, submit } = useSubmit('job-application');
  const submitting = status === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);

  // The button was disabled while sending, which drops its focus; put it back before the
  // status dialog opens on top, so closing that dialog returns here.
  useEffect(() => {
    if (status === 'error') formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await submit(readForm(form, JOB_APPLICATION_KEYS));
    if (!result) return;
    if (result.ok) {
      form.reset();
      const dialog = form.closest('dialog');
      if (dialog) closeDialog(dialog);
    }
    onSubmitted?.(result.ok);
  }

  return (
    <ServiceForm form="job-application" ref={formRef} css={formStyle} onSubmit={handleSubmit}>
      <TextField label={APPLICATION_FORM.fullName} name="fullName" autoComplete="name" required />
      <TextField label={APPLICATION_FORM.email} name="email" type="email" autoComplete="email" required />
      <TextField label={APPLICATION_FORM.phone} name="phone" type="tel" autoComplete="tel" required />
      <TextField label={APPLICATION_FORM.position} name="position" defaultValue={position} />
      <SelectField label={APPLICATION_FORM.experience} name="experience" options={EXPERIENCE_OPTIONS} defaultValue="" />
      <TextField label={APPLICATION_FORM.education} name="education" hint={APPLICATION_FORM.educationHint} />
      <TextAreaField
        label={APPLICATION_FORM.coverLetter}
        name="coverLetter"
        rows={5}
        hint={APPLICATION_FORM.coverLetterHint}
      />
      <div className="actions">
        {cancel}
        <SubmitButton busy={submitting} busyLabel={APPLICATION_FORM.submitting}>
          {APPLICATION_FORM.submit}
        </SubmitButton>
      </div>
    </ServiceForm>
  );
}
