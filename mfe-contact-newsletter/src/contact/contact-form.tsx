import { css, type Theme } from '@emotion/react';
import { CONTACT_KEYS, MESSAGES, offlineNoteFor, readForm, ServiceForm, useSubmit } from '@school/shared/forms';
import { Alert, SelectField, SubmitButton, TextAreaField, TextField } from '@school/shared/ui';
import type { FormEvent } from 'react';
import { CONTACT_FORM, CONTACT_SUBJECTS, MESSAGE_PLACEHOLDER } from '../data/contact-content';

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  align-items: start;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
  button {
    justify-self: start;
  }
`;

/** The contact message form (docs/requirements.md#states, #validation, #calls): native validation, one POST, one status alert. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { status, submit } = useSubmit('contact');
  const submitting = status === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await submit(readForm(form, CONTACT_KEYS));
    if (result?.ok) form.reset();
  }

  return (
    <ServiceForm form="contact" css={formStyle} onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      <TextField label="Full Name" name="name" autoComplete="name" required />
      <TextField label="Email Address" name="email" type="email" autoComplete="email" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" hint="Optional" />
      <SelectField label="Subject" name="subject" options={CONTACT_SUBJECTS} required defaultValue="" />
      <div className="wide">
        <TextAreaField label="Message" name="message" rows={5} placeholder={MESSAGE_PLACEHOLDER} required />
      </div>
      <div className="wide">
        <SubmitButton busy={submitting} busyLabel={CONTACT_FORM.sending}>
          {CONTACT_FORM.send}
        </SubmitButton>
      </div>
      {(status === 'success' || status === 'error') && (
        <div className="wide">
          <Alert tone={status} note={offlineNoteFor(status === 'error')}>
            {status === 'success' ? MESSAGES.contact.success : MESSAGES.contact.error}
          </Alert>
        </div>
      )}
    </ServiceForm>
  );
}
