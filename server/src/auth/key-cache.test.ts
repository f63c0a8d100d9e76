// The key cache answers verified keys from memory and forgets them the moment any connection changes a key or a
// workspace (SQLite: the trigger-kept count; PostgreSQL: LISTEN/NOTIFY), and stops answering while it could miss
// such a change (PostgreSQL: the LISTEN connection is down).
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, waitFor } from '../../test/helpers.js';
import { openDatabase, type Db } from '../db/connect.js';
import { KeyCache } from './key-cache.js';
import { DbKeyStore } from './key-store.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let db: Db;
let other: Db;
let dataDir: string;
let cache: KeyCache;
let keys: DbKeyStore;
/** Another connection (another process, as far as the cache can tell) and a store without a cache on it. */
let otherKeys: DbKeyStore;
const ws = `kc-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
  other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 2 });
  cache = await KeyCache.open(db);
  keys = new DbKeyStore(db, cache);
  otherKeys = new DbKeyStore(other);
});
afterAll(async () => {
  await cache.close();
  await other.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Lets this process's own NOTIFYs (of the keys it just made) arrive, so they do not empty the cache mid-test. */
const settle = () => (onPostgres ? new Promise((r) => setTimeout(r, 200)) : Promise.resolve());

/** A change made on the other connection reaches the cache: at once on SQLite, with the NOTIFY on PostgreSQL. */
async function seen<T>(check: () => Promise<T>, want: (v: T) => boolean): Promise<T> {
  if (!onPostgres) return check();
  let last!: T;
  await waitFor(async () => want((last = await check())), 2000, 'the NOTIFY');
  return last;
}

describe('KeyCache', () => {
  it('answers a verified key from memory, the same record each time', async () => {
    const k = await keys.create({ workspace: ws, scopes: ['documents:read'] });
    await settle();
    const first = await keys.verify(k.key);
    expect(first).toMatchObject({ id: k.id, scopes: ['documents:read'] });
    expect(await keys.verify(k.key)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forgets a key revoked by another connection before its next use', async () => {
    const k = await otherKeys.create({ workspace: ws, scopes: ['documents:read'] });
    expect(await keys.verify(k.key)).not.toBeNull();
    expect(await keys.verify(k.key)).not.toBeNull();
    expect(await otherKeys.revoke(k.id)).toBe(true);
    expect(
      await seen(
        () => keys.verify(k.key),
        (v) => v === null,
      ),
    ).toBeNull();
  });

  it('serves no stale scopes or workspace after another connection changes them', async () => {
    const k = await otherKeys.create({ workspace: ws, scopes: ['documents:read'] });
    expect((await keys.verify(k.key))?.scopes).toEqual(['documents:read']);
    await other.kysely
      .updateTable('api_keys')
      .set({ scopes: JSON.stringify(['audit:read']) })
      .where('id', '=', k.id)
      .execute();
    expect(
      (
        await seen(
          () => keys.verify(k.key),
          (v) => v?.scopes[0] === 'audit:read',
        )
      )?.scopes,
    ).toEqual(['audit:read']);
    await other.kysely.updateTable('workspaces').set({ plan: 'team' }).where('slug', '=', ws).execute();
    expect(
      (
        await seen(
          () => keys.verify(k.key),
          (v) => v?.workspace.plan === 'team',
        )
      )?.workspace.plan,
    ).toBe('team');
  });

  it('keeps a remembered fact until another connection changes a plan, and keeps none read across a change', async () => {
    const plan = `kc-plan-${process.pid}`;
    await other.kysely
      .insertInto('plans')
      .values({ name: plan, max_documents: 1, max_rooms: null, max_links: null, max_monthly_sends: null })
      .execute();
    await settle();
    let loads = 0;
    const read = () =>
      cache.remember(`test:${plan}`, async () => {
        loads++;
        return (
          await db.kysely.selectFrom('plans').select('max_documents').where('name', '=', plan).executeTakeFirstOrThrow()
        ).max_documents;
      });
    expect(Number(await read())).toBe(1);
    expect(Number(await read())).toBe(1);
    expect(loads).toBe(1);
    await other.kysely.updateTable('plans').set({ max_documents: 2 }).where('name', '=', plan).execute();
    expect(Number(await seen(read, (v) => Number(v) === 2))).toBe(2);
    // A change landing while a value loads: that value is answered but not kept.
    const k = await keys.create({ workspace: ws, scopes: ['documents:read'] });
    await settle();
    await keys.verify(k.key); // a cached key: it goes when the change is heard
    const before = loads;
    const during = await cache.remember(`test:during:${plan}`, async () => {
      loads++;
      await other.kysely.updateTable('plans').set({ max_documents: 3 }).where('name', '=', plan).execute();
      // PostgreSQL: the NOTIFY arrives while this value is still loading (SQLite: the counter is read at the store).
      if (onPostgres) await waitFor(() => cache.size === 0, 10_000, 'the NOTIFY');
      return 'read before the change';
    });
    expect(during).toBe('read before the change');
    await settle();
    expect(await cache.remember(`test:during:${plan}`, async () => (loads++, 'read again'))).toBe('read again');
    expect(loads).toBe(before + 2);
  });

  it('checks the expiry of a cached key on every use', async () => {
    const k = await keys.create({ workspace: ws, scopes: ['documents:read'], expiresAt: new Date(Date.now() + 600) });
    await settle();
    expect(await keys.verify(k.key)).not.toBeNull();
    expect(cache.size).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 700));
    expect(await keys.verify(k.key)).toBeNull();
  });

  // PostgreSQL only (SQLite has no connection to lose).
  if (onPostgres)
    it('stops answering while its LISTEN connection is down, and starts empty once it is back', async () => {
      const k = await keys.create({ workspace: ws, scopes: ['documents:read'] });
      await settle();
      expect(await keys.verify(k.key)).not.toBeNull();
      expect(cache.trusted).toBe(true);
      // Every key watch on this database (other test files' too: they reconnect the same way).
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'dossier-key-watch' and datname = current_database()`.execute(
        other.kysely,
      );
      await waitFor(() => !cache.trusted, 5000, 'the cache to stop trusting itself');
      // Revoked while nobody listens: the NOTIFY is lost, so the cache must not answer from memory.
      await otherKeys.revoke(k.id);
      expect(await keys.verify(k.key)).toBeNull();
      await waitFor(() => cache.trusted, 5000, 'LISTEN to be back');
      expect(await keys.verify(k.key)).toBeNull();
      const live = await keys.create({ workspace: ws, scopes: ['documents:read'] });
      await settle();
      const rec = await keys.verify(live.key);
      expect(await keys.verify(live.key)).toBe(rec);
    });
});
