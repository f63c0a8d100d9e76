// A stored file failed its digest when read (files/verified-blob-store.ts): one audit entry `file.integrity_failed`
// in each workspace that holds the blob, naming what holds it and both digests, and one error-level log line with
// `event: file.integrity_failed` for the operator's alerting (also when no workspace holds the blob any more).
import type { IntegrityFailure } from '../../files/verified-blob-store.js';
import { systemContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { blobHolders } from '../repository.js';

interface ErrorLog {
  error(obj: object, msg: string): void;
}

export async function recordIntegrityFailure(s: Services, log: ErrorLog, f: IntegrityFailure): Promise<void> {
  const holders = await blobHolders(s.db.kysely, f.blobId);
  log.error(
    {
      event: 'file.integrity_failed',
      blobId: f.blobId,
      expectedSha256: f.expectedSha256,
      actualSha256: f.actualSha256,
      holders: holders.map((h) => ({ workspaceId: h.workspaceId, kind: h.kind, id: h.id })),
    },
    'stored file failed its integrity check; not served',
  );
  const byWorkspace = new Map<string, typeof holders>();
  for (const h of holders) byWorkspace.set(h.workspaceId, [...(byWorkspace.get(h.workspaceId) ?? []), h]);
  for (const [workspaceId, held] of byWorkspace) {
    // One entry per workspace, findable by the envelope and by the document holding the blob (both, when an
    // envelope's snapshot is its document's file); its subject is the envelope where one holds it.
    const envelope = held.find((h) => h.subject?.kind === 'envelope')?.subject ?? null;
    const document = held.find((h) => h.subject?.kind === 'document')?.subject ?? null;
    const subject = envelope ?? document;
    await s.events.transaction(systemContext(workspaceId), ({ emit }) =>
      emit({
        type: 'file.integrity_failed',
        description: `A stored file${subject?.title ? ` of "${subject.title}"` : ''} no longer matches the SHA-256 recorded when it was stored; it was not served`,
        subject,
        envelopeId: envelope?.id ?? null,
        documentId: document?.id ?? null,
        metadata: {
          blobId: f.blobId,
          size: f.size,
          expectedSha256: f.expectedSha256,
          actualSha256: f.actualSha256,
          holders: held.map((h) => ({ kind: h.kind, id: h.id })),
        },
      }),
    );
  }
}
