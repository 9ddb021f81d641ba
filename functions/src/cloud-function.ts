// The handler behind a Cloud Function: the request as Express hands it over (its body already
// read whole, as `rawBody`), the answer written as the handler made it.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FormHandler } from './handler.js';
import { MAX_BODY_BYTES } from './limits.js';
import { Refusal } from './refusal.js';

/** What the adapter reads of a request (firebase-functions' `Request`, an Express request). */
export interface CloudRequest {
  method: string;
  originalUrl?: string;
  url: string;
  headers: IncomingHttpHeaders;
  ip?: string | undefined;
  rawBody?: Buffer;
}

/**
 * Hosting's CDN (Fastly) sends every rewritten request on from its own addresses, which `req.ip`
 * then is: all the parents behind one edge would share one rate limit. It names the parent's
 * address in `Fastly-Client-IP`. (A sender can write that header to dodge the limit, as she could
 * by changing address; she cannot use it to have another parent limited.)
 */
const CLIENT_ADDRESS_HEADER = 'fastly-client-ip';

function senderAddress(req: Pick<CloudRequest, 'headers' | 'ip'>): string {
  const named = req.headers[CLIENT_ADDRESS_HEADER];
  return (Array.isArray(named) ? named[0] : named)?.trim() || (req.ip ?? '');
}

export async function answerCloudRequest(handle: FormHandler, req: CloudRequest, res: ServerResponse): Promise<void> {
  const body = req.rawBody ?? Buffer.alloc(0);
  const answer = await handle({
    method: req.method,
    target: req.originalUrl ?? req.url,
    contentType: req.headers['content-type'],
    address: senderAddress(req),
    body: async () => {
      if (body.length > MAX_BODY_BYTES) {
        throw new Refusal(413, `The body is larger than ${MAX_BODY_BYTES} bytes`, { close: true });
      }
      return body;
    },
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}
