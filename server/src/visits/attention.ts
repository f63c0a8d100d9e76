// The attention write, the hot path of a visit, as a stream: each heartbeat is credited in memory against the
// visit's row as it stands (credit.ts: never more than the wall time since the previous heartbeat or the sitting's
// start), and the writes of every heartbeat that arrives within the same few milliseconds go to the database in
// one transaction (group commit). A heartbeat's promise settles only once its batch has committed, so a 204 means
// written. One writer per engine behind this interface (attention-sqlite.ts, attention-pg.ts), one per database
// handle (attention-writer.ts). Inside a batch the heartbeats of one visit are credited one after the other, in
// arrival order, each against the row as the previous one left it: a replay or twenty concurrent copies are
// credited the wall time once, whether they share a batch or not.
import { creditHeartbeat, type Credit, type HeartbeatEntry } from './credit.js';

/** The instants a credit is computed from, as stored (ISO text). */
export interface VisitClockRow {
  opened_at: string | null;
  last_opened_at: string | null;
  last_heartbeat_at: string | null;
  last_seen_at: string;
  opens: number;
}

export interface HeartbeatWrite {
  visitId: string;
  documentId: string;
  entries: readonly HeartbeatEntry[];
  /** Sections per document, for completion (share of the sections reached of the documents read). */
  sectionCount: (documentId: string) => number | Promise<number>;
  /** The server's clock, in epoch ms (injectable for tests and the benchmark); read when the heartbeat arrives. */
  now?: () => number;
  /** True when the visit can only ever read this one document (a document link): no other counts are needed. */
  single?: boolean;
}

export interface AttentionWriter {
  /** Credits one heartbeat and resolves with the credit applied once the batch it went in has committed. */
  write(w: HeartbeatWrite): Promise<Credit>;
  /** Writes what is queued and waits for it (shutdown, tests). */
  drain(): Promise<void>;
  /** Batches committed so far and heartbeats they carried (the tests check that heartbeats share batches). */
  readonly stats: { batches: number; heartbeats: number };
}

/** One heartbeat's effect on its visit, computed in memory. */
export interface Step {
  credit: Credit;
  now: string;
  /** The sitting the heartbeat belongs to (it begins now when the heartbeat starts one). */
  sittingStart: string | null;
  /** 1 when this heartbeat starts a sitting (after an idle gap, or the first of a visit that never loaded the page). */
  newSittings: number;
}

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Credits a heartbeat received at `nowMs` against `r`, and advances `r` in place as the write will leave it. */
export function step(r: VisitClockRow, nowMs: number, entries: readonly HeartbeatEntry[]): Step {
  const credit = creditHeartbeat(
    {
      lastHeartbeatMs: ms(r.last_heartbeat_at),
      sittingStartMs: ms(r.last_opened_at ?? r.opened_at),
      lastSeenMs: Date.parse(r.last_seen_at),
    },
    nowMs,
    entries,
  );
  const now = new Date(nowMs).toISOString();
  // A visit read without ever loading the page (an API client) gets its first sitting with its first heartbeat.
  const newSittings = credit.newSitting || Number(r.opens) === 0 ? 1 : 0;
  const sittingStart = credit.newSitting ? now : (r.last_opened_at ?? r.opened_at);
  r.opens = Number(r.opens) + newSittings;
  r.last_opened_at = sittingStart;
  r.last_heartbeat_at = now;
  r.last_seen_at = now;
  return { credit, now, sittingStart, newSittings };
}

/** A queued heartbeat: what to write, when it arrived, and its caller's promise. */
export interface Queued<X = unknown> {
  w: HeartbeatWrite;
  nowMs: number;
  /** What the engine's writer prepared before queueing (SQLite: the section counts). */
  extra: X;
  resolve: (c: Credit) => void;
  reject: (e: unknown) => void;
}

/** At most this many heartbeats, or this many section entries, go in one transaction. */
const MAX_HEARTBEATS = 256;
const MAX_ENTRIES = 4096;

/**
 * The group commit both writers share: heartbeats queue; a batch takes what is queued; whatever arrives while
 * batches are being written goes in the next. At low load a batch is one heartbeat written at once (no added wait
 * beyond one turn of the event loop); under load batches grow by themselves. Up to `concurrency` batches are
 * written at once (PostgreSQL: their commits wait for the disk together), never two holding the same visit, so
 * one visit's heartbeats are still credited in arrival order.
 */
export abstract class GroupCommit<X> implements AttentionWriter {
  readonly stats = { batches: 0, heartbeats: 0 };
  #queue: Queued<X>[] = [];
  #scheduled = false;
  #running = 0;
  /** Visits in a batch being written: their later heartbeats wait for the next batch. */
  #busy = new Set<string>();
  #idle: Array<() => void> = [];

  /**
   * `onePerVisit`: a batch holds at most one heartbeat of a visit (its later ones wait for the next batch), for a
   * writer that merges a batch's rows per section: the rollup tells heartbeats apart by their instant, and rows
   * merged from two heartbeats carry one instant for both (PostgreSQL, attention-pg.ts).
   */
  constructor(
    private readonly concurrency = 1,
    private readonly onePerVisit = false,
  ) {}

  /**
   * Writes the batch in one transaction and settles every entry. Returns false (having settled nothing) when it
   * cannot run now (SQLite: a transaction of someone else is open on the connection): retried a moment later.
   */
  protected abstract flush(batch: Queued<X>[]): boolean | Promise<boolean>;

  /** What the engine needs prepared before the heartbeat is queued. */
  protected abstract prepare(w: HeartbeatWrite): Promise<X>;

  async write(w: HeartbeatWrite): Promise<Credit> {
    const nowMs = (w.now ?? Date.now)();
    const extra = await this.prepare(w);
    return new Promise<Credit>((resolve, reject) => {
      this.#queue.push({ w, nowMs, extra, resolve, reject });
      this.#schedule(0);
    });
  }

  drain(): Promise<void> {
    if (!this.#queue.length && !this.#running) return Promise.resolve();
    return new Promise((r) => this.#idle.push(r));
  }

  #schedule(delayMs: number): void {
    if (this.#scheduled || this.#running >= this.concurrency) return;
    this.#scheduled = true;
    const run = () => {
      this.#scheduled = false;
      void this.#run();
    };
    if (delayMs > 0) setTimeout(run, delayMs);
    else setImmediate(run);
  }

  /** Takes the next batch off the queue: in arrival order, leaving queued the visits being written (and, once one of a visit's heartbeats is left, its later ones; with onePerVisit, every heartbeat of a visit after its first). */
  #take(): Queued<X>[] {
    const batch: Queued<X>[] = [];
    const rest: Queued<X>[] = [];
    const blocked = new Set(this.#busy);
    let entries = 0;
    for (const q of this.#queue) {
      const full = batch.length >= MAX_HEARTBEATS || (batch.length > 0 && entries + q.w.entries.length > MAX_ENTRIES);
      if (full || blocked.has(q.w.visitId)) {
        rest.push(q);
        blocked.add(q.w.visitId);
      } else {
        batch.push(q);
        entries += q.w.entries.length;
        if (this.onePerVisit) blocked.add(q.w.visitId);
      }
    }
    this.#queue = rest;
    return batch;
  }

  async #run(): Promise<void> {
    if (this.#running >= this.concurrency || !this.#queue.length) return;
    const batch = this.#take();
    if (!batch.length) return;
    const visits = new Set(batch.map((q) => q.w.visitId));
    for (const v of visits) this.#busy.add(v);
    this.#running++;
    // Another batch may start at once with what is left.
    if (this.#queue.length) this.#schedule(0);
    let ran = true;
    try {
      ran = await this.flush(batch);
      if (ran) {
        this.stats.batches++;
        this.stats.heartbeats += batch.length;
      } else this.#queue.unshift(...batch);
    } catch (e) {
      for (const q of batch) q.reject(e);
    } finally {
      this.#running--;
      for (const v of visits) this.#busy.delete(v);
    }
    if (this.#queue.length) this.#schedule(ran ? 0 : 1);
    else if (!this.#running) for (const r of this.#idle.splice(0)) r();
  }
}
