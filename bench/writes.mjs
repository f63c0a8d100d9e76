#!/usr/bin/env node
// `node bench/writes.mjs [-- --postgres] [--seconds 5 --connections 50 --only links --profile DIR]`: the writes
// that carry the product's load, side by side with a bare Fastify server (bench/bare-server.mjs) that validates
// the same JSON body with a schema like the spec's and answers the same status and JSON. Both are real processes
// driven by wrk (a process of its own). Rows: POST /documents (short Markdown), POST /links, POST /envelopes
// (each request sends its own fresh draft, one signer) and POST /public/signing/{token}/sign (the first of two
// signers, so no completion runs behind the measure). Prints requests/s (2xx only), p50 and p99 of each and
// Dossier's share of bare. `--profile DIR` starts Dossier with `node --cpu-prof` and leaves the profile in DIR.
// SQLite in a temp DATA_DIR by default; --postgres uses a database created (and dropped) for the run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchKey, createTempDatabase, root, startDossier, tempDir } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    profile: { type: 'string' },
    pool: { type: 'string', default: '1000' },
  },
});
const seconds = Number(opts.seconds);
if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (apt-get install -y wrk)');

const NOTE_MD = '# Meeting note\n\nA short **Markdown** body with a [link](https://example.com) and a list:\n\n- first point\n- second point\n';
const str = (max) => ({ type: 'string', minLength: 1, maxLength: max });
/** Fresh targets for the sends and signatures (each is used up by its first request; later ones answer 409/410, left out). */
const POOL = Number(opts.pool);

/** Runs make(i) for i < n, eight at a time. */
async function pooled(n, make) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < n) {
      const i = next++;
      out[i] = await make(i);
    }
  }));
  return out;
}

const SCENARIOS = [
  {
    name: 'POST /documents',
    route: '/api/v1/documents',
    body: () => ({ title: 'Meeting note', markdown: NOTE_MD }),
    bodySchema: {
      type: 'object', additionalProperties: false, required: ['title'],
      properties: { title: str(200), markdown: { type: 'string', maxLength: 500000 }, html: { type: 'string', maxLength: 1000000 }, templateId: str(64), folderId: { type: ['string', 'null'] }, recipients: { type: 'array', maxItems: 30 } },
    },
  },
  {
    name: 'POST /links',
    route: '/api/v1/links',
    seed: async (call) => {
      const doc = (await call('POST', '/api/v1/documents', { title: 'Linked deck', markdown: NOTE_MD }, 201)).data;
      return [{ path: '/api/v1/links', body: { documentId: doc.id, name: 'Investor link', allowDownload: true, tags: ['series-a'] } }];
    },
    bodySchema: {
      type: 'object', additionalProperties: false,
      properties: { documentId: str(64), dataRoomId: str(64), name: { type: 'string', maxLength: 200 }, allowDownload: { type: 'boolean' }, password: { type: ['string', 'null'] }, tags: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 32 } } },
    },
  },
  {
    name: 'POST /envelopes',
    route: '/api/v1/envelopes',
    seed: async (call) => {
      return pooled(POOL, async (i) => ({ path: '/api/v1/envelopes', body: { documentId: (await draft(call, i, 1)).id } }));
    },
    bodySchema: { type: 'object', additionalProperties: false, required: ['documentId'], properties: { documentId: str(64), subject: str(200), message: { type: 'string', maxLength: 5000 }, sequential: { type: 'boolean' } } },
  },
  {
    name: 'POST /public/signing/{token}/sign',
    route: '/api/v1/public/signing/:token/sign',
    auth: false,
    seed: async (call) => {
      return pooled(POOL, async (i) => {
        const doc = await draft(call, i, 2);
        const env = (await call('POST', '/api/v1/envelopes', { documentId: doc.id }, 201)).data;
        const e = (await call('GET', `/api/v1/envelopes/${env.id}?include=signingUrls`, undefined, 200)).data;
        const token = e.recipients[0].signingUrl.split('/sign/')[1];
        await call('POST', `/api/v1/public/signing/${token}/consent`, { accepted: true }, 200, false);
        return { path: `/api/v1/public/signing/${token}/sign`, body: { values: {}, signature: { type: 'typed', text: 'Ada Lovelace' } } };
      });
    },
    bodySchema: {
      type: 'object', additionalProperties: false, required: ['values', 'signature'],
      properties: { values: { type: 'object' }, signature: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['typed', 'drawn'] }, text: { type: 'string', maxLength: 200 }, image: { type: 'string' } } } },
    },
  },
].filter((s) => !opts.only || s.name.toLowerCase().includes(opts.only.toLowerCase()));

/** A draft with `signers` signers, each with a signature block (what a send needs). */
async function draft(call, i, signers) {
  const recipients = Array.from({ length: signers }, (_, k) => ({ name: `Signer ${k}`, email: `s${k}-${i}-${Date.now()}@bench.example` }));
  const doc = (await call('POST', '/api/v1/documents', { title: `Agreement ${i}`, markdown: '# Terms\n\nAgreed.\n', recipients }, 201)).data;
  for (const r of doc.recipients) await call('POST', `/api/v1/documents/${doc.id}/signature-blocks`, { recipientId: r.id }, 201);
  return doc;
}

/** wrk's script: each request takes the next target (path and body) in turn. */
function luaScript(targets, headers) {
  const q = (s) => `"${String(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return [
    `wrk.method = "POST"`,
    ...Object.entries({ 'content-type': 'application/json', ...headers }).map(([k, v]) => `wrk.headers[${q(k)}] = ${q(v)}`),
    `local targets = {${targets.map((t) => `{${q(t.path)}, ${q(JSON.stringify(t.body))}}`).join(',\n')}}`,
    'local i = 0',
    'request = function()',
    '  i = i % #targets + 1',
    '  return wrk.format(nil, targets[i][1], nil, targets[i][2])',
    'end',
  ].join('\n');
}

/** User + system CPU time of a process so far, in ms (Linux /proc). */
function cpuMs(pid) {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

/** One wrk run: 2xx requests/s, p50 and p99 (ms), and the server's CPU time per answered request (ms). */
function wrk(origin, script, secs, pid) {
  const cpu0 = pid ? cpuMs(pid) : 0;
  const file = path.join(work, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  fs.writeFileSync(file, script);
  const conns = Number(opts.connections);
  const out = spawnSync('wrk', ['-t', '2', '-c', String(conns), '-d', `${secs}s`, '--latency', '-s', file, origin], { encoding: 'utf8' }).stdout;
  const num = (re) => Number(out.match(re)?.[1] ?? NaN);
  const unit = (v, u) => (u === 'us' ? v / 1000 : u === 's' ? v * 1000 : v);
  const pct = (p) => {
    const m = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
    return m ? unit(Number(m[1]), m[2]) : NaN;
  };
  const total = num(/(\d+) requests in/);
  const bad = num(/Non-2xx or 3xx responses: (\d+)/) || 0;
  const duration = num(/requests in ([\d.]+)s/) || secs;
  const cpu = pid ? (cpuMs(pid) - cpu0) / Math.max(1, total) : NaN;
  return { rps: (total - bad) / duration, bad, p50: pct(50), p99: pct(99), cpu };
}

const work = tempDir('writes');
const cleanups = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()().catch((e) => console.error(`cleanup: ${e.message}`));
}
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

try {
  const env = { DATA_DIR: path.join(work, 'data'), RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' };
  if (opts.postgres) {
    const t = await createTempDatabase('writes');
    env.DATABASE_URL = t.url;
    cleanups.push(t.drop);
  }
  const nodeArgs = opts.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(opts.profile)] : [];
  const dossier = await startDossier(env, { nodeArgs });
  cleanups.push(dossier.stop);
  const key = benchKey(env);
  const call = async (method, p, body, expect, keyed = true) => {
    const res = await fetch(dossier.origin + p, { method, headers: { ...(keyed ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const reply = res.status === 204 ? null : await res.json();
    if (res.status !== expect) throw new Error(`${method} ${p} answered ${res.status}: ${JSON.stringify(reply)}`);
    return reply;
  };

  const rows = [];
  for (const sc of SCENARIOS) {
    const targets = sc.seed ? await sc.seed(call) : [{ path: sc.route, body: sc.body() }];
    const headers = sc.auth === false ? {} : { authorization: `Bearer ${key}` };
    // The bare server answers what Dossier answered (one more target of the pool is spent on the sample).
    const sample = targets.length > 1 ? targets.pop() : targets[0];
    const reply = await call('POST', sample.path, sample.body, sc.auth === false ? 200 : 201, sc.auth !== false);
    const fixtures = path.join(work, `fixtures-${rows.length}.json`);
    fs.writeFileSync(fixtures, JSON.stringify([{ method: 'POST', path: sc.route, status: sc.auth === false ? 200 : 201, reply, bodySchema: sc.bodySchema }]));
    const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), fixtures], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise((resolve) => bare.stdout.on('data', (d) => String(d).match(/listening (\d+)/) && resolve(Number(String(d).match(/listening (\d+)/)[1]))));
    const script = luaScript(targets, headers);
    wrk(`http://127.0.0.1:${port}`, script, 1); // warm-up
    const b = wrk(`http://127.0.0.1:${port}`, script, seconds, bare.pid);
    bare.kill('SIGTERM');
    const d = wrk(dossier.origin, script, seconds, dossier.pid);
    rows.push({ name: sc.name, b, d });
    console.error(`${sc.name}: bare ${b.rps.toFixed(0)}/s, Dossier ${d.rps.toFixed(0)}/s${d.bad ? ` (${d.bad} non-2xx left out)` : ''}`);
  }

  const f = (x) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 1 : 0) : '-');
  console.log(`\nWrites, ${opts.postgres ? 'PostgreSQL' : 'SQLite'}: wrk, ${opts.connections} connections, ${seconds} s each (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
  console.log('| Request | Bare req/s | Bare p50 / p99 ms | Bare CPU ms/req | Dossier req/s | Dossier p50 / p99 ms | Dossier CPU ms/req | Share |');
  console.log('|---|---|---|---|---|---|---|---|');
  const c = (x) => (Number.isFinite(x) ? x.toFixed(3) : '-');
  for (const r of rows) console.log(`| ${r.name} | ${f(r.b.rps)} | ${f(r.b.p50)} / ${f(r.b.p99)} | ${c(r.b.cpu)} | ${f(r.d.rps)} | ${f(r.d.p50)} / ${f(r.d.p99)} | ${c(r.d.cpu)} | ${((r.d.rps * 100) / r.b.rps).toFixed(1)}% |`);
} finally {
  await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
}
