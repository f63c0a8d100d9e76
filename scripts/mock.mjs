#!/usr/bin/env node
// `npm run mock`: the contract served by a Prism mock at a fixed address with the server's own base,
// http://127.0.0.1:4010/api/v1 (MOCK_PORT changes the port), so an SDK or CLI pointed at it needs nothing but the
// base URL changed. Prism serves the spec's paths at its root; a small proxy in front adds the /api/v1 base (and
// serves the few paths the server also answers at its origin, the health probes, there too).
// The SDK's and the CLI's contract suites start it the same way (on a free port) through startMock().
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

/**
 * Starts Prism and the /api/v1 proxy in front of it.
 * @returns {Promise<{ url: string, baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startMock({ port = 0, host = '127.0.0.1', timeoutMs = 60_000 } = {}) {
  const prism = await startPrism({ timeoutMs });
  const upstream = new URL(prism.url);
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const under = url === MOCK_BASE || url.startsWith(`${MOCK_BASE}/`) || url.startsWith(`${MOCK_BASE}?`);
    const atOrigin = ORIGIN_PATHS.has(url.split('?')[0]);
    if (!under && !atOrigin) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `no route ${req.method} ${url.split('?')[0]}: the mock serves the API under ${MOCK_BASE}`, code: 'route_not_found' }));
      return;
    }
    const path = atOrigin ? url : url.slice(MOCK_BASE.length) || '/';
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: path.startsWith('/') ? path : `/${path}`, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `the Prism mock did not answer: ${err.message}`, code: 'service_unavailable' }));
    });
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
    console.error(`mock: could not start on 127.0.0.1:${port}: ${err.message}${err.code === 'EADDRINUSE' ? ' (in use: set MOCK_PORT to another port)' : ''}`);
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
