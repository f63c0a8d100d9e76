// Analytics' queries. Visits are read from the links domain's tables, attention per visit and document from the
// rollup of migration 060; the list pages are compiled once (they run on every request).
import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import { compiled } from '../db/compiled.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { LinkVisitsTable } from '../links/tables.js';
import { keyset, keysetPage, keysetValues, type CursorKey } from '../platform/pagination.js';
import type { DailyChange } from './daily.js';
import { readerThresholdMs, type SectionMeasure } from './definitions.js';

type Q = Kysely<Database>;

export function normaliseVisit(v: LinkVisitsTable): LinkVisitsTable {
  return { ...v, total_ms: Number(v.total_ms), opens: Number(v.opens), completion: Number(v.completion) };
}

export interface VisitFilter {
  documentId?: string;
  dataRoomId?: string;
  shareLinkId?: string;
  /** Lowercased. */
  email?: string;
  since?: string;
}

/** Compiled per combination of filters (at most 2^6 variants, each compiled on first use). */
const listVariants = new Map<string, ReturnType<typeof buildList>>();

function buildList(key: string, after: boolean) {
  return compiled((db, p) => {
    let q = db.selectFrom('link_visits').selectAll().where('workspace_id', '=', p('ws'));
    if (key.includes('d')) q = q.where('document_id', '=', p('documentId'));
    if (key.includes('r')) q = q.where('data_room_id', '=', p('dataRoomId'));
    if (key.includes('l')) q = q.where('link_id', '=', p('shareLinkId'));
    if (key.includes('e')) q = q.where(sql`lower(viewer_email)`, '=', p('email'));
    if (key.includes('s')) q = q.where('started_at', '>=', p('since'));
    if (!key.includes('u')) q = q.where('opened_at', 'is not', null);
    return keyset(q, p, { columns: ['started_at', 'id'], after });
  });
}

/** Visits newest first (by startedAt), `limit + 1` of them after the key. */
export async function listVisits(
  q: Q,
  ws: string,
  f: VisitFilter & { includeUnopened?: boolean },
  after: CursorKey | null,
  limit: number,
): Promise<LinkVisitsTable[]> {
  const key = [
    f.documentId && 'd',
    f.dataRoomId && 'r',
    f.shareLinkId && 'l',
    f.email && 'e',
    f.since && 's',
    f.includeUnopened && 'u',
    after && 'a',
  ]
    .filter(Boolean)
    .join('');
  let query = listVariants.get(key);
  if (!query) listVariants.set(key, (query = buildList(key, after !== null)));
  const rows = await query.execute(q, {
    ws,
    documentId: f.documentId,
    dataRoomId: f.dataRoomId,
    shareLinkId: f.shareLinkId,
    email: f.email,
    since: f.since,
    ...keysetValues(after, limit),
  });
  return rows.map(normaliseVisit);
}

export async function findVisit(q: Q, ws: string, id: string): Promise<LinkVisitsTable | undefined> {
  const row = await q
    .selectFrom('link_visits')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', ws)
    .executeTakeFirst();
  return row && normaliseVisit(row);
}

export async function visitSections(q: Q, visitId: string) {
  const rows = await q
    .selectFrom('visit_sections')
    .select(['document_id', 'section_index', 'visible_ms'])
    .where('visit_id', '=', visitId)
    .where('visible_ms', '>', 0)
    .orderBy('document_id')
    .orderBy('section_index')
    .execute();
  return rows.map((r) => ({
    documentId: r.document_id,
    index: Number(r.section_index),
    visibleMs: Number(r.visible_ms),
  }));
}

export async function visitFeedback(q: Q, visitId: string) {
  return q
    .selectFrom('visit_feedback')
    .select(['document_id', 'reaction', 'comment', 'created_at', 'updated_at'])
    .where('visit_id', '=', visitId)
    .where('reaction', 'is not', null)
    .where('document_id', 'is not', null)
    .orderBy('document_id')
    .orderBy('created_at')
    .execute();
}

/** The sections of these documents as the analytics number them: [index, heading, words], plus kind and title. */
export async function documentOutlines(q: Q, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, DocumentOutline>();
  const rows = await q
    .selectFrom('documents')
    .select(['id', 'title', 'kind', 'page_count', 'sections'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, outline(r)]));
}

export interface DocumentOutline {
  id: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  sections: { index: number; heading: string | null; words: number }[];
}

/** An authored document's heading-delimited sections; a PDF's (or other file's) pages, which carry no word counts. */
export function outline(d: {
  id: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  page_count: number;
  sections: string;
}): DocumentOutline {
  if (d.kind === 'xdoc') {
    const sections = (JSON.parse(d.sections) as { index: number; heading: string | null; words: number }[]).map(
      (s) => ({ index: s.index, heading: s.heading, words: s.words }),
    );
    return { id: d.id, title: d.title, kind: d.kind, sections };
  }
  const pages = Math.max(1, Number(d.page_count));
  return {
    id: d.id,
    title: d.title,
    kind: d.kind,
    sections: Array.from({ length: pages }, (_, index) => ({ index, heading: null, words: 0 })),
  };
}

// ---- Visitors ----

export interface VisitorRow {
  email: string;
  views: number;
  total_ms: number;
  avg_completion: number;
  first_seen_at: string;
  last_seen_at: string;
  verified: number;
  accepted_nda: number;
  downloaded: number;
}

function counted(q: Q, ws: string, f: VisitFilter) {
  let query = q
    .selectFrom('link_visits as v')
    .where('v.workspace_id', '=', ws)
    .where('v.opened_at', 'is not', null)
    .where('v.viewer_email', 'is not', null);
  if (f.documentId) query = query.where('v.document_id', '=', f.documentId);
  if (f.dataRoomId) query = query.where('v.data_room_id', '=', f.dataRoomId);
  if (f.shareLinkId) query = query.where('v.link_id', '=', f.shareLinkId);
  if (f.email) query = query.where(sql`lower(v.viewer_email)`, '=', f.email);
  if (f.since) query = query.where('v.started_at', '>=', f.since);
  return query;
}

const flag = (col: string) => sql<number>`max(case when ${sql.ref(col)} is not null then 1 else 0 end)`;

/** Addresses aggregated over their counted visits, most recently seen first (then by address, descending). */
export async function listVisitors(
  q: Q,
  ws: string,
  f: VisitFilter,
  after: CursorKey | null,
  limit: number,
): Promise<VisitorRow[]> {
  const query = counted(q, ws, f)
    .select([
      sql<string>`lower(v.viewer_email)`.as('email'),
      (eb) => eb.fn.countAll<number>().as('views'),
      (eb) => eb.fn.sum<number>('v.total_ms').as('total_ms'),
      (eb) => eb.fn.avg<number>('v.completion').as('avg_completion'),
      (eb) => eb.fn.min<string>('v.started_at').as('first_seen_at'),
      (eb) => eb.fn.max<string>('v.last_seen_at').as('last_seen_at'),
      flag('v.email_verified_at').as('verified'),
      flag('v.nda_accepted_at').as('accepted_nda'),
      flag('v.downloaded_at').as('downloaded'),
    ])
    .groupBy(sql`lower(v.viewer_email)`);
  const rows = await keysetPage(query, {
    columns: [sql`max(v.last_seen_at)`, sql`lower(v.viewer_email)`],
    after,
    limit,
    clause: 'having',
  }).execute();
  return rows.map((r) => ({
    email: r.email,
    views: Number(r.views),
    total_ms: Number(r.total_ms),
    avg_completion: Number(r.avg_completion),
    first_seen_at: r.first_seen_at,
    last_seen_at: r.last_seen_at,
    verified: Number(r.verified),
    accepted_nda: Number(r.accepted_nda),
    downloaded: Number(r.downloaded),
  }));
}

/** Distinct documents each address read (directly, or inside rooms once it recorded attention on them). */
export async function documentsRead(
  q: Q,
  ws: string,
  f: VisitFilter,
  emails: readonly string[],
): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const scoped = () => counted(q, ws, f).where(sql`lower(v.viewer_email)`, 'in', [...emails]);
  const direct = scoped()
    .select([sql<string>`lower(v.viewer_email)`.as('email'), 'v.document_id as document_id'])
    .where('v.document_id', 'is not', null);
  const inRooms = scoped()
    .innerJoin('analytics_visit_documents as r', 'r.visit_id', 'v.id')
    .select([sql<string>`lower(v.viewer_email)`.as('email'), 'r.document_id as document_id'])
    .where('v.data_room_id', 'is not', null);
  const rows = await q
    .selectFrom(direct.union(inRooms).as('d'))
    .select(['d.email', (eb) => eb.fn.count<number>('d.document_id').distinct().as('n')])
    .groupBy('d.email')
    .execute();
  return new Map(rows.map((r) => [r.email, Number(r.n)]));
}

/** The latest visits from one address, newest first. */
export async function latestVisitsFrom(q: Q, ws: string, email: string, limit: number): Promise<LinkVisitsTable[]> {
  const rows = await counted(q, ws, { email })
    .selectAll('v')
    .orderBy('v.started_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(normaliseVisit);
}

// ---- Document analytics ----

/** Per-section counts, sums, reader counts and medians over the document's attention (optionally through one link). */
export async function sectionMeasures(
  q: Q,
  documentId: string,
  words: ReadonlyMap<number, number>,
  linkId: string | undefined,
): Promise<Map<number, SectionMeasure>> {
  // A visit reads a section when its time there reaches the section's threshold (definitions.ts).
  // Integers written into the SQL: PostgreSQL cannot type bound parameters inside a CASE compared with bigint.
  const thresholds = [...words].map(
    ([i, w]) => sql`when ${sql.lit(Math.trunc(i))} then ${sql.lit(readerThresholdMs(w))}`,
  );
  const threshold = thresholds.length
    ? sql`case s.section_index ${sql.join(thresholds, sql` `)} else ${sql.lit(readerThresholdMs(0))} end`
    : sql.lit(readerThresholdMs(0));
  const from = linkId
    ? sql`visit_sections s join link_visits v on v.id = s.visit_id and v.link_id = ${linkId}`
    : sql`visit_sections s`;
  const { rows } = await sql<{ section_index: number; seen: number; total_ms: number; readers: number }>`
    select s.section_index, count(*) as seen, sum(s.visible_ms) as total_ms, sum(case when s.visible_ms >= ${threshold} then 1 else 0 end) as readers
    from ${from} where s.document_id = ${documentId} and s.visible_ms > 0 group by s.section_index`.execute(q);
  const out = new Map<number, SectionMeasure>();
  for (const r of rows)
    out.set(Number(r.section_index), {
      seen: Number(r.seen),
      readers: Number(r.readers),
      totalMs: Number(r.total_ms),
      medianMs: 0,
    });
  // Medians: the middle one or two values read in index order (an offset into visit_sections_analytics), rather
  // than sorting every value (percentile_cont over 100,000 values a section spills to disk on PostgreSQL).
  // PostgreSQL runs the sections side by side over the pool.
  await Promise.all(
    [...out].map(async ([i, m]) => {
      const { rows: mid } = await sql<{ visible_ms: number }>`
        select s.visible_ms from ${from} where s.document_id = ${documentId} and s.section_index = ${i} and s.visible_ms > 0
        order by s.visible_ms limit ${m.seen % 2 ? 1 : 2} offset ${(m.seen - 1) >> 1}`.execute(q);
      m.medianMs = mid.reduce((a, r) => a + Number(r.visible_ms), 0) / mid.length;
    }),
  );
  return out;
}

/** One batch of the export: counted visits opened in [from, to], newest opening first, after the (opened_at, id) key. */
export async function exportBatch(
  q: Q,
  f: { workspaceId: string; from?: string; to?: string; after: CursorKey | null; limit: number },
): Promise<LinkVisitsTable[]> {
  let query = q
    .selectFrom('link_visits')
    .selectAll()
    .where('workspace_id', '=', f.workspaceId)
    .where('opened_at', 'is not', null);
  if (f.from) query = query.where('opened_at', '>=', f.from);
  if (f.to) query = query.where('opened_at', '<=', f.to);
  return (await keysetPage(query, { columns: ['opened_at', 'id'], after: f.after, limit: f.limit }).execute()).map(
    normaliseVisit,
  );
}

/** What each room visit read, document by document (the export's rows for them). */
export async function visitDocumentsOf(q: Q, visitIds: string[]) {
  if (!visitIds.length) return [];
  return q
    .selectFrom('analytics_visit_documents')
    .select(['visit_id', 'document_id', 'reading_ms', 'furthest_index'])
    .where('visit_id', 'in', visitIds)
    .orderBy('visit_id')
    .orderBy('document_id')
    .execute();
}

export async function linkNames(q: Q, ids: string[]): Promise<{ id: string; name: string }[]> {
  return ids.length ? q.selectFrom('share_links').select(['id', 'name']).where('id', 'in', ids).execute() : [];
}

/** Documents as the export names them (title, and what outline() needs to count sections). */
export async function exportDocuments(q: Q, ids: string[]) {
  return ids.length
    ? q
        .selectFrom('documents')
        .select(['id', 'title', 'kind', 'page_count', 'sections'])
        .where('id', 'in', ids)
        .execute()
    : [];
}

/**
 * The summary's reads: the daily totals (migration 061) from `previousDay` on, by link, address, agent and room
 * document, the visitors per day from `sinceDay`, and the `recent` latest opened visits.
 */
export async function summaryRows(
  q: Q,
  { ws, sinceDay, previousDay, recent }: { ws: string; sinceDay: string; previousDay: string; recent: number },
) {
  const daily = (dim: 'link' | 'email' | 'agent' | 'rdoc' | 'visitors', from: string) =>
    q.selectFrom('analytics_daily').where('workspace_id', '=', ws).where('dim', '=', dim).where('day', '>=', from);
  const [links, visitorDays, addresses, agents, roomDocs, latest] = await Promise.all([
    daily('link', previousDay)
      .select(['day', 'key', 'views', 'total_ms', 'completion_sum', 'downloads', 'anonymous'])
      .execute(),
    daily('visitors', sinceDay).select(['day', 'views']).execute(),
    // One pass over the two periods' address-days: each address's totals in the current period, and whether it
    // came in the previous one.
    daily('email', previousDay)
      .where('views', '>', 0)
      .select([
        'key',
        sql<number>`sum(case when day >= ${sinceDay} then views else 0 end)`.as('views'),
        sql<number>`sum(case when day >= ${sinceDay} then total_ms else 0 end)`.as('total_ms'),
        sql<string | null>`max(case when day >= ${sinceDay} then last_seen_at end)`.as('last_seen_at'),
        sql<number>`max(case when day < ${sinceDay} then 1 else 0 end)`.as('before'),
      ])
      .groupBy('key')
      .execute(),
    daily('agent', sinceDay)
      .select(['key', (eb) => eb.fn.sum('views').as('views')])
      .groupBy('key')
      .execute(),
    daily('rdoc', sinceDay)
      .select(['key', (eb) => eb.fn.sum('views').as('views'), (eb) => eb.fn.sum('total_ms').as('total_ms')])
      .groupBy('key')
      .execute(),
    // The latest visits first, alone (the workspace's visit index in order, `recent` rows), then their names: with
    // the joins in the same query SQLite's planner walked every visit by link and sorted them all (230 ms at 100k).
    q
      .selectFrom((sq) =>
        sq
          .selectFrom('link_visits')
          .select([
            'id',
            'viewer_email',
            'link_id',
            'document_id',
            'data_room_id',
            'started_at',
            'total_ms',
            'completion',
          ])
          .where('workspace_id', '=', ws)
          .where('opened_at', 'is not', null)
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .limit(recent)
          .as('v'),
      )
      .innerJoin('share_links as l', 'l.id', 'v.link_id')
      .leftJoin('documents as d', 'd.id', 'v.document_id')
      .leftJoin('data_rooms as r', 'r.id', 'v.data_room_id')
      .select([
        'v.id',
        'v.viewer_email',
        'v.link_id',
        'l.name as link_name',
        'v.document_id',
        'v.data_room_id',
        'd.title',
        'r.name as room_name',
        'v.started_at',
        'v.total_ms',
        'v.completion',
      ])
      .orderBy('v.started_at', 'desc')
      .orderBy('v.id', 'desc')
      .execute(),
  ]);
  return { links, visitorDays, addresses, agents, roomDocs, recent: latest };
}

/** What each link leads to, with its name. */
export async function linkTargets(q: Q, ids: string[]) {
  return ids.length
    ? q.selectFrom('share_links').select(['id', 'name', 'document_id', 'data_room_id']).where('id', 'in', ids).execute()
    : [];
}

/** The names of this workspace's documents and rooms among the ids given (a purged one is absent). */
export async function namesOf(
  q: Q,
  ws: string,
  { documentIds, roomIds }: { documentIds: string[]; roomIds: string[] },
) {
  return Promise.all([
    documentIds.length
      ? q
          .selectFrom('documents')
          .select(['id', 'title as name'])
          .where('workspace_id', '=', ws)
          .where('id', 'in', documentIds)
          .execute()
      : [],
    roomIds.length
      ? q
          .selectFrom('data_rooms')
          .select(['id', 'name'])
          .where('workspace_id', '=', ws)
          .where('id', 'in', roomIds)
          .execute()
      : [],
  ]);
}

/** The rollups' changes of a batch of attention (attention-rollup.ts rollupsOf): deltas to add, log rows to append. */
export interface AttentionRollups {
  documents: Array<{
    visit_id: string;
    document_id: string;
    workspace_id: string;
    link_id: string;
    data_room_id: string | null;
    /** UTC day of the visit's start (the daily totals' day). */
    day: string;
    visible_ms: number;
    furthest_index: number;
    sections_seen: number;
    reading_ms: number;
    credited_at: string;
  }>;
  log: Array<{ document_id: string; section_index: number; old_ms: number; new_ms: number }>;
}

/** Rows per statement (under both engines' bound-parameter limits). */
const ROLLUP_CHUNK = 500;

function chunks<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += ROLLUP_CHUNK) out.push(xs.slice(i, i + ROLLUP_CHUNK));
  return out;
}

/** A visit's document credited again: its time and sections added to its row, the furthest point kept. */
const addToVisitDocument = (oc: OnConflictBuilder<Database, 'analytics_visit_documents'>) =>
  oc.columns(['visit_id', 'document_id']).doUpdateSet({
    visible_ms: sql`analytics_visit_documents.visible_ms + excluded.visible_ms`,
    furthest_index: sql`case when excluded.furthest_index > analytics_visit_documents.furthest_index then excluded.furthest_index else analytics_visit_documents.furthest_index end`,
    sections_seen: sql`analytics_visit_documents.sections_seen + excluded.sections_seen`,
    reading_ms: sql`analytics_visit_documents.reading_ms + excluded.reading_ms`,
    credited_at: sql`excluded.credited_at`,
  });

/** A room document's daily row counts views and reading time only; the other figures stay zero. */
const ROOM_DAY_ZEROS = { dim: 'rdoc', completion_sum: 0, downloads: 0, anonymous: 0, last_seen_at: '' } as const;
const addToRoomDocumentDay = (oc: OnConflictBuilder<Database, 'analytics_daily'>) =>
  oc.columns(['workspace_id', 'dim', 'day', 'key']).doUpdateSet({
    views: sql`analytics_daily.views + excluded.views`,
    total_ms: sql`analytics_daily.total_ms + excluded.total_ms`,
  });

/**
 * Adds a batch's rollups, one statement per table: the per-visit documents (a room document read for the first
 * time by a visit is a view of its day), the section log, and the room documents' daily totals. Inside the
 * transaction that wrote the attention (the visits' rows are locked or the connection held), in key order.
 */
export async function writeAttentionRollups(q: Q, r: AttentionRollups): Promise<void> {
  if (!isPostgres(q)) return writeRollupsByRow(q, r);
  const documents = [...r.documents].sort((a, b) =>
    a.visit_id === b.visit_id ? (a.document_id < b.document_id ? -1 : 1) : a.visit_id < b.visit_id ? -1 : 1,
  );
  const rooms = documents.filter((d) => d.data_room_id !== null);
  const known = new Set<string>();
  if (rooms.length)
    for (const ids of chunks([...new Set(rooms.map((d) => d.visit_id))]))
      for (const row of await q
        .selectFrom('analytics_visit_documents')
        .select(['visit_id', 'document_id'])
        .where('visit_id', 'in', ids)
        .execute())
        known.add(`${row.visit_id}\u0000${row.document_id}`);
  for (const part of chunks(documents))
    await q
      .insertInto('analytics_visit_documents')
      .values(part.map(({ day: _day, ...d }) => d))
      .onConflict(addToVisitDocument)
      .execute();
  for (const part of chunks(r.log)) await q.insertInto('analytics_section_log').values(part).execute();
  const days = new Map<string, { workspace_id: string; day: string; key: string; views: number; total_ms: number }>();
  for (const d of rooms) {
    const k = `${d.workspace_id}\u0000${d.day}\u0000${d.document_id}`;
    const row = days.get(k) ?? { workspace_id: d.workspace_id, day: d.day, key: d.document_id, views: 0, total_ms: 0 };
    if (!known.has(`${d.visit_id}\u0000${d.document_id}`)) row.views++;
    row.total_ms += d.reading_ms;
    days.set(k, row);
  }
  const daily = [...days.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, v]) => v);
  for (const part of chunks(daily))
    await q
      .insertInto('analytics_daily')
      .values(part.map((d) => ({ ...d, ...ROOM_DAY_ZEROS })))
      .onConflict(addToRoomDocumentDay)
      .execute();
}

// SQLite: the same, a row per statement, each prepared once (compiled.ts runs it on the batch's connection directly):
// no round trip to save, and a statement built per batch cost more than the rows it wrote.
const avdColumns = [
  'visit_id',
  'document_id',
  'workspace_id',
  'link_id',
  'data_room_id',
  'visible_ms',
  'furthest_index',
  'sections_seen',
  'reading_ms',
  'credited_at',
] as const;
const addVisitDocument = compiled((db, p) =>
  db
    .insertInto('analytics_visit_documents')
    .values(Object.fromEntries(avdColumns.map((c) => [c, p(c)])) as never)
    .onConflict(addToVisitDocument),
);
const visitDocumentKnown = compiled((db, p) =>
  db
    .selectFrom('analytics_visit_documents')
    .select('visit_id')
    .where('visit_id', '=', p('visit_id'))
    .where('document_id', '=', p('document_id')),
);
const appendSectionLog = compiled((db, p) =>
  db.insertInto('analytics_section_log').values({
    document_id: p('document_id'),
    section_index: p('section_index'),
    old_ms: p('old_ms'),
    new_ms: p('new_ms'),
  }),
);
const addRoomDocumentDay = compiled((db, p) =>
  db
    .insertInto('analytics_daily')
    .values({
      workspace_id: p('workspace_id'),
      day: p('day'),
      key: p('key'),
      views: p('views'),
      total_ms: p('total_ms'),
      ...ROOM_DAY_ZEROS,
    })
    .onConflict(addToRoomDocumentDay),
);

async function writeRollupsByRow(q: Q, r: AttentionRollups): Promise<void> {
  for (const d of r.documents) {
    const room = d.data_room_id !== null;
    const known = room && (await visitDocumentKnown.first(q, { visit_id: d.visit_id, document_id: d.document_id }));
    await addVisitDocument.execute(q, Object.fromEntries(avdColumns.map((c) => [c, d[c]])));
    if (room)
      await addRoomDocumentDay.execute(q, {
        workspace_id: d.workspace_id,
        day: d.day,
        key: d.document_id,
        views: known ? 0 : 1,
        total_ms: d.reading_ms,
      });
  }
  for (const l of r.log) await appendSectionLog.execute(q, l);
}

const DAILY_KEY = ['workspace_id', 'dim', 'day', 'key'] as const;
const dailySet = (pg: boolean) => ({
  views: sql<number>`analytics_daily.views + excluded.views`,
  total_ms: sql<number>`analytics_daily.total_ms + excluded.total_ms`,
  completion_sum: sql<number>`analytics_daily.completion_sum + excluded.completion_sum`,
  downloads: sql<number>`analytics_daily.downloads + excluded.downloads`,
  anonymous: sql<number>`analytics_daily.anonymous + excluded.anonymous`,
  last_seen_at: pg
    ? sql<string>`greatest(analytics_daily.last_seen_at, excluded.last_seen_at)`
    : sql<string>`max(analytics_daily.last_seen_at, excluded.last_seen_at)`,
});
const dailyColumns = [...DAILY_KEY, 'views', 'total_ms', 'completion_sum', 'downloads', 'anonymous', 'last_seen_at'];
const addDailyRow = compiled((db, p) =>
  db
    .insertInto('analytics_daily')
    .values(Object.fromEntries(dailyColumns.map((c) => [c, p(c)])) as never)
    .onConflict((oc) => oc.columns([...DAILY_KEY]).doUpdateSet(dailySet(isPostgres(db))))
    .returning('views'),
);

/**
 * Adds changes to rows of analytics_daily (analytics/daily.ts: one per row, in key order) and returns each row's
 * views after it, in the changes' order. SQLite: a row per prepared statement (no round trip to save);
 * PostgreSQL: one statement per chunk of rows.
 */
export async function writeDailyChanges(q: Q, changes: readonly DailyChange[]): Promise<number[]> {
  if (!isPostgres(q)) {
    const out: number[] = [];
    for (const c of changes) out.push(Number((await addDailyRow.first(q, { ...c }))!.views));
    return out;
  }
  const views = new Map<string, number>();
  const keyOf = (r: { workspace_id: string; dim: string; day: string; key: string }) =>
    `${r.workspace_id}\u0000${r.dim}\u0000${r.day}\u0000${r.key}`;
  for (const part of chunks(changes))
    for (const r of await q
      .insertInto('analytics_daily')
      .values(part.map((c) => ({ ...c })))
      .onConflict((oc) => oc.columns([...DAILY_KEY]).doUpdateSet(dailySet(true)))
      .returning([...DAILY_KEY, 'views'])
      .execute())
      views.set(keyOf(r), Number(r.views));
  return changes.map((c) => views.get(keyOf(c))!);
}
