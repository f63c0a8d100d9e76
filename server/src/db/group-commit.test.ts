// Group commit on SQLite (group-commit.ts): concurrent transactions share one commit, each in its own savepoint,
// so one that fails is undone alone; every promise settles after the commit; a failed commit fails them all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiled } from './compiled.js';
import { openDatabase, type Db } from './connect.js';
import { atBatchEnd, GroupCommit } from './group-commit.js';

let db: Db;
let dataDir: string;
let group: GroupCommit;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  for (const t of ['gc_child', 'gc_parent', 'gc_rows'])
    await sql`drop table if exists ${sql.table(t)}`.execute(db.kysely);
  await sql`create table gc_rows (name text primary key)`.execute(db.kysely);
  group = new GroupCommit(db.kysely, db.sqlite);
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const insertRow = compiled((q, p) => q.insertInto('gc_rows' as never).values({ name: p('name') } as never));
const names = async () =>
  (await sql<{ name: string }>`select name from gc_rows order by name`.execute(db.kysely)).rows.map((r) => r.name);

describe('SQLite group commit', () => {
  it('runs concurrent transactions in one commit, each rolled back alone when it throws', async () => {
    const before = { ...group.stats };
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((name) =>
        group.run('ws', async (trx) => {
          await insertRow.execute(trx, { name }); // the compiled statement runs on the batch's connection directly
          await trx
            .insertInto('gc_rows' as never)
            .values({ name: `${name}2` } as never)
            .execute();
          if (name === 'c') throw new Error('c refuses');
          return name;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('c refuses');
    expect(await names()).toEqual(['a', 'a2', 'b', 'b2', 'd', 'd2']);
    // The four shared one batch (queued in the same turn of the event loop).
    expect(group.stats.batches - before.batches).toBe(1);
    expect(group.stats.transactions - before.transactions).toBe(4);
  });

  it('runs what transactions leave to the batch end after the last of them, in order, and none of a rolled-back one', async () => {
    const log: string[] = [];
    const leave = (q: Parameters<typeof insertRow.execute>[0], name: string) =>
      atBatchEnd(q, async (trx) => {
        // By now every transaction of the batch has run: the end sees the rows of the last one.
        log.push(
          `${name} sees ${(await sql<{ n: number }>`select count(*) as n from gc_rows where name = 'late'`.execute(trx)).rows[0].n}`,
        );
        await insertRow.execute(trx, { name: `${name}-end` });
      });
    const outcomes = await Promise.allSettled([
      group.run('ws', async (trx) => {
        await leave(trx, 'first');
        await leave(trx, 'second');
      }),
      group.run('ws', async (trx) => {
        await leave(trx, 'refused');
        throw new Error('refused');
      }),
      group.run('ws', async (trx) => insertRow.execute(trx, { name: 'late' })),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['first sees 1', 'second sees 1']);
    expect(await names()).toEqual(expect.arrayContaining(['first-end', 'second-end']));
    expect(await names()).not.toContain('refused-end');
    // Outside a batch the work runs at once.
    await atBatchEnd(db.kysely, async (q) => void (await insertRow.execute(q, { name: 'at-once' })));
    expect(await names()).toContain('at-once');
  });

  it('holds the write lock from the batch start: a read before the first write cannot be made stale by another process', async () => {
    if (!db.sqlite) return; // PostgreSQL: row locks, no file lock
    const Sqlite = db.sqlite.constructor as typeof import('better-sqlite3');
    const other = new Sqlite(path.join(dataDir, 'dossier.db'), { timeout: 0 });
    try {
      let otherWrite: unknown;
      await group.run('ws', async (trx) => {
        await sql`select count(*) from gc_rows`.execute(trx);
        // Another process's write while this transaction has read but not yet written: refused, not let through.
        try {
          other.prepare("insert into gc_rows (name) values ('other')").run();
        } catch (e) {
          otherWrite = (e as { code?: string }).code;
        }
        await insertRow.execute(trx, { name: 'after-read' });
      });
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(await names()).toContain('after-read');
    } finally {
      other.close();
    }
  });

  it('settles a transaction only after its batch committed: the write is visible to another connection by then', async () => {
    const seen = async () => {
      if (!db.sqlite)
        return Number(
          (await sql<{ n: number }>`select count(*) as n from gc_rows where name = 'seen'`.execute(db.kysely)).rows[0]
            .n,
        );
      const other = new (db.sqlite.constructor as typeof import('better-sqlite3'))(path.join(dataDir, 'dossier.db'), {
        readonly: true,
      });
      try {
        return (other.prepare("select count(*) as n from gc_rows where name = 'seen'").get() as { n: number }).n;
      } finally {
        other.close();
      }
    };
    const written = group.run('ws', async (trx) => insertRow.execute(trx, { name: 'seen' }));
    expect(await seen()).toBe(0);
    await written;
    expect(await seen()).toBe(1);
  });

  it('fails every transaction of a batch whose commit fails, and writes none of them', async () => {
    // A deferred foreign key violation is only found at COMMIT: the whole batch is refused.
    await sql`create table gc_parent (id text primary key)`.execute(db.kysely);
    await sql`create table gc_child (id text primary key, parent text references gc_parent (id) deferrable initially deferred)`.execute(
      db.kysely,
    );
    const outcomes = await Promise.allSettled([
      group.run('ws', async (trx) => insertRow.execute(trx, { name: 'lost' })),
      group.run('ws', async (trx) => sql`insert into gc_child (id, parent) values ('x', 'missing')`.execute(trx)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await names()).not.toContain('lost');
    // The connection is usable afterwards.
    await group.run('ws', async (trx) => insertRow.execute(trx, { name: 'after' }));
    expect(await names()).toContain('after');
  });
});
