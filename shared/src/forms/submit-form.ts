/** How long a form call may take before it counts as failed (the spec names none; docs/requirements.md#constants). */
export const FORM_TIMEOUT_MS = 20_000;

export type SubmitResult =
  | { ok: true; status: number }
  | { ok: false; reason: 'http'; status: number }
  | { ok: false; reason: 'network' | 'timeout'; error: unknown };

export interface SubmitOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * The one form-submit client: POSTs the payload as JSON to the form endpoint. Success is
 * judged only by an ok status; the response body is never read (docs/requirements.md#calls). Never throws.
 */
export async function submitForm(
  endpoint: string,
  payload: object,
  { timeoutMs = FORM_TIMEOUT_MS, fetchImpl = fetch }: SubmitOptions = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Form call timed out', 'TimeoutError')), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? { ok: true, status: response.status } : { ok: false, reason: 'http', status: response.status };
  } catch (error) {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network', error };
  } finally {
    clearTimeout(timer);
  }
}
