// POST /envelopes/{id}/remind, and the automatic reminders every reminderEveryDays: emails whoever the envelope
// waits on (one routingOrder step when sequential), sets lastReminderAt and moves the next automatic reminder,
// emits envelope.reminded (and recipient.bounced for a reminder that bounced).
import type { Envelope } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { envelopeErrors } from '../errors.js';
import { settleExpiry } from './expire-envelope.js';
import { deliverSigningMails } from '../notify.js';
import { subjectOfEnvelope, toEnvelope } from '../present.js';
import * as repo from '../repository.js';
import { nextReminderAt, waitingOn } from '../routing.js';
import type { EnvelopesTable } from '../tables.js';

/** Sends the reminders of an envelope that is `sent`; null when nobody is waited on. */
export async function sendReminders(
  s: Services,
  ctx: ActionContext,
  envelope: EnvelopesTable,
): Promise<{ envelope: Envelope; reminded: number } | null> {
  const recipients = await repo.findRecipients(s.db.kysely, envelope.id);
  // Reminders are emails: a recipient the sender's app shows the page to is reminded there, not here.
  const targets = waitingOn(envelope, recipients).filter((r) => r.delivery === 'email');
  if (!targets.length) return null;
  const delivered = await deliverSigningMails(
    s,
    ctx,
    envelope,
    targets.map((recipient) => ({ recipient, purpose: 'reminder' as const })),
  );
  const at = monotonicIso();
  const after = await s.events.transaction(ctx, async (tx) => {
    const row = await repo.markReminded(tx.trx, { id: envelope.id, at, next: nextReminderAt(envelope, at) });
    const list = await repo.findRecipients(tx.trx, envelope.id);
    const data = toEnvelope(row, list);
    await tx.emit({
      type: 'envelope.reminded',
      description: `Reminded ${targets.map((t) => t.name).join(', ')} to sign "${envelope.title}"`,
      subject: subjectOfEnvelope(envelope),
      documentId: envelope.document_id,
      metadata: {
        recipientIds: targets.map((t) => t.id),
        bounced: delivered.filter((d) => !d.delivered).map((d) => d.recipientId),
        automatic: ctx.actor.kind === 'system',
      },
      data: { envelope: data, reminded: targets.length, recipientIds: targets.map((t) => t.id) },
    });
    return data;
  });
  return { envelope: after, reminded: targets.length };
}

export async function remindEnvelope(
  s: Services,
  ctx: ActionContext,
  id: string,
): Promise<{ envelope: Envelope; reminded: number }> {
  const found = await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id);
  if (!found) throw errors.notFound('envelope');
  const envelope = await settleExpiry(s, found);
  if (envelope.status !== 'sent') throw envelopeErrors.ended(envelope.status);
  const done = await sendReminders(s, ctx, envelope);
  if (!done)
    throw errors.conflict(
      'nobody is waited on by email: every signer whose turn it is has signed, or signs in your app (delivery embedded)',
      { status: envelope.status },
    );
  return done;
}
