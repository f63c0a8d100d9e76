// GET /envelopes/{id}/certificate: the evidence so far. Both digests are recomputed from the stored bytes on every
// call (the snapshot against contentHash; the archived executed PDF against completionHash once completed), so a
// stored file altered after the fact reads false.
import type { Certificate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { gatherEvidence, loadEnvelopeOf } from '../evidence.js';
import { toCertificate } from '../present-signing.js';
import { hashBlob } from '../snapshot.js';

export async function getEnvelopeCertificate(s: Services, ctx: ActionContext, id: string): Promise<Certificate> {
  const envelope = await loadEnvelopeOf(s, ctx.workspaceId, id);
  const completed = envelope.status === 'completed';
  const [evidence, snapshotHash, executedHash] = await Promise.all([
    gatherEvidence(s, envelope),
    hashBlob(s, envelope.snapshot_blob_id),
    completed && envelope.executed_blob_id ? hashBlob(s, envelope.executed_blob_id) : Promise.resolve(null),
  ]);
  return toCertificate({
    envelope,
    ...evidence,
    documentHashVerified: snapshotHash === envelope.content_hash,
    completionHashVerified: completed ? executedHash !== null && executedHash === envelope.completion_hash : null,
  });
}
