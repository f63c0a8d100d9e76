#!/usr/bin/env node
// `npm run bench:stream [-- --postgres]`: what open event streams (GET /events/stream) cost the write path:
// POST /documents one after another over HTTP, with no stream open, then with --streams (default 3) open and read
// (every event reaching each of them), in rounds. Runs the built server (server/dist) in process on a real port.
// `npm run bench` measures the same (bench/run.mjs, timeWritesWithStreams), with the server a process of its own
// and under load too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTempDatabase } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { buildApp } = await dist('app.js');
const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    streams: { type: 'string', default: '3' },
    writes: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});

let databaseUrl = '';
let dropDb = async () => {};
if (opts.postgres) ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('stream'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-stream-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' });
const rt = await openRuntime(config, { poolSize: 10 });
const app = await buildApp({ config, keys: rt.keys, services: rt });
const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const { key } = await rt.keys.create({
    workspace: 'bench',
    plan: 'enterprise',
    scopes: ['documents:read', 'documents:write'],
  });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const writes = async (n) => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/documents`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `b${i}`, markdown: '# x' }),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`POST /documents answered ${res.status}`);
      times.push(performance.now() - t0);
    }
    return times;
  };
  await writes(30); // warm-up
  const n = Number(opts.writes);
  const k = Number(opts.streams);
  const rows = [];
  for (let round = 1; round <= Number(opts.rounds); round++) {
    const bare = median(await writes(n));
    const ctls = [];
    let received = 0;
    for (let i = 0; i < k; i++) {
      const ctl = new AbortController();
      ctls.push(ctl);
      const res = await fetch(`${base}/events/stream`, { headers, signal: ctl.signal });
      void (async () => {
        const reader = res.body.getReader();
        const dec = new TextDecoder();
        for (;;) {
          const r = await reader.read().catch(() => ({ done: true }));
          if (r.done) break;
          received += (dec.decode(r.value).match(/^id: /gm) ?? []).length;
        }
      })();
    }
    const withStreams = median(await writes(n));
    await new Promise((r) => setTimeout(r, 500));
    for (const c of ctls) c.abort();
    rows.push({
      round,
      'no stream (ms, median)': bare.toFixed(2),
      [`${k} streams (ms, median)`]: withStreams.toFixed(2),
      'events received': `${received}/${n * k}`,
    });
  }
  console.log(`POST /documents one after another, ${opts.postgres ? 'PostgreSQL' : 'SQLite'}:`);
  console.table(rows);
} finally {
  await app.close();
  await rt.close();
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
