// A dependency that stops answering gives 503 "nothing was changed; safe to retry", never a 500, and leaves
// nothing half-written.
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeApp, proxiedDatabaseUrl, type TestApp } from '../../test/helpers.js';
import { sqliteFile } from '../db/connect.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('dependency failures', () => {
  it('the database stops answering: 503 for reads and writes, nothing written (PostgreSQL: connection cut; SQLite: locked)', async () => {
    if (process.env.DATABASE_URL) await postgresCut();
    else await sqliteLocked();
  });
});

async function postgresCut() {
  {
    const proxy = await proxiedDatabaseUrl();
    t = await makeApp({ DATABASE_URL: proxy.url, WEBHOOK_ALLOWED_NETWORKS: '0.0.0.0/0' }, { startJobs: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(t.key) })).statusCode).toBe(200);
    await proxy.cut();
    // A read that needs the database (GET /me of a key verified before is answered from the key cache).
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/hooks' },
      { method: 'POST' as const, url: '/api/v1/hooks', payload: { url: 'https://93.184.215.14/hook' } },
    ]) {
      const started = Date.now();
      const res = await t.app.inject({ ...req, headers: bearer(t.key) });
      expect(res.statusCode, req.url).toBe(503);
      expect(res.json()).toEqual({
        requestId: expect.any(String),
        error: 'the database did not answer; nothing was changed; safe to retry',
        code: 'service_unavailable',
      });
      expect(Date.now() - started).toBeLessThan(7_000);
    }
  }
}

/** Another writer holds SQLite's write lock past the busy timeout. */
async function sqliteLocked() {
  {
    t = await makeApp({ WEBHOOK_ALLOWED_NETWORKS: '0.0.0.0/0' }, { startJobs: false });
    const other = new SQLite(sqliteFile(t.rt.config.dataDir));
    other.exec('BEGIN EXCLUSIVE');
    try {
      const res = await t.api('POST', '/hooks', { url: 'https://93.184.215.14/hook' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('service_unavailable');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/hooks', headers: bearer(t.key) });
    expect(list.json().data).toEqual([]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/audit', headers: bearer(t.key) });
    expect(audit.json().data).toEqual([]);
  }
}
