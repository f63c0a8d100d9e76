// File requests in the database: requests (the API never sees a deleted one), items, assignees, uploads, counts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type {
  FileRequestAssigneesTable,
  FileRequestItemsTable,
  FileRequestsTable,
  FileRequestUploadsTable,
} from './tables.js';

type Q = Kysely<Database>;

export interface Counts {
  items: number;
  assignees: number;
  completed: number;
  uploads: number;
}

/** Integers come back as strings from PostgreSQL bigint columns and counts. */
function normaliseRequest(r: FileRequestsTable): FileRequestsTable {
  return {
    ...r,
    require_email: Number(r.require_email),
    notify_on_upload: Number(r.notify_on_upload),
    open_page: Number(r.open_page),
    active: Number(r.active),
    remind_every_days: r.remind_every_days === null ? null : Number(r.remind_every_days),
  };
}

export function normaliseAssignee(a: FileRequestAssigneesTable): FileRequestAssigneesTable {
  return { ...a, reminder_count: Number(a.reminder_count) };
}

function normaliseUpload(u: FileRequestUploadsTable): FileRequestUploadsTable {
  return { ...u, byte_size: Number(u.byte_size) };
}

/** A live request of the workspace (not deleted), or undefined (also for another workspace's id). */
export async function findRequest(q: Q, workspaceId: string, id: string): Promise<FileRequestsTable | undefined> {
  const r = await q
    .selectFrom('file_requests')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return r && normaliseRequest(r);
}

/** A request by its slug, deleted or not (the public side says which). */
export async function findBySlug(q: Q, slug: string): Promise<FileRequestsTable | undefined> {
  const r = await q.selectFrom('file_requests').selectAll().where('slug', '=', slug).executeTakeFirst();
  return r && normaliseRequest(r);
}

/** A request by the slug it had before slugs were made unguessable (assignees' links already mailed). */
export async function findByLegacySlug(q: Q, slug: string): Promise<FileRequestsTable | undefined> {
  const r = await q.selectFrom('file_requests').selectAll().where('legacy_slug', '=', slug).executeTakeFirst();
  return r && normaliseRequest(r);
}

export async function slugTaken(q: Q, slug: string): Promise<boolean> {
  return Boolean(await q.selectFrom('file_requests').select('id').where('slug', '=', slug).executeTakeFirst());
}

export async function listRequests(q: Q, workspaceId: string): Promise<FileRequestsTable[]> {
  const rows = await q
    .selectFrom('file_requests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(normaliseRequest);
}

export async function insertRequest(q: Q, row: FileRequestsTable, items: FileRequestItemsTable[]): Promise<void> {
  await q.insertInto('file_requests').values(row).execute();
  if (items.length) await q.insertInto('file_request_items').values(items).execute();
}

export async function updateRequest(q: Q, id: string, patch: Partial<FileRequestsTable>): Promise<FileRequestsTable> {
  return normaliseRequest(
    await q.updateTable('file_requests').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function items(q: Q, requestId: string): Promise<FileRequestItemsTable[]> {
  const rows = await q
    .selectFrom('file_request_items')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
  return rows.map((i) => ({ ...i, required: Number(i.required), position: Number(i.position) }));
}

/** Current assignees (not removed), oldest first. */
export async function assignees(q: Q, requestId: string): Promise<FileRequestAssigneesTable[]> {
  const rows = await q
    .selectFrom('file_request_assignees')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(normaliseAssignee);
}

/** An assignee of the request, current or removed. */
export async function findAssignee(
  q: Q,
  requestId: string,
  id: string,
): Promise<FileRequestAssigneesTable | undefined> {
  const a = await q
    .selectFrom('file_request_assignees')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('id', '=', id)
    .executeTakeFirst();
  return a && normaliseAssignee(a);
}

export async function findAssigneeByTokenHash(q: Q, tokenHash: string): Promise<FileRequestAssigneesTable | undefined> {
  const a = await q
    .selectFrom('file_request_assignees')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return a && normaliseAssignee(a);
}

export async function insertAssignee(q: Q, row: FileRequestAssigneesTable): Promise<void> {
  await q.insertInto('file_request_assignees').values(row).execute();
}

export async function updateAssignee(
  q: Q,
  id: string,
  patch: Partial<FileRequestAssigneesTable>,
): Promise<FileRequestAssigneesTable> {
  return normaliseAssignee(
    await q
      .updateTable('file_request_assignees')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Every upload of the request, newest first; or only one assignee's. */
export async function uploads(q: Q, requestId: string, assigneeId?: string): Promise<FileRequestUploadsTable[]> {
  let query = q.selectFrom('file_request_uploads').selectAll().where('request_id', '=', requestId);
  if (assigneeId !== undefined) query = query.where('assignee_id', '=', assigneeId);
  const rows = await query.orderBy('uploaded_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(normaliseUpload);
}

export async function insertUpload(q: Q, row: FileRequestUploadsTable): Promise<void> {
  await q.insertInto('file_request_uploads').values(row).execute();
}

/** The counts of each request, in one query per table. */
export async function counts(q: Q, requestIds: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>(
    requestIds.map((id) => [id, { items: 0, assignees: 0, completed: 0, uploads: 0 }]),
  );
  if (!requestIds.length) return out;
  // Items and uploads: a count of rows per request, the same query over each table.
  for (const [table, field] of [
    ['file_request_items', 'items'],
    ['file_request_uploads', 'uploads'],
  ] as const) {
    const rows = await q
      .selectFrom(table)
      .select(['request_id', (eb) => eb.fn.countAll().as('n')])
      .where('request_id', 'in', requestIds)
      .groupBy('request_id')
      .execute();
    for (const r of rows) out.get(r.request_id)![field] = Number(r.n);
  }
  const assigneeRows = await q
    .selectFrom('file_request_assignees')
    .select([
      'request_id',
      (eb) => eb.fn.countAll().as('n'),
      sql<number>`sum(case when completed_at is not null then 1 else 0 end)`.as('done'),
    ])
    .where('request_id', 'in', requestIds)
    .where('removed_at', 'is', null)
    .groupBy('request_id')
    .execute();
  for (const r of assigneeRows)
    Object.assign(out.get(r.request_id)!, { assignees: Number(r.n), completed: Number(r.done ?? 0) });
  return out;
}

/** Item ids this assignee has sent at least one file for. */
export async function itemsSentBy(q: Q, requestId: string, assigneeId: string): Promise<Set<string>> {
  const rows = await q
    .selectFrom('file_request_uploads')
    .select('item_id')
    .distinct()
    .where('request_id', '=', requestId)
    .where('assignee_id', '=', assigneeId)
    .where('item_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.item_id!));
}

/** Takes an assignee off: their uploads stay, with no assignee. */
export async function detachUploads(q: Q, assigneeId: string): Promise<void> {
  await q
    .updateTable('file_request_uploads')
    .set({ assignee_id: null })
    .where('assignee_id', '=', assigneeId)
    .execute();
}

/** The workspace a request belongs to, as its upload checks need it. */
export async function workspaceOf(q: Q, workspaceId: string) {
  return q
    .selectFrom('workspaces')
    .select(['id', 'slug', 'name', 'email', 'plan'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
}

/** The conditions of an open request that reminds: active, not deleted, with an interval, not past its due date. */
function openReminding(q: Q, iso: string) {
  return q
    .selectFrom('file_requests')
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .where('remind_every_days', 'is not', null)
    .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '>', iso)]));
}

/** The distinct reminder intervals (days) of the open requests that remind. */
export async function reminderIntervals(q: Q, iso: string): Promise<number[]> {
  const rows = await openReminding(q, iso).select('remind_every_days').distinct().execute();
  return rows.map((r) => Number(r.remind_every_days));
}

/** Up to `limit` assignees still waited on, on open requests reminding every `days`, last mailed at or before `threshold`; oldest mail first. */
export async function assigneesDueReminder(
  q: Q,
  { days, iso, threshold, limit }: { days: number; iso: string; threshold: string; limit: number },
): Promise<FileRequestAssigneesTable[]> {
  return q
    .selectFrom('file_request_assignees as a')
    .innerJoin('file_requests as r', 'r.id', 'a.request_id')
    .selectAll('a')
    .where('r.active', '=', 1)
    .where('r.deleted_at', 'is', null)
    .where('r.remind_every_days', '=', days)
    .where((eb) => eb.or([eb('r.due_at', 'is', null), eb('r.due_at', '>', iso)]))
    .where('a.removed_at', 'is', null)
    .where('a.completed_at', 'is', null)
    .where(sql<string>`coalesce(a.reminded_at, a.sent_at, a.created_at)`, '<=', threshold)
    .orderBy(sql`coalesce(a.reminded_at, a.sent_at, a.created_at)`)
    .limit(limit)
    .execute();
}

/** The open reminding requests due after `iso` and by `until`. */
export async function requestsDueBy(
  q: Q,
  { iso, until }: { iso: string; until: string },
): Promise<FileRequestsTable[]> {
  return openReminding(q, iso).selectAll().where('due_at', '>', iso).where('due_at', '<=', until).execute();
}

/** Up to `limit` assignees of a request still waited on, last mailed before `before`. */
export async function assigneesMailedBefore(
  q: Q,
  { requestId, before, limit }: { requestId: string; before: string; limit: number },
): Promise<FileRequestAssigneesTable[]> {
  return q
    .selectFrom('file_request_assignees')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('removed_at', 'is', null)
    .where('completed_at', 'is', null)
    .where(sql<string>`coalesce(reminded_at, sent_at, created_at)`, '<', before)
    .limit(limit)
    .execute();
}

/**
 * Claims a reminder: moves remindedAt from the value the sweep read to `iso`, so of two sweeps at once only one
 * sends it. Returns whether this one did.
 */
export async function claimReminder(
  q: Q,
  a: Pick<FileRequestAssigneesTable, 'id' | 'reminded_at' | 'reminder_count'>,
  iso: string,
): Promise<boolean> {
  const claimed = await q
    .updateTable('file_request_assignees')
    .set({ reminded_at: iso, reminder_count: a.reminder_count + 1 })
    .where('id', '=', a.id)
    .where('removed_at', 'is', null)
    .where('completed_at', 'is', null)
    .where((eb) => (a.reminded_at === null ? eb('reminded_at', 'is', null) : eb('reminded_at', '=', a.reminded_at)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The workspace's names, address and language, for the mails of its requests. */
export function senderOf(q: Q, id: string) {
  return q
    .selectFrom('workspaces')
    .select(['name', 'email', 'sender_name', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
}
