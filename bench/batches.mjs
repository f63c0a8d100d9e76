#!/usr/bin/env node
// `npm run bench:batches [-- --engines sqlite,postgres] [-- --batches 10 --singles 100]`: bulk sends. 1,000 rows sent
// as 10 batches of 100 (the contract's bound per file) from one template, each row a full single send (a document
// from the template, readiness, the frozen snapshot, billing, events, each signer's email through a real SMTP
// server), by the job runner of one process; reports rows per second from the first POST /batches to the last
// batch done. Meanwhile single POST /envelopes sends run one after another on the same process: their p50/p99 are
// compared with the same sends on the idle process, measured before. Runs the built server's app in process
// (server/dist) with fastify.inject, as bench/envelopes.mjs does. Both engines by default; PostgreSQL on a database
// created (and dropped) for the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTempDatabase, root, startSmtpCounter } from './support.mjs';

const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { buildApp } = await dist('app.js');
const { values: opts } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    batches: { type: 'string', default: '10' },
    singles: { type: 'string', default: '100' },
  },
});
const BATCHES = Number(opts.batches);
const ROWS = 100;
const SINGLES = Number(opts.singles);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (xs) => `p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms (${xs.length} sends)`;

async function run(engine) {
  const smtp = await startSmtpCounter();
  let databaseUrl = '';
  let dropDb = async () => {};
  if (engine === 'postgres') ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('batches'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-batches-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SMTP_URL: smtp.url,
    DOSSIER_TICK_MS: '100',
  });
  const rt = await openRuntime(config, { poolSize: 10 });
  const app = await buildApp({ config, keys: rt.keys, services: rt });
  await app.ready();
  await rt.start();
  try {
    const { key } = await rt.keys.create({
      workspace: 'bench',
      plan: 'enterprise',
      scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'],
    });
    const headers = { authorization: `Bearer ${key}` };
    const call = async (method, url, payload, expected, extra = {}) => {
      const res = await app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, ...extra }, payload });
      if (res.statusCode !== expected) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    const ready = async (i) => {
      const doc = (
        await call(
          'POST',
          '/documents',
          {
            title: `NDA ${i}`,
            markdown: "# Mutual NDA\n\nEach party keeps the other's secrets.\n",
            recipients: [
              { name: 'Ada', email: `ada${i}@example.com` },
              { name: 'Bob', email: `bob${i}@example.com` },
            ],
          },
          201,
        )
      ).data;
      for (const r of doc.recipients)
        await call('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id }, 201);
      return doc.id;
    };
    const template = (await call('POST', '/templates', { documentId: await ready('template'), name: 'NDA' }, 201)).data
      .id;
    const docs = [];
    for (let i = 0; i < SINGLES * 2 + 10; i++) docs.push(await ready(i));
    const single = async () => {
      const t0 = performance.now();
      await call('POST', '/envelopes', { documentId: docs.pop() }, 201);
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) await single(); // warm-up
    const idle = [];
    for (let i = 0; i < SINGLES; i++) idle.push(await single());
    console.error(`  (${engine}: idle sends measured; sending ${BATCHES * ROWS} rows…)`);

    const csvOf = (b) =>
      [
        'Ada.name,Ada.email,Bob.name,Bob.email',
        ...Array.from(
          { length: ROWS },
          (_, i) => `Ada ${b}-${i},ada.${b}.${i}@example.com,Bob ${b}-${i},bob.${b}.${i}@example.com`,
        ),
      ].join('\n');
    const t0 = performance.now();
    const ids = [];
    for (let b = 0; b < BATCHES; b++)
      ids.push(
        (await call('POST', `/batches?templateId=${template}`, csvOf(b), 202, { 'content-type': 'text/csv' })).data.id,
      );
    let done = false;
    const busy = [];
    const singles = (async () => {
      while (!done && busy.length < SINGLES) busy.push(await single());
    })();
    let sent = 0;
    let failed = 0;
    for (;;) {
      const all = await Promise.all(ids.map((id) => call('GET', `/batches/${id}`, undefined, 200)));
      if (all.every((b) => b.data.status === 'done')) {
        sent = all.reduce((n, b) => n + b.data.sent, 0);
        failed = all.reduce((n, b) => n + b.data.failed, 0);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const elapsed = (performance.now() - t0) / 1000;
    done = true;
    await singles;
    console.log(
      `engine: ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}; ${BATCHES} batches × ${ROWS} rows, each envelope to 2 signers, emails through SMTP (${smtp.delivered()} delivered)`,
    );
    console.log(
      `  bulk: ${sent} rows sent, ${failed} failed in ${elapsed.toFixed(1)} s: ${(sent / elapsed).toFixed(1)} rows/s`,
    );
    console.log(`  single POST /envelopes, idle:         ${fmt(idle)}`);
    console.log(`  single POST /envelopes, during bulk:  ${fmt(busy)}`);
  } finally {
    await app.close();
    await rt.close();
    await dropDb();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const engine of opts.engines.split(',').map((e) => e.trim())) await run(engine);
