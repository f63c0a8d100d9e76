// GET /public/signing/{token}/executed.pdf: the signer's own copy of the executed PDF, through their token, once the
// envelope is completed and sealed (byte for byte the archived copy, as GET /envelopes/{id}/pdf answers it). Unlike
// the other signing operations a signed recipient's token still opens it: signing is what it waits for. Before the
// seal exists, 409 (ask again later); an envelope that ended unsigned, or a recipient who left it, the usual 410.
import type { Readable } from 'node:stream';
import { errors } from '../../platform/errors.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import * as repo from '../repository.js';
import { findByToken, goneReason } from '../signer.js';
import { signerErrors } from '../signer-errors.js';
import { openStoredFile } from '../../files/stored-file.js';

/** The 410s that still stand once a recipient has signed: the envelope ended unsigned, or they left it. */
const STANDS = new Set([
  'recipient_delegated',
  'recipient_declined',
  'envelope_voided',
  'envelope_expired',
  'envelope_declined',
]);

export async function downloadSigningExecuted(
  s: Services,
  { token }: TokenContext,
): Promise<{ title: string; body: Readable }> {
  const found = await findByToken(s.db.kysely, token);
  if (!found) throw signerErrors.unknownToken();
  const { envelope } = found;
  const gone = goneReason(envelope, found.recipient);
  if (gone && STANDS.has(gone.code)) throw gone;
  if (envelope.status !== 'completed' || !envelope.executed_blob_id) {
    // Everyone signed and the completion job has yet to seal (status still `sent`), or someone has still to sign.
    const waiting = await repo.recipients.anyStillToSign(s.db.kysely, envelope.id);
    throw errors.conflict(
      waiting
        ? 'the signed copy does not exist yet: not everyone has signed; it is emailed to you once they have'
        : 'the signed copy is being sealed; it will be ready in a moment',
      { ready: false, everyoneSigned: !waiting },
    );
  }
  return {
    title: envelope.title,
    body: await openStoredFile(s.blobs, envelope.executed_blob_id, 'the signed copy of this document'),
  };
}
