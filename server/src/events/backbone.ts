// Runs a change and the events it emits in one transaction: each event is appended to the audit chain and handed
// to every subscriber within that transaction; once it committed, the job runner is woken if any subscriber
// enqueued work. On SQLite the transactions of concurrent changes share one commit (db/group-commit.ts), each
// in a savepoint of its own; the promise settles once that commit is done.
import type { Db } from '../db/connect.js';
import { SqliteGroupCommit } from '../db/group-commit.js';
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
  readonly #group: SqliteGroupCommit | undefined;

  constructor(
    private readonly db: Db,
    opts: EventsOptions = {},
  ) {
    this.#subscribers = opts.subscribers ?? [];
    this.#afterCommit = opts.afterCommit ?? (() => {});
    this.#group = db.sqlite ? groupCommitOf(db) : undefined;
  }

  async transaction<T>(ctx: EventContext, fn: (tx: EventTx) => Promise<T>): Promise<T> {
    let jobs = 0;
    const run = (trx: Trx) =>
      fn({
        trx,
        emit: async (ev) => {
          const recorded = await this.#emit(trx, ctx, ev);
          jobs += recorded.deliveries;
          return recorded;
        },
      });
    const result = this.#group ? await this.#group.run(run) : await this.db.kysely.transaction().execute(run);
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

const groups = new WeakMap<Db, SqliteGroupCommit>();

/** One group commit per SQLite database handle (every Events on it shares the batches). */
export function groupCommitOf(db: Db): SqliteGroupCommit {
  let g = groups.get(db);
  if (!g) groups.set(db, (g = new SqliteGroupCommit(db.kysely, db.sqlite!)));
  return g;
}
