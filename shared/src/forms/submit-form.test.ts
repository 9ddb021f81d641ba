import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitForm } from './submit-form';

const endpoint = 'https://forms.example.test/f/school';
const payload = { name: 'Aisha Bello', email: 'aisha@example.com' };

afterEach(() => {
  vi.useRealTimers();
});

describe('submitForm', () => {
  it('POSTs the payload as JSON with JSON content type and Accept headers', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const result = await submitForm(endpoint, payload, { fetchImpl });
    expect(result).toEqual({ ok: true, status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual(payload);
  });

  it('judges success by the status alone and never reads the body', async () => {
    const response = new Response('not json at all', { status: 201 });
    const json = vi.spyOn(response, 'json');
    const text = vi.spyOn(response, 'text');
    const result = await submitForm(endpoint, payload, { fetchImpl: async () => response });
    expect(result.ok).toBe(true);
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });

  it('reports a non-ok status as an http failure', async () => {
    const result = await submitForm(endpoint, payload, {
      fetchImpl: async () => new Response('{"errors":[]}', { status: 500 }),
    });
    expect(result).toEqual({ ok: false, reason: 'http', status: 500 });
  });

  it('reports a network error without throwing', async () => {
    const error = new TypeError('Failed to fetch');
    const result = await submitForm(endpoint, payload, { fetchImpl: () => Promise.reject(error) });
    expect(result).toEqual({ ok: false, reason: 'network', error });
  });

  it('aborts and reports a timeout when the endpoint never answers', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const pending = submitForm(endpoint, payload, { fetchImpl, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(signal?.aborted).toBe(true);
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });
});
