// DELETE /public/signing/{token}/consent: withdraws a standing consent (the record is kept, with when and from
// where it was withdrawn); the signer can then neither sign nor fetch the document until they consent again.
// Idempotent: with no standing consent nothing changes and nothing is emitted.
import { monotonicIso } from '../../platform/clock.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { signingEventData } from '../present-signing.js';
import * as repo from '../repository.js';
import { signerErrors } from '../signer-errors.js';
import { accessCodePending, latestConsent, loadSigner, signingEvent } from '../signer.js';

export async function withdrawSigningConsent(s: Services, { token, origin }: TokenContext): Promise<void> {
  const first = await loadSigner(s, token, origin);
  await s.events.transaction(first.ctx, async (tx) => {
    const { envelope, recipient, ctx } = await loadSigner(s, token, origin, tx.trx);
    if (accessCodePending(recipient)) throw signerErrors.accessCodeRequired();
    const standing = await latestConsent(tx.trx, recipient.id);
    if (!standing || standing.withdrawn_at) return;
    const withdrawnAt = monotonicIso();
    await repo.consents.withdraw(tx.trx, {
      id: standing.id,
      at: withdrawnAt,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
    });
    await tx.emit(
      signingEvent(
        'consent.withdrawn',
        `${recipient.name} withdrew their consent to sign ${envelope.title} electronically`,
        envelope,
        recipient,
        {
          ...signingEventData(envelope, recipient),
          consent: {
            acceptedAt: standing.accepted_at,
            withdrawnAt,
            ipAddress: ctx.ipAddress,
            userAgent: ctx.userAgent,
          },
        },
      ),
    );
  });
}
