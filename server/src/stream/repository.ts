// The stream's own queries: how the keys of open streams stand now (revoked, expired, their scopes), and the
// leases that count a key's open streams over every instance (stream_leases, hub.ts).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** The rows of these keys (a key whose row is gone is absent). */
export function keyRows(q: Kysely<Database>, ids: readonly string[]) {
  return q
    .selectFrom('api_keys')
    .select(['id', 'scopes', 'revoked_at', 'expires_at'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The payload of the newest event of this type about the document (the one a flow just emitted). */
export async function newestPayload(
  q: Kysely<Database>,
  workspaceId: string,
  type: string,
  documentId: string,
): Promise<string | null> {
  const row = await q
    .selectFrom('audit_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('document_id', '=', documentId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.payload ?? null;
}

export interface NewLease {
  id: string;
  keyId: string;
  instanceId: string;
  /** Now, in Unix milliseconds: a lease that expired by then does not count. */
  now: number;
  expiresAt: number;
  /** The most live leases the key may hold, this one included. */
  max: number;
}

/**
 * The first argument of the key's advisory lock (pg_advisory_xact_lock(int, int), the key's hash the second): names
 * this use, so no other lock of the database can meet it.
 */
const LEASE_LOCK = 206;

/**
 * Writes the lease if the key holds fewer than `max` live ones; false when it holds them all. PostgreSQL: under a
 * transaction lock of the key, so two instances claiming at once count one after the other (without it both could
 * count 2 and both insert). SQLite: one statement, which runs whole under the database's write lock.
 */
export async function claimLease(q: Kysely<Database>, l: NewLease): Promise<boolean> {
  const insert = (t: Kysely<Database>) =>
    sql<{ id: string }>`insert into stream_leases (id, key_id, instance_id, expires_at)
      select ${l.id}, ${l.keyId}, ${l.instanceId}, cast(${l.expiresAt} as bigint)
      where (select count(*) from stream_leases where key_id = ${l.keyId} and expires_at > cast(${l.now} as bigint)) < ${l.max}
      returning id`.execute(t);
  if (!isPostgres(q)) return (await insert(q)).rows.length === 1;
  return q.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(LEASE_LOCK)}, hashtext(${l.keyId}))`.execute(trx);
    return (await insert(trx)).rows.length === 1;
  });
}

/**
 * Pushes the expiry of these live leases on; answers the ids renewed. A lease missing from the answer expired (its
 * instance went unheard too long, so others no longer counted it) or was swept: its stream must end.
 */
export async function renewLeases(
  q: Kysely<Database>,
  ids: readonly string[],
  now: number,
  expiresAt: number,
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await q
    .updateTable('stream_leases')
    .set({ expires_at: expiresAt })
    .where('id', 'in', [...ids])
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The stream closed: its place is free at once. */
export async function releaseLease(q: Kysely<Database>, id: string): Promise<void> {
  await q.deleteFrom('stream_leases').where('id', '=', id).execute();
}

/** Deletes every lease expired by `now` (streams of instances that stopped without closing them). */
export async function sweepLeases(q: Kysely<Database>, now: number): Promise<void> {
  await q.deleteFrom('stream_leases').where('expires_at', '<=', now).execute();
}

/** The key's live leases, whichever instance holds them. */
export async function liveLeases(q: Kysely<Database>, keyId: string, now: number): Promise<number> {
  const row = await q
    .selectFrom('stream_leases')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('key_id', '=', keyId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
