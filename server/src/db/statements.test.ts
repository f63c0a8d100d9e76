// The SQLite statements Kysely runs: rows built from raw arrays by a function made per statement must equal the
// objects better-sqlite3 builds itself, also for repeated column names, a schema change under a cached
// `select *` (a column added, a column renamed), and streamed rows.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingSqlite } from './statements.js';

function fixture() {
  const db = new Database(':memory:');
  db.exec(
    'create table t (id text primary key, n integer, note text); create table u (id text, t_id text, note text);',
  );
  db.exec("insert into t values ('a', 1, 'x'), ('b', 2, null); insert into u values ('u1', 'a', 'from u');");
  return { db, cached: cachingSqlite(db) };
}

describe('cachingSqlite: rows shaped once per statement', () => {
  it('gives the same objects as better-sqlite3, repeated names included (the last one wins)', () => {
    const { db, cached } = fixture();
    for (const sql of [
      'select * from t order by id',
      'select t.*, u.* from t left join u on u.t_id = t.id order by t.id',
      'select count(*) as "count(*)", 2 as two from t',
    ]) {
      const mine = cached.prepare(sql).all([]);
      expect(mine).toEqual(db.prepare(sql).all());
      expect(cached.prepare(sql).all([])).toEqual(mine); // the cached statement, again
    }
    expect(
      (
        cached.prepare('select t.*, u.* from t left join u on u.t_id = t.id order by t.id').all([]) as {
          note: string;
        }[]
      )[0].note,
    ).toBe('from u');
  });

  it('keeps a column named __proto__ as a value, never as the prototype', () => {
    const { cached } = fixture();
    const [row] = cached.prepare('select 1 as "__proto__"').all([]) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
  });

  it('follows a schema change under a cached select *', () => {
    const { db, cached } = fixture();
    expect(cached.prepare('select * from t where id = ?').all(['a'])).toEqual([{ id: 'a', n: 1, note: 'x' }]);
    db.exec("alter table t add column extra text default 'e'");
    expect(cached.prepare('select * from t where id = ?').all(['a'])).toEqual([
      { id: 'a', n: 1, note: 'x', extra: 'e' },
    ]);
  });

  it('follows a renamed column under a cached select * (same width, another name)', () => {
    const { db, cached } = fixture();
    expect(cached.prepare('select * from t where id = ?').all(['a'])).toEqual([{ id: 'a', n: 1, note: 'x' }]);
    expect([...cached.prepare('select * from t where id = ?').iterate(['a'])]).toEqual([{ id: 'a', n: 1, note: 'x' }]);
    db.exec('alter table t rename column note to memo');
    expect(cached.prepare('select * from t where id = ?').all(['a'])).toEqual([{ id: 'a', n: 1, memo: 'x' }]);
    expect([...cached.prepare('select * from t where id = ?').iterate(['b'])]).toEqual([{ id: 'b', n: 2, memo: null }]);
  });

  it('shapes streamed rows, and leaves writes as they were', () => {
    const { cached } = fixture();
    expect(cached.prepare("insert into t values ('c', 3, 'z')").run([])).toMatchObject({ changes: 1 });
    expect([...cached.prepare('select id, n from t order by id').iterate([])]).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 3 },
    ]);
  });
});
