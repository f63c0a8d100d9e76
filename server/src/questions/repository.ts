// Viewer questions in the database. The owner's list and a visit's own threads are compiled once (every filter
// combination of the list is one shape); messages of a page of threads come in one query.
import type { Kysely } from 'kysely';
import { compiled, compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import type { QuestionMessagesTable, QuestionThreadsTable } from './tables.js';

type Q = Kysely<Database>;

/** At most this many threads in GET /questions (the most recently opened), as the reference says. */
export const LIST_LIMIT = 200;
/** A visit opens at most this many threads; a thread holds at most this many messages. */
export const THREADS_PER_VISIT = 100;
export const MESSAGES_PER_THREAD = 200;

function normaliseThread(t: QuestionThreadsTable): QuestionThreadsTable {
  return { ...t, awaiting_owner: Number(t.awaiting_owner), message_count: Number(t.message_count) };
}

function normaliseMessage(m: QuestionMessagesTable): QuestionMessagesTable {
  return { ...m, delivered: Number(m.delivered) };
}

export interface ThreadFilter {
  workspaceId: string;
  awaiting?: boolean;
  documentId?: string;
  dataRoomId?: string;
  shareLinkId?: string;
  /** Lower-cased. */
  email?: string;
}

const FILTERS = [
  ['d', 'documentId', 'document_id'],
  ['r', 'dataRoomId', 'data_room_id'],
  ['s', 'shareLinkId', 'link_id'],
  ['e', 'email', 'email_key'],
] as const;

// The 200 most recently opened threads that pass the filters, then waiting ones first, latest message first.
const listQuery = compiledFamily((shape: string) => (db, p) => {
  let inner = db.selectFrom('question_threads').selectAll().where('workspace_id', '=', p('ws'));
  for (const [letter, name, column] of FILTERS) if (shape.includes(letter)) inner = inner.where(column, '=', p(name));
  if (shape.includes('a')) inner = inner.where('awaiting_owner', '=', p('awaiting'));
  const newest = inner.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT);
  return db
    .selectFrom(newest.as('t'))
    .selectAll()
    .orderBy('awaiting_owner', 'desc')
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc');
});

export async function listThreads(q: Q, f: ThreadFilter): Promise<QuestionThreadsTable[]> {
  let shape = '';
  const values: Record<string, unknown> = { ws: f.workspaceId };
  for (const [letter, name] of FILTERS) {
    if (f[name] !== undefined) (shape += letter), (values[name] = f[name]);
  }
  if (f.awaiting !== undefined) (shape += 'a'), (values.awaiting = f.awaiting ? 1 : 0);
  return (await listQuery(shape).execute(q, values)).map(normaliseThread);
}

const threadById = compiled((db, p) =>
  db.selectFrom('question_threads').selectAll().where('id', '=', p('id')).where('workspace_id', '=', p('ws')),
);

/** A thread of this workspace (another workspace's id finds nothing). */
export async function findThread(q: Q, workspaceId: string, id: string): Promise<QuestionThreadsTable | undefined> {
  const row = await threadById.first(q, { id, ws: workspaceId });
  return row && normaliseThread(row);
}

const visitThread = compiled((db, p) =>
  db.selectFrom('question_threads').selectAll().where('id', '=', p('id')).where('visit_id', '=', p('visit')),
);

/** A thread this visit opened (another visit's finds nothing). */
export async function findVisitThread(q: Q, visitId: string, id: string): Promise<QuestionThreadsTable | undefined> {
  const row = await visitThread.first(q, { id, visit: visitId });
  return row && normaliseThread(row);
}

const visitThreads = compiled((db, p) =>
  db
    .selectFrom('question_threads')
    .selectAll()
    .where('visit_id', '=', p('visit'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(THREADS_PER_VISIT),
);

/** The visit's threads, oldest first. */
export async function listVisitThreads(q: Q, visitId: string): Promise<QuestionThreadsTable[]> {
  return (await visitThreads.execute(q, { visit: visitId })).map(normaliseThread);
}

export async function countVisitThreads(q: Q, visitId: string): Promise<number> {
  const row = await q
    .selectFrom('question_threads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visit_id', '=', visitId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every message of these threads, oldest first within each, grouped by thread id. */
export async function messagesOf(q: Q, threadIds: string[]): Promise<Map<string, QuestionMessagesTable[]>> {
  const out = new Map<string, QuestionMessagesTable[]>(threadIds.map((id) => [id, []]));
  if (!threadIds.length) return out;
  const rows = await q
    .selectFrom('question_messages')
    .selectAll()
    .where('thread_id', 'in', threadIds)
    .orderBy('thread_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const r of rows) out.get(r.thread_id)!.push(normaliseMessage(r));
  return out;
}

export async function insertThread(q: Q, row: QuestionThreadsTable): Promise<void> {
  await q.insertInto('question_threads').values(row).execute();
}

export async function insertMessage(q: Q, row: QuestionMessagesTable): Promise<void> {
  await q.insertInto('question_messages').values(row).execute();
}

/**
 * Records a new message on the thread: who spoke last, when, and one more message; only while the thread holds
 * fewer than MESSAGES_PER_THREAD (answers undefined when it is full, changing nothing).
 */
export async function bumpThread(
  q: Q,
  id: string,
  author: QuestionMessagesTable['author'],
  at: string,
): Promise<QuestionThreadsTable | undefined> {
  const row = await q
    .updateTable('question_threads')
    .set((eb) => ({
      awaiting_owner: author === 'viewer' ? 1 : 0,
      last_message_at: at,
      message_count: eb('message_count', '+', 1),
    }))
    .where('id', '=', id)
    .where('message_count', '<', MESSAGES_PER_THREAD)
    .returningAll()
    .executeTakeFirst();
  return row && normaliseThread(row);
}

export async function setDelivered(q: Q, messageId: string, delivered: boolean): Promise<void> {
  await q
    .updateTable('question_messages')
    .set({ delivered: delivered ? 1 : 0 })
    .where('id', '=', messageId)
    .execute();
}

/** The slug of the link a thread was asked on, while the link lives (the reply mail links back to it). */
export async function liveLinkSlug(q: Q, linkId: string): Promise<string | undefined> {
  const link = await q
    .selectFrom('share_links')
    .select('slug')
    .where('id', '=', linkId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return link?.slug;
}

/** The workspace's name, address and language, for the owner's notes. */
export function workspaceOf(q: Q, id: string) {
  return q.selectFrom('workspaces').select(['name', 'email', 'locale']).where('id', '=', id).executeTakeFirst();
}

/** The language the link's pages are in, if it set one. */
export async function linkLocale(q: Q, linkId: string): Promise<string | null> {
  const l = await q.selectFrom('share_links').select('locale').where('id', '=', linkId).executeTakeFirst();
  return l?.locale ?? null;
}
