#!/usr/bin/env node
// `npm run bench:envelopes [-- --postgres] [-- --sends 200 --concurrency 8]`: envelopes sent per second (full
// POST /envelopes: readiness checks, the frozen snapshot stored as a blob, the atomic claim, the billing charge,
// envelope, recipients and fields, events, then each signer's signing email handed to a real SMTP server and its
// outcome recorded), one at a time and with several in flight. Each envelope goes to two signers. Runs the built
// server's app in process (server/dist) and calls it with fastify.inject, so the figures exclude the HTTP network
// but include routing, auth, validation, the database and SMTP. SQLite by default; --postgres uses a database
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
    postgres: { type: 'boolean', default: false },
    sends: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});

const smtp = await startSmtpCounter();

let databaseUrl = '';
let dropDb = async () => {};
if (opts.postgres) ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('envelopes'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-envelopes-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_MINUTE: '1000000',
  SMTP_URL: smtp.url,
});
const rt = await openRuntime(config, { poolSize: 10 });
const app = await buildApp({ config, keys: rt.keys, services: rt });
await app.ready();
const ms = (t0) => performance.now() - t0;
const BODY = `# Mutual NDA\n\n${'Each party may disclose confidential information to the other, which the other keeps secret. '.repeat(40)}\n`;

try {
  const { key } = await rt.keys.create({
    workspace: 'bench',
    plan: 'enterprise',
    scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'],
  });
  const headers = { authorization: `Bearer ${key}` };
  const call = async (method, url, payload, expected) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, headers, payload });
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
          markdown: BODY,
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
  const sends = Number(opts.sends);
  const concurrency = Number(opts.concurrency);
  const docs = [];
  for (let i = 0; i < sends * 2 + 10; i++) docs.push(await ready(i));
  for (let i = 0; i < 10; i++) await call('POST', '/envelopes', { documentId: docs.pop() }, 201); // warm-up

  let t0 = performance.now();
  for (let i = 0; i < sends; i++) await call('POST', '/envelopes', { documentId: docs.pop() }, 201);
  const oneAtATime = ms(t0);

  t0 = performance.now();
  const queue = docs.splice(0, sends);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) await call('POST', '/envelopes', { documentId: id }, 201);
    }),
  );
  const parallel = ms(t0);

  console.log(
    `engine: ${opts.postgres ? 'PostgreSQL' : 'SQLite'}; each envelope to 2 signers, signing emails through SMTP (${smtp.delivered()} delivered)`,
  );
  console.log(
    `sends, one at a time: ${(sends / (oneAtATime / 1000)).toFixed(1)} envelopes/s (${(oneAtATime / sends).toFixed(1)} ms each)`,
  );
  console.log(`sends, ${concurrency} in flight: ${(sends / (parallel / 1000)).toFixed(1)} envelopes/s`);
} finally {
  await app.close();
  await rt.close();
  await dropDb();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
