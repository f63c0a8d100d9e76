#!/usr/bin/env node
// `npm run bench [-- --engines sqlite,postgres] [-- --postgres] [-- --redis [URL]] [-- --tool wrk|autocannon]
// [-- --seconds 5 --connections 50 --rounds 1 --starts 5]`: the built Dossier server against a bare Fastify server
// of the same version answering the same JSON, both real processes, driven by the same load generator (wrk when it
// is installed, else autocannon; a process of its own so it does not share either server's event loop).
// Prints, for each engine, requests/s, p50 and p99 of each and the CPU time each server process spent per request
// (user + system, from /proc; on PostgreSQL also its own processes' per request of Dossier's), and Dossier's share of bare for every
// scenario, then the start-up time of the built server (process start to serving, median of --starts), its idle
// memory after start (RSS, and RSS and heap after a GC settle), the wall time of `dossier --version`, and the SDK's
// size in a browser bundle (bench/sdk-size.mjs, also `npm run size`). The write path (POST /documents) is measured
// again with no live event stream open and with --streams open (GET /events/stream, each reading every event), under
// load and one request at a time (`--only streams` for that part alone; bench/stream.mjs is the latter in process).
// Both engines by default: SQLite in a temp DATA_DIR, then PostgreSQL on a database created (and dropped) for the
// run; --postgres (or --engines postgres) runs PostgreSQL only. Autocannon caps the bare server below what it can
// serve on this machine (it is itself a Node process), so wrk's shares are the ones to read when both are there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printSizes, sdkSizes } from './sdk-size.mjs';
import {
  benchKey,
  cpuMs,
  createTempDatabase,
  median,
  postgresCpu,
  postgresCpuSince,
  root,
  serverRequire,
  startDossier,
  tempDir,
} from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    engines: { type: 'string', default: 'sqlite,postgres' },
    tool: { type: 'string' },
    threads: { type: 'string', default: '1' },
    // Writes a V8 CPU profile of the Dossier server under load into this folder (node --cpu-prof), per engine.
    'cpu-prof': { type: 'string' },
    // Rate-limit counts in Redis (REDIS_URL, default redis://127.0.0.1:6379) instead of the database or memory.
    redis: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    starts: { type: 'string', default: '5' },
    opens: { type: 'string', default: '30' },
    // Requests per measured run of the scenarios that use a fresh target per request (send, sign).
    sends: { type: 'string', default: '1500' },
    only: { type: 'string' },
    // Live event streams open while the write path is measured again (3 per key, the limit: keys enough for them).
    streams: { type: 'string', default: '9' },
    // POST /documents one at a time per measured run of the write path with streams (median latency).
    'sequential-writes': { type: 'string', default: '300' },
  },
});
const seconds = Number(opts.seconds);
const engines = opts.postgres ? ['postgres'] : opts.engines.split(',').map((e) => e.trim());
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((f) => fs.existsSync(f));
const tool = opts.tool ?? (WRK ? 'wrk' : 'autocannon');
if (tool === 'wrk' && !WRK) throw new Error('--tool wrk: wrk is not installed (apt-get install -y wrk)');
const rounds = Number(opts.rounds);

const NOTE_MD =
  '# Meeting note\n\nA short **Markdown** body with a [link](https://example.com) and a list:\n\n- first point\n- second point\n';

// The scenarios, in the order they run. Each names the request both servers get; `seed` runs once against Dossier
// before it; a POST names the JSON schema the bare server validates its body with (like the spec's).
// `auth: false` for public routes. A scenario with `targets` (set by its seed: a path and headers each) sends its
// requests to them in turn, and `route` is then the path pattern the bare server serves.
const VISITS = 200;
// `--only` takes one or more comma-separated parts of scenario names, e.g. `--only "GET /me,heartbeat"`.
const onlyNames = (opts.only ?? '')
  .split(',')
  .map((n) => n.trim().toLowerCase())
  .filter(Boolean);
const SIGNERS = 10;
const WARM_SENDS = 200;
/**
 * Targets a consuming scenario makes before each round (`make(call, n, from)`, the n targets from number `from`
 * on): a warm-up and a measured run, each with a connection's worth more than it counts (the requests in flight
 * when the count is reached). They are made just before they are used, so the rows they add (sign: envelopes of
 * 11 signers) do not weigh on the lists measured before. One more, made with the others' seeds, gives the bare
 * server its fixture.
 */
const consumedTargets = () => WARM_SENDS + Number(opts.sends) + 2 * Number(opts.connections);
/** fn(0 … n-1), 8 at a time, results in order. */
async function inParallel(n, fn) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}
/** The write path: measured as a scenario, and again with live event streams open (timeWritesWithStreams). */
const POST_DOCUMENTS = {
  name: 'POST /documents (validated)',
  method: 'POST',
  path: '/api/v1/documents',
  body: { title: 'Meeting note', markdown: NOTE_MD },
  bodySchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 200 },
      markdown: { type: 'string', maxLength: 500000 },
      html: { type: 'string', maxLength: 1000000 },
      templateId: { type: 'string', minLength: 1, maxLength: 64 },
      folderId: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
      recipients: { type: 'array', maxItems: 30, items: { type: 'object' } },
    },
  },
};
const SCENARIOS = [
  { name: 'GET /me', method: 'GET', path: '/api/v1/me' },
  {
    name: 'GET /documents?limit=50',
    method: 'GET',
    path: '/api/v1/documents?limit=50',
    seed: async (call) => {
      for (let i = 0; i < 200; i++)
        await call('POST', '/api/v1/documents', { title: `Seeded document ${i}`, markdown: NOTE_MD }, 201);
    },
  },
  POST_DOCUMENTS,
  // Each domain's hottest read and write (issue 14). A seed may set the scenario's path or body to what it made.
  {
    name: 'GET /envelopes?limit=50',
    method: 'GET',
    path: '/api/v1/envelopes?limit=50',
    seed: async (call) => {
      for (let i = 0; i < 60; i++) {
        const doc = (
          await call(
            'POST',
            '/api/v1/documents',
            {
              title: `Seeded agreement ${i}`,
              markdown: '# Terms\n\nAgreed.\n',
              recipients: [{ name: 'Ada', email: `ada${i}@bench.example` }],
            },
            201,
          )
        ).reply.data;
        await call('POST', `/api/v1/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id }, 201);
        await call('POST', '/api/v1/envelopes', { documentId: doc.id }, 201);
      }
    },
  },
  {
    name: 'GET /links?limit=50',
    method: 'GET',
    path: '/api/v1/links?limit=50',
    seed: async (call) => {
      const doc = (await call('POST', '/api/v1/documents', { title: 'Seeded deck', markdown: NOTE_MD }, 201)).reply
        .data;
      for (let i = 0; i < 60; i++)
        await call('POST', '/api/v1/links', { documentId: doc.id, name: `Investor ${i}`, tags: ['seed'] }, 201);
    },
  },
  {
    name: 'POST /links (validated)',
    method: 'POST',
    path: '/api/v1/links',
    body: { name: 'Investor link', allowDownload: true, tags: ['series-a'] },
    seed: async (call, sc) => {
      sc.body.documentId = (
        await call('POST', '/api/v1/documents', { title: 'Linked deck', markdown: NOTE_MD }, 201)
      ).reply.data.id;
    },
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        documentId: { type: 'string', minLength: 1, maxLength: 64 },
        dataRoomId: { type: 'string', minLength: 1, maxLength: 64 },
        name: { type: 'string', maxLength: 200 },
        allowDownload: { type: 'boolean' },
        password: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
        tags: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 32 } },
      },
    },
  },
  {
    name: 'GET /rooms/{id}/documents',
    method: 'GET',
    path: '',
    seed: async (call, sc) => {
      const room = (await call('POST', '/api/v1/rooms', { name: 'Seeded room' }, 201)).reply.data;
      for (let i = 0; i < 30; i++) {
        const doc = (await call('POST', '/api/v1/documents', { title: `Room document ${i}`, markdown: NOTE_MD }, 201))
          .reply.data;
        await call('POST', `/api/v1/rooms/${room.id}/documents`, { documentId: doc.id }, 201);
      }
      sc.path = `/api/v1/rooms/${room.id}/documents`;
    },
  },
  {
    name: 'GET /requests',
    method: 'GET',
    path: '/api/v1/requests',
    seed: async (call) => {
      for (let i = 0; i < 30; i++)
        await call(
          'POST',
          '/api/v1/requests',
          { title: `Seeded request ${i}`, items: [{ name: 'Passport' }, { name: 'Proof of address' }] },
          201,
        );
    },
  },
  {
    name: 'POST /requests (validated)',
    method: 'POST',
    path: '/api/v1/requests',
    body: { title: 'KYC documents', items: [{ name: 'Passport' }, { name: 'Proof of address', required: false }] },
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 200 },
        description: { type: 'string', maxLength: 2000 },
        items: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, required: { type: 'boolean' } },
          },
        },
      },
    },
  },
  { name: 'GET /audit?limit=50', method: 'GET', path: '/api/v1/audit?limit=50' },
  {
    // The viewer page's heartbeat: token checked, link re-checked, credit computed and written (one transaction).
    // Round-robin over 200 opened visits, so each write credits real time and upserts its sections.
    name: 'POST heartbeat (public, validated)',
    method: 'POST',
    route: '/api/v1/public/visits/:visitId/heartbeats',
    auth: false,
    expect: 204,
    body: {
      documentId: '',
      sections: [
        { index: 0, visibleMs: 1500 },
        { index: 1, visibleMs: 900 },
      ],
    },
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['documentId', 'sections'],
      properties: {
        documentId: { type: 'string', minLength: 1, maxLength: 64 },
        sections: {
          type: 'array',
          maxItems: 500,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['index', 'visibleMs'],
            properties: {
              index: { type: 'integer', minimum: 0, maximum: 9999 },
              visibleMs: { type: 'integer', minimum: 0, maximum: 60000 },
            },
          },
        },
      },
    },
    seed: async (call, sc) => {
      const doc = (
        await call(
          'POST',
          '/api/v1/documents',
          { title: 'Heartbeat deck', markdown: '# One\n\nA.\n\n# Two\n\nB.\n\n# Three\n\nC.' },
          201,
        )
      ).reply.data;
      const link = (
        await call('POST', '/api/v1/links', { documentId: doc.id, requireEmail: false, notifyOnView: false }, 201)
      ).reply.data;
      sc.body.documentId = doc.id;
      sc.targets = [];
      for (let i = 0; i < VISITS; i++) {
        const v = (await call('POST', `/api/v1/public/links/${link.slug}/visits`, {}, 201, false)).reply.data;
        sc.targets.push({
          path: `/api/v1/public/visits/${v.visitId}/heartbeats`,
          headers: { 'x-visit-token': v.token },
        });
      }
      sc.path = sc.targets[0].path;
    },
  },
  {
    // A send consumes its document (one envelope per draft), so each request gets its own ready draft: one signer,
    // one signature block. The whole send: readiness checks, the frozen snapshot, the claim, envelope, recipient
    // and field rows, events and audit, the signing email queued.
    name: 'POST /envelopes (send, validated)',
    method: 'POST',
    path: '/api/v1/envelopes',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['documentId'],
      properties: {
        documentId: { type: 'string', minLength: 1, maxLength: 64 },
        subject: { type: 'string', minLength: 1, maxLength: 300 },
        message: { type: 'string', maxLength: 2000 },
        sequential: { type: 'boolean' },
        expiresAt: { type: 'string', format: 'date-time' },
        reminderEveryDays: { type: 'integer', minimum: 1, maximum: 30 },
      },
    },
    make: async (call, n, from) =>
      inParallel(n, async (k) => {
        const i = from + k;
        const doc = (
          await call(
            'POST',
            '/api/v1/documents',
            {
              title: `Agreement ${i}`,
              markdown: '# Terms\n\nAgreed.\n',
              recipients: [{ name: 'Ada', email: `ada${i}@bench.example` }],
            },
            201,
          )
        ).reply.data;
        await call('POST', `/api/v1/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id }, 201);
        return { path: '/api/v1/envelopes', headers: {}, body: { documentId: doc.id } };
      }),
  },
  {
    // A signer's sign call (consent given beforehand), each request a signer of its own. Envelopes of
    // SIGNERS + 1 signers, one never signing, so no request is an envelope's last signature: completion (the
    // seal, in the answer of the last one) is measured by `npm run bench:signing`.
    name: 'POST /public/signing/{token}/sign (public, validated)',
    method: 'POST',
    route: '/api/v1/public/signing/:token/sign',
    auth: false,
    expect: 200,
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['values', 'signature'],
      properties: {
        // The spec's `type: [string, boolean]` with maxLength, spelled so the bare server's strict Ajv takes it.
        values: {
          type: 'object',
          maxProperties: 500,
          additionalProperties: { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'boolean' }] },
        },
        signature: {
          oneOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['type', 'text'],
              properties: {
                type: { type: 'string', const: 'typed' },
                text: { type: 'string', minLength: 1, maxLength: 200 },
              },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['type', 'image'],
              properties: {
                type: { type: 'string', const: 'drawn' },
                image: {
                  type: 'string',
                  minLength: 30,
                  maxLength: 1000000,
                  pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
                },
              },
            },
          ],
        },
      },
    },
    make: async (call, need, from) => {
      const envelopes = await inParallel(Math.ceil(need / SIGNERS), async (k) => {
        const e = from + k;
        const people = Array.from({ length: SIGNERS + 1 }, (_, i) => ({
          name: `Signer ${i + 1}`,
          email: `s${i + 1}.${e}@bench.example`,
        }));
        const doc = (
          await call(
            'POST',
            '/api/v1/documents',
            { title: `Signed agreement ${e}`, markdown: '# Terms\n\nAgreed.\n', recipients: people },
            201,
          )
        ).reply.data;
        for (const r of doc.recipients)
          await call('POST', `/api/v1/documents/${doc.id}/signature-blocks`, { recipientId: r.id }, 201);
        const sent = (await call('POST', '/api/v1/envelopes', { documentId: doc.id }, 201)).reply.data;
        const detail = (await call('GET', `/api/v1/envelopes/${sent.id}?include=signingUrls`, undefined, 200)).reply
          .data;
        const tokens = detail.recipients.slice(0, SIGNERS).map((r) => r.signingUrl.split('/sign/')[1]);
        for (const t of tokens)
          await call('POST', `/api/v1/public/signing/${t}/consent`, { accepted: true }, 200, false);
        return tokens;
      });
      // Signer-major order: requests in flight at once belong to different envelopes, as with real signers.
      const targets = [];
      for (let k = 0; k < SIGNERS; k++)
        for (const tokens of envelopes)
          targets.push({
            path: `/api/v1/public/signing/${tokens[k]}/sign`,
            headers: {},
            body: { values: {}, signature: { type: 'typed', text: `Signer ${k + 1}` } },
          });
      return targets.slice(0, need);
    },
  },
].filter((s) => !opts.only || onlyNames.some((n) => s.name.toLowerCase().includes(n)));

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(`cleanup: ${e.message}`));
}
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

const AUTOCANNON = path.join(root, 'node_modules/autocannon/autocannon.js');

const lua = (v) => `[==[${v}]==]`;

/** One wrk run (a Lua script sends the scenario's requests, in turn to its targets); same result as cannon(). */
function wrk(origin, sc, headers, secs, pid, pg0) {
  const json = (t) => sc.body ?? t.body;
  const targets = (sc.targets ?? [{ path: sc.path, headers: {} }]).map((t) => ({
    path: t.path,
    body: t.body,
    headers: { ...headers, ...t.headers, ...(json(t) ? { 'content-type': 'application/json' } : {}) },
  }));
  // A counted run (sc.count) sends each target once, in order, and stops at the count-th answer.
  const script = [
    'local targets = {',
    ...targets.map(
      (t) =>
        `  { path = ${lua(t.path)}, body = ${t.body ? lua(JSON.stringify(t.body)) : 'nil'}, headers = { ${Object.entries(
          t.headers,
        )
          .map(([k, v]) => `[ ${lua(k)} ] = ${lua(v)}`)
          .join(', ')} } },`,
    ),
    '}',
    `local body = ${sc.body ? lua(JSON.stringify(sc.body)) : 'nil'}`,
    `local count = ${sc.count ?? 0}`,
    'local n = 0',
    'local answered = 0',
    'request = function()',
    '  n = n + 1',
    '  local t = count > 0 and targets[math.min(n, #targets)] or targets[(n % #targets) + 1]',
    `  return wrk.format(${lua(sc.method)}, t.path, t.headers, t.body or body)`,
    'end',
    // wrk runs for its whole duration whatever a thread does, so the count-th answer is announced and the parent
    // stops wrk there (SIGINT: it prints its summary). Its failures are those among the first `count` answers,
    // announced with it (done() runs in another Lua state than the thread's).
    'local bad = 0',
    ...(sc.count
      ? [
          'response = function(status)',
          '  answered = answered + 1',
          '  if answered <= count and status >= 300 then bad = bad + 1 end',
          '  if answered == count then io.write(string.format("WRK-COUNTED %d\\n", bad)); io.flush() end',
          'end',
        ]
      : []),
    'done = function(s, latency)',
    '  io.write(string.format("WRK-RESULT {\\"requests\\":%d,\\"duration\\":%d,\\"p50\\":%.3f,\\"p99\\":%.3f,\\"status\\":%d,\\"errors\\":%d,\\"timeouts\\":%d}\\n",',
    '    s.requests, s.duration, latency:percentile(50) / 1000, latency:percentile(99) / 1000, s.errors.status, s.errors.connect + s.errors.read + s.errors.write, s.errors.timeout))',
    'end',
  ].join('\n');
  const file = path.join(tempDir('wrk'), 'scenario.lua');
  fs.writeFileSync(file, script);
  // One thread for a counted run: its count and its place in the targets are the thread's own.
  const args = [
    '-t',
    sc.count ? '1' : opts.threads,
    '-c',
    opts.connections,
    '-d',
    `${sc.count ? 600 : secs}s`,
    '--timeout',
    '10s',
    '-s',
    file,
    origin + targets[0].path,
  ];
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const t0 = performance.now();
    // A counted run's throughput and CPU are read when its count-th answer arrives, before any overshoot.
    let counted;
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      out += d;
      const c = !counted && out.match(/WRK-COUNTED (\d+)/);
      if (c) {
        counted = {
          secs: (performance.now() - t0) / 1000,
          cpuMs: pid ? cpuMs(pid) : NaN,
          pgMs: pg0 ? postgresCpuSince(pg0) : undefined,
          bad: Number(c[1]),
        };
        child.kill('SIGINT');
      }
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      const m = out.match(/WRK-RESULT (\{.*\})/);
      if (code !== 0 || !m) return reject(new Error(`wrk exited ${code}: ${err}${out}`));
      const r = JSON.parse(m[1]);
      if (counted)
        resolve({
          rps: sc.count / counted.secs,
          p50: r.p50,
          p99: r.p99,
          failed: counted.bad,
          total: sc.count,
          cpuMsAtEnd: counted.cpuMs,
          pgMsAtEnd: counted.pgMs,
        });
      else
        resolve({
          rps: r.requests / (r.duration / 1e6),
          p50: r.p50,
          p99: r.p99,
          failed: r.status + r.errors + r.timeouts,
          total: r.requests,
        });
    });
  });
}

/** One autocannon run as its own process; returns requests/s and latency percentiles (ms). */
function cannon(origin, sc, headers, secs) {
  let args;
  let optionsFile;
  if (sc.targets) {
    const targets = sc.targets.map((t) => ({ path: t.path, body: t.body, headers: { ...headers, ...t.headers } }));
    optionsFile = path.join(tempDir('cannon'), 'options.json');
    fs.writeFileSync(
      optionsFile,
      JSON.stringify({
        origin,
        connections: Number(opts.connections),
        duration: secs,
        amount: sc.count,
        method: sc.method,
        body: sc.body,
        targets,
      }),
    );
    args = [path.join(root, 'bench/cannon-rotate.mjs'), optionsFile];
  } else {
    args = [AUTOCANNON, '-j', '-n', '-c', opts.connections, '-d', String(secs), '-m', sc.method];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
    if (sc.body) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(sc.body));
    args.push(origin + sc.path);
  }
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (optionsFile) fs.rmSync(path.dirname(optionsFile), { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const r = JSON.parse(out);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
        total: r.requests.total,
      });
    });
  });
}

/**
 * A warm-up, then the measured run; with the CPU time the server (`pid`) spent per request, in µs, and with
 * `postgres` PostgreSQL's processes' too (pgUs).
 */
async function measure(origin, sc, headers, pid, runs, postgres = false) {
  const load = tool === 'wrk' ? wrk : cannon;
  if (runs) await load(origin, runs.warm, headers, 0, pid);
  else if (Number(opts.warmup) > 0) await load(origin, sc, headers, Number(opts.warmup));
  const cpu0 = cpuMs(pid);
  const pg0 = postgres ? postgresCpu() : null;
  const r = await load(origin, runs?.main ?? sc, headers, seconds, pid, pg0);
  const per = (ms) => (r.total ? (ms * 1000) / r.total : NaN);
  return {
    ...r,
    cpuUs: per((r.cpuMsAtEnd ?? cpuMs(pid)) - cpu0),
    pgUs: pg0 ? per(r.pgMsAtEnd ?? postgresCpuSince(pg0)) : NaN,
  };
}

/** A consuming scenario's warm-up and measured run for this round, made now (both servers get the same). */
async function takeRuns(sc, call, round) {
  const c = Number(opts.connections);
  const targets = await sc.make(call, consumedTargets(), 1 + round * consumedTargets());
  const warm = targets.slice(0, WARM_SENDS + c);
  const main = targets.slice(WARM_SENDS + c);
  return {
    warm: { ...sc, targets: warm, count: WARM_SENDS },
    main: { ...sc, targets: main, count: Number(opts.sends) },
  };
}

function readRss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024;
}

const MB = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const range = (xs, digits = 0) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi || xs.length === 1 ? lo.toFixed(digits) : `${lo.toFixed(digits)}-${hi.toFixed(digits)}`;
};

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '))
    .join('\n');
}

async function run(engineName) {
  const postgres = engineName === 'postgres';
  const env = {
    DATABASE_URL: '',
    REDIS_URL: opts.redis === undefined ? '' : opts.redis || 'redis://127.0.0.1:6379',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  if (postgres) {
    const db = await createTempDatabase('run');
    cleanups.push(db.drop);
    env.DATABASE_URL = db.url;
  }
  const dataDir = tempDir('run');
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  env.DATA_DIR = dataDir;

  const dossier = await startDossier(
    env,
    opts['cpu-prof'] ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', path.resolve(opts['cpu-prof'], engineName)] } : {},
  );
  cleanups.push(dossier.stop);
  const headers = { authorization: `Bearer ${benchKey(env)}` };
  const call = async (method, p, body, expect, keyed = true, extra = {}) => {
    const res = await fetch(dossier.origin + p, {
      method,
      headers: { ...(keyed ? headers : {}), ...extra, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = res.status === 204 ? null : await res.json();
    if (res.status !== expect) throw new Error(`${method} ${p} answered ${res.status}: ${JSON.stringify(reply)}`);
    return { status: res.status, reply };
  };

  // Seed, then record Dossier's reply to each scenario: the bare server answers with the same JSON.
  const fixtures = [];
  for (const sc of SCENARIOS) {
    await sc.seed?.(call, sc);
    // A consuming scenario's fixture uses up a target of its own.
    const target = sc.make ? (await sc.make(call, 1, 0))[0] : sc.targets?.[0];
    const { status, reply } = await call(
      sc.method,
      target?.path ?? sc.path,
      target?.body ?? sc.body,
      sc.expect ?? (sc.method === 'POST' ? 201 : 200),
      sc.auth !== false,
      target?.headers,
    );
    fixtures.push({ method: sc.method, path: sc.route ?? sc.path, status, reply, bodySchema: sc.bodySchema });
  }
  const fixtureFile = path.join(dataDir, 'bare-fixtures.json');
  fs.writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), fixtureFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    if (bare.exitCode === null) {
      const exited = new Promise((r) => bare.once('exit', r));
      bare.kill('SIGTERM');
      await exited;
    }
  });
  const barePort = await new Promise((resolve, reject) => {
    let out = '';
    bare.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    bare.once('exit', (code) => reject(new Error(`the bare server exited ${code}`)));
  });
  const bareOrigin = `http://127.0.0.1:${barePort}`;

  const engine = `${postgres ? 'PostgreSQL' : 'SQLite'}${env.REDIS_URL ? ', rate limits in Redis' : ''}`;
  console.log(
    `\nDossier (${engine}) against bare Fastify: ${tool}${tool === 'wrk' ? ` (${opts.threads} thread(s))` : ''}, ${opts.connections} connections, ${seconds} s per run after ${opts.warmup} s warm-up, ${rounds} round(s), node ${process.version}`,
  );
  const results = SCENARIOS.map(() => ({ bare: [], dossier: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, sc] of SCENARIOS.entries()) {
      const h = sc.auth === false ? {} : headers;
      const runs = sc.make ? await takeRuns(sc, call, round) : undefined;
      // The bare server consumes nothing: it gets the same requests in turn for the usual duration (a counted run
      // of a few thousand would end before it is warm).
      results[i].bare.push(await measure(bareOrigin, runs ? { ...sc, targets: runs.main.targets } : sc, {}, bare.pid));
      results[i].dossier.push(await measure(dossier.origin, sc, h, dossier.pid, runs, postgres));
    }
  }
  let failures = 0;
  // On PostgreSQL a column more: the CPU its own processes spent per request of Dossier's (they share the machine).
  const rows = [
    [
      'scenario',
      'bare req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'dossier req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      ...(postgres ? ['PG CPU µs/req'] : []),
      'dossier/bare',
    ],
  ];
  for (const [i, sc] of SCENARIOS.entries()) {
    const { bare: b, dossier: d } = results[i];
    const col = (xs, f, digits) => range(xs.map(f), digits);
    rows.push([
      sc.name,
      col(b, (r) => r.rps),
      col(b, (r) => r.p50, 1),
      col(b, (r) => r.p99, 1),
      col(b, (r) => r.cpuUs),
      col(d, (r) => r.rps),
      col(d, (r) => r.p50, 1),
      col(d, (r) => r.p99, 1),
      col(d, (r) => r.cpuUs),
      ...(postgres ? [col(d, (r) => r.pgUs)] : []),
      `${range(d.map((r, k) => (100 * r.rps) / b[k].rps))}%`,
    ]);
    failures += [...b, ...d].reduce((n, r) => n + r.failed, 0);
  }
  if (SCENARIOS.length) console.log(`\n${table(rows)}\n`);
  if (failures)
    console.log(
      `failed requests (non-2xx, errors, timeouts): ${failures}\n${dossier.output().trim().split('\n').slice(-10).join('\n')}`,
    );
  if (!opts.only || onlyNames.some((n) => 'write path with streams open'.includes(n)))
    await timeWritesWithStreams(dossier, env, headers, postgres);
  if (!opts.only || onlyNames.some((n) => 'open a gated link'.includes(n))) await timeGatedOpen(call);
  await dossier.stop();
  if (!opts.only || onlyNames.some((n) => 'files'.includes(n))) await timeFiles(env, postgres);

  // Start-up and idle memory: fresh processes on a database already migrated (the bench's own), idle.
  const starts = [];
  let memory;
  for (let i = 0; i < Number(opts.starts); i++) {
    const s = await startDossier(env, {
      nodeArgs: ['--expose-gc', '--import', path.join(root, 'bench/memory-probe.mjs')],
    });
    starts.push(s.startMs);
    if (i === 0) {
      await new Promise((r) => setTimeout(r, 1000));
      const rss = readRss(s.pid);
      s.child.kill('SIGUSR2');
      const deadline = Date.now() + 5000;
      let m;
      while (!(m = s.output().match(/memory-probe (\{.*\})/)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      memory = { rss, after: m ? JSON.parse(m[1]) : null };
    }
    await s.stop();
  }
  if (starts.length)
    console.log(
      `start-up (process start to serving, ${starts.length} starts): median ${median(starts).toFixed(0)} ms (${range(starts)} ms)`,
    );
  if (memory) {
    console.log(
      `idle memory after start: RSS ${MB(memory.rss)}${memory.after ? `; after a GC settle RSS ${MB(memory.after.rss)}, heap used ${MB(memory.after.heapUsed)}` : ''}`,
    );
  }

  return failures;
}

/**
 * File throughput by blob store: the same PDF (one page and a 10 MB attachment) uploaded through
 * POST /documents/upload and downloaded through GET /documents/{id}/file, against the engine's default store
 * (disk on SQLite, the database on PostgreSQL) and against S3 (s3rver in this process, on 127.0.0.1). Uploads
 * include the PDF's inspection, the same for every store; downloads are the store read and its digest check.
 */
async function timeFiles(env, postgres) {
  const { PDFDocument } = serverRequire('pdf-lib');
  const S3rver = serverRequire('s3rver');
  const crypto = await import('node:crypto');
  const pdfDoc = await PDFDocument.create();
  pdfDoc.addPage([612, 792]);
  await pdfDoc.attach(crypto.randomBytes(10 * 1024 * 1024), 'data.bin', { mimeType: 'application/octet-stream' });
  const pdf = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  const UPLOADS = 5;
  const DOWNLOADS = 12;
  const s3Dir = tempDir('s3');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'bench' }],
  });
  const { port } = await s3.run();
  cleanups.push(async () => {
    await s3.close().catch(() => {});
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });
  const s3Env = {
    BLOB_STORE: 's3',
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const rows = [
    [
      'store',
      `upload MB/s (${UPLOADS} × ${MB(pdf.length)}, one at a time)`,
      `download MB/s (${DOWNLOADS}, 4 at a time)`,
    ],
  ];
  for (const [name, extra] of [
    [postgres ? 'postgres' : 'disk', {}],
    ['s3 (s3rver)', s3Env],
  ]) {
    const server = await startDossier({ ...env, ...extra });
    try {
      const auth = { authorization: `Bearer ${benchKey(env)}` };
      const ids = [];
      let t0 = performance.now();
      for (let i = 0; i < UPLOADS; i++) {
        const res = await fetch(`${server.origin}/api/v1/documents/upload`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/pdf' },
          body: pdf,
        });
        if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        ids.push((await res.json()).data.id);
      }
      const up = (UPLOADS * pdf.length) / 1024 / 1024 / ((performance.now() - t0) / 1000);
      t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < DOWNLOADS) {
            const id = ids[next++ % ids.length];
            const res = await fetch(`${server.origin}/api/v1/documents/${id}/file`, { headers: auth });
            const body = Buffer.from(await res.arrayBuffer());
            if (res.status !== 200 || body.length !== pdf.length)
              throw new Error(`download answered ${res.status} (${body.length} bytes)`);
          }
        }),
      );
      const down = (DOWNLOADS * pdf.length) / 1024 / 1024 / ((performance.now() - t0) / 1000);
      rows.push([name, up.toFixed(0), down.toFixed(0)]);
    } finally {
      await server.stop();
    }
  }
  console.log(`\nfiles through the API by blob store (${postgres ? 'PostgreSQL' : 'SQLite'}):\n${table(rows)}\n`);
}

function timeCli() {
  const cli = path.join(root, 'packages/cli/bin/run.js');
  if (fs.existsSync(cli)) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8' });
      times.push(performance.now() - t0);
      if (r.status !== 0) throw new Error(`dossier --version exited ${r.status}: ${r.stderr}`);
    }
    console.log(`dossier --version: median ${median(times).toFixed(0)} ms (${range(times)} ms, 5 runs)`);
  }
}

/**
 * What live event streams cost the write path (issue 42: they must not slow it): POST /documents under load (the
 * scenario's run) and one at a time (median latency), with no stream open and with --streams open, each stream
 * read to the end by this process as `dossier listen` reads it (every write's event reaches every stream). The
 * two alternate, round by round, so a drift of the machine's load does not fall on one side only.
 */
async function timeWritesWithStreams(dossier, env, headers, postgres) {
  const n = Number(opts.streams);
  // 3 streams per key at most (the limit): keys of the same workspace, so every write is an event of theirs.
  const keys = Array.from({ length: Math.ceil(n / 3) }, () => benchKey(env));
  const sequential = async (count) => {
    const times = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      const res = await fetch(`${dossier.origin}${POST_DOCUMENTS.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(POST_DOCUMENTS.body),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`POST /documents answered ${res.status}`);
      times.push(performance.now() - t0);
    }
    return median(times);
  };
  /** Opens k streams; `close()` ends them and answers the events each received. */
  const openStreams = async (k) => {
    const streams = [];
    for (let i = 0; i < k; i++) {
      const ctl = new AbortController();
      let res;
      // The previous round's streams give their places back once the server has seen them close: until then, 429.
      for (let tries = 0; ; tries++) {
        res = await fetch(`${dossier.origin}/api/v1/events/stream?events=document.created`, {
          headers: { authorization: `Bearer ${keys[Math.floor(i / 3)]}` },
          signal: ctl.signal,
        });
        if (res.status !== 429 || tries === 300) break;
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 100));
      }
      if (res.status !== 200) throw new Error(`GET /events/stream answered ${res.status}: ${await res.text()}`);
      const st = { ctl, received: 0, done: undefined };
      st.done = (async () => {
        const reader = res.body.getReader();
        const dec = new TextDecoder();
        let tail = '';
        for (;;) {
          const r = await reader.read().catch(() => ({ done: true }));
          if (r.done) break;
          const text = tail + dec.decode(r.value, { stream: true });
          const lines = text.split('\n');
          tail = lines.pop();
          for (const line of lines) if (line.startsWith('id: ')) st.received++;
        }
      })();
      streams.push(st);
    }
    return {
      close: async () => {
        // Every event written reaches the streams within about a second; wait until they are quiet.
        let last = -1;
        for (let i = 0; i < 50; i++) {
          const now = streams.reduce((a, st) => a + st.received, 0);
          if (now === last) break;
          last = now;
          await new Promise((r) => setTimeout(r, 200));
        }
        for (const st of streams) st.ctl.abort();
        await Promise.all(streams.map((st) => st.done));
        return streams.map((st) => st.received);
      },
    };
  };
  const byCount = new Map([
    [0, []],
    [n, []],
  ]);
  for (let round = 0; round < rounds; round++) {
    for (const k of round % 2 ? [n, 0] : [0, n]) {
      const open = await openStreams(k);
      const loaded = await measure(dossier.origin, POST_DOCUMENTS, headers, dossier.pid, undefined, postgres);
      const seqMs = await sequential(Number(opts['sequential-writes']));
      const received = await open.close();
      byCount.get(k).push({ ...loaded, seqMs, received });
    }
  }
  const rows = [
    [
      'streams open',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      ...(postgres ? ['PG CPU µs/req'] : []),
      `one at a time: median ms (${opts['sequential-writes']})`,
      'events per stream',
    ],
  ];
  let failures = 0;
  for (const [k, rs] of byCount) {
    const col = (f, digits) => range(rs.map(f), digits);
    rows.push([
      k,
      col((r) => r.rps),
      col((r) => r.p50, 1),
      col((r) => r.p99, 1),
      col((r) => r.cpuUs),
      ...(postgres ? [col((r) => r.pgUs)] : []),
      col((r) => r.seqMs, 2),
      // Per round: the fewest and most events a stream received (equal: every stream got every event).
      k ? rs.map((r) => range(r.received)).join(', ') : '-',
    ]);
    failures += rs.reduce((a, r) => a + r.failed, 0);
  }
  console.log(
    `write path with live event streams (POST /documents; ${tool}, ${opts.connections} connections, ${seconds} s after ${opts.warmup} s warm-up; ${rounds} round(s); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):\n${table(rows)}${failures ? `\nfailed requests: ${failures}` : ''}\n`,
  );
}

/**
 * The time to open a gated link (address, password, terms and a required capture field), one visitor at a time,
 * as the viewer page does it (start, then one call per gate) and in one call with every answer. Each open
 * counts a view and verifies the password's argon2id hash, so this is the real cost of a reader's first screen.
 */
async function timeGatedOpen(call) {
  const doc = (await call('POST', '/api/v1/documents', { title: 'Gated deck', markdown: '# Terms\n\nRead me.' }, 201))
    .reply.data;
  const link = (
    await call(
      'POST',
      '/api/v1/links',
      {
        documentId: doc.id,
        requireEmail: true,
        password: 'bench-secret',
        requireNda: true,
        ndaText: 'Keep this confidential.',
        captureFields: [{ label: 'Company', required: true }],
        notifyOnView: false,
      },
      201,
    )
  ).reply.data;
  const answers = {
    email: 'reader@bench.example',
    password: 'bench-secret',
    ndaAccepted: true,
    answers: { company: 'Acme' },
  };
  const stepwise = [];
  const oneCall = [];
  for (let i = 0; i < Number(opts.opens); i++) {
    let t0 = performance.now();
    const v = (await call('POST', `/api/v1/public/links/${link.slug}/visits`, {}, 201, false)).reply.data;
    const token = { 'x-visit-token': v.token };
    let state;
    for (const gate of [
      { email: answers.email },
      { password: answers.password },
      { ndaAccepted: true },
      { answers: answers.answers },
    ]) {
      state = (await call('POST', `/api/v1/public/visits/${v.visitId}/gates`, gate, 200, false, token)).reply.data;
    }
    if (!state.opened) throw new Error(`the gated visit did not open: ${JSON.stringify(state)}`);
    stepwise.push(performance.now() - t0);
    t0 = performance.now();
    const w = (await call('POST', `/api/v1/public/links/${link.slug}/visits`, answers, 201, false)).reply.data;
    if (!w.opened) throw new Error(`the one-call visit did not open: ${JSON.stringify(w)}`);
    oneCall.push(performance.now() - t0);
  }
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)];
  const fmt = (xs) => `median ${median(xs).toFixed(1)} ms, p95 ${p95(xs).toFixed(1)} ms`;
  console.log(
    `open a gated link (address, password, terms, capture field; ${stepwise.length} visitors one at a time):`,
  );
  console.log(`  start + 4 gate calls: ${fmt(stepwise)}`);
  console.log(`  one call with every answer: ${fmt(oneCall)}\n`);
}

let code = 1;
try {
  let failures = 0;
  for (const e of engines) {
    failures += await run(e);
    await cleanup();
  }
  timeCli();
  const withinBudget = printSizes(await sdkSizes());
  code = failures === 0 && withinBudget ? 0 : 1;
} catch (e) {
  console.error(`bench: ${e.stack ?? e.message}`);
} finally {
  await cleanup();
}
process.exit(code);
