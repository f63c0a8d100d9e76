// POST /envelopes: checks the document is ready, freezes its snapshot, claims it (one conditional UPDATE: of
// concurrent sends exactly one wins, the others get 409), charges the send, creates the envelope with its
// recipients and fields, then emails whoever signs first and reports each notification in `delivery`.
import { NO_ACTIVITY } from '../recipient-state.js';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadDocument, refuseIfTrashed } from '../../documents/index.js';
import type { DocumentsTable } from '../../documents/tables.js';
import type { EnvelopeCreate, EnvelopeDelivery, EnvelopeDetail } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { mailLocale, mailText } from '../../platform/i18n/mail.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { chargeSend } from '../billing.js';
import { envelopeErrors } from '../errors.js';
import { deliverSigningMails } from '../notify.js';
import { subjectOfEnvelope, toDetail, toEnvelope } from '../present.js';
import { bodyFields, readinessProblems, type DraftField } from '../readiness.js';
import * as repo from '../repository.js';
import { initialStatus } from '../routing.js';
import type { EnvelopeFieldsTable, EnvelopeRecipientsTable, EnvelopesTable } from '../tables.js';
import { signingToken } from '../tokens.js';

export interface SendResult {
  envelope: EnvelopeDetail;
  delivery: EnvelopeDelivery[];
}

const DAY_MS = 86_400_000;

/** The fields of a draft: signature-field nodes of an authored body, placements of an uploaded PDF. */
async function draftFields(s: Services, doc: DocumentsTable, q = s.db.kysely): Promise<DraftField[]> {
  if (doc.kind === 'xdoc') return doc.content ? bodyFields(JSON.parse(doc.content)) : [];
  if (doc.kind !== 'pdf') return [];
  return (await repo.findDocumentFields(q, doc.id)).map((f, i) => ({
    id: f.id,
    recipientId: f.recipient_id,
    type: f.type,
    label: f.label,
    required: Boolean(Number(f.required)),
    path: `fields[${i}]`,
    page: Number(f.page),
    x: Number(f.x),
    y: Number(f.y),
    width: Number(f.width),
    height: Number(f.height),
  }));
}

/** The frozen bytes the signers are shown: the body's JSON (stored as a new blob) or the uploaded PDF's blob. */
async function freeze(s: Services, doc: DocumentsTable): Promise<{ blobId: string; sha256: string; created: boolean }> {
  if (doc.kind === 'pdf') {
    if (!doc.source_blob_id) throw errors.unprocessable('the uploaded file of this document is missing');
    const stat = await s.blobs.stat(doc.source_blob_id);
    if (!stat) throw errors.unprocessable('the uploaded file of this document is missing');
    return { blobId: stat.id, sha256: stat.sha256, created: false };
  }
  const bytes = Buffer.from(doc.content ?? '', 'utf8');
  const blob = await s.blobs.put(Readable.from([bytes]));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { blobId: blob.id, sha256, created: true };
}

const DELIVERABLE = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}$/;

/**
 * The sender's address when the workspace has none: MAIL_FROM's address when it is a deliverable one, else
 * no-reply at PUBLIC_URL's host, else at the reserved .invalid domain (the default "no-reply@localhost" is neither).
 */
function defaultSenderEmail(mailFrom: string, publicUrl: string): string {
  const from = (mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom).trim();
  if (DELIVERABLE.test(from)) return from;
  const viaHost = `no-reply@${new URL(publicUrl).hostname}`;
  return DELIVERABLE.test(viaHost) ? viaHost : 'no-reply@dossier.invalid';
}

export async function sendEnvelope(s: Services, ctx: ActionContext, input: EnvelopeCreate): Promise<SendResult> {
  const now = monotonicIso();
  if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= Date.now()) {
    throw errors.validation([{ field: 'body.expiresAt', message: 'must be in the future' }]);
  }
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId);
  refuseIfTrashed(doc);
  if (doc.status === 'locked') throw envelopeErrors.alreadyOut(doc.active_envelope_id);
  const docRecipients = await repo.findDocumentRecipients(s.db.kysely, doc.id);
  const fields = await draftFields(s, doc);
  const problems = readinessProblems({ doc, recipients: docRecipients, fields });
  if (problems.length) throw envelopeErrors.notReady(problems);

  const envelopeId = newId('env');
  const ws = await repo.findWorkspace(s.db.kysely, ctx.workspaceId);
  const sequential = input.sequential === true;
  const snapshot = await freeze(s, doc);

  // Recipients keep the document's order; envelope recipient ids are new (a document can be sent many times).
  const idOf = new Map(docRecipients.map((r) => [r.id, newId('rcp')]));
  const routing = docRecipients.map((r) => ({ role: r.role, status: 'sent' as const, routing_order: r.routing_order }));
  const recipientRows: EnvelopeRecipientsTable[] = [];
  for (const [i, r] of docRecipients.entries()) {
    const id = idOf.get(r.id)!;
    const status = initialStatus(sequential, routing, routing[i]);
    recipientRows.push({
      id,
      envelope_id: envelopeId,
      workspace_id: ctx.workspaceId,
      document_recipient_id: r.id,
      name: r.name!.trim(),
      email: r.email!.trim(),
      role: r.role,
      delivery: r.delivery,
      locale: r.locale ?? null,
      routing_order: Number(r.routing_order),
      position: i,
      color: r.color,
      status,
      signing_token_hash: (await signingToken(s, envelopeId, id)).hash,
      access_code_hash: r.access_code_hash,
      auth_method: r.access_code_hash ? 'email+access_code' : 'email',
      ...NO_ACTIVITY,
      delegated_from_id: null,
      created_at: now,
    });
  }
  const fieldRows: EnvelopeFieldsTable[] = fields.map((f, i) => ({
    id: f.id,
    envelope_id: envelopeId,
    recipient_id: idOf.get(f.recipientId!)!,
    type: f.type,
    label: f.label,
    required: f.required ? 1 : 0,
    position: i,
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
    value: null,
    completed_at: null,
  }));

  let envelope: EnvelopesTable;
  try {
    envelope = await s.events.transaction(ctx, async (tx) => {
      if (!(await repo.claimDocument(tx.trx, ctx.workspaceId, doc.id, envelopeId, doc.updated_at))) {
        const current = await loadDocument(s, ctx.workspaceId, doc.id, tx.trx);
        if (current.status === 'locked') throw envelopeErrors.alreadyOut(current.active_envelope_id);
        refuseIfTrashed(current);
        throw errors.conflict('the document changed while it was being sent; nothing was sent, send it again');
      }
      const paidWith = await chargeSend(tx.trx, ctx.workspaceId, envelopeId, now);
      const row: EnvelopesTable = {
        id: envelopeId,
        workspace_id: ctx.workspaceId,
        document_id: doc.id,
        title: doc.title,
        kind: doc.kind as 'xdoc' | 'pdf',
        page_count: Number(doc.page_count),
        // Without the sender's own, ours, in the workspace's language here and in each recipient's in their mail.
        subject:
          input.subject ??
          mailText(mailLocale(null, ws.locale), 'envelope.subject.default', { title: doc.title }).slice(0, 300),
        subject_default: input.subject == null ? 1 : 0,
        message: input.message ?? null,
        sender_name: ws.sender_name ?? ws.name,
        sender_email: ws.email ?? defaultSenderEmail(s.config.mailFrom, s.config.publicUrl),
        sender_key_id: ctx.actor.kind === 'key' ? ctx.actor.id : null,
        status: 'sent',
        sequential: sequential ? 1 : 0,
        snapshot_kind: doc.kind as 'xdoc' | 'pdf',
        snapshot_blob_id: snapshot.blobId,
        snapshot_content: doc.kind === 'xdoc' ? doc.content : null,
        snapshot_sections: doc.kind === 'xdoc' ? doc.sections : null,
        content_hash: snapshot.sha256,
        executed_blob_id: null,
        completion_hash: null,
        expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
        reminder_every_days: input.reminderEveryDays ?? null,
        last_reminder_at: null,
        next_reminder_at: input.reminderEveryDays
          ? new Date(Date.parse(now) + input.reminderEveryDays * DAY_MS).toISOString()
          : null,
        sent_at: now,
        completed_at: null,
        voided_at: null,
        void_reason: null,
        declined_at: null,
        decline_reason: null,
        expired_at: null,
        ended_at: null,
        paid_with: paidWith,
        created_at: now,
        updated_at: now,
      };
      await repo.insertEnvelope(tx.trx, row, recipientRows, fieldRows);
      await tx.emit({
        type: 'envelope.sent',
        description: `Sent "${doc.title}" for signature to ${recipientRows
          .filter((r) => r.role === 'signer')
          .map((r) => r.name)
          .join(', ')}${inApp(recipientRows)}`,
        subject: subjectOfEnvelope(row),
        documentId: doc.id,
        metadata: {
          contentHash: row.content_hash,
          sequential,
          paidWith,
          recipients: recipientRows.map((r) => ({
            id: r.id,
            email: r.email,
            role: r.role,
            delivery: r.delivery,
            routingOrder: r.routing_order,
          })),
        },
        data: { envelope: toEnvelope(row, recipientRows) },
      });
      return row;
    });
  } catch (err) {
    if (snapshot.created) await s.blobs.delete(snapshot.blobId).catch(() => {});
    throw err;
  }

  const delivered = await deliverSigningMails(
    s,
    ctx,
    envelope,
    recipientRows.filter((r) => r.status === 'sent').map((recipient) => ({ recipient, purpose: 'request' as const })),
  );
  const recipients = await repo.findRecipients(s.db.kysely, envelope.id);
  return {
    envelope: toDetail(envelope, recipients, fieldRows),
    delivery: delivered.map(({ email, delivered: ok, reason }) => ({ email, delivered: ok, reason })),
  };
}

/** The audit trail's words for the recipients the sender's own app shows their page (no signing email). */
function inApp(rows: EnvelopeRecipientsTable[]): string {
  const names = rows.filter((r) => r.delivery === 'embedded').map((r) => r.name);
  return names.length
    ? `; ${names.join(', ')} ${names.length === 1 ? 'signs' : 'sign'} in the sender's app (no signing email)`
    : '';
}
