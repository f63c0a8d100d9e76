// POST /envelopes/{id}/void: cancels an envelope that has not ended. The document goes back to draft, the
// outstanding recipients are emailed the reason, and the reason is written to the audit trail.
import type { Envelope } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { envelopeErrors } from '../errors.js';
import { settleExpiry } from './expire-envelope.js';
import { sendNotices } from '../notify.js';
import { subjectOfEnvelope, toEnvelope } from '../present.js';
import * as repo from '../repository.js';

export async function voidEnvelope(
  s: Services,
  ctx: ActionContext,
  { id, reason }: { id: string; reason: string },
): Promise<Envelope> {
  const at = monotonicIso();
  const pending = await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id);
  if (pending) await settleExpiry(s, pending);
  const { after, recipients } = await s.events.transaction(ctx, async (tx) => {
    const envelope = await repo.findEnvelope(tx.trx, ctx.workspaceId, id);
    if (!envelope) throw errors.notFound('envelope');
    const ended = await repo.endEnvelope(tx.trx, envelope.id, {
      status: 'voided',
      voided_at: at,
      void_reason: reason,
      ended_at: at,
    });
    if (!ended) throw envelopeErrors.ended((await repo.findEnvelope(tx.trx, ctx.workspaceId, id))!.status);
    await repo.releaseDocument(tx.trx, ended);
    const list = await repo.findRecipients(tx.trx, ended.id);
    const data = toEnvelope(ended, list);
    await tx.emit({
      type: 'envelope.voided',
      description: `Voided "${ended.title}": ${reason}`,
      subject: subjectOfEnvelope(ended),
      documentId: ended.document_id,
      metadata: { reason },
      data: { envelope: data },
    });
    return { after: data, recipients: list, row: ended };
  });
  const envelope = (await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id))!;
  const outstanding = recipients.filter((r) => r.status === 'sent' || r.status === 'viewed');
  await sendNotices(s, envelope, outstanding, 'envelope.voided', (r, t) => ({
    subject: t('envelope.voided.subject', { title: envelope.title }),
    text: [
      t('mail.hello', { name: r.name }),
      '',
      t('envelope.voided.body', { sender: envelope.sender_name, title: envelope.title }),
      '',
      t('envelope.voided.reason', { reason }),
    ].join('\n'),
  }));
  return after;
}
