import { css, type Theme } from '@emotion/react';
import { MESSAGES, offlineNoteFor, ServiceForm, useSubmit } from '@school/shared/forms';
import { SubmitButton, TextField } from '@school/shared/ui';
import { useId, type FormEvent, type RefObject } from 'react';
import { NEWSLETTER_CONSENT, NEWSLETTER_FORM, NEWSLETTER_PREFERENCES } from '../data/newsletter-content';
import { newsletterPayload } from './newsletter-payload';

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  max-inline-size: 40rem;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    margin: 0;
  }
  legend {
    font-weight: 600;
    padding-inline: ${theme.space.xs};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-block-size: ${theme.target.comfortable};
    cursor: pointer;
  }
  input[type='checkbox'] {
    inline-size: ${theme.target.min};
    block-size: ${theme.target.min};
    margin: 0;
    accent-color: ${theme.color.primary};
  }
  .consent {
    margin: 0;
    color: ${theme.color.muted};
    font-size: ${theme.font.size.sm};
  }
  button {
    justify-self: start;
  }
`;

interface NewsletterFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** Kept mounted but hidden after success, so the fields stay as they were (docs/requirements.md#states). */
  hidden: boolean;
  onSubscribed: (email: string) => void;
}

/** The subscription form (docs/requirements.md#validation, #calls). A failure is a browser alert (docs/requirements.md#states). */
export function NewsletterForm({ formRef, hidden, onSubscribed }: NewsletterFormProps) {
  const { status, submit } = useSubmit('newsletter');
  const submitting = status === 'submitting';
  const headingId = useId();
  const consentId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = newsletterPayload(event.currentTarget);
    const result = await submit(payload);
    if (!result) return;
    if (result.ok) onSubscribed(payload.email);
    else window.alert([MESSAGES.newsletter.error, offlineNoteFor(true)].filter(Boolean).join('\n\n'));
  }

  return (
    <section aria-labelledby={headingId} hidden={hidden}>
      <h2 id={headingId}>Subscribe</h2>
      <ServiceForm form="newsletter" ref={formRef} css={formStyle} onSubmit={handleSubmit} aria-labelledby={headingId}>
        <TextField label="First Name" name="firstName" autoComplete="given-name" required />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" required />
        <div className="wide">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-describedby={consentId}
          />
        </div>
        <fieldset className="wide">
          <legend>Newsletters to receive (optional)</legend>
          {/* So that a form post with none chosen still names the field, as the code's JSON does. */}
          <input type="hidden" name="preferences" value="" />
          {NEWSLETTER_PREFERENCES.map((preference) => (
            <label key={preference}>
              <input type="checkbox" name="preferences" value={preference} />
              {preference}
            </label>
          ))}
        </fieldset>
        <p className="consent wide" id={consentId}>
          {NEWSLETTER_CONSENT}
        </p>
        <div className="wide">
          <SubmitButton busy={submitting} busyLabel={NEWSLETTER_FORM.subscribing}>
            {NEWSLETTER_FORM.subscribe}
          </SubmitButton>
        </div>
      </ServiceForm>
    </section>
  );
}
