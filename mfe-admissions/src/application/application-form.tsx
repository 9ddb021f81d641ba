import { css, type Theme } from '@emotion/react';
import { ADMISSION_KEYS, MESSAGES, offlineNoteFor, readForm, ServiceForm, useSubmit } from '@school/shared/forms';
import { Alert, Button, SubmitButton } from '@school/shared/ui';
import { useRef, type FormEvent } from 'react';
import { FIELD_GROUPS, FORM_TEXT } from '../data/application-fields';
import { ApplicationFieldset } from './application-fieldset';
import { useApplicationDraft } from './use-application-draft';

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  .intro {
    margin: 0;
  }
  .draft-note {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm} ${theme.space.md};
    padding: ${theme.space.md};
    border-radius: ${theme.radius.sm};
    border-inline-start: 4px solid ${theme.color.primary};
    background: ${theme.color.surfaceAlt};
    p {
      margin: 0;
      flex: 1 1 16rem;
    }
  }
  .actions {
    display: grid;
    gap: ${theme.space.md};
    justify-items: start;
  }
`;

/** docs/requirements.md#states: the message is styled as a success when it contains the word 'successfully'. */
function messageTone(message: string) {
  return message.includes('successfully') ? 'success' : 'error';
}

export function ApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { status, submit } = useSubmit('admission');
  const draft = useApplicationDraft(formRef);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    draft.flush();
    const result = await submit(readForm(form, ADMISSION_KEYS));
    if (result?.ok) {
      form.reset();
      draft.discard();
    }
  }

  function clearDraft() {
    formRef.current?.reset();
    draft.discard();
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }

  // One Clear, while a draft is kept: in the note of a restored draft, else under Submit.
  const clearButton = (
    <Button variant="secondary" onClick={clearDraft}>
      {FORM_TEXT.clearDraft}
    </Button>
  );

  const message =
    status === 'success' ? MESSAGES.admission.success : status === 'error' ? MESSAGES.admission.error : null;
  const submitting = status === 'submitting';

  return (
    <ServiceForm
      form="admission"
      ref={formRef}
      css={formStyle}
      aria-label={FORM_TEXT.title}
      onSubmit={(event) => void handleSubmit(event)}
      onChange={draft.scheduleSave}
    >
      <p className="intro">
        {FORM_TEXT.intro} {FORM_TEXT.draftKept}
      </p>
      {draft.restored && (
        <div className="draft-note">
          <p role="status">{FORM_TEXT.draftRestored}</p>
          {clearButton}
        </div>
      )}
      {FIELD_GROUPS.map((group) => (
        <ApplicationFieldset key={group.id} group={group} />
      ))}
      <div className="actions">
        {message && (
          <Alert tone={messageTone(message)} note={offlineNoteFor(status === 'error')}>
            {message}
          </Alert>
        )}
        <SubmitButton busy={submitting} busyLabel={FORM_TEXT.submitting}>
          {FORM_TEXT.submit}
        </SubmitButton>
        {/* Typed in this visit: Clear is here, below what is typed, so the fields never move. */}
        {draft.kept && !draft.restored && clearButton}
      </div>
    </ServiceForm>
  );
}
