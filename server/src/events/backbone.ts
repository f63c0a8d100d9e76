// Runs a change and the events it emits in one transaction: each event is appended to the audit chain and handed
// to every subscriber within that transaction; once it committed, the job runner is woken if any subscriber
// enqueued work.
import type { Db } from '../db/connect.js';
import { recordEvent, type EventContext, type NewEvent, type RecordedEvent, type Trx } from './record.js';
import type { EventSubscriber } from './subscriber.js';

export interface EventTx {
  trx: Trx;
  emit(ev: NewEvent): Promise<RecordedEvent>;
}

export interface EventsOptions {
  /** Told of every event, in this order, inside the emitting transaction (runtime.ts lists them). */
  subscribers?: readonly EventSubscriber[];
  /** Called after a commit whose subscribers enqueued jobs (wakes this instance's job runner). */
  afterCommit?: () => void;
}

export class Events {
  readonly #subscribers: readonly EventSubscriber[];
  readonly #afterCommit: () => void;

  constructor(
    private readonly db: Db,
    opts: EventsOptions = {},
  ) {
    this.#subscribers = opts.subscribers ?? [];
    this.#afterCommit = opts.afterCommit ?? (() => {});
  }

  async transaction<T>(ctx: EventContext, fn: (tx: EventTx) => Promise<T>): Promise<T> {
    let jobs = 0;
    const result = await this.db.kysely.transaction().execute(async (trx) =>
      fn({
        trx,
        emit: async (ev) => {
          const recorded = await this.#emit(trx, ctx, ev);
          jobs += recorded.deliveries;
          return recorded;
        },
      }),
    );
    if (jobs > 0) this.#afterCommit();
    return result;
  }

  async #emit(trx: Trx, ctx: EventContext, ev: NewEvent): Promise<RecordedEvent> {
    const entry = await recordEvent(trx, ctx, ev);
    let deliveries = 0;
    for (const s of this.#subscribers) deliveries += await s.onEvent(trx, { ...entry, event: ev, ctx });
    return { ...entry, deliveries };
  }
}
