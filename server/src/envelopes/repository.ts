// Envelope queries. Every read by id is scoped to the workspace (another workspace's id reads as missing).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DocumentFieldsTable, EnvelopeFieldsTable, EnvelopeRecipientsTable, EnvelopesTable, EnvelopeStatus } from './tables.js';

type Q = Kysely<Database>;

export async function findEnvelope(q: Q, workspaceId: string, id: string): Promise<EnvelopesTable | undefined> {
  return q.selectFrom('envelopes').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}

/** The signing list in routing order (a replacement right after its original). */
export async function findRecipients(q: Q, envelopeId: string): Promise<EnvelopeRecipientsTable[]> {
  return q
    .selectFrom('envelope_recipients')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .orderBy('routing_order')
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export async function findRecipientsOf(q: Q, envelopeIds: string[]): Promise<Map<string, EnvelopeRecipientsTable[]>> {
  const out = new Map<string, EnvelopeRecipientsTable[]>(envelopeIds.map((id) => [id, []]));
  if (!envelopeIds.length) return out;
  const rows = await q
    .selectFrom('envelope_recipients')
    .selectAll()
    .where('envelope_id', 'in', envelopeIds)
    .orderBy('routing_order')
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  for (const r of rows) out.get(r.envelope_id)!.push(r);
  return out;
}

export async function findFields(q: Q, envelopeId: string): Promise<EnvelopeFieldsTable[]> {
  return q.selectFrom('envelope_fields').selectAll().where('envelope_id', '=', envelopeId).orderBy('position').execute();
}

export interface ListFilter {
  workspaceId: string;
  status?: EnvelopeStatus;
  /** [sentAt, id] of the last row served. */
  after?: [string, string];
  limit: number;
}

/** Newest first by sentAt (then id), limit + 1 rows so the caller can tell whether a next page exists. */
export async function listEnvelopes(q: Q, f: ListFilter): Promise<EnvelopesTable[]> {
  let query = q.selectFrom('envelopes').selectAll().where('workspace_id', '=', f.workspaceId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.after) {
    const [sentAt, id] = f.after;
    query = query.where((eb) => eb.or([eb('sent_at', '<', sentAt), eb.and([eb('sent_at', '=', sentAt), eb('id', '<', id)])]));
  }
  return query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(f.limit + 1).execute();
}

/**
 * The atomic claim of a draft document for an envelope: one conditional UPDATE, so of concurrent sends exactly
 * one changes the row and the others change nothing (409). `updatedAt` is the version the send checked.
 */
export async function claimDocument(q: Q, workspaceId: string, documentId: string, envelopeId: string, updatedAt: string): Promise<boolean> {
  const res = await q
    .updateTable('documents')
    .set({ status: 'locked', active_envelope_id: envelopeId, last_envelope_id: envelopeId, ever_sent: 1 })
    .where('id', '=', documentId)
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'draft')
    .where('deleted_at', 'is', null)
    .where('updated_at', '=', updatedAt)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Puts the document back to draft when the envelope holding it ends without completing (void, decline, expiry). */
export async function releaseDocument(q: Q, envelope: Pick<EnvelopesTable, 'id' | 'document_id'>): Promise<void> {
  await q
    .updateTable('documents')
    .set({ status: 'draft', active_envelope_id: null })
    .where('id', '=', envelope.document_id)
    .where('active_envelope_id', '=', envelope.id)
    .execute();
}

/**
 * Ends an envelope that is still `sent`: the conditional UPDATE makes two concurrent endings (void and expiry,
 * two instances) end it once. Returns the row after, or undefined when it had already ended.
 */
export async function endEnvelope(q: Q, id: string, patch: Partial<EnvelopesTable> & { status: EnvelopeStatus; ended_at: string }): Promise<EnvelopesTable | undefined> {
  const res = await q
    .updateTable('envelopes')
    .set({ ...patch, updated_at: patch.ended_at, next_reminder_at: null })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  return q.selectFrom('envelopes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A new envelope with its recipients and fields, as sending writes them. */
export async function insertEnvelope(q: Q, row: EnvelopesTable, recipients: EnvelopeRecipientsTable[], fields: EnvelopeFieldsTable[]): Promise<void> {
  await q.insertInto('envelopes').values(row).execute();
  if (recipients.length) await q.insertInto('envelope_recipients').values(recipients).execute();
  if (fields.length) await q.insertInto('envelope_fields').values(fields).execute();
}

export async function updateRecipient(q: Q, id: string, patch: Partial<EnvelopeRecipientsTable>): Promise<EnvelopeRecipientsTable> {
  await q.updateTable('envelope_recipients').set(patch).where('id', '=', id).execute();
  return q.selectFrom('envelope_recipients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findDocumentFields(q: Q, documentId: string): Promise<DocumentFieldsTable[]> {
  return q.selectFrom('document_fields').selectAll().where('document_id', '=', documentId).orderBy('position').execute();
}

export async function replaceDocumentFields(q: Q, documentId: string, rows: DocumentFieldsTable[]): Promise<void> {
  await q.deleteFrom('document_fields').where('document_id', '=', documentId).execute();
  if (rows.length) await q.insertInto('document_fields').values(rows).execute();
}

export async function findDocumentRecipients(q: Q, documentId: string) {
  return q.selectFrom('document_recipients').selectAll().where('document_id', '=', documentId).orderBy('position').execute();
}

export async function findWorkspace(q: Q, workspaceId: string) {
  return q.selectFrom('workspaces').select(['id', 'name', 'email', 'plan', 'sender_name']).where('id', '=', workspaceId).executeTakeFirstOrThrow();
}
