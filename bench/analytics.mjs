#!/usr/bin/env node
// `npm run bench:analytics [-- --visits 100000 --engines sqlite,postgres]`: reading analytics at scale. Seeds one
// workspace with 100,000 counted visits over 90 days to one 10-section document (one in ten through a data
// room), each with attention on 1 to 10 sections (about 1 million section rows, written through the analytics
// seed code into the viewer's own tables, so the rollup triggers run as for real heartbeats). Then times
// GET /analytics/documents/{id} and GET /analytics/summary?days=90 through the app (fastify.inject: routing,
// auth, validation and database included, the network not), idle and while heartbeats keep arriving, on
// SQLite and on PostgreSQL (a database made and dropped for the run). Goal: under 250 ms each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createTempDatabase, root, serverRequire } from './support.mjs';

const { sql } = serverRequire('kysely');
const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { buildApp } = await dist('app.js');
const { seedVisits } = await dist('analytics/seed.js');
const { values: opts } = parseArgs({ options: { visits: { type: 'string', default: '100000' }, engines: { type: 'string', default: 'sqlite,postgres' }, runs: { type: 'string', default: '15' } } });

const VISITS = Number(opts.visits);
const SECTIONS = 10;
const DAY = 86_400_000;
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const rnd = (n) => Math.floor(Math.random() * n);
const ms = (t0) => performance.now() - t0;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (x) => `${x.toFixed(1)} ms`;

async function run(engine) {
  let databaseUrl = '';
  let dropDb = async () => {};
  if (engine === 'postgres') ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('analytics'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-analytics-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' });
  const rt = await openRuntime(config, { poolSize: 10 });
  const app = await buildApp({ config, keys: rt.keys, services: rt });
  await app.ready();
  const db = rt.db.kysely;
  try {
    const { key, workspaceId } = await rt.keys.create({ workspace: 'bench', plan: 'enterprise', scopes: ['documents:read', 'documents:write', 'links:write', 'rooms:write', 'views:read'] });
    const headers = { authorization: `Bearer ${key}` };
    const post = async (url, payload) => {
      const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
      if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    };
    const md = Array.from({ length: SECTIONS }, (_, i) => `# Part ${i + 1}\n\n${'word '.repeat(50 + i * 30)}\n`).join('\n');
    const doc = await post('/documents', { title: 'Bench deck', markdown: md });
    const room = await post('/rooms', { name: 'Bench room' });
    await post(`/rooms/${room.id}/documents`, { documentId: doc.id });
    const links = [];
    for (let i = 0; i < 5; i++) links.push((await post('/links', { documentId: doc.id, name: `Link ${i}`, isPublic: true })).id);
    const roomLink = (await post('/links', { dataRoomId: room.id, name: 'Room link', isPublic: true })).id;

    // Seed: a visit every ~78 s over 90 days, 1-10 sections each (furthest uniformly spread), 500-60,000 ms each.
    const now = Date.now();
    const t0 = performance.now();
    let sectionRows = 0;
    for (let i = 0; i < VISITS; i += 5000) {
      const batch = [];
      for (let j = i; j < Math.min(VISITS, i + 5000); j++) {
        const startedAt = new Date(now - 89.9 * DAY + (j / VISITS) * 89.9 * DAY).toISOString();
        const inRoom = j % 10 === 0;
        const furthest = rnd(SECTIONS);
        const sections = Array.from({ length: furthest + 1 }, (_, index) => ({ documentId: doc.id, index, visibleMs: 500 + rnd(60_000) }));
        sectionRows += sections.length;
        batch.push({
          workspaceId, linkId: inRoom ? roomLink : links[j % 5], documentId: inRoom ? null : doc.id, dataRoomId: inRoom ? room.id : null,
          email: j % 4 === 0 ? null : `reader${j % 5000}@example.com`, startedAt, lastSeenAt: startedAt, completion: (furthest + 1) / SECTIONS,
          userAgent: AGENTS[j % AGENTS.length], sections,
        });
      }
      await seedVisits(db, batch, 500);
    }
    const seedS = ms(t0) / 1000;
    console.error(`seeded in ${seedS.toFixed(1)} s`);
    await sql`analyze`.execute(db); // as autovacuum or `PRAGMA optimize` would after a bulk load

    const get = async (url) => {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      const took = ms(t);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return { took, body: res.json() };
    };
    const time = async (url) => {
      for (let i = 0; i < 2; i++) await get(url); // warm-up
      const xs = [];
      for (let i = 0; i < Number(opts.runs); i++) xs.push((await get(url)).took);
      return xs;
    };
    const docUrl = `/analytics/documents/${doc.id}`;
    const sumUrl = '/analytics/summary?days=90';
    const first = (await get(docUrl)).body.data;
    const docIdle = await time(docUrl);
    const sumIdle = await time(sumUrl);

    // The same while heartbeats keep arriving: a worker thread with its own connection adds attention to random
    // visits as fast as it can.
    const visitIds = (await db.selectFrom('link_visits').select('id').where('workspace_id', '=', workspaceId).limit(2000).execute()).map((r) => r.id);
    const worker = new Worker(new URL('./analytics-writer.mjs', import.meta.url), { workerData: { databaseUrl, dataDir, visitIds, documentId: doc.id, sections: SECTIONS } });
    await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    const tBeats = performance.now();
    const docBusy = await time(docUrl);
    const sumBusy = await time(sumUrl);
    const busyS = ms(tBeats) / 1000;
    const done = new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    worker.postMessage('stop');
    const { beats } = await done;
    await worker.terminate();
    const beatRate = beats / busyS;
    const after = (await get(docUrl)).body.data;

    console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${VISITS.toLocaleString('en')} visits, ${sectionRows.toLocaleString('en')} section rows (seeded in ${seedS.toFixed(0)} s)`);
    console.log(`document analytics  idle: median ${fmt(pct(docIdle, 0.5))}, p95 ${fmt(pct(docIdle, 0.95))}   with heartbeats: median ${fmt(pct(docBusy, 0.5))}, p95 ${fmt(pct(docBusy, 0.95))}`);
    console.log(`summary (90 days)   idle: median ${fmt(pct(sumIdle, 0.5))}, p95 ${fmt(pct(sumIdle, 0.95))}   with heartbeats: median ${fmt(pct(sumBusy, 0.5))}, p95 ${fmt(pct(sumBusy, 0.95))}`);
    console.log(`heartbeats written meanwhile: ${beats} (${beatRate.toFixed(0)}/s); totalMs ${first.totalMs} → ${after.totalMs} (+${after.totalMs - first.totalMs}, expected +${beats * 1000})`);
    console.log(`views ${after.views}, measuredViews ${after.measuredViews}; goal < 250 ms: ${Math.max(pct(docIdle, 0.5), pct(sumIdle, 0.5)) < 250 ? 'met' : 'NOT met'} (idle medians)`);
  } finally {
    await app.close();
    await rt.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDb();
  }
}

for (const engine of opts.engines.split(',')) await run(engine.trim());
