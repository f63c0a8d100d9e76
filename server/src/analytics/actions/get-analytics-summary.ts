// GET /analytics/summary: the workspace's counted visits over the last `days` UTC days against the `days` before,
// with a daily series, top lists, recent visits and devices. The queries are independent and run side by side
// (PostgreSQL spreads them over the pool); each reads the period's visits through link_visits_list.
import { sql, type Kysely } from 'kysely';
import type { AnalyticsSummary } from '../../generated/api/types.gen.js';
import type { Database } from '../../db/schema.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { deviceClass } from '../devices.js';

const DAY = 86_400_000;
const TOP = 10;
const RECENT = 20;

type Q = Kysely<Database>;
const n = (v: unknown) => Number(v ?? 0);
const lowerEmail = sql<string>`lower(v.viewer_email)`;

function counted(q: Q, ws: string, from: string) {
  return q.selectFrom('link_visits as v').where('v.workspace_id', '=', ws).where('v.started_at', '>=', from).where('v.opened_at', 'is not', null);
}

export async function getAnalyticsSummary(s: Services, ctx: ActionContext, days: 7 | 30 | 90, now = new Date()): Promise<AnalyticsSummary> {
  const db = s.db.kysely;
  const ws = ctx.workspaceId;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY).toISOString();
  const previousFrom = new Date(today - (2 * days - 1) * DAY).toISOString();
  const day = sql<string>`substr(v.started_at, 1, 10)`;
  const ranked = <T extends { views: unknown; total_ms: unknown }>(rows: T[]) => rows.map((r) => ({ ...r, views: n(r.views), total_ms: n(r.total_ms) }));

  const [daily, periods, links, rooms, documents, visitors, recent, agents] = await Promise.all([
    counted(db, ws, previousFrom)
      .select([
        day.as('day'),
        (eb) => eb.fn.countAll().as('views'),
        sql<number>`count(distinct ${lowerEmail})`.as('visitors'),
        (eb) => eb.fn.sum('v.total_ms').as('total_ms'),
        (eb) => eb.fn.sum('v.completion').as('completion'),
        sql<number>`sum(case when v.downloaded_at is not null then 1 else 0 end)`.as('downloads'),
        sql<number>`sum(case when v.viewer_email is null then 1 else 0 end)`.as('anonymous'),
      ])
      .groupBy(day)
      .execute(),
    Promise.all([
      counted(db, ws, since).select(sql<number>`count(distinct ${lowerEmail})`.as('visitors')).executeTakeFirstOrThrow(),
      counted(db, ws, previousFrom).where('v.started_at', '<', since).select(sql<number>`count(distinct ${lowerEmail})`.as('visitors')).executeTakeFirstOrThrow(),
    ]),
    counted(db, ws, since)
      .innerJoin('share_links as l', 'l.id', 'v.link_id')
      .select(['l.id', 'l.name', (eb) => eb.fn.countAll().as('views'), (eb) => eb.fn.sum('v.total_ms').as('total_ms')])
      .groupBy(['l.id', 'l.name'])
      .orderBy('views', 'desc').orderBy('total_ms', 'desc').orderBy('l.id')
      .limit(TOP)
      .execute(),
    counted(db, ws, since)
      .innerJoin('data_rooms as r', 'r.id', 'v.data_room_id')
      .select(['r.id', 'r.name', (eb) => eb.fn.countAll().as('views'), (eb) => eb.fn.sum('v.total_ms').as('total_ms')])
      .groupBy(['r.id', 'r.name'])
      .orderBy('views', 'desc').orderBy('total_ms', 'desc').orderBy('r.id')
      .limit(TOP)
      .execute(),
    // A room visit counts for each document it recorded attention on, with the attention on that document.
    db
      .selectFrom(
        counted(db, ws, since)
          .select(['v.document_id as document_id', 'v.total_ms as total_ms'])
          .where('v.document_id', 'is not', null)
          .unionAll(counted(db, ws, since).innerJoin('analytics_visit_documents as a', 'a.visit_id', 'v.id').select(['a.document_id as document_id', 'a.visible_ms as total_ms']).where('v.data_room_id', 'is not', null))
          .as('x'),
      )
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select(['d.id', 'd.title as name', (eb) => eb.fn.countAll().as('views'), (eb) => eb.fn.sum('x.total_ms').as('total_ms')])
      .groupBy(['d.id', 'd.title'])
      .orderBy('views', 'desc').orderBy('total_ms', 'desc').orderBy('d.id')
      .limit(TOP)
      .execute(),
    counted(db, ws, since)
      .where('v.viewer_email', 'is not', null)
      .select([lowerEmail.as('email'), (eb) => eb.fn.countAll().as('views'), (eb) => eb.fn.sum('v.total_ms').as('total_ms'), (eb) => eb.fn.max('v.last_seen_at').as('last_seen_at')])
      .groupBy(lowerEmail)
      .orderBy('views', 'desc').orderBy('total_ms', 'desc').orderBy('email')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('link_visits as v')
      .innerJoin('share_links as l', 'l.id', 'v.link_id')
      .leftJoin('documents as d', 'd.id', 'v.document_id')
      .leftJoin('data_rooms as r', 'r.id', 'v.data_room_id')
      .select(['v.id', 'v.viewer_email', 'v.link_id', 'l.name as link_name', 'v.document_id', 'v.data_room_id', 'd.title', 'r.name as room_name', 'v.started_at', 'v.total_ms', 'v.completion'])
      .where('v.workspace_id', '=', ws)
      .where('v.opened_at', 'is not', null)
      .orderBy('v.started_at', 'desc').orderBy('v.id', 'desc')
      .limit(RECENT)
      .execute(),
    counted(db, ws, since).select(['v.user_agent', (eb) => eb.fn.countAll().as('n')]).groupBy('v.user_agent').execute(),
  ]);

  const byDay = new Map(daily.map((d) => [d.day, d]));
  const period = (isCurrent: boolean) => {
    const rows = daily.filter((d) => (d.day >= since.slice(0, 10)) === isCurrent);
    const views = rows.reduce((a, d) => a + n(d.views), 0);
    return {
      views,
      visitors: n(periods[isCurrent ? 0 : 1].visitors),
      totalMs: rows.reduce((a, d) => a + n(d.total_ms), 0),
      avgCompletion: views ? Math.round((rows.reduce((a, d) => a + n(d.completion), 0) / views) * 1000) / 1000 : 0,
      downloads: rows.reduce((a, d) => a + n(d.downloads), 0),
    };
  };
  const cur = period(true);
  const anonymous = daily.filter((d) => d.day >= since.slice(0, 10)).reduce((a, d) => a + n(d.anonymous), 0);
  const devices = { desktop: 0, mobile: 0, tablet: 0, other: 0 };
  for (const a of agents) devices[deviceClass(a.user_agent)] += n(a.n);

  return {
    days,
    since,
    current: cur,
    previous: period(false),
    series: Array.from({ length: days }, (_, i) => {
      const date = new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10);
      const d = byDay.get(date);
      return { date, views: n(d?.views), visitors: n(d?.visitors), totalMs: n(d?.total_ms) };
    }),
    topDocuments: ranked(documents).map((r) => ({ id: r.id, name: r.name, views: r.views, totalMs: r.total_ms })),
    topRooms: ranked(rooms).map((r) => ({ id: r.id, name: r.name, views: r.views, totalMs: r.total_ms })),
    topLinks: ranked(links).map((r) => ({ id: r.id, name: r.name, views: r.views, totalMs: r.total_ms })),
    topVisitors: ranked(visitors).map((r) => ({ email: r.email, views: r.views, totalMs: r.total_ms, lastSeenAt: String(r.last_seen_at) })),
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
    anonymousShare: cur.views ? Math.round((anonymous * 1000) / cur.views) / 10 : 0,
  };
}
