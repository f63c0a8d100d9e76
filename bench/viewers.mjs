#!/usr/bin/env node
// `npm run bench:viewers [-- --postgres] [-- --viewers 1000 --seconds 60 --every 5]`: many people reading at once.
// The built server (a real process) serves a public link; this process opens --viewers visits on it, then each
// viewer sends a heartbeat every --every seconds (jittered) for --seconds, as the viewer page does, over its own
// keep-alive connection. Prints heartbeats/s, latency p50/p95/p99, failures, and the attention the server credited
// against the wall time the viewers spent (credit can never exceed it).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { benchKey, createTempDatabase, serverRequire, startDossier, tempDir } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    viewers: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    every: { type: 'string', default: '5' },
  },
});
const VIEWERS = Number(opts.viewers);
const SECONDS = Number(opts.seconds);
const EVERY_MS = Number(opts.every) * 1000;
const { Agent } = serverRequire('undici');

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(`cleanup: ${e.message}`));
}

function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function run() {
  const env = { DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_PER_MINUTE: '1000000' };
  if (opts.postgres) {
    const db = await createTempDatabase('viewers');
    cleanups.push(db.drop);
    env.DATABASE_URL = db.url;
  }
  const dataDir = tempDir('viewers');
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  env.DATA_DIR = dataDir;
  const dossier = await startDossier(env);
  cleanups.push(dossier.stop);
  const key = benchKey(env);
  // One connection per viewer, as separate browsers would have.
  const agent = new Agent({ connections: 1, pipelining: 1 });
  const dispatchers = Array.from({ length: VIEWERS }, () => new Agent({ connections: 1 }));
  cleanups.push(async () => Promise.all([agent, ...dispatchers].map((d) => d.close())));
  const call = async (method, p, body, headers = {}, dispatcher = agent) => {
    const res = await fetch(dossier.origin + p, {
      method,
      dispatcher,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const keyed = { authorization: `Bearer ${key}` };

  const sections = Array.from(
    { length: 10 },
    (_, i) => `## Section ${i + 1}\n\n${'Honest attention is measured per section. '.repeat(30)}`,
  ).join('\n\n');
  const doc = (
    await call(
      'POST',
      '/api/v1/documents',
      { title: 'Investor memo', markdown: `# Investor memo\n\n${sections}` },
      keyed,
    )
  ).body.data;
  const link = (await call('POST', '/api/v1/links', { documentId: doc.id, name: 'Bench link', isPublic: true }, keyed))
    .body.data;
  const slug = link.url.split('/v/')[1];

  const t0 = performance.now();
  const visits = [];
  for (let i = 0; i < VIEWERS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, VIEWERS - i) }, async (_, j) => {
        const d = dispatchers[i + j];
        const started = await call('POST', `/api/v1/public/links/${slug}/visits`, {}, {}, d);
        if (started.status !== 201 || !started.body.data.opened)
          throw new Error(`visit start answered ${started.status}: ${JSON.stringify(started.body)}`);
        const v = { id: started.body.data.visitId, token: started.body.data.token, dispatcher: d };
        await call('GET', `/api/v1/public/visits/${v.id}/content`, undefined, { 'x-visit-token': v.token }, d);
        return v;
      }),
    );
    visits.push(...batch);
  }
  const openMs = performance.now() - t0;
  console.log(
    `Dossier (${opts.postgres ? 'PostgreSQL' : 'SQLite'}): ${VIEWERS} visits opened in ${(openMs / 1000).toFixed(1)} s; each sends a heartbeat every ~${opts.every} s for ${SECONDS} s`,
  );

  const latencies = [];
  const statuses = new Map();
  const wall = new Map();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    visits.map(async (v, n) => {
      const first = performance.now();
      let section = n % 10;
      await new Promise((r) => setTimeout(r, Math.random() * EVERY_MS)); // spread the viewers over the interval
      while (performance.now() < until) {
        const t = performance.now();
        const res = await fetch(`${dossier.origin}/api/v1/public/visits/${v.id}/heartbeats`, {
          method: 'POST',
          dispatcher: v.dispatcher,
          headers: { 'content-type': 'application/json', 'x-visit-token': v.token },
          body: JSON.stringify({ documentId: doc.id, sections: [{ index: section, visibleMs: EVERY_MS }] }),
        }).catch((e) => ({ status: `error ${e.cause?.code ?? e.message}`, arrayBuffer: async () => null }));
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        section = (section + 1) % 10;
        await new Promise((r) => setTimeout(r, EVERY_MS * (0.8 + Math.random() * 0.4)));
      }
      wall.set(v.id, performance.now() - first);
    }),
  );
  const ms = SECONDS * 1000;
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(204) ?? 0;
  const failed = latencies.length - ok;
  const views = (await call('GET', `/api/v1/views?shareLinkId=${link.id}&limit=100`, undefined, keyed)).body;
  let credited = 0;
  let counted = 0;
  for (let cursor = null, page = views; ; ) {
    for (const v of page.data) {
      credited += v.totalMs ?? 0;
      counted++;
    }
    cursor = page.nextCursor;
    if (!cursor) break;
    page = (await call('GET', `/api/v1/views?shareLinkId=${link.id}&limit=100&cursor=${cursor}`, undefined, keyed))
      .body;
  }
  const wallTotal = [...wall.values()].reduce((a, b) => a + b, 0);
  console.log(
    `heartbeats: ${latencies.length} in ${SECONDS} s = ${(latencies.length / (ms / 1000)).toFixed(0)}/s; latency p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
  );
  console.log(
    `answers: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')}${failed ? ` (${failed} not 204)` : ''}`,
  );
  console.log(
    `attention credited over ${counted} views: ${(credited / 1000).toFixed(0)} s of ${(wallTotal / 1000).toFixed(0)} s the viewers spent (${((100 * credited) / wallTotal).toFixed(1)}%; never above 100%)`,
  );
  return failed === 0 && credited <= wallTotal ? 0 : 1;
}

let code = 1;
try {
  code = await run();
} catch (e) {
  console.error(`bench: ${e.stack ?? e.message}`);
} finally {
  await cleanup();
}
process.exit(code);
