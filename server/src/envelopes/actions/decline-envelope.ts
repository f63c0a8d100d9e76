// POST /public/signing/{token}/decline: a decline ends the whole envelope. It becomes declined, the document goes
// back to draft, recipient.declined is the one event, and after the commit the sender and every other recipient
// who was notified are emailed the reason. Needs the access code passed (a forwarded link cannot end the
// envelope), not consent.
import type { SigningResult } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { sendNotices } from '../notify.js';
import { endEnvelope, findRecipients, releaseDocument, updateRecipient } from '../repository.js';
import { toSigningResult } from '../present-signing.js';
import { signerErrors } from '../signer-errors.js';
import { accessCodePending, loadSigner, requireSigner, signingEvent } from '../signer.js';
import type { EnvelopeRecipientsTable } from '../tables.js';

export async function declineEnvelope(
  s: Services,
  { token, origin }: TokenContext,
  { reason }: { reason: string },
): Promise<SigningResult> {
  const first = await loadSigner(s, token, origin);
  const { ended, decliner, others } = await s.events.transaction(first.ctx, async (tx) => {
    const { envelope, recipient, ctx } = await loadSigner(s, token, origin, tx.trx);
    if (accessCodePending(recipient)) throw signerErrors.accessCodeRequired();
    requireSigner(recipient);
    const at = monotonicIso();
    const decliner = await updateRecipient(tx.trx, recipient.id, {
      status: 'declined',
      declined_at: at,
      decline_reason: reason,
      signed_ip: ctx.ipAddress,
      signed_user_agent: ctx.userAgent,
    });
    // Under the recipient's lock the envelope is still sent (loadSigner checked it), so this ends it.
    const ended = (await endEnvelope(tx.trx, envelope.id, {
      status: 'declined',
      declined_at: at,
      decline_reason: reason,
      ended_at: at,
    }))!;
    await releaseDocument(tx.trx, ended);
    await tx.emit(
      signingEvent(
        'recipient.declined',
        `${decliner.name} declined to sign ${envelope.title}: ${reason}`,
        ended,
        decliner,
      ),
    );
    const others = (await findRecipients(tx.trx, envelope.id)).filter(
      (r) => r.id !== decliner.id && r.notified_at && r.status !== 'delegated',
    );
    return { ended, decliner, others };
  });
  // The sender hears of it too, as a recipient-shaped addressee of the notice.
  const sender = {
    ...decliner,
    id: ended.id,
    name: ended.sender_name,
    email: ended.sender_email,
    // The sender reads the workspace's language.
    locale: null,
  } satisfies EnvelopeRecipientsTable;
  const addressees = [sender, ...others.filter((r) => r.email.toLowerCase() !== ended.sender_email.toLowerCase())];
  await sendNotices(s, ended, addressees, 'envelope.declined', (r, t) => ({
    subject: t('envelope.declined.subject', { title: ended.title }),
    text: [
      t('mail.hello', { name: r.name }),
      '',
      t('envelope.declined.body', { name: decliner.name, email: decliner.email, title: ended.title }),
      t('envelope.declined.reason', { reason }),
      '',
      t('envelope.declined.over'),
    ].join('\n'),
  }));
  return toSigningResult(ended, decliner, 'declined');
}
