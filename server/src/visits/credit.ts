// The crediting rule for attention heartbeats, pure so that it can be tested exhaustively: what the page says it
// measured is believed only up to the wall time the server itself saw pass since the visit's previous heartbeat
// (or since its sitting began). A forged heartbeat, a replayed one or one claiming more than could have elapsed
// credits nothing beyond that wall time. See the recordVisitHeartbeat description in the spec.

/** A heartbeat more than this after the previous sign of activity starts a new sitting and credits nothing. */
export const IDLE_MS = 30 * 60_000;

export interface HeartbeatEntry {
  index: number;
  visibleMs: number;
}

/** What the visit row says about time, as epoch milliseconds (null when never). */
export interface VisitTimes {
  /** The last credited heartbeat (`last_heartbeat_at`). */
  lastHeartbeatMs: number | null;
  /** When the current sitting began (`last_opened_at`: the opening, the latest content load, or an idle restart). */
  sittingStartMs: number | null;
  /** The latest sign of activity of any kind (`last_seen_at`). */
  lastSeenMs: number;
}

export interface Credit {
  /** True when this heartbeat came after an idle gap and starts a new sitting (`opens` + 1). */
  newSitting: boolean;
  /** The wall time this heartbeat may account for. */
  elapsedMs: number;
  /** Credited milliseconds per section index (only indexes with credit > 0), ascending by index. */
  sections: Array<{ index: number; creditedMs: number }>;
  /** What the visit's `totalMs` grows by: the largest section credit (sections on screen together share seconds). */
  visitMs: number;
}

/** The instant the elapsed time counts from: the later of the previous heartbeat and the sitting's start. */
export function anchorOf(t: VisitTimes): number | null {
  const a = t.lastHeartbeatMs ?? -Infinity;
  const b = t.sittingStartMs ?? -Infinity;
  const m = Math.max(a, b);
  return m === -Infinity ? null : m;
}

/**
 * Credits one heartbeat received at `nowMs`. Entries for one index are added first; each section gets
 * `min(sum, elapsed)`; the visit grows by the largest of those. Elapsed is the wall time since the anchor, never
 * negative (a clock step backwards credits nothing), and zero after an idle gap (which opens a new sitting), or
 * when the visit has no anchor at all (it never opened).
 */
export function creditHeartbeat(t: VisitTimes, nowMs: number, entries: readonly HeartbeatEntry[]): Credit {
  const anchor = anchorOf(t);
  const lastActivity = Math.max(anchor ?? -Infinity, t.lastSeenMs);
  const newSitting = anchor !== null && nowMs - lastActivity > IDLE_MS;
  const elapsedMs = anchor === null || newSitting ? 0 : Math.max(0, nowMs - anchor);
  const claimed = new Map<number, number>();
  for (const e of entries) claimed.set(e.index, (claimed.get(e.index) ?? 0) + Math.max(0, e.visibleMs));
  const sections: Credit['sections'] = [];
  let visitMs = 0;
  for (const [index, ms] of [...claimed].sort((a, b) => a[0] - b[0])) {
    const creditedMs = Math.min(ms, elapsedMs);
    if (creditedMs <= 0) continue;
    sections.push({ index, creditedMs });
    visitMs = Math.max(visitMs, creditedMs);
  }
  return { newSitting, elapsedMs, sections, visitMs };
}

/** Share of sections reached, 0–1 (rounded to 4 places so repeated updates do not drift). */
export function completionOf(reached: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round(Math.min(1, reached / total) * 10_000) / 10_000;
}
