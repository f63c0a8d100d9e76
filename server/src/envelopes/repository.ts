// Envelope queries. Every read by id is scoped to the workspace (another workspace's id reads as missing).
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { keysetPage, type CursorKey } from '../platform/pagination.js';
import type {
  DocumentFieldsTable,
  EnvelopeAccessAttemptsTable,
  EnvelopeAttachmentsTable,
  EnvelopeConsentsTable,
  EnvelopeFieldsTable,
  EnvelopeRecipientsTable,
  EnvelopeSignaturesTable,
  EnvelopesTable,
  EnvelopeListRow,
  EnvelopeStatus,
} from './tables.js';

type Q = Kysely<Database>;

/** An envelope by id alone, for callers that already hold it (the signer side, the jobs). */
export async function envelopeById(q: Q, id: string): Promise<EnvelopesTable> {
  return q.selectFrom('envelopes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findEnvelope(q: Q, workspaceId: string, id: string): Promise<EnvelopesTable | undefined> {
  return q
    .selectFrom('envelopes')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
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
  return q
    .selectFrom('envelope_fields')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .orderBy('position')
    .execute();
}

export interface ListFilter {
  workspaceId: string;
  status?: EnvelopeStatus;
  /** The key (sent_at, id) of the last row served. */
  after: CursorKey | null;
  limit: number;
}

/** The envelopes columns but the frozen body (snapshot_content, snapshot_sections). */
const LIST_COLUMNS = Object.keys({
  id: 1,
  workspace_id: 1,
  document_id: 1,
  title: 1,
  kind: 1,
  page_count: 1,
  subject: 1,
  message: 1,
  sender_name: 1,
  sender_email: 1,
  sender_key_id: 1,
  status: 1,
  sequential: 1,
  snapshot_kind: 1,
  snapshot_blob_id: 1,
  content_hash: 1,
  executed_blob_id: 1,
  completion_hash: 1,
  expires_at: 1,
  reminder_every_days: 1,
  last_reminder_at: 1,
  next_reminder_at: 1,
  sent_at: 1,
  completed_at: 1,
  voided_at: 1,
  void_reason: 1,
  declined_at: 1,
  decline_reason: 1,
  expired_at: 1,
  ended_at: 1,
  paid_with: 1,
  subject_default: 1,
  created_at: 1,
  updated_at: 1,
} satisfies Record<keyof EnvelopeListRow, 1>) as (keyof EnvelopeListRow)[];

/**
 * Newest first by sentAt (then id), limit + 1 rows so the caller can tell whether a next page exists. Without the
 * frozen body: a page of 50 envelopes of 20 KB documents would otherwise read and decode a megabyte it never shows.
 */
export async function listEnvelopes(q: Q, f: ListFilter): Promise<EnvelopeListRow[]> {
  let query = q.selectFrom('envelopes').select(LIST_COLUMNS).where('workspace_id', '=', f.workspaceId);
  if (f.status) query = query.where('status', '=', f.status);
  return keysetPage(query, { columns: ['sent_at', 'id'], after: f.after, limit: f.limit }).execute();
}

/**
 * The atomic claim of a draft document for an envelope: one conditional UPDATE, so of concurrent sends exactly
 * one changes the row and the others change nothing (409). `updatedAt` is the version the send checked.
 */
export async function claimDocument(
  q: Q,
  workspaceId: string,
  documentId: string,
  envelopeId: string,
  updatedAt: string,
): Promise<boolean> {
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
export async function endEnvelope(
  q: Q,
  id: string,
  patch: Partial<EnvelopesTable> & { status: EnvelopeStatus; ended_at: string },
): Promise<EnvelopesTable | undefined> {
  const res = await q
    .updateTable('envelopes')
    .set({ ...patch, updated_at: patch.ended_at, next_reminder_at: null })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  return q.selectFrom('envelopes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateRecipient(
  q: Q,
  id: string,
  patch: Partial<EnvelopeRecipientsTable>,
): Promise<EnvelopeRecipientsTable> {
  await q.updateTable('envelope_recipients').set(patch).where('id', '=', id).execute();
  return q.selectFrom('envelope_recipients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findDocumentFields(q: Q, documentId: string): Promise<DocumentFieldsTable[]> {
  return q
    .selectFrom('document_fields')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
}

/** Replaces every placement and marks the document changed (`at`): a send that checked the old placements then finds it changed. */
export async function replaceDocumentFields(
  q: Q,
  { documentId, rows, at }: { documentId: string; rows: DocumentFieldsTable[]; at: string },
): Promise<void> {
  await q.deleteFrom('document_fields').where('document_id', '=', documentId).execute();
  if (rows.length) await q.insertInto('document_fields').values(rows).execute();
  await q.updateTable('documents').set({ updated_at: at }).where('id', '=', documentId).execute();
}

export async function findDocumentRecipients(q: Q, documentId: string) {
  return q
    .selectFrom('document_recipients')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
}

export async function findWorkspace(q: Q, workspaceId: string) {
  return q
    .selectFrom('workspaces')
    .select(['id', 'name', 'email', 'plan', 'sender_name', 'locale'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
}

/**
 * The completed envelope, in any workspace, whose executed PDF has this SHA-256 (the public verify operation), with
 * the names of those who signed it in signing order; undefined when none has.
 */
export async function findExecutedByHash(
  q: Q,
  sha256: string,
): Promise<{ envelope: Pick<EnvelopesTable, 'title' | 'completed_at'>; signers: string[] } | undefined> {
  const envelope = await q
    .selectFrom('envelopes')
    .select(['id', 'title', 'completed_at'])
    .where('completion_hash', '=', sha256)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!envelope) return undefined;
  const signers = await q
    .selectFrom('envelope_recipients')
    .select('name')
    .where('envelope_id', '=', envelope.id)
    .where('role', '=', 'signer')
    .where('status', '=', 'signed')
    .orderBy('signed_at')
    .orderBy('position')
    .execute();
  return { envelope, signers: signers.map((r) => r.name) };
}

/** A new envelope with its signing list and field placements, in one go (the send). */
export async function insertEnvelope(
  q: Q,
  row: EnvelopesTable,
  recipientRows: EnvelopeRecipientsTable[],
  fieldRows: EnvelopeFieldsTable[],
): Promise<void> {
  await q.insertInto('envelopes').values(row).execute();
  if (recipientRows.length) await q.insertInto('envelope_recipients').values(recipientRows).execute();
  if (fieldRows.length) await q.insertInto('envelope_fields').values(fieldRows).execute();
}

export async function touchEnvelope(q: Q, id: string, at: string): Promise<void> {
  await q.updateTable('envelopes').set({ updated_at: at }).where('id', '=', id).execute();
}

/** Records a reminder on an envelope still `sent`; returns the row after. */
export async function markReminded(
  q: Q,
  { id, at, next }: { id: string; at: string; next: string | null },
): Promise<EnvelopesTable> {
  await q
    .updateTable('envelopes')
    .set({ last_reminder_at: at, next_reminder_at: next, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute();
  return envelopeById(q, id);
}

/** The writes of the signing list: `envelope_recipients` is written here and nowhere else. */
export const recipients = {
  async find(q: Q, id: string): Promise<EnvelopeRecipientsTable> {
    return q.selectFrom('envelope_recipients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  async findInEnvelope(
    q: Q,
    { envelopeId, id }: { envelopeId: string; id: string },
  ): Promise<EnvelopeRecipientsTable | undefined> {
    return q
      .selectFrom('envelope_recipients')
      .selectAll()
      .where('id', '=', id)
      .where('envelope_id', '=', envelopeId)
      .executeTakeFirst();
  },

  /** Whether a signer of the envelope has yet to sign (or pass their place on). */
  async anyStillToSign(q: Q, envelopeId: string): Promise<boolean> {
    const row = await q
      .selectFrom('envelope_recipients')
      .select('id')
      .where('envelope_id', '=', envelopeId)
      .where('role', '=', 'signer')
      .where('status', 'not in', ['signed', 'delegated'])
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The first view: conditional on viewed_at being unset, so concurrent first reads record it once. Returns whether this call did. */
  async markViewed(
    q: Q,
    { id, status, at }: { id: string; status: EnvelopeRecipientsTable['status']; at: string },
  ): Promise<boolean> {
    const res = await q
      .updateTable('envelope_recipients')
      .set({ viewed_at: at, status: status === 'sent' ? 'viewed' : status })
      .where('id', '=', id)
      .where('viewed_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async markSigned(
    q: Q,
    { id, at, ipAddress, userAgent }: { id: string; at: string; ipAddress: string | null; userAgent: string | null },
  ): Promise<void> {
    await q
      .updateTable('envelope_recipients')
      .set({ status: 'signed', signed_at: at, signed_ip: ipAddress, signed_user_agent: userAgent })
      .where('id', '=', id)
      .execute();
  },

  /** Their turn came (sequential routing): `waiting` becomes `sent`. */
  async release(q: Q, id: string): Promise<void> {
    await q
      .updateTable('envelope_recipients')
      .set({ status: 'sent' })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .execute();
  },

  /** Passes a place still open to `toId`; false when the recipient moved on meanwhile. */
  async delegate(
    q: Q,
    { id, toId, toEmail, at, reason }: { id: string; toId: string; toEmail: string; at: string; reason: string | null },
  ): Promise<boolean> {
    const res = await q
      .updateTable('envelope_recipients')
      .set({
        status: 'delegated',
        delegated_to_email: toEmail,
        delegated_to_id: toId,
        delegated_at: at,
        delegation_reason: reason,
      })
      .where('id', '=', id)
      .where('status', 'in', ['waiting', 'sent', 'viewed'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async insert(q: Q, row: EnvelopeRecipientsTable): Promise<void> {
    await q.insertInto('envelope_recipients').values(row).execute();
  },

  async countAccessFailure(
    q: Q,
    { id, failures, lockedUntil }: { id: string; failures: number; lockedUntil: string | null },
  ): Promise<void> {
    await q
      .updateTable('envelope_recipients')
      .set({ access_failures: failures, access_locked_until: lockedUntil })
      .where('id', '=', id)
      .execute();
  },

  async markAuthenticated(q: Q, { id, at }: { id: string; at: string }): Promise<void> {
    await q
      .updateTable('envelope_recipients')
      .set({ authenticated_at: at, access_failures: 0, access_locked_until: null })
      .where('id', '=', id)
      .execute();
  },
};

export const fields = {
  /** A recipient's field, only if it is theirs. */
  async findOf(
    q: Q,
    { envelopeId, id, recipientId }: { envelopeId: string; id: string; recipientId: string },
  ): Promise<EnvelopeFieldsTable | undefined> {
    return q
      .selectFrom('envelope_fields')
      .selectAll()
      .where('envelope_id', '=', envelopeId)
      .where('id', '=', id)
      .where('recipient_id', '=', recipientId)
      .executeTakeFirst();
  },

  async fill(
    q: Q,
    {
      envelopeId,
      id,
      value,
      completedAt,
    }: { envelopeId: string; id: string; value: string | null; completedAt?: string },
  ): Promise<void> {
    await q
      .updateTable('envelope_fields')
      .set(completedAt === undefined ? { value } : { value, completed_at: completedAt })
      .where('envelope_id', '=', envelopeId)
      .where('id', '=', id)
      .execute();
  },

  /** Hands every field of one recipient to another (a reassignment). */
  async reassign(q: Q, { envelopeId, from, to }: { envelopeId: string; from: string; to: string }): Promise<void> {
    await q
      .updateTable('envelope_fields')
      .set({ recipient_id: to })
      .where('envelope_id', '=', envelopeId)
      .where('recipient_id', '=', from)
      .execute();
  },
};

export const attachments = {
  /** Newest first. */
  async list(q: Q, envelopeId: string): Promise<Selectable<EnvelopeAttachmentsTable>[]> {
    return q
      .selectFrom('envelope_attachments')
      .selectAll()
      .where('envelope_id', '=', envelopeId)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async find(
    q: Q,
    { envelopeId, id }: { envelopeId: string; id: string },
  ): Promise<Selectable<EnvelopeAttachmentsTable> | undefined> {
    return q
      .selectFrom('envelope_attachments')
      .selectAll()
      .where('envelope_id', '=', envelopeId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Puts `row` in its field's place, deleting the one it replaces; returns the replaced row (its bytes are the caller's to delete). */
  async replace(
    q: Q,
    row: Insertable<EnvelopeAttachmentsTable>,
  ): Promise<Selectable<EnvelopeAttachmentsTable> | undefined> {
    const replaced = await q
      .selectFrom('envelope_attachments')
      .selectAll()
      .where('envelope_id', '=', row.envelope_id)
      .where('field_id', '=', row.field_id)
      .executeTakeFirst();
    if (replaced) await q.deleteFrom('envelope_attachments').where('id', '=', replaced.id).execute();
    await q.insertInto('envelope_attachments').values(row).execute();
    return replaced;
  },
};

export const consents = {
  async insert(q: Q, row: EnvelopeConsentsTable): Promise<void> {
    await q.insertInto('envelope_consents').values(row).execute();
  },

  async withdraw(
    q: Q,
    { id, at, ipAddress, userAgent }: { id: string; at: string; ipAddress: string | null; userAgent: string | null },
  ): Promise<void> {
    await q
      .updateTable('envelope_consents')
      .set({ withdrawn_at: at, withdrawn_ip: ipAddress, withdrawn_user_agent: userAgent })
      .where('id', '=', id)
      .execute();
  },
};

export async function insertSignature(q: Q, row: Insertable<EnvelopeSignaturesTable>): Promise<void> {
  await q.insertInto('envelope_signatures').values(row).execute();
}

export async function insertAccessAttempt(q: Q, row: Insertable<EnvelopeAccessAttemptsTable>): Promise<void> {
  await q.insertInto('envelope_access_attempts').values(row).execute();
}

/**
 * Drops the field placements of an uploaded PDF on pages past `pageCount` (its file was replaced by a shorter
 * one), in the caller's transaction; returns how many were dropped (`droppedFields`).
 */
export async function dropPlacementsPastPage(q: Q, documentId: string, pageCount: number): Promise<number> {
  const res = await q
    .deleteFrom('document_fields')
    .where('document_id', '=', documentId)
    .where('page', '>', pageCount)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Sent envelopes past their expiry, the earliest first. */
export function dueToExpire(q: Q, now: string, limit: number): Promise<{ id: string; workspace_id: string }[]> {
  return q
    .selectFrom('envelopes')
    .select(['id', 'workspace_id'])
    .where('status', '=', 'sent')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Sent envelopes whose automatic reminder is due, the earliest first. */
export function dueForReminder(q: Q, now: string, limit: number): Promise<EnvelopesTable[]> {
  return q
    .selectFrom('envelopes')
    .selectAll()
    .where('status', '=', 'sent')
    .where('next_reminder_at', '<=', now)
    .orderBy('next_reminder_at')
    .limit(limit)
    .execute();
}

/**
 * Claims an envelope's due reminder by moving next_reminder_at from the value read: true for the one sweep that
 * moved it, false for any other (two sweeps at once send it once).
 */
export async function claimReminder(
  q: Q,
  e: Pick<EnvelopesTable, 'id' | 'next_reminder_at'>,
  next: string | null,
): Promise<boolean> {
  const claimed = await q
    .updateTable('envelopes')
    .set({ next_reminder_at: next })
    .where('id', '=', e.id)
    .where('status', '=', 'sent')
    .where('next_reminder_at', '=', e.next_reminder_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * The recipient holding a signing token's hash and their envelope. On PostgreSQL the rows are locked, the envelope
 * first and then the recipient (the order every writer of an envelope takes).
 */
export async function findByTokenHash(
  q: Q,
  hash: string,
): Promise<{ envelope: EnvelopesTable; recipient: EnvelopeRecipientsTable } | undefined> {
  const found = await q
    .selectFrom('envelope_recipients')
    .select(['id', 'envelope_id'])
    .where('signing_token_hash', '=', hash)
    .executeTakeFirst();
  if (!found) return undefined;
  const lock = isPostgres(q);
  let eq = q.selectFrom('envelopes').selectAll().where('id', '=', found.envelope_id);
  if (lock) eq = eq.forUpdate();
  const envelope = await eq.executeTakeFirst();
  let rq = q.selectFrom('envelope_recipients').selectAll().where('id', '=', found.id);
  if (lock) rq = rq.forUpdate();
  const recipient = await rq.executeTakeFirst();
  return envelope && recipient ? { envelope, recipient } : undefined;
}

/** The recipient's latest consent record, or undefined when they never consented. */
export function latestConsent(q: Q, recipientId: string): Promise<EnvelopeConsentsTable | undefined> {
  return q
    .selectFrom('envelope_consents')
    .selectAll()
    .where('recipient_id', '=', recipientId)
    .orderBy('accepted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A recipient's fields in reading order. */
export function fieldsOf(q: Q, envelopeId: string, recipientId: string) {
  return q
    .selectFrom('envelope_fields')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .where('recipient_id', '=', recipientId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A recipient's attachments. */
export function attachmentsOf(q: Q, envelopeId: string, recipientId: string) {
  return q
    .selectFrom('envelope_attachments')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .where('recipient_id', '=', recipientId)
    .execute();
}

/** Every field of an envelope in position order, and its attachments' names. */
export function fieldsAndAttachmentNames(q: Q, envelopeId: string) {
  return Promise.all([
    q.selectFrom('envelope_fields').selectAll().where('envelope_id', '=', envelopeId).orderBy('position').execute(),
    q.selectFrom('envelope_attachments').select(['id', 'filename']).where('envelope_id', '=', envelopeId).execute(),
  ]);
}

/** What an envelope's evidence is made of: its recipients, signatures, consents and audit entries, in order. */
export function evidenceRows(q: Q, e: Pick<EnvelopesTable, 'id' | 'workspace_id'>) {
  return Promise.all([
    q
      .selectFrom('envelope_recipients')
      .selectAll()
      .where('envelope_id', '=', e.id)
      .orderBy('routing_order')
      .orderBy('position')
      .execute(),
    q.selectFrom('envelope_signatures').selectAll().where('envelope_id', '=', e.id).execute(),
    q
      .selectFrom('envelope_consents')
      .selectAll()
      .where('envelope_id', '=', e.id)
      .orderBy('accepted_at')
      .orderBy('id')
      .execute(),
    q
      .selectFrom('audit_events')
      .select(['type', 'description', 'actor_email', 'ip_address', 'created_at'])
      .where('workspace_id', '=', e.workspace_id)
      .where('envelope_id', '=', e.id)
      .orderBy('seq')
      .execute(),
  ]);
}

/** An envelope by id, in any workspace (for the jobs, which carry only its id). */
export function findEnvelopeById(q: Q, id: string): Promise<EnvelopesTable | undefined> {
  return q.selectFrom('envelopes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The recipients who remain parties (not delegated away), in position order. */
export function partiesOf(q: Q, envelopeId: string): Promise<EnvelopeRecipientsTable[]> {
  return q
    .selectFrom('envelope_recipients')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .where('status', '!=', 'delegated')
    .orderBy('position')
    .execute();
}

/** The addresses already sent a mail of this kind about these rows (bounced ones aside). */
export function mailedTo(q: Q, kind: string, refIds: string[]): Promise<{ to_address: string }[]> {
  return q
    .selectFrom('mail_messages')
    .select('to_address')
    .where('kind', '=', kind)
    .where('ref_id', 'in', refIds)
    .where('status', '!=', 'bounced')
    .execute();
}
