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
import * as repo from '../repository.js';

export async function listEnvelopeAttachments(s: Services, ctx: ActionContext, id: string): Promise<Attachment[]> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  const rows = await repo.attachments.list(s.db.kysely, envelope.id);
  return rows.map(toAttachment);
}

export async function downloadEnvelopeAttachment(
  s: Services,
  ctx: ActionContext,
  { id, attachmentId }: { id: string; attachmentId: string },
): Promise<{ attachment: Attachment; body: Readable }> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  const row = await repo.attachments.find(s.db.kysely, { envelopeId: envelope.id, id: attachmentId });
  if (!row) throw errors.notFound('attachment');
  const body = await openStoredFile(s.blobs, row.blob_id, `the attachment ${JSON.stringify(row.filename)}`);
  return { attachment: toAttachment(row), body };
}
