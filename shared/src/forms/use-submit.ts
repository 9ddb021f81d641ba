import { useCallback, useRef, useState } from 'react';
import { FORM_SERVICE_PATH } from '../site-layout.js';
import { submitForm, type SubmitResult } from './submit-form';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Sends a payload through the form client to the form service. A second call while one is in
 * flight is ignored, so a double click sends once. Failures are logged.
 */
export function useSubmit(formName: string) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: object): Promise<SubmitResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('submitting');
      try {
        const result = await submitForm(FORM_SERVICE_PATH, payload);
        if (!result.ok) console.error(`[${formName}] submit failed`, result);
        setStatus(result.ok ? 'success' : 'error');
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [formName],
  );

  return { status, submit, setStatus };
}
