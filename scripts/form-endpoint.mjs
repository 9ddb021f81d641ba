// The local stand-in for the hosted form-collection service: accepts the site's JSON POSTs
// like the service does (CORS, JSON answers, 400 with {errors:[{field,message}]} for a body
// that is not a JSON object), appends each submission to a JSON Lines file and logs a line.
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_DATA_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '.data', 'submissions.jsonl');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function send(res, status, body) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseObject(text) {
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ dataFile?: string, log?: (line: string) => void }} [options]
 */
export function createFormEndpoint({ dataFile = DEFAULT_DATA_FILE, log = (line) => console.log(line) } = {}) {
  return createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      return send(res, 405, { errors: [{ field: null, message: 'Only POST is accepted' }] });
    }
    let text;
    try {
      text = await readBody(req);
    } catch (error) {
      return send(res, error.status ?? 400, { errors: [{ field: null, message: error.message }] });
    }
    const data = parseObject(text);
    if (!data) {
      return send(res, 400, { errors: [{ field: null, message: 'The body must be a JSON object' }] });
    }
    const form = new URL(req.url ?? '/', 'http://localhost').pathname;
    const keys = Object.keys(data).filter((key) => !key.startsWith('_'));
    if (typeof data._gotcha === 'string' && data._gotcha !== '') {
      log(`[form-endpoint] ${form} dropped as spam (honeypot filled)`);
      return send(res, 200, { ok: true });
    }
    const receivedAt = new Date().toISOString();
    await mkdir(dirname(dataFile), { recursive: true });
    await appendFile(dataFile, `${JSON.stringify({ receivedAt, form, data })}\n`);
    log(`[form-endpoint] ${receivedAt} ${form} ${keys.length} fields: ${keys.join(', ')}`);
    return send(res, 200, { ok: true, next: '/thanks' });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
  createFormEndpoint({ dataFile: process.env.FORM_DATA_FILE ?? DEFAULT_DATA_FILE }).listen(port, () => {
    console.log(`[form-endpoint] listening on http://localhost:${port}/f/school`);
  });
}
