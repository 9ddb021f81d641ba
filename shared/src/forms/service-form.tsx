import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FORM_SERVICE_PATH } from '../site-layout.js';
import { Honeypot } from '../ui/honeypot';
import { resultPagePath, type FormName } from './result-pages';

export interface ServiceFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'action' | 'method' | 'encType' | 'onSubmit'
> {
  /** Which form it is: names its result pages. */
  form: FormName;
  /** The code's own send (JSON, docs/requirements.md#calls): it must call event.preventDefault(). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form that reaches the form service with or without the code (docs/architecture.md#forms).
 * With no script, the browser posts it to the service (urlencoded, never a GET), which answers
 * with a redirect to the result page named by `_next` (a success) or `_error` (a failure).
 * With the code, `onSubmit` sends the spec's JSON instead. The honeypot is in every form.
 */
export function ServiceForm({ form, onSubmit, children, ...props }: ServiceFormProps) {
  return (
    <form
      method="post"
      action={FORM_SERVICE_PATH}
      encType="application/x-www-form-urlencoded"
      onSubmit={onSubmit}
      {...props}
    >
      {children}
      <input type="hidden" name="_next" value={resultPagePath(form, 'sent')} />
      <input type="hidden" name="_error" value={resultPagePath(form, 'failed')} />
      <Honeypot />
    </form>
  );
}
