// A page's network log over CDP, what kind of file each request was, and a wait until the page is
// quiet.

const QUIET_MS = 800;

/** Records every request of a page with CDP: its initiator, timing, type and sizes. */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    byId.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type,
      initiator: event.initiator,
      sentAt: event.timestamp,
      finishedAt: Infinity,
      receivedAt: Infinity,
      encoded: 0,
      status: 0,
      mime: '',
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.receivedAt = event.timestamp;
    entry.mime = event.response.mimeType;
    entry.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    entry.headersBytes = event.response.encodedDataLength ?? 0;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.finishedAt = event.timestamp;
    entry.encoded = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.failed = event.errorText;
  });
  async function bodies(entries) {
    for (const entry of entries) {
      if (entry.body !== undefined || entry.failed || !(isJs(entry) || entry.type === 'Document')) continue;
      try {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: entry.id });
        entry.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      } catch {
        entry.body = '';
      }
    }
  }
  return { entries: () => [...byId.values()], bodies, cdp };
}

export function isJs(entry) {
  return entry.type === 'Script' || /javascript/.test(entry.mime) || /\.m?js(\?|$)/.test(entry.url);
}
export function isCss(entry) {
  return entry.type === 'Stylesheet' || /text\/css/.test(entry.mime);
}
export function isData(entry) {
  return (entry.type === 'Fetch' || entry.type === 'XHR' || entry.type === 'Other') && /json/.test(entry.mime);
}

export async function waitQuiet(recorder, maxMs = 10_000) {
  const start = Date.now();
  let last = recorder.entries().length;
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const entries = recorder.entries();
    const pending = entries.some((e) => e.finishedAt === Infinity && !e.failed);
    if (entries.length !== last || pending) {
      last = entries.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}
