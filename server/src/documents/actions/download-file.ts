// The stored file of an uploaded document, as a stream with its type, size and name.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadDocument } from '../index.js';
import { openStoredFile } from '../../files/stored-file.js';
import type { Readable } from 'node:stream';

export async function downloadFile(
  s: Services,
  ctx: ActionContext,
  input: { id: string },
): Promise<{ stream: Readable; contentType: string; byteSize: string; filename: string }> {
  const doc = await loadDocument(s, ctx.workspaceId, input.id);
  if (!doc.source_blob_id)
    throw errors.notFound('stored file (an authored document has none; use GET /documents/{id}/export)');
  const stream = await openStoredFile(
    s.blobs,
    doc.source_blob_id,
    `the stored file of the document ${JSON.stringify(doc.title)}`,
  );
  return {
    stream,
    contentType: doc.source_content_type ?? 'application/octet-stream',
    byteSize: String(doc.source_byte_size),
    filename: doc.source_filename ?? 'document.pdf',
  };
}
