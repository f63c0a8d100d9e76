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
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit) {
        // A statement still iterating (a streamed select) cannot run again until it is done: use a fresh one.
        if (hit.busy) return shaped(db.prepare(sql));
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = shaped(db.prepare(sql));
      cache.set(sql, stmt);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}

export type SqliteStatement = ReturnType<SqliteDatabase['prepare']> & { readonly busy: boolean };
type Row = Record<string, unknown>;

/** The connection's schema version: SQLite bumps it on every change of the schema, by any connection. */
const schemaVersions = new WeakMap<SQLite.Database, SQLite.Statement<[], number>>();
function schemaVersion(db: SQLite.Database): number {
  let read = schemaVersions.get(db);
  if (!read) schemaVersions.set(db, (read = db.prepare<[], number>('pragma schema_version').pluck()));
  return read.get()!;
}

/**
 * A statement whose rows are built by a function made once for its columns ({ id: r[0], … }), from the row
 * arrays of raw mode. better-sqlite3 builds each row object a property at a time; for a list of 50 rows of 35
 * columns that was half the request (measured: 412 µs against 191 µs). A repeated column name keeps the last
 * value, as better-sqlite3's own objects do.
 */
export function shaped(stmt: SQLite.Statement): SqliteStatement {
  if (!stmt.reader) return stmt as unknown as SqliteStatement;
  const db = stmt.database;
  /** The schema version the builder is known to have been made under (NaN: not known). */
  let version = NaN;
  /** The schema version read after the previous run. */
  let lastRead = NaN;
  let row: (r: unknown[]) => Row = () => ({});
  const build = (names: string[]) => {
    // A column named __proto__ stays a value (an own property), never the row's prototype.
    row = names.includes('__proto__')
      ? (r) => Object.fromEntries(names.map((n, i) => [n, r[i]]))
      : (new Function('r', `return { ${names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ')} };`) as (
          r: unknown[],
        ) => Row);
  };
  // Made for the column names, and again whenever the schema changed (by any connection): SQLite prepares a
  // statement anew after a schema change, and a cached `select *` may then have other columns, or the same number
  // under other names (a column renamed). The names are read only then (for 35 columns that costs more than a
  // one-row query). The schema version is read once, after each run (each read outside a transaction is a read
  // transaction of its own, about 2 µs): the rows are built after the run, so the names read after it are those
  // the run produced (a statement is prepared anew only when it next runs). A run reading the version the
  // builder was made under ran under it (versions only grow, and the run came after the read that made it
  // known); a run reading another version rebuilds from the statement's names, and knows them for that version
  // only when the version it read before the run (the previous run's) is the same.
  const shape = () => {
    const now = schemaVersion(db);
    if (now !== version) {
      build(stmt.columns().map((c) => c.name));
      version = now === lastRead ? now : NaN;
    }
    lastRead = now;
  };
  stmt.raw(true);
  return {
    reader: true,
    get busy() {
      return stmt.busy;
    },
    all: (params) => {
      const rows = stmt.all(params) as unknown[][];
      shape();
      return rows.map(row);
    },
    run: (params) => stmt.run(params),
    *iterate(params) {
      // Rows are built as they come: the version is read before the run and again at the first row.
      lastRead = schemaVersion(db);
      let first = true;
      for (const r of stmt.iterate(params) as IterableIterator<unknown[]>) {
        if (first) shape();
        first = false;
        yield row(r);
      }
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
