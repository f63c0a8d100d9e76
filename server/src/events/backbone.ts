// Runs a change and the events it emits in one transaction, then wakes the job runner once it committed.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { recordEvent, type EventContext, type NewEvent, type RecordedEvent, type Trx } from './record.js';

export interface EventTx {
  trx: Trx;
  emit(ev: NewEvent): Promise<RecordedEvent>;
}

export class Events {
  constructor(
    private readonly db: Db,
    /** Called after a commit that enqueued deliveries (wakes this instance's job runner). */
    private readonly onDeliveries: () => void = () => {},
  ) {}

  async transaction<T>(ctx: EventContext, fn: (tx: EventTx) => Promise<T>): Promise<T> {
    let deliveries = 0;
    const result = await this.db.kysely.transaction().execute(async (trx) =>
      fn({
        trx,
        emit: async (ev) => {
          const recorded = await recordEvent(trx, ctx, ev);
          deliveries += recorded.deliveries;
          return recorded;
        },
      }),
    );
    if (deliveries > 0) this.onDeliveries();
    return result;
  }
}

/** The context of an API call: the workspace, the key that made it, the caller's address and agent. */
export function apiContext(req: FastifyRequest): EventContext {
  const key = req.auth;
  return {
    workspaceId: key.workspace.id,
    actorName: key.name ? `API key "${key.name}"` : `API key ${key.id}`,
    actorEmail: key.workspace.email,
    ipAddress: req.ip ?? null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  };
}
