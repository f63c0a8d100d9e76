#!/usr/bin/env node
// `pnpm bench:deliveries [--postgres] [--events 2000] [--endpoints 1] [--crash]`: webhook deliveries per second from
// the job runner to a local HTTPS receiver (keep-alive, answers 200 at once), on the built server's own modules.
// With --crash the deliveries are made by the built server as a process, killed with SIGKILL half way and started
// again: the figures then include the restart, and the run counts events lost (never received) and repeated.
// Events are committed first through the events backbone; the clock runs from starting the runner until every
// delivery is recorded as delivered, so the figure includes claiming, signing, the HTTPS POST and the
// outcome's transaction. SQLite by default; --postgres uses a database created (and dropped) for the run.
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTempDatabase, startDossier } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { newHookRow } = await dist('webhooks/repository.js');
const tls = path.join(root, 'server/test/fixtures/tls');

const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    events: { type: 'string', default: '2000' },
    endpoints: { type: 'string', default: '1' },
    crash: { type: 'boolean', default: false },
  },
});
const N = Number(opts.events);
const E = Number(opts.endpoints);

let received = 0;
const seen = new Set();
const receiver = https.createServer(
  { key: fs.readFileSync(path.join(tls, 'localhost.key')), cert: fs.readFileSync(path.join(tls, 'localhost.crt')) },
  (req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      seen.add(`${req.url} ${req.headers['x-dossier-event-id']}`);
      res.writeHead(200).end();
    });
  },
);
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const url = `https://localhost:${receiver.address().port}/hook`;

let databaseUrl = '';
let dropDb = async () => {};
if (opts.postgres) ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('deliveries'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
  DOSSIER_TICK_MS: '50',
});
const rt = await openRuntime(config, { webhookTls: { ca: fs.readFileSync(path.join(tls, 'ca.crt')) }, poolSize: 10 });
try {
  const { workspaceId } = await rt.keys.create({ workspace: 'bench', scopes: ['documents:read'] });
  for (let i = 0; i < E; i++) {
    const row = newHookRow({
      id: `hook_bench${i}`,
      workspace_id: workspaceId,
      url: `${url}?e=${i}`,
      events: '[]',
      secret: 'whsec_bench',
      key_id: null,
    });
    await rt.db.kysely.insertInto('hooks').values(row).execute();
  }
  const ctx = { workspaceId, actorName: 'bench', actorEmail: null, ipAddress: null, userAgent: null };
  const t0 = performance.now();
  for (let i = 0; i < N; i += 50) {
    await rt.events.transaction(ctx, async ({ emit }) => {
      for (let j = i; j < Math.min(N, i + 50); j++)
        await emit({ type: 'document.edited', description: `edit ${j}`, data: { n: j } });
    });
  }
  const commitMs = performance.now() - t0;
  const total = N * E;
  const delivered = async () =>
    Number(
      (
        await rt.db.kysely
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'delivered')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const started = performance.now();
  let killedAt = null;
  if (opts.crash) {
    // The built server does the work; this process only watches the table.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
      NODE_EXTRA_CA_CERTS: path.join(tls, 'ca.crt'),
      DOSSIER_TICK_MS: '50',
      DOSSIER_JOB_LEASE_MS: '2000',
    };
    const first = await startDossier(env);
    while (received < total / 2) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    killedAt = { ms: performance.now() - started, received };
    const second = await startDossier(env);
    while ((await delivered()) < total) await new Promise((r) => setTimeout(r, 20));
    await second.stop();
  } else {
    await rt.start();
    while ((await delivered()) < total) await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  console.log(
    `engine: ${opts.postgres ? 'PostgreSQL' : 'SQLite'}; ${N} events x ${E} endpoint(s) = ${total} deliveries`,
  );
  console.log(
    `events committed (audit entry + deliveries + jobs, 50 per transaction): ${(N / (commitMs / 1000)).toFixed(0)} events/s`,
  );
  console.log(
    `delivered: ${total} in ${(ms / 1000).toFixed(2)} s = ${(total / (ms / 1000)).toFixed(0)} deliveries/s (receiver saw ${received})`,
  );
  if (killedAt) {
    console.log(
      `SIGKILL after ${(killedAt.ms / 1000).toFixed(2)} s with ${killedAt.received} received; restarted; lost ${total - seen.size}, repeated ${received - seen.size} (same event id again: at-least-once)`,
    );
    if (seen.size !== total) process.exitCode = 1;
  }
} finally {
  await rt.close();
  receiver.close();
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
