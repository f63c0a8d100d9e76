// The daily totals per link, address and device (analytics_daily, migration 061: what each dimension holds), kept
// in TypeScript by the writes of visits themselves, once for both engines: each write of a visit's counted columns
// hands over the row before and after it (visits/repository.ts, the attention lanes through
// attention-rollup.ts, seed.ts), and the change of each dimension's row follows from the two here. They were
// triggers on link_visits and analytics_daily until migration 203; a visit that vanishes by a foreign key's
// cascade (a document's or link's purge) is still taken away by the trigger migration 203 keeps for deletes.
//   link     views, attention, completion sum, downloads, anonymous visits, last activity
//   email    views, attention, last activity (per lowercased address)
//   agent    views (per User-Agent)
//   visitors views = the addresses with views that day (moved when an address's row starts or stops counting)
// Only opened visits count.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeDailyChanges } from './repository.js';
import type { AnalyticsDailyTable } from './tables.js';

/** What the daily totals read of a visit's row. */
export interface DailyVisit {
  workspace_id: string;
  link_id: string;
  started_at: string;
  viewer_email: string | null;
  user_agent: string | null;
  opened_at: string | null;
  downloaded_at: string | null;
  total_ms: number | string;
  completion: number | string;
  last_seen_at: string;
}

/** The columns of DailyVisit, for a read or a `returning`. */
export const DAILY_COLUMNS = [
  'workspace_id',
  'link_id',
  'started_at',
  'viewer_email',
  'user_agent',
  'opened_at',
  'downloaded_at',
  'total_ms',
  'completion',
  'last_seen_at',
] as const satisfies readonly (keyof DailyVisit)[];

/** A change to add to one row of analytics_daily (values are deltas; last_seen_at is kept at its greatest). */
export interface DailyChange extends Omit<AnalyticsDailyTable, 'dim'> {
  /** The room documents' rows (`rdoc`) are written by the attention rollup, not here. */
  dim: Exclude<AnalyticsDailyTable['dim'], 'rdoc'>;
}

/** A write of a visit: its counted columns before (null: inserted) and after (null: deleted). */
export interface VisitChange {
  before: DailyVisit | null;
  after: DailyVisit | null;
}

/** True when a write touches a column the daily totals read (other writes need no reading of the row). */
export function touchesDaily(patch: object): boolean {
  return DAILY_COLUMNS.some((c) => c in patch);
}

const dayOf = (v: DailyVisit) => v.started_at.slice(0, 10);

/** A visit's contribution to each dimension, times `sign`. */
function contribution(v: DailyVisit, sign: 1 | -1) {
  const opened = v.opened_at !== null ? sign : 0;
  return {
    views: opened,
    total_ms: opened * Number(v.total_ms),
    completion_sum: opened * Number(v.completion),
    downloads: v.downloaded_at !== null ? opened : 0,
    anonymous: v.viewer_email === null ? opened : 0,
  };
}

function change(
  v: DailyVisit,
  dim: DailyChange['dim'],
  key: string,
  k: Omit<DailyChange, 'workspace_id' | 'dim' | 'day' | 'key' | 'last_seen_at'>,
): DailyChange {
  return { workspace_id: v.workspace_id, dim, day: dayOf(v), key, ...k, last_seen_at: v.last_seen_at };
}

const NONE = { views: 0, total_ms: 0, completion_sum: 0, downloads: 0, anonymous: 0 };

/** Every dimension of one visit, added (1) or taken away (-1). */
function whole(v: DailyVisit, sign: 1 | -1): DailyChange[] {
  if (v.opened_at === null) return [];
  const k = contribution(v, sign);
  const out = [change(v, 'link', v.link_id, k)];
  if (v.viewer_email !== null)
    out.push(change(v, 'email', v.viewer_email.toLowerCase(), { ...NONE, views: k.views, total_ms: k.total_ms }));
  out.push(change(v, 'agent', v.user_agent ?? '', { ...NONE, views: k.views }));
  return out;
}

/** The rows a visit counts in are the same before and after (its day, link, address and device). */
function sameKeys(a: DailyVisit, b: DailyVisit): boolean {
  return (
    a.started_at === b.started_at &&
    a.link_id === b.link_id &&
    (a.viewer_email === null) === (b.viewer_email === null) &&
    (a.viewer_email ?? '').toLowerCase() === (b.viewer_email ?? '').toLowerCase() &&
    (a.user_agent ?? '') === (b.user_agent ?? '')
  );
}

/** The changes of the daily totals a write of a visit makes. */
export function dailyChanges({ before, after }: VisitChange): DailyChange[] {
  if (!before) return after ? whole(after, 1) : [];
  if (!after) return whole(before, -1);
  if (!sameKeys(before, after)) return [...whole(before, -1), ...whole(after, 1)];
  // The common write (attention, last activity, completion, a download, the opening): deltas in place.
  if (before.opened_at === null && after.opened_at === null) return [];
  const n = contribution(after, 1);
  const o = contribution(before, 1);
  const d = {
    views: n.views - o.views,
    total_ms: n.total_ms - o.total_ms,
    completion_sum: n.completion_sum - o.completion_sum,
    downloads: n.downloads - o.downloads,
    anonymous: n.anonymous - o.anonymous,
  };
  const out = [change(after, 'link', after.link_id, d)];
  if (after.viewer_email !== null)
    out.push(
      change(after, 'email', after.viewer_email.toLowerCase(), { ...NONE, views: d.views, total_ms: d.total_ms }),
    );
  // A device's row counts views alone: it moves only when the visit is opened (or, written directly, closed).
  if (d.views !== 0) out.push(change(after, 'agent', after.user_agent ?? '', { ...NONE, views: d.views }));
  return out;
}

const keyOf = (c: DailyChange) => `${c.dim}\u0000${c.workspace_id}\u0000${c.day}\u0000${c.key}`;

/**
 * The changes of several writes, one per row of analytics_daily, in the order every writer takes the rows (by
 * dimension, workspace, day and key: two transactions adding to the same rows cannot deadlock on PostgreSQL).
 */
export function mergeDaily(changes: Iterable<DailyChange>): DailyChange[] {
  const rows = new Map<string, DailyChange>();
  for (const c of changes) {
    const k = keyOf(c);
    const r = rows.get(k);
    if (!r) rows.set(k, { ...c });
    else {
      r.views += c.views;
      r.total_ms += c.total_ms;
      r.completion_sum += c.completion_sum;
      r.downloads += c.downloads;
      r.anonymous += c.anonymous;
      if (c.last_seen_at > r.last_seen_at) r.last_seen_at = c.last_seen_at;
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}

/**
 * The visitors of each day an address's row started or stopped counting in (its views crossed zero), from the
 * address rows' views after the write (`viewsAfter`, in the order of `email`): an address counts on a day while
 * its row has views.
 */
export function visitorChanges(email: readonly DailyChange[], viewsAfter: readonly number[]): DailyChange[] {
  const out: DailyChange[] = [];
  email.forEach((c, i) => {
    const now = viewsAfter[i];
    const was = now - c.views;
    if (was > 0 === now > 0) return;
    out.push({
      workspace_id: c.workspace_id,
      dim: 'visitors',
      day: c.day,
      key: '',
      ...NONE,
      views: now > 0 ? 1 : -1,
      last_seen_at: '',
    });
  });
  return mergeDaily(out);
}

/** Writes the daily totals' changes of these writes of visits, inside the transaction that made them. */
export async function recordDaily(q: Kysely<Database>, writes: readonly VisitChange[]): Promise<void> {
  const changes = mergeDaily(writes.flatMap(dailyChanges));
  if (!changes.length) return;
  const views = await writeDailyChanges(q, changes);
  const email = changes.flatMap((c, i) => (c.dim === 'email' && c.views !== 0 ? [{ c, v: views[i] }] : []));
  const visitors = visitorChanges(
    email.map((e) => e.c),
    email.map((e) => e.v),
  );
  if (visitors.length) await writeDailyChanges(q, visitors);
}
