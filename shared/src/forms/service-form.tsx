import { useSyncExternalStore, type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FORM_ENDPOINT_TOKEN, SITE_ORIGIN_TOKEN } from '../build-contract.js';
import { useRuntimeConfig } from '../area/area-context';
import { Honeypot } from '../ui/honeypot';
import { resultPagePath, type FormName } from './result-pages';

export { FORM_ENDPOINT_TOKEN, SITE_ORIGIN_TOKEN };

const never = () => () => {};

/**
 * The result pages' addresses (for the form service's redirect): at build on the token that each
 * deploy fills in with the site's origin (the prerendered HTML is the same for every environment),
 * in the browser on the page's own. A component of its own, as PageJsonLd, so that only these two
 * fields render again after hydration.
 */
function ResultPageFields({ form }: { form: FormName }) {
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => SITE_ORIGIN_TOKEN,
  );
  return (
    <>
      <input type="hidden" name="_next" value={`${origin}${resultPagePath(form, 'sent')}`} />
      <input type="hidden" name="_error" value={`${origin}${resultPagePath(form, 'failed')}`} />
    </>
  );
}

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
  const { formEndpoint } = useRuntimeConfig();
  return (
    <form
      method="post"
      action={formEndpoint}
      encType="application/x-www-form-urlencoded"
      onSubmit={onSubmit}
      {...props}
    >
      {children}
      <ResultPageFields form={form} />
      <Honeypot />
    </form>
  );
}
