// The handler on Node's own HTTP server, as `npm start` serves it: the body read with its limits
// (413, 408), the headers and request timeouts, and a connection cap.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { createFormHandler, type FormHandlerOptions } from './handler.js';
import {
  BODY_IDLE_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  MAX_BODY_BYTES,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './limits.js';
import { Refusal } from './refusal.js';

export interface FormServerOptions extends FormHandlerOptions {
  bodyIdleTimeoutMs?: number;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  timeoutCheckIntervalMs?: number;
  maxConnections?: number;
}

/**
 * The whole body, up to MAX_BODY_BYTES. A larger one is read on and discarded, so that its
 * sender receives the 413 rather than a reset; a body that stops arriving is a 408.
 */
function readBody(req: IncomingMessage, idleTimeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      stop();
      reject(new Refusal(408, 'The body stopped arriving', { close: true }));
    }, idleTimeoutMs);
    const onData = (chunk: Buffer) => {
      timer.refresh();
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      if (size > MAX_BODY_BYTES) {
        reject(new Refusal(413, `The body is larger than ${MAX_BODY_BYTES} bytes`, { close: true }));
      } else {
        resolve(Buffer.concat(chunks));
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    function stop() {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    }
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The handler as a Node request listener, the body read with its idle timeout (408) and limit (413). */
export function createFormListener({
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
  ...options
}: FormHandlerOptions & { bodyIdleTimeoutMs?: number }): RequestListener {
  const handle = createFormHandler(options);
  return (req, res) => {
    handle({
      method: req.method ?? '',
      target: req.url ?? '',
      contentType: req.headers['content-type'],
      address: req.socket.remoteAddress ?? '',
      body: () => readBody(req, bodyIdleTimeoutMs),
    })
      .then(({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      })
      // Only when answering itself failed (the log threw, say): drop the connection, keep serving.
      .catch((error: unknown) => {
        res.destroy();
        console.error(`[form-endpoint] ${req.method} ${req.url} could not be answered: ${String(error)}`);
      });
  };
}

/** The headers and request timeouts, and the connection cap, for any server that mounts the listener. */
export function guardedServerOptions({
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  timeoutCheckIntervalMs = TIMEOUT_CHECK_INTERVAL_MS,
}: Pick<FormServerOptions, 'headersTimeoutMs' | 'requestTimeoutMs' | 'timeoutCheckIntervalMs'> = {}): ServerOptions {
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: timeoutCheckIntervalMs,
  };
}

/** The handler alone on its own server (the contract's tests, `node scripts/form-endpoint.mjs`). */
export function createFormServer({
  headersTimeoutMs,
  requestTimeoutMs,
  timeoutCheckIntervalMs,
  maxConnections = MAX_CONNECTIONS,
  ...options
}: FormServerOptions): Server {
  const server = createServer(
    guardedServerOptions({ headersTimeoutMs, requestTimeoutMs, timeoutCheckIntervalMs }),
    createFormListener(options),
  );
  server.maxConnections = maxConnections;
  return server;
}
