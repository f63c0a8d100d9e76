// End to end: a bulk send of 100 rows from the built server, SIGKILLed half way and started again on the same
// database (SQLite file, then PostgreSQL): the batch resumes where it stopped, every row ends `sent` with its own
// envelope, and no row is sent twice (exactly 100 envelopes, one per row's document).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../server/test/wait.js';
import { createRequire } from 'node:module';
import { connectPg, postgresAdmin, root, serve, withDatabase, type Server } from './support/server.js';

// The server's own SQLite file, read by this process (better-sqlite3 is the server's dependency).
type Sqlite = new (
  file: string,
  opts: { readonly: boolean },
) => { prepare(q: string): { get(): unknown }; close(): void };
const Database = createRequire(path.join(root, 'server/package.json'))('better-sqlite3') as Sqlite;

const admin = await postgresAdmin('bulk-send crash test on PostgreSQL');
afterAll(async () => {
  await admin?.end();
});

// A short lease, so the rows the killed process held are taken up again soon after the restart.
const ENV = { DOSSIER_JOB_LEASE_MS: '2000', DOSSIER_TICK_MS: '100', RATE_LIMIT_PER_MINUTE: '1000000' };
const ROWS = 100;

async function call(s: Server, key: string, method: string, url: string, body?: unknown, type = 'application/json') {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': type } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A template with one signer slot "Client" holding a signature block. */
async function template(s: Server, key: string): Promise<string> {
  const doc = (
    await call(s, key, 'POST', '/documents', {
      title: 'Renewal',
      markdown: '# Renewal\n\nWe renew.\n',
      recipients: [{ name: 'Client', email: 'client@example.com' }],
    })
  ).body.data;
  expect(
    (await call(s, key, 'POST', `/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id })).status,
  ).toBe(201);
  const tpl = await call(s, key, 'POST', '/templates', { documentId: doc.id, name: 'Renewal' });
  expect(tpl.status).toBe(201);
  return tpl.body.data.id;
}

async function crashTest(databaseUrl: string | undefined, query: (q: string, dataDir: string) => Promise<number>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-batch-crash-'));
  const count = (q: string) => query(q, dataDir);
  const env = { ...ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let server = await serve(env, { dataDir });
  try {
    const key = server.key!;
    const tpl = await template(server, key);
    const csv = [
      'Client.name,Client.email',
      ...Array.from({ length: ROWS }, (_, i) => `Client ${i + 1},client${i + 1}@batch.example.com`),
    ].join('\n');
    const created = await call(server, key, 'POST', `/batches?templateId=${tpl}`, csv, 'text/csv');
    expect(created.status).toBe(202);
    const id = created.body.data.id;
    // Kill while the batch is sending: some rows sent, most not.
    const before = await waitFor(
      async () => {
        const b = (await call(server, key, 'GET', `/batches/${id}`)).body.data;
        return b.sent >= 5 ? b : null;
      },
      300_000,
      'the first rows sent',
    );
    await server.kill();
    expect(before.sent).toBeLessThan(ROWS);
    const atKill = await count(`SELECT count(*) AS n FROM envelopes`);
    server = await serve(env, { dataDir });
    const done = await waitFor(
      async () => {
        const b = (await call(server, key, 'GET', `/batches/${id}`)).body.data;
        return b.status === 'done' ? b : null;
      },
      300_000,
      'the batch to finish after the restart',
    );
    expect(done).toMatchObject({ total: ROWS, sent: ROWS, failed: 0, pending: 0 });
    const rows = (await call(server, key, 'GET', `/batches/${id}/rows?limit=100`)).body.data as {
      row: number;
      envelopeId: string;
    }[];
    expect(new Set(rows.map((r) => r.envelopeId)).size).toBe(ROWS);
    // Exactly one envelope per row, and per row's document: nothing sent twice.
    expect(await count(`SELECT count(*) AS n FROM envelopes`)).toBe(ROWS);
    expect(
      await count(
        `SELECT count(*) AS n FROM (SELECT document_id FROM envelopes GROUP BY document_id HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM batch_rows WHERE status <> 'sent'`)).toBe(0);
    return { atKill, sentAtKill: before.sent };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('bulk send survives SIGKILL', () => {
  it('on SQLite: resumes and sends each of 100 rows exactly once', async () => {
    const r = await crashTest(undefined, async (q, dataDir) => {
      const db = new Database(path.join(dataDir, 'dossier.db'), { readonly: true });
      try {
        return Number((db.prepare(q).get() as { n: number }).n);
      } finally {
        db.close();
      }
    });
    console.log(
      `  SQLite: ${r.sentAtKill} rows sent before the kill (${r.atKill} envelopes), 100 after the restart, none twice`,
    );
  }, 600_000); // waits on a loaded machine, not speed checks

  it.runIf(admin)(
    'on PostgreSQL: resumes and sends each of 100 rows exactly once',
    async () => {
      await withDatabase(admin!, 'batch_crash', async (url) => {
        const pg = await connectPg(url);
        try {
          const r = await crashTest(url, async (q) => Number((await pg.query(q)).rows[0].n));
          console.log(
            `  PostgreSQL: ${r.sentAtKill} rows sent before the kill (${r.atKill} envelopes), 100 after the restart, none twice`,
          );
        } finally {
          await pg.end();
        }
      });
    },
    600_000,
  );
});
