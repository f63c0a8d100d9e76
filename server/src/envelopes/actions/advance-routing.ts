// Called by the signer side inside its transaction, after a recipient's status became `signed`: for a sequential
// envelope, the next routingOrder group (and viewers up to it) moves from `waiting` to `sent`; their emails go out
// when the caller runs `notify()` after its commit. `allSigned` tells the caller to complete the envelope.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { deliverSigningMails, type Delivered } from '../notify.js';
import * as repo from '../repository.js';
import { allSigned, currentOrder } from '../routing.js';

export interface Advance {
  allSigned: boolean;
  /** Recipients whose turn came now. */
  released: string[];
  /** Sends their signing emails (recipient.notified / recipient.bounced); call after the transaction committed. */
  notify(): Promise<Delivered[]>;
}

export async function advanceRouting(
  s: Services,
  ctx: ActionContext,
  { envelopeId, trx }: { envelopeId: string; trx: Transaction<Database> },
): Promise<Advance> {
  const envelope = await repo.envelopeById(trx, envelopeId);
  const recipients = await repo.findRecipients(trx, envelopeId);
  const done = allSigned(recipients);
  const order = currentOrder(recipients);
  const due =
    envelope.status === 'sent' && !done && order !== null
      ? recipients.filter((r) => r.status === 'waiting' && Number(r.routing_order) <= order)
      : [];
  for (const r of due) {
    await repo.recipients.release(trx, r.id);
    r.status = 'sent';
  }
  return {
    allSigned: done,
    released: due.map((r) => r.id),
    notify: () =>
      deliverSigningMails(
        s,
        ctx,
        envelope,
        due.map((recipient) => ({ recipient, purpose: 'request' as const })),
      ),
  };
}
