// POST /public/signing/{token}/attachments?fieldId=: a file the signer returns for one of their attachment
// fields. The gates are checked before the body is read; the bytes are stored with their SHA-256 as received. A
// field holds one file: a new upload replaces the earlier one (its row and bytes deleted) until the signer signs.
import { Readable } from 'node:stream';
import type { Attachment } from '../../generated/api/types.gen.js';
import { newId } from '../../platform/ids.js';
import { monotonicIso } from '../../platform/clock.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import type { UploadedFile } from '../../files/upload-body.js';
import { signingEventData, toAttachment, type AttachmentRow } from '../present-signing.js';
import * as repo from '../repository.js';
import { signerErrors } from '../signer-errors.js';
import { loadSigner, requireCleared, requireSigner, signingEvent, type Q, type Signer } from '../signer.js';

async function attachmentField(q: Q, signer: Signer, fieldId: string) {
  await requireCleared(q, signer.recipient);
  requireSigner(signer.recipient);
  const field = await repo.fields.findOf(q, {
    envelopeId: signer.envelope.id,
    id: fieldId,
    recipientId: signer.recipient.id,
  });
  if (field?.type !== 'attachment') throw signerErrors.value('query.fieldId', 'is not one of your attachment fields');
  return field;
}

export async function uploadSigningAttachment(
  s: Services,
  { token, origin }: TokenContext,
  { fieldId, read }: { fieldId: string; read: () => Promise<UploadedFile> },
): Promise<Attachment> {
  const signer = await loadSigner(s, token, origin);
  await attachmentField(s.db.kysely, signer, fieldId);
  const file = await read();
  const blob = await s.blobs.put(Readable.from([file.bytes]));
  let replaced: AttachmentRow | undefined;
  try {
    const row = await s.events.transaction(signer.ctx, async (tx) => {
      // Again under the row lock: the signer may have signed, or the envelope ended, while the file travelled.
      const now = await loadSigner(s, token, origin, tx.trx);
      await attachmentField(tx.trx, now, fieldId);
      const att = {
        id: newId('att'),
        envelope_id: now.envelope.id,
        workspace_id: now.envelope.workspace_id,
        recipient_id: now.recipient.id,
        field_id: fieldId,
        filename: file.filename,
        content_type: (file.contentType ?? 'application/octet-stream').slice(0, 200),
        byte_size: Number(blob.size),
        sha256: blob.sha256,
        blob_id: blob.id,
        ip_address: now.ctx.ipAddress,
        user_agent: now.ctx.userAgent,
        uploaded_at: monotonicIso(),
      };
      replaced = await repo.attachments.replace(tx.trx, att);
      await repo.fields.fill(tx.trx, { envelopeId: now.envelope.id, id: fieldId, value: att.id });
      await tx.emit(
        signingEvent(
          'recipient.attached',
          `${now.recipient.name} returned ${att.filename} for ${now.envelope.title}`,
          now.envelope,
          now.recipient,
          {
            ...signingEventData(now.envelope, now.recipient),
            attachment: toAttachment(att),
          },
        ),
      );
      return att;
    });
    if (replaced) await s.blobs.delete(replaced.blob_id).catch(() => {});
    return toAttachment(row);
  } catch (e) {
    await s.blobs.delete(blob.id).catch(() => {});
    throw e;
  }
}
