// Hot queries compiled once. A query is written with Kysely as usual, with `p('name')` where a value goes; it is
// compiled once per engine on first use, and each call only binds the values by position and runs the SQL text
// (a cached prepared statement on SQLite, a named one on PostgreSQL; see statements.ts). Use it for what every
// request runs (key lookups, list pages); keep the query builder for everything else.
import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { RawNode, type CompiledQuery, type Compilable, type Kysely, type QueryId } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';
import { namedStatements, shaped, type SqliteStatement } from './statements.js';

const MARK = '\u0000dossier-param:';

/**
 * SQLite: the connection behind a Kysely instance (connect.ts registers it), so a compiled query run on the
 * instance itself runs its prepared statement directly, synchronously: Kysely's async pipeline (its connection
 * mutex, plugins, result wrapping) costs more than the query. Only while no transaction is open on the
 * connection: inside one, a query outside it must wait for it, as Kysely makes it. Transactions' own Kysely
 * handles are not registered and take Kysely's path.
 */
const direct = new WeakMap<Kysely<Database>, SQLite.Database>();

export function runDirectly(db: Kysely<Database>, sqlite: SQLite.Database): void {
  direct.set(db, sqlite);
}

/**
 * SQLite: a transaction's handle whose owner holds the connection for its whole life (db/group-commit.ts), so a
 * compiled query run on it may run its prepared statement directly, inside that transaction.
 */
const owned = new WeakMap<Kysely<Database>, SQLite.Database>();

export function ownTransaction(trx: Kysely<Database>, sqlite: SQLite.Database): void {
  owned.set(trx, sqlite);
}

/** True when `q` runs inside a transaction: Kysely's, or a batch's whose owner holds the connection. */
export function inTransaction(q: Kysely<Database>): boolean {
  return q.isTransaction || owned.has(q);
}

/** A placeholder for the value named `name`, bound at each call. Typed as anything so Kysely accepts it anywhere. */
export type Param = <T = any>(name: string) => T;
const param: Param = <T>(name: string) => `${MARK}${name}` as T;

type Slot = { name: string } | { value: unknown };

interface Prepared {
  sql: string;
  slots: Slot[];
  query: RawNode;
  queryId: QueryId;
}

/** The values of a call, by the names given to `p()`; every name must have one (null for SQL NULL). */
export type Values = Record<string, unknown>;

export interface Compiled<R> {
  /** Runs the query with these values on `q` (a Kysely instance or a transaction); returns the rows. */
  execute(q: Kysely<Database>, values: Values): Promise<R[]>;
  /** The first row, or undefined. */
  first(q: Kysely<Database>, values: Values): Promise<R | undefined>;
}

/** Rows of a compiled query's builder (what `execute` resolves to). */
type RowOf<C> = C extends Compilable<infer R> ? R : never;

export function compiled<C extends Compilable<any>>(build: (db: Kysely<Database>, p: Param) => C): Compiled<RowOf<C>> {
  let sqlite: Prepared | undefined;
  let postgres: Prepared | undefined;
  const prepare = (db: Kysely<Database>): Prepared => {
    const { sql, parameters } = build(db, param).compile();
    const slots = parameters.map((v): Slot => {
      if (typeof v === 'string' && v.startsWith(MARK)) return { name: v.slice(MARK.length) };
      if (typeof v === 'string' && v.includes(MARK))
        throw new Error(`compiled query: a parameter is built from p(): ${sql}`);
      return { value: v };
    });
    if (isPostgres(db)) namedStatements.set(sql, `dq_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
    return { sql, slots, query: RawNode.createWithSql(sql), queryId: { queryId: `compiled:${sql.length}` } };
  };
  const bind = (s: Slot, values: Values): unknown => {
    if (!('name' in s)) return s.value;
    const v = values[s.name];
    if (v === undefined) throw new Error(`compiled query: no value for p('${s.name}')`);
    return v;
  };
  let statement: { on: SQLite.Database; stmt: SqliteStatement } | undefined;
  const execute = async (q: Kysely<Database>, values: Values): Promise<RowOf<C>[]> => {
    const c = isPostgres(q) ? (postgres ??= prepare(q)) : (sqlite ??= prepare(q));
    const parameters = c.slots.map((s) => bind(s, values));
    const own = owned.get(q);
    const conn = own ?? direct.get(q);
    if (conn && (own || !conn.inTransaction)) {
      if (statement?.on !== conn) statement = { on: conn, stmt: shaped(conn.prepare(c.sql)) };
      const { stmt } = statement;
      if (stmt.reader) return stmt.all(parameters) as RowOf<C>[];
      stmt.run(parameters);
      return [];
    }
    const compiledQuery: CompiledQuery<RowOf<C>> = { sql: c.sql, parameters, query: c.query, queryId: c.queryId };
    return (await q.executeQuery(compiledQuery)).rows;
  };
  return { execute, first: async (q, values) => (await execute(q, values))[0] };
}

/**
 * A family of compiled queries told apart by a shape key (e.g. which optional filters are present): each shape
 * is compiled once. The key must come from a small fixed set, never from request values.
 */
export function compiledFamily<K extends string, C extends Compilable<any>>(
  build: (shape: K) => (db: Kysely<Database>, p: Param) => C,
): (shape: K) => Compiled<RowOf<C>> {
  const memo = new Map<K, Compiled<RowOf<C>>>();
  return (shape) => {
    let c = memo.get(shape);
    if (!c) memo.set(shape, (c = compiled(build(shape))));
    return c;
  };
}
