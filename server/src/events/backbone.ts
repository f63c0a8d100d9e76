// Runs a change and the events it emits in one transaction: each event is handed to every subscriber and its
// audit entry written within that transaction (chained there on SQLite; on PostgreSQL chained once it committed,
// chain.ts); once it committed, the job runner is woken if any subscriber
// enqueued work. The transactions of concurrent changes share one commit (db/group-commit.ts, the one write path,
// on both engines), each in a savepoint of its own; the promise settles once that commit is done.
import type { Db } from '../db/connect.js';
import { groupCommitOf, type GroupCommit } from '../db/group-commit.js';
import { auditChainOf, type AuditChain } from './chain.js';
import {
  appendEntries,
  newEntry,
  stageEntries,
  type EventContext,
  type NewEvent,
  type PendingEntry,
  type RecordedEvent,
  type Trx,
} from './record.js';
import type { EventSubscriber, SubscriberContext } from './subscriber.js';
import { noFacts, type Facts } from '../platform/facts.js';

export interface EventTx {
  trx: Trx;
  emit(ev: NewEvent): Promise<RecordedEvent>;
}

export interface EventsOptions {
  /** Told of every event, in this order, inside the emitting transaction (runtime.ts lists them). */
  subscribers?: readonly EventSubscriber[];
  /** Called after a commit whose subscribers enqueued jobs (wakes this instance's job runner). */
  afterCommit?: () => void;
  /** PostgreSQL: a chain pass after a commit failed (its entries are chained by the next pass or read). */
  onChainError?: (workspaceId: string, error: unknown) => void;
  /** Lent to the subscribers (kept nowhere when not given). */
  facts?: Facts;
  /**
   * Told of a workspace once entries of it are readable in chain order (the live event feed, feed.ts): after the
   * commit on SQLite, after the chain pass on PostgreSQL. Never inside the transaction.
   */
  onRecorded?: (workspaceId: string) => void;
}

export class Events {
  readonly #subscribers: readonly EventSubscriber[];
  readonly #afterCommit: () => void;
  readonly #group: GroupCommit;
  readonly #chain: AuditChain | undefined;
  readonly #context: SubscriberContext;
  readonly #onRecorded: ((workspaceId: string) => void) | undefined;

  constructor(db: Db, opts: EventsOptions = {}) {
    this.#subscribers = opts.subscribers ?? [];
    this.#afterCommit = opts.afterCommit ?? (() => {});
    this.#group = groupCommitOf(db);
    this.#chain = auditChainOf(db.kysely, opts.onChainError);
    this.#context = { facts: opts.facts ?? noFacts };
    this.#onRecorded = opts.onRecorded;
    if (opts.onRecorded) this.#chain?.afterChained(opts.onRecorded);
  }

  async transaction<T>(ctx: EventContext, fn: (tx: EventTx) => Promise<T>): Promise<T> {
    let jobs = 0;
    let entries = 0;
    const run = (trx: Trx) =>
      fn({
        trx,
        emit: async (ev) => {
          // SQLite: the entry is chained at once (its batch holds the write lock from its start, group-commit.ts).
          // PostgreSQL: the entry is written unchained, and chained after commit (chain.ts).
          // Subscribers use the entry's id and instant, never its row.
          const entry = newEntry(ctx, ev);
          if (this.#chain) await stageEntries(trx, [entry]);
          else await appendEntries(trx, ctx.workspaceId, [entry]);
          entries++;
          const recorded = await this.#emit(trx, ctx, ev, entry);
          jobs += recorded.deliveries;
          return recorded;
        },
      });
    const result = await this.#group.run(ctx.workspaceId, run);
    if (entries > 0) {
      if (this.#chain) this.#chain.kick(ctx.workspaceId);
      else this.#onRecorded?.(ctx.workspaceId);
    }
    if (jobs > 0) this.#afterCommit();
    return result;
  }

  async #emit(trx: Trx, ctx: EventContext, ev: NewEvent, pending: PendingEntry): Promise<RecordedEvent> {
    const entry = { id: pending.id, type: ev.type, createdAt: pending.created_at };
    let deliveries = 0;
    const emitted = { ...entry, payload: pending.payload, event: ev, ctx };
    for (const s of this.#subscribers) deliveries += await s.onEvent(trx, emitted, this.#context);
    return { ...entry, payload: pending.payload, deliveries };
  }
}
