// GET /analytics/summary: the workspace's counted visits over the last `days` UTC days against the `days` before.
// Everything but the recent visits comes from the daily totals kept by triggers (migration 061): a few rows per
// day and link, address, agent and room document, whatever the number of visits.
import type { AnalyticsSummary } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { deviceClass } from '../devices.js';
import * as repo from '../repository.js';

const DAY = 86_400_000;
const TOP = 10;
const RECENT = 20;

const n = (v: unknown) => Number(v ?? 0);

interface Ranked {
  id: string;
  name: string;
  views: number;
  totalMs: number;
}

/** Most visits first, then most attention, then by id: the first TOP. */
function top(
  totals: Map<string, { views: number; totalMs: number }>,
  name: (id: string) => string | undefined,
): Ranked[] {
  return [...totals]
    .filter(([, t]) => t.views > 0)
    .map(([id, t]) => ({ id, name: name(id) ?? id, ...t }))
    .sort((a, b) => b.views - a.views || b.totalMs - a.totalMs || (a.id < b.id ? -1 : 1))
    .slice(0, TOP);
}

function bump(m: Map<string, { views: number; totalMs: number }>, key: string, views: number, totalMs: number) {
  const t = m.get(key) ?? { views: 0, totalMs: 0 };
  t.views += views;
  t.totalMs += totalMs;
  m.set(key, t);
}

export async function getAnalyticsSummary(
  s: Services,
  ctx: ActionContext,
  { days, now = new Date() }: { days: 7 | 30 | 90; now?: Date },
): Promise<AnalyticsSummary> {
  const db = s.db.kysely;
  const ws = ctx.workspaceId;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMs = today - (days - 1) * DAY;
  const since = new Date(sinceMs).toISOString();
  const sinceDay = since.slice(0, 10);
  const previousDay = new Date(sinceMs - days * DAY).toISOString().slice(0, 10);
  const { links, visitorDays, addresses, agents, roomDocs, recent } = await repo.summaryRows(db, {
    ws,
    sinceDay,
    previousDay,
    recent: RECENT,
  });

  // What each link leads to, and the names of everything ranked.
  const linkIds = [...new Set(links.map((l) => l.key))];
  const linkRows = await repo.linkTargets(db, linkIds);
  const linkById = new Map(linkRows.map((l) => [l.id, l]));

  const zero = () => ({ views: 0, totalMs: 0, completion: 0, downloads: 0, anonymous: 0 });
  const periods = { current: zero(), previous: zero() };
  const series = new Map<string, { views: number; totalMs: number }>();
  const byLink = new Map<string, { views: number; totalMs: number }>();
  const byRoom = new Map<string, { views: number; totalMs: number }>();
  const byDoc = new Map<string, { views: number; totalMs: number }>();
  for (const r of links) {
    const views = n(r.views);
    const totalMs = n(r.total_ms);
    const p = r.day >= sinceDay ? periods.current : periods.previous;
    p.views += views;
    p.totalMs += totalMs;
    p.completion += n(r.completion_sum);
    p.downloads += n(r.downloads);
    p.anonymous += n(r.anonymous);
    if (r.day < sinceDay) continue;
    bump(series, r.day, views, totalMs);
    bump(byLink, r.key, views, totalMs);
    const l = linkById.get(r.key);
    if (l?.data_room_id) bump(byRoom, l.data_room_id, views, totalMs);
    if (l?.document_id) bump(byDoc, l.document_id, views, totalMs);
  }
  for (const r of roomDocs) bump(byDoc, r.key, n(r.views), n(r.total_ms));

  const [docNames, roomNames] = await repo.namesOf(db, ws, {
    documentIds: [...byDoc.keys()],
    roomIds: [...byRoom.keys()],
  });
  const names = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const docName = names(docNames);
  for (const id of byDoc.keys()) if (!docName.has(id)) byDoc.delete(id); // purged documents drop out
  const visitorsByDay = new Map(visitorDays.map((d) => [d.day, n(d.views)]));
  const current = addresses
    .filter((a) => n(a.views) > 0)
    .map((a) => ({ email: a.key, views: n(a.views), totalMs: n(a.total_ms), lastSeenAt: String(a.last_seen_at) }));
  const topVisitors = current
    .sort((a, b) => b.views - a.views || b.totalMs - a.totalMs || (a.email < b.email ? -1 : 1))
    .slice(0, TOP);
  const devices = { desktop: 0, mobile: 0, tablet: 0, other: 0 };
  for (const a of agents) devices[deviceClass(a.key || null)] += n(a.views);

  const period = (p: ReturnType<typeof zero>, visitors: number) => ({
    views: p.views,
    visitors,
    totalMs: p.totalMs,
    avgCompletion: p.views ? Math.round((p.completion / p.views) * 1000) / 1000 : 0,
    downloads: p.downloads,
  });

  return {
    days,
    since,
    current: period(periods.current, current.length),
    previous: period(periods.previous, addresses.filter((a) => n(a.before) === 1).length),
    series: Array.from({ length: days }, (_, i) => {
      const date = new Date(sinceMs + i * DAY).toISOString().slice(0, 10);
      const d = series.get(date);
      return { date, views: d?.views ?? 0, visitors: visitorsByDay.get(date) ?? 0, totalMs: d?.totalMs ?? 0 };
    }),
    topDocuments: top(byDoc, (id) => docName.get(id)),
    topRooms: top(byRoom, (id) => names(roomNames).get(id)),
    topLinks: top(byLink, (id) => linkById.get(id)?.name),
    topVisitors,
    recent: recent.map((r) => ({
      viewId: r.id,
      viewerEmail: r.viewer_email,
      linkId: r.link_id,
      linkName: r.link_name,
      documentId: r.document_id,
      dataRoomId: r.data_room_id,
      title: r.title ?? r.room_name ?? '',
      startedAt: r.started_at,
      totalMs: n(r.total_ms),
      completion: n(r.completion),
    })),
    devices,
    anonymousShare: periods.current.views
      ? Math.round((periods.current.anonymous * 1000) / periods.current.views) / 10
      : 0,
  };
}
