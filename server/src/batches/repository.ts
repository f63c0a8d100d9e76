// The batches domain's queries. A row is claimed with a conditional UPDATE (pending, or `sending` whose claim
// ran out: a process that died mid-row), so two runners never work one row at once.
import { sql, type Kysely } from 'kysely';
import { compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { keyset, keysetValues, type CursorKey } from '../platform/pagination.js';
import type { BatchesTable, BatchRowsTable, CancelReason } from './tables.js';

type Q = Kysely<Database>;

export interface Counts {
  sent: number;
  failed: number;
  pending: number;
  cancelled: number;
}

export function findBatch(q: Q, workspaceId: string, id: string): Promise<BatchesTable | undefined> {
  return q
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** A batch by id alone, for its job (which knows no workspace). */
export function findBatchById(q: Q, id: string): Promise<BatchesTable | undefined> {
  return q.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByIdempotencyKey(q: Q, workspaceId: string, key: string): Promise<BatchesTable | undefined> {
  return q
    .selectFrom('batches')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertBatch(q: Q, batch: BatchesTable, rows: BatchRowsTable[]): Promise<void> {
  await q.insertInto('batches').values(batch).execute();
  await q.insertInto('batch_rows').values(rows).execute();
}

export async function countsOf(q: Q, batchId: string): Promise<Counts> {
  const rows = await q
    .selectFrom('batch_rows')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  const c: Counts = { sent: 0, failed: 0, pending: 0, cancelled: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    if (r.status === 'sending' || r.status === 'pending') c.pending += n;
    else c[r.status] += n;
  }
  return c;
}

const rowsQuery = compiledFamily((shape: string) => (db, p) => {
  const q = db
    .selectFrom('batch_rows')
    .select(['row', 'status', 'envelope_id', 'error', 'error_code'])
    .where('batch_id', '=', p('batch'));
  return keyset(q, p, { columns: ['row'], after: shape === 'A', direction: 'asc' });
});

/** Up to limit + 1 rows in row order, after the given row number. */
export function listRows(q: Q, batchId: string, after: CursorKey | null, limit: number) {
  return rowsQuery(after ? 'A' : '').execute(q, { batch: batchId, ...keysetValues(after, limit) });
}

/** The envelope ids of a batch's sent rows. */
export async function envelopeIdsOf(q: Q, batchId: string): Promise<string[]> {
  const rows = await q
    .selectFrom('batch_rows')
    .select('envelope_id')
    .where('batch_id', '=', batchId)
    .where('envelope_id', 'is not', null)
    .orderBy('row')
    .execute();
  return rows.map((r) => r.envelope_id!);
}

/** The next row to send, claimed until `until`; undefined when none is left to claim. */
export async function claimNextRow(
  q: Q,
  batchId: string,
  now: string,
  until: string,
): Promise<BatchRowsTable | undefined> {
  for (;;) {
    const next = await q
      .selectFrom('batch_rows')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where((eb) =>
        eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)])]),
      )
      .orderBy('row')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const res = await q
      .updateTable('batch_rows')
      .set({ status: 'sending', claimed_until: until, updated_at: now })
      .where('batch_id', '=', batchId)
      .where('row', '=', next.row)
      .where('status', '=', next.status)
      .where((eb) =>
        next.claimed_until === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', next.claimed_until),
      )
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return { ...next, status: 'sending', claimed_until: until };
  }
}

/** Rows still being sent under a live claim (another runner's). */
export async function claimedElsewhere(q: Q, batchId: string, now: string): Promise<boolean> {
  const r = await q
    .selectFrom('batch_rows')
    .select('row')
    .where('batch_id', '=', batchId)
    .where('status', '=', 'sending')
    .where('claimed_until', '>=', now)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

export async function setRowDocument(q: Q, batchId: string, row: number, documentId: string): Promise<void> {
  await q
    .updateTable('batch_rows')
    .set({ document_id: documentId, updated_at: new Date().toISOString() })
    .where('batch_id', '=', batchId)
    .where('row', '=', row)
    .execute();
}

/** Ends a row (sent, failed or cancelled): only while it is still `sending`, so a cancelled row stays so. */
export async function finishRow(
  q: Q,
  batchId: string,
  row: number,
  end: Pick<BatchRowsTable, 'status' | 'envelope_id' | 'error' | 'error_code'>,
): Promise<void> {
  await q
    .updateTable('batch_rows')
    .set({ ...end, claimed_until: null, updated_at: new Date().toISOString() })
    .where('batch_id', '=', batchId)
    .where('row', '=', row)
    .where('status', '=', 'sending')
    .execute();
}

/** The envelope made for a row's document, if its send went through (each row's document is its own). */
export async function envelopeOfDocument(q: Q, documentId: string): Promise<string | undefined> {
  const e = await q
    .selectFrom('envelopes')
    .select('id')
    .where('document_id', '=', documentId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return e?.id;
}

export async function markStarted(q: Q, batchId: string, now: string): Promise<void> {
  await q
    .updateTable('batches')
    .set({ status: 'sending', started_at: now })
    .where('id', '=', batchId)
    .where('status', '=', 'queued')
    .execute();
}

/** queued|sending → done; false when the batch was cancelled (or finished) first. */
export async function markDone(q: Q, batchId: string, now: string): Promise<boolean> {
  const res = await q
    .updateTable('batches')
    .set({ status: 'done', completed_at: now })
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** queued|sending → cancelled, and every row not started → cancelled; false when it had already ended. */
export async function markCancelled(q: Q, batchId: string, now: string, reason: CancelReason): Promise<boolean> {
  const res = await q
    .updateTable('batches')
    .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: now, completed_at: now })
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await q
    .updateTable('batch_rows')
    .set({ status: 'cancelled', updated_at: now })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .execute();
  return true;
}
