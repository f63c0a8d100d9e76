// Statements prepared once per connection. SQLite: Kysely's SqliteDialect prepares every query it runs; this
// wrapper keeps the prepared statements by SQL text (bounded, least recently used out), so a query that ran
// before is never prepared again. PostgreSQL: the hot queries (registered by compiled.ts) run as named prepared
// statements, parsed and planned once per connection.
import type SQLite from 'better-sqlite3';
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely';
import type pg from 'pg';

/** SQL texts run as named statements on PostgreSQL, and their names (see compiled.ts). */
export const namedStatements = new Map<string, string>();

export function cachingSqlite(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit) {
        // A statement still iterating (a streamed select) cannot run again until it is done: use a fresh one.
        if (hit.busy) return db.prepare(sql);
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = db.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}

/** The pool as Kysely sees it: every client runs registered SQL as a named prepared statement. */
export function namingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      w = {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          const name = namedStatements.get(text);
          return name ? client.query({ name, text, values }) : client.query(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, w);
    }
    return w;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
