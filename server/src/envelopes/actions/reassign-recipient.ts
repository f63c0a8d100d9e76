// POST /envelopes/{id}/recipients/{recipientId}/reassign: passes a recipient's place to someone else. The
// original stays as `delegated`; the replacement takes its role, routingOrder and fields, authenticates by email
// (an access code belonged to the original), and is emailed at once when it is their turn.
import { NO_ACTIVITY } from '../recipient-state.js';
import type { EnvelopeDetail, RecipientReassign } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { envelopeErrors } from '../errors.js';
import { settleExpiry } from './expire-envelope.js';
import { deliverSigningMails } from '../notify.js';
import { subjectOfEnvelope, toDetail, toRecipient, toRef } from '../present.js';
import * as repo from '../repository.js';
import type { EnvelopeRecipientsTable } from '../tables.js';
import { signingToken } from '../tokens.js';

const refuse = (message: string, field: string) => errors.unprocessable(message, { fields: [{ field, message }] });

export async function reassignRecipient(
  s: Services,
  ctx: ActionContext,
  { id, recipientId, to: input }: { id: string; recipientId: string; to: RecipientReassign },
): Promise<{ envelope: EnvelopeDetail; replacementId: string }> {
  const at = monotonicIso();
  const pending = await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id);
  if (pending) await settleExpiry(s, pending);
  const name = input.name.trim();
  const email = input.email.trim();
  const reason = input.reason?.trim() || null;
  if (!name) throw errors.validation([{ field: 'body.name', message: 'must not be blank' }]);
  const replacementId = newId('rcp');
  const result = await s.events.transaction(ctx, async (tx) => {
    const envelope = await repo.findEnvelope(tx.trx, ctx.workspaceId, id);
    if (!envelope) throw errors.notFound('envelope');
    const original = await repo.recipients.findInEnvelope(tx.trx, { envelopeId: envelope.id, id: recipientId });
    if (!original) throw errors.notFound('recipient');
    if (envelope.status !== 'sent') throw envelopeErrors.ended(envelope.status);
    if (original.status === 'declined')
      throw refuse('the recipient declined; a declined envelope cannot be passed on', 'path.recipientId');
    if (original.status === 'signed') throw refuse('the recipient already signed', 'path.recipientId');
    if (original.status === 'delegated')
      throw refuse(`the recipient was already passed on to ${original.delegated_to_email}`, 'path.recipientId');
    if (original.email.toLowerCase() === email.toLowerCase())
      throw refuse('the address is unchanged: give the address of the person who signs instead', 'body.email');

    const moved = await repo.recipients.delegate(tx.trx, {
      id: original.id,
      toId: replacementId,
      toEmail: email,
      at,
      reason,
    });
    if (!moved) throw errors.conflict('the recipient changed while being passed on; try again');
    const replacement: EnvelopeRecipientsTable = {
      ...original,
      id: replacementId,
      document_recipient_id: null,
      name,
      email,
      status: original.status === 'waiting' ? 'waiting' : 'sent',
      signing_token_hash: (await signingToken(s, envelope.id, replacementId)).hash,
      access_code_hash: null,
      auth_method: 'email',
      // Someone new, named by address: the signing email reaches them, whoever the original's page was shown by.
      delivery: 'email',
      // Their language when the sender says it (null: the workspace's), else the original's.
      locale: input.locale !== undefined ? input.locale : original.locale,
      ...NO_ACTIVITY,
      delegated_from_id: original.id,
      created_at: at,
    };
    await repo.recipients.insert(tx.trx, replacement);
    await repo.fields.reassign(tx.trx, { envelopeId: envelope.id, from: original.id, to: replacementId });
    await repo.touchEnvelope(tx.trx, envelope.id, at);
    const originalAfter = await repo.recipients.find(tx.trx, original.id);
    await tx.emit({
      type: 'recipient.delegated',
      description: `${original.name} <${original.email}> passed signing "${envelope.title}" to ${name} <${email}>${reason ? `: ${reason}` : ''}`,
      subject: subjectOfEnvelope(envelope),
      documentId: envelope.document_id,
      recipientId: original.id,
      metadata: { replacementId, fromEmail: original.email, toEmail: email, reason },
      data: {
        envelope: toRef(envelope),
        recipient: toRecipient(originalAfter),
        replacement: toRecipient(replacement),
        reason,
      },
    });
    return { envelope, replacement };
  });
  if (result.replacement.status === 'sent')
    await deliverSigningMails(s, ctx, result.envelope, [
      { recipient: result.replacement, purpose: 'delegated', reason },
    ]);
  const recipients = await repo.findRecipients(s.db.kysely, result.envelope.id);
  const fields = await repo.findFields(s.db.kysely, result.envelope.id);
  const envelope = (await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id))!;
  return { envelope: toDetail(envelope, recipients, fields), replacementId };
}
