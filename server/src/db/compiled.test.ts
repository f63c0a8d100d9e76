// Hot queries compiled once and statements prepared once: the SQLite statement cache, PostgreSQL's named
// statements, and binding values by name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiled, compiledFamily } from './compiled.js';
import { openDatabase, type Db } from './connect.js';
import { cachingSqlite, namedStatements } from './statements.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  // One connection, so the PostgreSQL checks below look at the connection the queries ran on.
  db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 1 });
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const planByName = compiled((q, p) =>
  q.selectFrom('plans').select(['name', 'max_documents']).where('name', '=', p('name')),
);

describe('compiled queries', () => {
  it('bind values by name, in any order and more than once, on each call', async () => {
    const twice = compiled((q, p) =>
      q
        .selectFrom('plans')
        .select('name')
        .where((eb) => eb.or([eb('name', '=', p('a')), eb('name', '=', p('b')), eb('name', '=', p('a'))]))
        .orderBy('name'),
    );
    expect((await twice.execute(db.kysely, { b: 'team', a: 'free' })).map((r) => r.name)).toEqual(['free', 'team']);
    expect((await twice.execute(db.kysely, { a: 'pro', b: 'nope' })).map((r) => r.name)).toEqual(['pro']);
    expect(await planByName.first(db.kysely, { name: 'free' })).toMatchObject({ name: 'free' });
    expect(await planByName.first(db.kysely, { name: 'platinum' })).toBeUndefined();
  });

  it('refuse a call that leaves a placeholder without a value', async () => {
    await expect(planByName.execute(db.kysely, {})).rejects.toThrow("no value for p('name')");
  });

  it('run inside a transaction on its connection', async () => {
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('plans').set({ max_documents: 12345 }).where('name', '=', 'free').execute();
        expect(Number((await planByName.first(trx, { name: 'free' }))?.max_documents)).toBe(12345);
        await sql`select 1`.execute(trx);
        throw Object.assign(new Error('roll back'), { rollback: true });
      })
      .catch((e: { rollback?: boolean }) => {
        if (!e.rollback) throw e;
      });
    expect(Number((await planByName.first(db.kysely, { name: 'free' }))?.max_documents)).not.toBe(12345);
  });

  it('compile each shape of a family once', async () => {
    let builds = 0;
    const family = compiledFamily((shape: string) => (q, p) => {
      builds++;
      const base = q.selectFrom('plans').select('name');
      return shape === 'N' ? base.where('name', '=', p('name')) : base;
    });
    for (let i = 0; i < 3; i++) {
      await family('N').execute(db.kysely, { name: 'free' });
      await family('').execute(db.kysely, {});
    }
    expect(builds).toBe(2);
  });

  // PostgreSQL only: named statements are its form of "prepared once".
  if (onPostgres) {
    it('run as named prepared statements on PostgreSQL, prepared once per connection', async () => {
      await planByName.execute(db.kysely, { name: 'free' });
      await planByName.execute(db.kysely, { name: 'team' });
      const names = [...namedStatements.values()];
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db.kysely);
      const prepared = rows.map((r) => r.name).filter((n) => names.includes(n));
      expect(prepared.length).toBeGreaterThan(0);
      expect(new Set(prepared).size).toBe(prepared.length);
    });
  }
});

describe('the SQLite statement cache', () => {
  it('prepares a statement once, prepares afresh while one is iterating, and keeps at most its bound', () => {
    const raw = new SQLite(':memory:');
    let prepared = 0;
    const counting = new Proxy(raw, {
      get(target, prop) {
        if (prop === 'prepare') return (text: string) => (prepared++, target.prepare(text));
        const v = Reflect.get(target, prop);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const cache = cachingSqlite(counting, 2);
    const a = cache.prepare('select 1 as x union all select 2');
    expect(cache.prepare('select 1 as x union all select 2')).toBe(a);
    expect(prepared).toBe(1);
    const it = a.iterate([]);
    it.next();
    const b = cache.prepare('select 1 as x union all select 2');
    expect(b).not.toBe(a);
    expect(b.all([])).toHaveLength(2);
    it.return?.();
    cache.prepare('select 3');
    cache.prepare('select 4'); // the first is now the least recently used of three: out
    cache.prepare('select 1 as x union all select 2');
    expect(prepared).toBe(5);
    raw.close();
  });
});
