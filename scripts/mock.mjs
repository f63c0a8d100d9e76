#!/usr/bin/env node
// `npm run mock`: the contract served by a Prism mock at a fixed address with the server's own base,
// http://127.0.0.1:4010/api/v1 (MOCK_PORT changes the port), so an SDK or CLI pointed at it needs nothing but the
// base URL changed. Prism serves the spec's paths at its root; a small proxy in front adds the /api/v1 base (and
// serves the few paths the server also answers at its origin, the health probes, there too).
// The SDK's and the CLI's contract suites start it the same way (on a free port) through startMock().
//
// The proxy also makes Prism's answers tell what the server would: every answer gets its own request id (the
// caller's `x-request-id` when valid, as the server keeps it, else a fresh `req_…`; repeated as `requestId` in an
// error body), and a request that fails the contract, which Prism answers with the first 400/422 example of the
// operation ("plan document ceiling reached"), is answered as the server does: 400 `validation_failed` with
// `details.fields` made from Prism's violations (415 `unsupported_media_type` for a content type the operation
// does not take). Prism's `sl-violations` header is kept: the SDK (`APIError.violations`) and CLI show it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startPrism } from './prism.mjs';

export const MOCK_BASE = '/api/v1';
export const DEFAULT_MOCK_PORT = 4010;

/** Paths the server answers at its origin as well as under /api/v1: `x-dossier-origin: true` (the probes). */
const ORIGIN_PATHS = new Set(
  Object.entries(JSON.parse(fs.readFileSync(new URL('../spec/dist/openapi.json', import.meta.url), 'utf8')).paths)
    .filter(([, item]) => item['x-dossier-origin'] === true)
    .map(([p]) => p),
);

/** The caller's request id is kept when the server would keep it (spec/components/headers/RequestId.yaml). */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh `req_…` id, shaped like the server's. */
export function newRequestId() {
  return `req_${[...randomBytes(22)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** Prism's `sl-violations` header, parsed (undefined when absent or unreadable, e.g. "Too many violations!"). */
function violationsOf(header) {
  if (typeof header !== 'string') return undefined;
  try {
    const list = JSON.parse(header);
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** One violation of a request as the server names a field (`body.recipients[0].email`) and says what is wrong. */
function fieldOf(violation) {
  const [, part = 'body', ...path] = violation.location;
  let field = [part, ...path].reduce(
    (acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg),
    '',
  );
  let message = String(violation.message ?? 'is invalid').replace(
    /^Request (?:body(?: property \S+)?|(?:query|path) parameter \S+|header(?: property)? \S+) /,
    '',
  );
  const missing = /^must have required property '([^']+)'$/.exec(message);
  if (missing) [field, message] = [`${field}.${missing[1]}`, 'is required'];
  message = message.replace(/^must be equal to one of the allowed values: /, 'must be one of: ');
  return { field, message };
}

/**
 * What the server answers for a request Prism found against the contract (status and body), or undefined when
 * Prism's own answer is right (no violation of the request; 401 for a missing key).
 */
export function truthfulFailure(status, violations) {
  const request = (violations ?? []).filter(
    (v) => Array.isArray(v.location) && v.location[0] === 'request' && v.severity === 'Error',
  );
  if (request.length === 0 || status === 401) return undefined;
  const mediaType = request.find((v) => v.code === 415);
  if (mediaType)
    return {
      status: 415,
      body: { error: `unsupported content type: ${mediaType.message}`, code: 'unsupported_media_type' },
    };
  const fields = [];
  for (const f of request.filter((v) => v.location.length > 1).map(fieldOf))
    if (!fields.some((x) => x.field === f.field)) fields.push(f);
  if (fields.length === 0) return undefined;
  return {
    status: 400,
    body: {
      error: fields.map((f) => `${f.field} ${f.message}`).join('; '),
      code: 'validation_failed',
      details: { fields },
    },
  };
}

/** Prism's own problems (a path or method the contract does not have) as the server answers them. */
const PRISM_PROBLEMS = {
  NO_PATH_MATCHED_ERROR: [404, 'route_not_found'],
  NO_METHOD_MATCHED_ERROR: [405, 'method_not_allowed'],
};

/** Prism's answer passed on with its own request id; an error answer (small, JSON) read whole and made truthful. */
function answerWith(res, answer, requestId, route) {
  const headers = { ...answer.headers, 'x-request-id': requestId };
  const status = answer.statusCode ?? 502;
  if (status < 400 || !/json/i.test(String(answer.headers['content-type'] ?? ''))) {
    res.writeHead(status, headers);
    answer.pipe(res);
    return;
  }
  const chunks = [];
  answer.on('data', (c) => chunks.push(c));
  answer.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const problem = PRISM_PROBLEMS[String(body?.type ?? '').split('#')[1]];
    const truth = problem
      ? { status: problem[0], body: { error: `no route ${route}`, code: problem[1] } }
      : truthfulFailure(status, violationsOf(answer.headers['sl-violations']));
    if (problem) headers['content-type'] = 'application/json';
    const out = truth?.body ?? body;
    const text =
      out && typeof out === 'object' && !Array.isArray(out)
        ? JSON.stringify({ ...out, requestId })
        : Buffer.concat(chunks);
    delete headers['transfer-encoding'];
    headers['content-length'] = String(Buffer.byteLength(text));
    res.writeHead(truth?.status ?? status, headers);
    res.end(text);
  });
}

/**
 * Starts Prism and the /api/v1 proxy in front of it.
 * @returns {Promise<{ url: string, baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startMock({ port = 0, host = '127.0.0.1', timeoutMs = 60_000 } = {}) {
  const prism = await startPrism({ timeoutMs });
  const upstream = new URL(prism.url);
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : newRequestId();
    const fail = (status, error, code) => {
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': requestId });
      res.end(JSON.stringify({ requestId, error, code }));
    };
    const under = url === MOCK_BASE || url.startsWith(`${MOCK_BASE}/`) || url.startsWith(`${MOCK_BASE}?`);
    const atOrigin = ORIGIN_PATHS.has(url.split('?')[0]);
    if (!under && !atOrigin) {
      fail(
        404,
        `no route ${req.method} ${url.split('?')[0]}: the mock serves the API under ${MOCK_BASE}`,
        'route_not_found',
      );
      return;
    }
    const path = atOrigin ? url : url.slice(MOCK_BASE.length) || '/';
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: path.startsWith('/') ? path : `/${path}`,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => answerWith(res, answer, requestId, `${req.method} ${url.split('?')[0]}`),
    );
    forward.on('error', (err) => fail(502, `the Prism mock did not answer: ${err.message}`, 'service_unavailable'));
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    baseUrl: `${url}${MOCK_BASE}`,
    stop: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await prism.stop();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const raw = process.env.MOCK_PORT ?? String(DEFAULT_MOCK_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`mock: MOCK_PORT "${raw}" is not a port number (1-65535)`);
    process.exit(2);
  }
  let mock;
  try {
    mock = await startMock({ port });
  } catch (err) {
    console.error(
      `mock: could not start on 127.0.0.1:${port}: ${err.message}${err.code === 'EADDRINUSE' ? ' (in use: set MOCK_PORT to another port)' : ''}`,
    );
    process.exit(1);
  }
  console.log(`Prism mock of the contract at ${mock.baseUrl}  (Ctrl-C stops it)`);
  console.log(`  SDK: new Dossier({ baseUrl: '${mock.baseUrl}', apiKey: 'dsk_mock' })`);
  console.log(`  CLI: DOSSIER_BASE_URL=${mock.baseUrl} DOSSIER_API_KEY=dsk_mock npx dossier documents list`);
  const stop = async () => {
    await mock.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
