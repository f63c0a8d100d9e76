// GET /envelopes/{id}/attachments (newest first) and GET /envelopes/{id}/attachments/{attachmentId} (the bytes,
// streamed with their stored content type).
import type { Readable } from 'node:stream';
import type { Attachment } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadEnvelopeOf } from '../evidence.js';
import { toAttachment } from '../present-signing.js';
import { openStoredFile } from '../../files/stored-file.js';

export async function listEnvelopeAttachments(s: Services, ctx: ActionContext, id: string): Promise<Attachment[]> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  const rows = await s.db.kysely.selectFrom('envelope_attachments').selectAll().where('envelope_id', '=', envelope.id).orderBy('uploaded_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toAttachment);
}

export async function downloadEnvelopeAttachment(s: Services, ctx: ActionContext, { id, attachmentId }: { id: string; attachmentId: string }): Promise<{ attachment: Attachment; body: Readable }> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  const row = await s.db.kysely.selectFrom('envelope_attachments').selectAll().where('envelope_id', '=', envelope.id).where('id', '=', attachmentId).executeTakeFirst();
  if (!row) throw errors.notFound('attachment');
  const body = await openStoredFile(s.blobs, row.blob_id, `the attachment ${JSON.stringify(row.filename)}`);
  return { attachment: toAttachment(row), body };
}
