#!/usr/bin/env node
// `npm run bench:analytics [-- --rows 1000000 --engines sqlite,postgres --beats 200]` (or `-- --rows 10000000 --engines
// postgres`): reading analytics at scale. Seeds one workspace with rows/10 counted visits over 90 days to one
// 10-section document (one in ten through a data room), each with attention on its 10 sections, written with
// set-based SQL into the viewer's own tables, the reading rollups then built by the migrations' own backfills (as a
// migration over existing data builds them; heartbeats roll up in the write path, analytics/attention-rollup.ts),
// and on PostgreSQL the daily totals too (its triggers off for the load; SQLite's keep them). Then times
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
const { backfillVisitDocuments } = await dist('db/migrations/060-analytics.js');
const { backfillDaily } = await dist('db/migrations/061-analytics-daily.js');
const { backfillReading, backfillHistograms } = await dist('db/migrations/101-analytics-reading-rollups.js');
const { values: opts } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '15' },
    beats: { type: 'string', default: '200' },
  },
});

const VISITS = Math.round(Number(opts.rows) / 10);
const SECTIONS = 10;
const DAY = 86_400_000;
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const ms = (t0) => performance.now() - t0;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (x) => `${x.toFixed(1)} ms`;

/** One visit's section time: a fixed spread of 500-60,499 ms from the visit and section numbers. */
const sectionMs = (j, i) => `(500 + (((${j}) % 60000) * 7919 + ${i} * 104729) % 60000)`;

/** rows/10 visits and their 10 sections each, written by the database itself in chunks of 50,000 visits. */
async function bulkLoad(db, engine, { workspaceId, docId, links, roomLink, roomId, now }) {
  const pg = engine === 'postgres';
  const span = 89.9 * DAY;
  const CHUNK = 50_000;
  const iso = (ms) =>
    pg
      ? `to_char(to_timestamp((${ms}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
  const load = async (trx) => {
    const run = (text) => sql.raw(text).execute(trx);
    if (pg) await run('set local session_replication_role = replica');
    for (let from = 0; from < VISITS; from += CHUNK) {
      const to = Math.min(VISITS, from + CHUNK) - 1;
      const started = iso(`${now - span} + j * ${span / VISITS}`);
      const visits = pg
        ? `(select j, ${started} as at from generate_series(${from}, ${to}) as g(j)) n`
        : `(with recursive s(j) as (select ${from} union all select j + 1 from s where j < ${to}) select j, ${started} as at from s) n`;
      const total = Array.from({ length: SECTIONS }, (_, i) => sectionMs('n.j', i)).join(' + ');
      const link = `case when n.j % 10 = 0 then '${roomLink}' else (case n.j % 5 ${links.map((l, i) => `when ${i} then '${l}'`).join(' ')} end) end`;
      const agent = `case n.j % 4 ${AGENTS.map((a, i) => `when ${i} then '${a}'`).join(' ')} end`;
      await run(`
        insert into link_visits (id, workspace_id, link_id, document_id, data_room_id, group_id, token_hash, viewer_email, email_verified_at,
          verification_code_hash, verification_expires_at, verification_attempts, verification_sent_at, password_epoch, terms_epoch, agreement_id,
          nda_accepted_at, nda_text, nda_signed_name, capture_answers, opened_at, last_opened_at, started_at, last_seen_at, last_heartbeat_at,
          total_ms, opens, completion, downloaded_at, bulk_code_hash, bulk_code_expires_at, bulk_code_attempts, country, city, referrer, user_agent, ip_address)
        select 'view_bench' || n.j, '${workspaceId}', ${link}, case when n.j % 10 = 0 then null else '${docId}' end,
          case when n.j % 10 = 0 then '${roomId}' else null end, null, 'bench-token-' || n.j,
          case when n.j % 4 = 0 then null else 'reader' || (n.j % 5000) || '@example.com' end, null, null, null, 0, null, null, null, null,
          null, null, null, '{}', n.at, n.at, n.at, n.at, null, ${total}, 1, 1, null, null, null, 0, null, null, null, ${agent}, null
        from ${visits}`);
      // Each section as its own heartbeat: a distinct instant a millisecond apart (one reading time definition).
      const seenAt = iso(`${now - span} + n.j * ${span / VISITS} + s.i`);
      const sections = pg
        ? 'generate_series(0, 9) as s(i)'
        : '(with recursive x(i) as (select 0 union all select i + 1 from x where i < 9) select i from x) s';
      await run(`
        insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at)
        select 'view_bench' || n.j, '${docId}', s.i, ${sectionMs('n.j', 's.i')}, ${sectionMs('n.j', 's.i')}, 1, 1, ${seenAt}
        from ${visits} cross join ${sections}`);
    }
    await backfillVisitDocuments(trx);
    if (pg) await backfillDaily(trx);
    await backfillReading(trx);
    await backfillHistograms(trx);
  };
  await db.transaction().execute(load);
  return VISITS * SECTIONS;
}

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
    const { key, workspaceId } = await rt.keys.create({
      workspace: 'bench',
      plan: 'enterprise',
      scopes: ['documents:read', 'documents:write', 'links:write', 'rooms:write', 'views:read'],
    });
    const headers = { authorization: `Bearer ${key}` };
    const post = async (url, payload) => {
      const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
      if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    };
    const md = Array.from({ length: SECTIONS }, (_, i) => `# Part ${i + 1}\n\n${'word '.repeat(50 + i * 30)}\n`).join(
      '\n',
    );
    const doc = await post('/documents', { title: 'Bench deck', markdown: md });
    const room = await post('/rooms', { name: 'Bench room' });
    await post(`/rooms/${room.id}/documents`, { documentId: doc.id });
    const links = [];
    for (let i = 0; i < 5; i++)
      links.push((await post('/links', { documentId: doc.id, name: `Link ${i}`, isPublic: true })).id);
    const roomLink = (await post('/links', { dataRoomId: room.id, name: 'Room link', isPublic: true })).id;

    // Seed: visits spread evenly over 90 days with attention on all 10 sections, 500-60,499 ms each (a fixed
    // pseudo-random spread); one visit in four anonymous, the others from 5,000 addresses.
    const now = Date.now();
    const t0 = performance.now();
    const sectionRows = await bulkLoad(db, engine, {
      workspaceId,
      docId: doc.id,
      links,
      roomLink,
      roomId: room.id,
      now,
    });
    const seedS = ms(t0) / 1000;
    console.error(`seeded in ${seedS.toFixed(1)} s`);
    // Statistics (and on PostgreSQL the visibility map index-only scans use), as autovacuum or `PRAGMA optimize`
    // would make after a bulk load.
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);

    // Wall time, and this process's CPU time (user + system): on a shared, loaded machine the CPU time of an
    // in-process SQLite request is the steadier measure of its own cost (PostgreSQL's work is in its own processes).
    const cpu = { doc: [], sum: [] };
    const get = async (url, cpuInto) => {
      const c = process.cpuUsage();
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      const took = ms(t);
      const used = process.cpuUsage(c);
      cpuInto?.push((used.user + used.system) / 1000);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return { took, body: res.json() };
    };
    const time = async (url, cpuInto) => {
      for (let i = 0; i < 2; i++) await get(url); // warm-up
      const xs = [];
      for (let i = 0; i < Number(opts.runs); i++) xs.push((await get(url, cpuInto)).took);
      return xs;
    };
    const docUrl = `/analytics/documents/${doc.id}`;
    const sumUrl = '/analytics/summary?days=90';
    const first = (await get(docUrl)).body.data;
    const docIdle = await time(docUrl, cpu.doc);
    const sumIdle = await time(sumUrl, cpu.sum);

    // The same while heartbeats keep arriving: a worker thread with its own connections adds attention to random
    // visits, --beats a second (200 by default, the issue's figure; 0 for as fast as it goes).
    const visitIds = (
      await db.selectFrom('link_visits').select('id').where('workspace_id', '=', workspaceId).limit(2000).execute()
    ).map((r) => r.id);
    const worker = new Worker(new URL('./analytics-writer.mjs', import.meta.url), {
      workerData: { databaseUrl, dataDir, visitIds, documentId: doc.id, sections: SECTIONS, rate: Number(opts.beats) },
    });
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

    console.log(
      `\n== ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${VISITS.toLocaleString('en')} visits, ${sectionRows.toLocaleString('en')} section rows (seeded in ${seedS.toFixed(0)} s)`,
    );
    console.log(
      `document analytics  idle: median ${fmt(pct(docIdle, 0.5))}, p95 ${fmt(pct(docIdle, 0.95))}   with heartbeats: median ${fmt(pct(docBusy, 0.5))}, p95 ${fmt(pct(docBusy, 0.95))}`,
    );
    console.log(
      `summary (90 days)   idle: median ${fmt(pct(sumIdle, 0.5))}, p95 ${fmt(pct(sumIdle, 0.95))}   with heartbeats: median ${fmt(pct(sumBusy, 0.5))}, p95 ${fmt(pct(sumBusy, 0.95))}`,
    );
    if (engine === 'sqlite')
      console.log(
        `CPU time per request (idle, this process): document analytics median ${fmt(pct(cpu.doc, 0.5))}, summary median ${fmt(pct(cpu.sum, 0.5))}`,
      );
    console.log(`machine load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    console.log(
      `heartbeats written meanwhile: ${beats} (${beatRate.toFixed(0)}/s); totalMs ${first.totalMs} → ${after.totalMs} (+${after.totalMs - first.totalMs}, expected +${beats * 1000})`,
    );
    // The issue's goals: under 250 ms at 1M section rows, under 1 s at 10M (PostgreSQL), while heartbeats arrive.
    const goal = sectionRows > 1_000_000 ? 1000 : 250;
    const worst = Math.max(pct(docIdle, 0.5), pct(sumIdle, 0.5), pct(docBusy, 0.5), pct(sumBusy, 0.5));
    console.log(
      `views ${after.views}, measuredViews ${after.measuredViews}; goal < ${goal} ms: ${worst < goal ? 'met' : 'NOT met'} (slowest median, idle or with heartbeats: ${fmt(worst)})`,
    );
  } finally {
    await app.close();
    await rt.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDb();
  }
}

for (const engine of opts.engines.split(',')) await run(engine.trim());
