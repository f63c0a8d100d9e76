// The one keyset helper: the predicate, order and limit it writes, the values it binds, and the pages it cuts.
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Param } from '../db/compiled.js';
import { Cursors, keyset, keysetPage, keysetValues } from './pagination.js';

interface Db {
  items: { id: string; updated_at: string; seq: number };
}

const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const p: Param = <T>(name: string) => `:${name}` as T;

describe('keyset()', () => {
  it('orders by the key and fetches p(limit) rows when starting from the top', () => {
    const q = keyset(db.selectFrom('items').selectAll(), p, { columns: ['updated_at', 'id'], after: false }).compile();
    expect(q.sql).toBe('select * from "items" order by "updated_at" desc, "id" desc limit ?');
    expect(q.parameters).toEqual([':limit']);
  });

  it('continues strictly after a two-part key, spelled out without row values', () => {
    const q = keyset(db.selectFrom('items').selectAll().where('seq', '>', 0), p, {
      columns: ['updated_at', 'id'],
      after: true,
    }).compile();
    expect(q.sql).toBe(
      'select * from "items" where "seq" > ? and ("updated_at" < ? or ("updated_at" = ? and "id" < ?)) order by "updated_at" desc, "id" desc limit ?',
    );
    expect(q.parameters).toEqual([0, ':after0', ':after0', ':after1', ':limit']);
  });

  it('takes a one-part key and an ascending order', () => {
    const q = keyset(db.selectFrom('items').selectAll(), p, {
      columns: ['seq'],
      after: true,
      direction: 'asc',
    }).compile();
    expect(q.sql).toBe('select * from "items" where "seq" > ? order by "seq" asc limit ?');
  });

  it('binds one row more than the page and the key parts by position', () => {
    expect(keysetValues(null, 50)).toEqual({ limit: 51 });
    expect(keysetValues(['2026-01-01', 'doc_1'], 10)).toEqual({ limit: 11, after0: '2026-01-01', after1: 'doc_1' });
  });
});

describe('keysetPage()', () => {
  it('the same predicate and order with the key given, and one row more than the page', () => {
    const first = keysetPage(db.selectFrom('items').selectAll(), {
      columns: ['updated_at', 'id'],
      after: null,
      limit: 50,
    }).compile();
    expect(first.sql).toBe('select * from "items" order by "updated_at" desc, "id" desc limit ?');
    expect(first.parameters).toEqual([51]);
    const next = keysetPage(db.selectFrom('items').selectAll().where('seq', '>', 0), {
      columns: ['updated_at', 'id'],
      after: ['2026-01-01', 'r1'],
      limit: 10,
    }).compile();
    expect(next.sql).toBe(
      'select * from "items" where "seq" > ? and ("updated_at" < ? or ("updated_at" = ? and "id" < ?)) order by "updated_at" desc, "id" desc limit ?',
    );
    expect(next.parameters).toEqual([0, '2026-01-01', '2026-01-01', 'r1', 11]);
  });

  it('keys a grouped list on expressions, in its having clause', () => {
    const q = keysetPage(db.selectFrom('items').select('id').groupBy('id'), {
      columns: [sql`max(seq)`, sql`lower(id)`],
      after: [3, 'r'],
      limit: 5,
      clause: 'having',
    }).compile();
    expect(q.sql).toBe(
      'select "id" from "items" group by "id" having (max(seq) < ? or (max(seq) = ? and lower(id) < ?)) order by max(seq) desc, lower(id) desc limit ?',
    );
    expect(q.parameters).toEqual([3, 3, 'r', 6]);
  });
});

describe('Cursors.list()', () => {
  const cursors = new Cursors('secret');
  const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, at: `t${n}` }));

  it('cuts the extra row and names the key to continue after; the last page has no cursor', () => {
    const list = cursors.list('items', 'ws_1');
    const first = list.page(rows, 2, (r) => [r.at, r.id]);
    expect(first.items.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(list.after(first.nextCursor ?? undefined)).toEqual(['t2', 'r2']);
    expect(list.page(rows, 3, (r) => [r.at, r.id])).toEqual({ items: rows, nextCursor: null });
    expect(list.after(undefined)).toBeNull();
    expect(list.next(null)).toBeNull();
  });

  it('refuses a cursor of another list, another workspace, or an edited one (400)', () => {
    const token = cursors.list('items', 'ws_1').next(['t2', 'r2'])!;
    expect(() => cursors.list('other', 'ws_1').after(token)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => cursors.list('items', 'ws_2').after(token)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => cursors.list('items', 'ws_1').after(`x${token}`)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
