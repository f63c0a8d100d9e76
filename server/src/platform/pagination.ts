// Keyset pagination with opaque cursors, the one helper every list uses:
//   const list = s.cursors.list('documents', ws);          // a list as issued to one workspace
//   const after = list.after(req.query.cursor);            // the key of the last row served, or null (400 if forged)
//   const q = keyset(query, p, { columns: ['updated_at', 'id'], after: after !== null });  // predicate, order, limit
//   const rows = await compiledQuery.execute(db, { ...other, ...keysetValues(after, limit) });
//   return list.page(rows, limit, (r) => [r.updated_at, r.id]);   // { items, nextCursor }, the handler answers { data, nextCursor }
// A cursor names its list, the workspace it was issued to and the sort key of the last row served, and carries
// an HMAC under a secret shared by every instance on the database, so it cannot be forged, edited, or replayed
// against another workspace or another list (all answer 400).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExpressionBuilder, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { errors } from './errors.js';

export type CursorKey = (string | number)[];
/** A named parameter of a compiled query (db/compiled.ts's `p`). */
// biome-ignore lint/suspicious/noExplicitAny: the same signature as db/compiled.ts's Param
type Param = <T = any>(name: string) => T;

const MAC_BYTES = 16;

/**
 * One page of a list: the rows served and the cursor to continue after them (null on the last page). A domain value:
 * the handler presents the items and answers `{ data, nextCursor }`.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A list as issued to one workspace: reads its cursors and writes its pages. */
export interface CursorList {
  /** The key of the last row served, or null without a cursor. A cursor this list did not issue is a 400. */
  after(token: string | undefined): CursorKey | null;
  /** Splits `limit + 1` fetched rows into the page and the cursor to continue after it. */
  page<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): Page<T>;
  /** The cursor continuing after `key` (null for none: the last page). */
  next(key: CursorKey | null): string | null;
}

export class Cursors {
  readonly #secret: Buffer;

  constructor(secret: string) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest().subarray(0, MAC_BYTES);
  }

  /** The list `name` as issued to `workspaceId`. */
  list(name: string, workspaceId: string): CursorList {
    const next = (key: CursorKey | null) => (key ? this.encode(name, workspaceId, key) : null);
    return {
      after: (token) => this.decode(token, name, workspaceId),
      page: (rows, limit, keyOf) => {
        const p = page(rows, limit, keyOf);
        return { items: p.rows, nextCursor: next(p.after) };
      },
      next,
    };
  }

  encode(list: string, workspaceId: string, key: CursorKey): string {
    const body = Buffer.from(JSON.stringify([list, workspaceId, key])).toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** The key of the last row served, or null without a cursor. A cursor this list did not issue is a 400. */
  decode(token: string | undefined, list: string, workspaceId: string): CursorKey | null {
    if (token === undefined) return null;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) throw errors.invalidCursor();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, this.#mac(body))) throw errors.invalidCursor();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw errors.invalidCursor();
    }
    if (!Array.isArray(parsed) || parsed[0] !== list || parsed[1] !== workspaceId || !Array.isArray(parsed[2]))
      throw errors.invalidCursor();
    return parsed[2] as CursorKey;
  }
}

/** Splits `limit + 1` fetched rows into the page and the key to continue after (null on the last page). */
export function page<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => CursorKey,
): { rows: T[]; after: CursorKey | null } {
  if (rows.length <= limit) return { rows, after: null };
  const served = rows.slice(0, limit);
  return { rows: served, after: keyOf(served[served.length - 1]) };
}

export interface KeysetOptions {
  /** The sort key, most significant first, ending with a unique column (e.g. ['updated_at', 'documents.id']). */
  columns: readonly string[];
  /** Whether the query continues after a key (bound by keysetValues as p('after0'), p('after1') …). */
  after: boolean;
  /** 'desc' (newest first, the default) or 'asc'. */
  direction?: 'asc' | 'desc';
}

/** The name a key part is bound under. */
const keyParam = (i: number) => `after${i}`;

/** A key column: a column name, or an expression (an aggregate, a lower()) for a list grouped or sorted by one. */
export type KeyColumn = string | Expression<unknown>;

/** Any table, any column: the key columns are checked by the query they are used in. */
type Loose = Record<string, Record<string, unknown>>;

/** (c0, c1, …) beyond (k0, k1, …): c0 beyond k0, or c0 = k0 and the rest beyond, spelled out (no row values). */
function beyond(
  eb: ExpressionBuilder<Loose, string>,
  columns: readonly KeyColumn[],
  op: '<' | '>',
  value: (i: number) => unknown,
  i = 0,
): Expression<SqlBool> {
  const col = columns[i];
  const past = eb(col, op, value(i));
  return i === columns.length - 1
    ? past
    : eb.or([past, eb.and([eb(col, '=', value(i)), beyond(eb, columns, op, value, i + 1)])]);
}

/**
 * A page of a compiled list query: rows strictly after the bound key (when `after`), ordered by `columns`, at most
 * p('limit') of them. Apply it last, after the list's own filters.
 */
export function keyset<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  p: Param,
  opts: KeysetOptions,
): SelectQueryBuilder<DB, TB, O> {
  const direction = opts.direction ?? 'desc';
  // Typed loosely: the columns are checked by the query they are used in.
  let q = query as unknown as SelectQueryBuilder<Loose, string, O>;
  if (opts.after)
    q = q.where((eb) => beyond(eb, opts.columns, direction === 'desc' ? '<' : '>', (i) => p(keyParam(i))));
  for (const col of opts.columns) q = q.orderBy(col, direction);
  return q.limit(p('limit')) as unknown as SelectQueryBuilder<DB, TB, O>;
}

export interface KeysetPageOptions {
  /** The sort key, most significant first, ending with a unique one. */
  columns: readonly KeyColumn[];
  /** The key of the last row served (from CursorList.after), or null for the first page. */
  after: CursorKey | null;
  /** The page size: limit + 1 rows are fetched, so CursorList.page can tell whether more follow. */
  limit: number;
  /** 'desc' (newest first, the default) or 'asc'. */
  direction?: 'asc' | 'desc';
  /** 'having' for a key over aggregates (a grouped list); 'where' by default. */
  clause?: 'where' | 'having';
}

/**
 * The same for a query built per call (not compiled): rows strictly after `after`, ordered by `columns`, limit + 1
 * of them. Apply it last, after the list's own filters.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  opts: KeysetPageOptions,
): SelectQueryBuilder<DB, TB, O> {
  const direction = opts.direction ?? 'desc';
  let q = query as unknown as SelectQueryBuilder<Loose, string, O>;
  const after = opts.after;
  if (after) {
    const past = (eb: ExpressionBuilder<Loose, string>) =>
      beyond(eb, opts.columns, direction === 'desc' ? '<' : '>', (i) => after[i]);
    q = opts.clause === 'having' ? q.having(past) : q.where(past);
  }
  for (const col of opts.columns) q = q.orderBy(col, direction);
  return q.limit(opts.limit + 1) as unknown as SelectQueryBuilder<DB, TB, O>;
}

/** The values keyset() binds: one more row than the page (to know whether more follow) and the key to continue after. */
export function keysetValues(after: CursorKey | null, limit: number): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: limit + 1 };
  after?.forEach((v, i) => {
    values[keyParam(i)] = v;
  });
  return values;
}
