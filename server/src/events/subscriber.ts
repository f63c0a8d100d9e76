// Who hears of a recorded event. A subscriber runs inside the transaction that emitted the event, with the audit
// entry's id and instant; it must not rely on the entry's row being there, nor on its place in the chain (on
// PostgreSQL the entry is chained after commit, chain.ts). Whatever it writes (a
// delivery row, a job, a rollup) commits with the change and the entry or rolls back with them, so nothing is lost
// and a change that rolls back emits nothing. Slow or outside work (HTTP, SMTP)
// belongs in a job the subscriber enqueues; the backbone wakes the job runner once the transaction committed.
// The list of subscribers is assembled once, in runtime.ts; events/ knows none of them.
import type { Facts } from '../platform/facts.js';
import type { EventContext, NewEvent, Trx } from './record.js';
import type { EventType } from './types.js';

export interface EmittedEvent {
  id: string;
  type: EventType;
  createdAt: string;
  /** A webhook event's JSON body, as every delivery of it carries it (null for audit-only types). */
  payload: string | null;
  /** The event as emitted: description, subject, ids, metadata and webhook data. */
  event: NewEvent;
  /** The workspace and the actor. */
  ctx: EventContext;
}

/** What the process lends its subscribers. */
export interface SubscriberContext {
  /** Facts about workspaces kept in memory until their rows change (platform/facts.ts). */
  facts: Facts;
}

export interface EventSubscriber {
  readonly name: string;
  /** Called for every event, in the emitting transaction; answers how many jobs it enqueued (0 when none). */
  onEvent(trx: Trx, event: EmittedEvent, context: SubscriberContext): Promise<number>;
}
