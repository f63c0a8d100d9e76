// The attention write, the hot path of a visit, as a lane of the one write path (db/group-commit.ts): each
// heartbeat is credited in memory against the visit's row as it stands (credit.ts: never more than the wall time
// since the previous heartbeat or the sitting's start), and the writes of every heartbeat that arrives within the
// same few milliseconds go to the database in one transaction, with the changes of the rest of the server. A
// heartbeat's promise settles only once its batch has committed, so a 204 means written. One lane per engine
// (attention-sqlite.ts, attention-pg.ts), one writer per database handle (attention-writer.ts). Inside a batch the
// heartbeats of one visit are credited one after the other, in arrival order, each against the row as the
// previous one left it: a replay or twenty concurrent copies are credited the wall time once, whether they share
// a batch or not.
import type { GroupCommit, Lane } from '../db/group-commit.js';
import type { Database } from '../db/schema.js';
import type { Kysely } from 'kysely';
import { documentsRead } from './attention-repository.js';
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

/** Section counts of the documents a heartbeat's completion counts (its own and those its visit read before). */
export type Counts = Map<string, number>;

/** A queued heartbeat: what to write, when it arrived, and the section counts worked out before it was queued. */
export interface Heartbeat {
  w: HeartbeatWrite;
  nowMs: number;
  counts: Counts;
}

/** At most this many heartbeats, or this many section entries, go in one transaction. */
export const MAX_HEARTBEATS = 256;
export const MAX_ENTRIES = 4096;

/** The attention lane on either engine: heartbeats keyed by their visit, weighed by their section entries; each
 * engine's lane says whether a visit may have two in one batch and writes them. */
export abstract class AttentionLane implements Lane<Heartbeat, Credit> {
  readonly name = 'attention';
  abstract readonly onePerBatch: boolean;
  readonly maxItems = MAX_HEARTBEATS;
  readonly maxWeight = MAX_ENTRIES;
  readonly stats = { batches: 0, items: 0 };

  keyOf(h: Heartbeat): string {
    return h.w.visitId;
  }

  weightOf(h: Heartbeat): number {
    return h.w.entries.length;
  }

  abstract write(trx: Kysely<Database>, batch: Heartbeat[]): Promise<Array<Credit | Error>>;
}

/**
 * The counts of each visit of a batch: a visit's heartbeats in one batch share theirs (a room read in two
 * documents at once counts both).
 */
export function countsByVisit(batch: readonly Heartbeat[]): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const h of batch) {
    const c = counts.get(h.w.visitId);
    if (!c) counts.set(h.w.visitId, new Map(h.counts));
    else for (const [k, v] of h.counts) c.set(k, v);
  }
  return counts;
}

/** The writer every engine shares: counts worked out before queueing, the engine's lane writing the batch. */
export class Attention implements AttentionWriter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly group: GroupCommit,
    private readonly lane: Lane<Heartbeat, Credit>,
  ) {}

  get stats() {
    return { batches: this.lane.stats.batches, heartbeats: this.lane.stats.items };
  }

  /** Each visit's last heartbeat not queued yet: a visit's heartbeats are queued in arrival order. */
  readonly #tails = new Map<string, Promise<void>>();

  async write(w: HeartbeatWrite): Promise<Credit> {
    const nowMs = (w.now ?? Date.now)();
    const counts = this.#counts(w);
    const before = this.#tails.get(w.visitId);
    let queued!: () => void;
    const mine = new Promise<void>((r) => {
      queued = r;
    });
    this.#tails.set(w.visitId, mine);
    const done = () => {
      queued();
      if (this.#tails.get(w.visitId) === mine) this.#tails.delete(w.visitId);
    };
    let c: Counts;
    try {
      c = await counts;
      await before;
    } catch (e) {
      done();
      throw e;
    }
    const written = this.group.write(this.lane, { w, nowMs, counts: c });
    done();
    return written;
  }

  /**
   * Before the batch (never while it holds its locks, nor waiting for a connection it holds): a count not
   * remembered reads a body on the instance's own connections and splits it.
   */
  async #counts(w: HeartbeatWrite): Promise<Counts> {
    const read = w.single ? [] : await documentsRead(this.db, w.visitId);
    const docs = new Set([w.documentId, ...read]);
    return new Map(await Promise.all([...docs].map(async (id) => [id, await w.sectionCount(id)] as const)));
  }

  drain(): Promise<void> {
    return this.group.drain();
  }
}
