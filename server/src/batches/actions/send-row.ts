// One row of a batch, sent exactly as POST /envelopes sends (its readiness, plan and credits, audit, webhooks):
// a document from the template with the row's recipients, its text fields prefilled, then the single send.
// Idempotent per (batch, row): the row remembers its document as soon as it exists, and an envelope of that
// document means the send went through, so a row resumed after a crash is never sent twice. A row not sent yet
// goes out only while the key that made the batch may still send; otherwise the batch is to stop (jobs.ts).
import { keyStanding, type KeyStanding } from '../../auth/key-store.js';
import { createDocument } from '../../documents/actions/create-document.js';
import { updateDocument } from '../../documents/actions/update-document.js';
import { loadDocument } from '../../documents/index.js';
import { sendEnvelope } from '../../envelopes/actions/send-envelope.js';
import type { DocContent } from '../../generated/api/types.gen.js';
import type { Scope } from '../../generated/operations.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { ApiError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { prefillBody } from '../prefill.js';
import * as repo from '../repository.js';
import type { BatchesTable, BatchRowsTable } from '../tables.js';
import type { RowInput } from '../validate.js';

/** What POST /batches needs, and so what each of its rows needs of its key. */
const SEND_SCOPE: Scope = 'envelopes:write';

/**
 * Sends the row, or ends it unsent; returns why the batch must stop when its key can no longer send (the row is
 * then cancelled, not sent), else null.
 */
export async function sendRow(
  s: Services,
  ctx: ActionContext,
  { batch, row }: { batch: BatchesTable; row: BatchRowsTable },
): Promise<KeyStanding> {
  const q = s.db.kysely;
  const input = JSON.parse(row.input) as RowInput;
  const end = async (e: Parameters<typeof repo.finishRow>[3]) => {
    await repo.finishRow(q, batch.id, row.row, e);
    return null;
  };
  const cancelled = async (standing: KeyStanding) => {
    await end({ status: 'cancelled', envelope_id: null, error: null, error_code: null });
    return standing;
  };
  try {
    let documentId = row.document_id;
    if (documentId) {
      const envelopeId = await repo.envelopeOfDocument(q, documentId);
      if (envelopeId) return end({ status: 'sent', envelope_id: envelopeId, error: null, error_code: null });
    }
    // Cancelled while this row waited (or before a crashed row is resumed): it is not sent.
    if ((await repo.findBatchById(q, batch.id))?.status === 'cancelled') return cancelled(null);
    // Rows go out as the key that made the batch: each only while that key, as the key store holds it now (a
    // revoke through any instance counts at once), may still send.
    const standing = ctx.actor.kind === 'key' && ctx.actor.id ? await keyStanding(q, ctx.actor.id, SEND_SCOPE) : null;
    if (standing) return cancelled(standing);
    if (!documentId) {
      const made = await createDocument(s, ctx, { templateId: batch.template_id, recipients: input.recipients });
      documentId = made.row.id;
      await repo.setRowDocument(q, batch.id, row.row, documentId);
    }
    if (Object.keys(input.fields).length) {
      const doc = await loadDocument(s, ctx.workspaceId, documentId);
      const content = doc.content ? prefillBody(JSON.parse(doc.content) as DocContent, input.fields) : null;
      if (content) await updateDocument(s, ctx, { id: documentId, patch: { content } });
    }
    const sent = await sendEnvelope(s, ctx, {
      documentId,
      subject: input.subject,
      message: input.message,
      expiresAt: input.expiresAt,
    });
    return end({ status: 'sent', envelope_id: sent.envelope.id, error: null, error_code: null });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err; // the database or billing did not answer: the job retries the row
    // A send that committed before a crash answers 409 with its envelope: the row was sent.
    const active = (err.details as { activeEnvelopeId?: string } | undefined)?.activeEnvelopeId;
    if (err.status === 409 && active)
      return end({ status: 'sent', envelope_id: active, error: null, error_code: null });
    return end({ status: 'failed', envelope_id: null, error: err.message, error_code: err.code });
  }
}
