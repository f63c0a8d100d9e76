// GET /envelopes/{id}/pdf: a completed envelope's archived executed PDF byte for byte (its SHA-256 is
// completionHash); for any other status a preview built now from the frozen snapshot with the fields completed so
// far (not final, not sealed, its digest not recorded). 422 when the preview cannot be built.
import type { Readable } from 'node:stream';
import type { ActionContext } from '../../platform/context.js';
import { BlobMissingError, BlobStoreUnavailableError } from '../../files/errors.js';
import { ApiError, errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadEnvelopeOf } from '../evidence.js';
import { buildPreviewPdf } from '../executed.js';
import { openStoredFile } from '../../files/stored-file.js';

export async function downloadEnvelopePdf(
  s: Services,
  ctx: ActionContext,
  id: string,
): Promise<{ title: string; body: Buffer | Readable }> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  if (envelope.status === 'completed' && envelope.executed_blob_id) {
    return {
      title: envelope.title,
      body: await openStoredFile(s.blobs, envelope.executed_blob_id, 'the executed PDF of this envelope'),
    };
  }
  try {
    return { title: envelope.title, body: await buildPreviewPdf(s, envelope) };
  } catch (e) {
    // Our own refusals, storage failures (503) and a missing frozen PDF (410) stand; anything the engines could
    // not do with the snapshot is 422.
    if (e instanceof ApiError || e instanceof BlobStoreUnavailableError || e instanceof BlobMissingError) throw e;
    throw errors.unprocessable(`the PDF could not be built: ${(e as Error).message}`);
  }
}
