// The audit trail's statements: audit_events (one entry per event) and audit_heads (each workspace's chain head).
// The backbone owns both tables; how an entry is made and chained is record.ts's and chain.ts's. The statements a
// write runs are compiled once (every write of the product runs them).
import { sql, type Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import type { AuditEventsTable } from './tables.js';

type Q = Kysely<Database>;

const ENTRY_COLUMNS = [
  'id',
  'workspace_id',
  'seq',
  'type',
  'family',
  'description',
  'actor_name',
  'actor_email',
  'envelope_id',
  'document_id',
  'recipient_id',
  'share_link_id',
  'subject_kind',
  'subject_id',
  'subject_title',
  'ip_address',
  'user_agent',
  'metadata',
  'created_at',
  'prev_hash',
  'hash',
  'payload',
] as const satisfies readonly (keyof AuditEventsTable)[];

/** An entry as inserted: unchained (seq, prev_hash, hash null) on PostgreSQL, chained on SQLite. */
export type EntryRow = Omit<AuditEventsTable, 'seq' | 'prev_hash' | 'hash'> & {
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
};

// PostgreSQL (a chain pass, chain.ts): taking the head is one statement: the upsert creates a workspace's head on
// its first event and otherwise touches the row, taking its lock, so concurrent passes queue here and seq has no
// gaps; and returns it.
const takeHead = compiled((db, p) =>
  db
    .insertInto('audit_heads')
    .values({ workspace_id: p('ws'), seq: 0, hash: '' })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet((eb) => ({ seq: eb.ref('audit_heads.seq') })))
    .returning(['seq', 'hash']),
);
// SQLite: its writers are serialised already (a change runs in a group-commit batch holding the write lock), so
// the head is read, not touched: the upsert cost 35 µs a write, the read 2-3 µs. Created on the first entry.
const readHead = compiled((db, p) =>
  db.selectFrom('audit_heads').select(['seq', 'hash']).where('workspace_id', '=', p('ws')),
);
const newHead = compiled((db, p) => db.insertInto('audit_heads').values({ workspace_id: p('ws'), seq: 0, hash: '' }));
const insertEntry = compiled((db, p) =>
  db
    .insertInto('audit_events')
    .values(Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, p(c)])) as unknown as AuditEventsTable),
);
const moveHead = compiled((db, p) =>
  db
    .updateTable('audit_heads')
    .set({ seq: p('seq'), hash: p('hash') })
    .where('workspace_id', '=', p('ws')),
);
const anyUnchained = compiled((db, p) =>
  db.selectFrom('audit_events').select('id').where('workspace_id', '=', p('ws')).where('seq', 'is', null).limit(1),
);

export const auditHeads = {
  /** PostgreSQL: the workspace's head, created at its first entry, locked until commit. */
  take: (trx: Q, workspaceId: string) => takeHead.first(trx, { ws: workspaceId }),
  /** SQLite: the workspace's head as it is (undefined before its first entry). */
  read: (trx: Q, workspaceId: string) => readHead.first(trx, { ws: workspaceId }),
  /** SQLite: the head of a workspace's first entry. */
  async create(trx: Q, workspaceId: string): Promise<void> {
    await newHead.execute(trx, { ws: workspaceId });
  },
  /** SQLite: the head after the entries just appended. */
  async move(trx: Q, { workspaceId, seq, hash }: { workspaceId: string; seq: number; hash: string }): Promise<void> {
    await moveHead.execute(trx, { seq, hash, ws: workspaceId });
  },
};

export const auditEntries = {
  async insert(trx: Q, row: EntryRow): Promise<void> {
    await insertEntry.execute(trx, { ...row });
  },

  /** Whether the workspace has an entry not chained yet (a read, no lock). */
  async anyUnchained(q: Q, workspaceId: string): Promise<boolean> {
    return !!(await anyUnchained.first(q, { ws: workspaceId }));
  },

  /** The workspace's oldest unchained entries (created_at, then id), at most `limit`. */
  unchained(trx: Q, workspaceId: string, limit: number): Promise<AuditEventsTable[]> {
    return trx
      .selectFrom('audit_events')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('seq', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /**
   * PostgreSQL, under the head's lock: gives the entries their places and moves the head to the last, in one
   * statement; the head moves only when every entry was still unchained. Whether it moved.
   */
  async place(trx: Q, workspaceId: string, rows: readonly AuditEventsTable[]): Promise<boolean> {
    const values = sql.join(rows.map((r) => sql`(${r.id}, ${r.seq}::integer, ${r.prev_hash}, ${r.hash})`));
    const last = rows.at(-1)!;
    const moved = await sql`
      with chained as (
        update audit_events a set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
        from (values ${values}) as v(id, seq, prev_hash, hash)
        where a.id = v.id and a.seq is null
        returning 1
      )
      update audit_heads set seq = ${last.seq}, hash = ${last.hash}
      where workspace_id = ${workspaceId} and (select count(*) from chained) = ${rows.length}`.execute(trx);
    return Number(moved.numAffectedRows) === 1;
  },

  /** The workspaces with an entry not chained yet. */
  async workspacesUnchained(q: Q): Promise<string[]> {
    const rows = await q
      .selectFrom('audit_events')
      .select('workspace_id')
      .distinct()
      .where('seq', 'is', null)
      .execute();
    return rows.map((r) => r.workspace_id);
  },
};

/** The live feed's reads (feed.ts): the chain's heads and the webhook events after a seq, in chain order. */
export const feedReads = {
  /** The seq of the workspace's newest chained entry (0 for none). */
  async head(q: Q, workspaceId: string): Promise<number> {
    const row = await q
      .selectFrom('audit_heads')
      .select('seq')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  },

  /** The heads of several workspaces. */
  heads(q: Q, workspaceIds: readonly string[]): Promise<{ workspace_id: string; seq: number | string }[]> {
    return q
      .selectFrom('audit_heads')
      .select(['workspace_id', 'seq'])
      .where('workspace_id', 'in', workspaceIds)
      .execute();
  },

  /** The seq of an event of the workspace, null when it names none (or is not chained yet). */
  async seqOf(q: Q, workspaceId: string, eventId: string): Promise<number | null> {
    const row = await q
      .selectFrom('audit_events')
      .select('seq')
      .where('id', '=', eventId)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
  },

  /** Up to `limit` webhook events of the workspace after `seq`, in chain order. */
  after(q: Q, workspaceId: string, seq: number, limit: number) {
    return q
      .selectFrom('audit_events')
      .select(['id', 'seq', 'type', 'created_at', 'payload'])
      .where('workspace_id', '=', workspaceId)
      .where('seq', '>', seq)
      .where('payload', 'is not', null)
      .orderBy('seq')
      .limit(limit)
      .execute();
  },
};
