// GET /public/signing/{token}/document.pdf: the frozen document as a PDF, once nothing is pending.
import type { Readable } from 'node:stream';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { snapshotPdf } from '../snapshot.js';
import { loadSigner, requireCleared } from '../signer.js';
import { openStoredFile } from '../../files/stored-file.js';

export async function downloadSigningDocument(
  s: Services,
  { token, origin }: TokenContext,
): Promise<{ title: string; body: Buffer | Readable }> {
  const { envelope, recipient } = await loadSigner(s, token, origin);
  await requireCleared(s.db.kysely, recipient);
  if (envelope.snapshot_kind === 'pdf')
    return {
      title: envelope.title,
      body: await openStoredFile(s.blobs, envelope.snapshot_blob_id, 'the document to sign'),
    };
  return { title: envelope.title, body: await snapshotPdf(s, envelope) };
}
