// An envelope past expiresAt unsigned becomes `expired` (envelope.expired) and its document goes back to draft.
// Run by the sweep job; the conditional UPDATE makes it happen once whichever instance gets there.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { subjectOfEnvelope, toEnvelope } from '../present.js';
import type { EnvelopesTable } from '../tables.js';
import { systemContext } from '../../platform/context.js';
import * as repo from '../repository.js';

export async function expireEnvelope(s: Services, ctx: ActionContext, id: string): Promise<boolean> {
  const at = monotonicIso();
  return s.events.transaction(ctx, async (tx) => {
    const envelope = await repo.findEnvelope(tx.trx, ctx.workspaceId, id);
    if (!envelope?.expires_at || envelope.expires_at > new Date().toISOString()) return false;
    const ended = await repo.endEnvelope(tx.trx, id, { status: 'expired', expired_at: at, ended_at: at });
    if (!ended) return false;
    await repo.releaseDocument(tx.trx, ended);
    const list = await repo.findRecipients(tx.trx, id);
    await tx.emit({
      type: 'envelope.expired',
      description: `"${ended.title}" expired unsigned (expiry ${ended.expires_at})`,
      subject: subjectOfEnvelope(ended),
      documentId: ended.document_id,
      metadata: { expiresAt: ended.expires_at },
      data: { envelope: toEnvelope(ended, list) },
    });
    return true;
  });
}

/**
 * The envelope as it stands now: one still `sent` past its expiresAt is expired first (as the sweep would a moment
 * later), so no operation acts on an envelope that has in fact ended.
 */
export async function settleExpiry(s: Services, envelope: EnvelopesTable): Promise<EnvelopesTable> {
  if (envelope.status !== 'sent' || !envelope.expires_at || envelope.expires_at > new Date().toISOString())
    return envelope;
  await expireEnvelope(s, systemContext(envelope.workspace_id), envelope.id);
  return (await repo.findEnvelope(s.db.kysely, envelope.workspace_id, envelope.id)) ?? envelope;
}
