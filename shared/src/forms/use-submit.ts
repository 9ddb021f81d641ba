import { useCallback, useRef, useState } from 'react';
import { useRuntimeConfig } from '../area/area-context';
import { submitForm, type SubmitResult } from './submit-form';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Sends a payload through the form client with the area's configured endpoint. A second call
 * while one is in flight is ignored, so a double click sends once. Failures are logged.
 */
export function useSubmit(formName: string) {
  const { formEndpoint } = useRuntimeConfig();
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: object): Promise<SubmitResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('submitting');
      try {
        const result = await submitForm(formEndpoint, payload);
        if (!result.ok) console.error(`[${formName}] submit failed`, result);
        setStatus(result.ok ? 'success' : 'error');
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [formEndpoint, formName],
  );

  return { status, submit, setStatus };
}
