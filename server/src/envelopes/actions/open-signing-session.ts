// GET /public/signing/{token}: the signing session. The first successful read marks the recipient viewed and
// emits recipient.viewed (once, whatever the concurrency: the update is conditional on viewed_at being unset).
import type { SigningSession } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { toSigningSession } from '../present-signing.js';
import { loadSigner, sessionParts, signingEvent, type Origin } from '../signer.js';

export async function openSigningSession(s: Services, token: string, origin: Origin): Promise<SigningSession> {
  let { envelope, recipient, ctx } = await loadSigner(s, token, origin);
  if (!recipient.viewed_at) {
    recipient = await s.events.transaction(ctx, async (tx) => {
      const now = monotonicIso();
      const res = await tx.trx
        .updateTable('envelope_recipients')
        .set({ viewed_at: now, status: recipient.status === 'sent' ? 'viewed' : recipient.status })
        .where('id', '=', recipient.id)
        .where('viewed_at', 'is', null)
        .executeTakeFirst();
      const fresh = await tx.trx.selectFrom('envelope_recipients').selectAll().where('id', '=', recipient.id).executeTakeFirstOrThrow();
      if (Number(res.numUpdatedRows) === 1) {
        await tx.emit(signingEvent('recipient.viewed', `${fresh.name} opened their signing page for ${envelope.title}`, envelope, fresh));
      }
      return fresh;
    });
  }
  return toSigningSession(await sessionParts(s.db.kysely, envelope, recipient));
}
