// The webhooks domain's queries: endpoints, their deliveries and the delivery jobs.
import type { Kysely } from 'kysely';
import { compiled, compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { enqueueJobs } from '../jobs/queue.js';
import { newId } from '../platform/ids.js';
import { keyset, keysetValues, type CursorKey } from '../platform/pagination.js';
import type { DeliveriesTable, HooksTable } from './tables.js';

type Q = Kysely<Database>;

/** The job kind that attempts one delivery (its ref_id is the delivery's id). */
export const DELIVER_JOB = 'webhook.deliver';

const hooksOf = compiled((db, p) =>
  db
    .selectFrom('hooks')
    .select(['id', 'url', 'events', 'active', 'failure_count', 'last_status', 'last_attempt_at', 'created_at'])
    .where('workspace_id', '=', p('ws'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

const hookById = compiled((db, p) =>
  db.selectFrom('hooks').selectAll().where('id', '=', p('id')).where('workspace_id', '=', p('ws')),
);

export function listHooks(q: Q, workspaceId: string) {
  return hooksOf.execute(q, { ws: workspaceId });
}

export function findHook(q: Q, workspaceId: string, id: string): Promise<HooksTable | undefined> {
  return hookById.first(q, { id, ws: workspaceId });
}

/** A new endpoint's row: active, never attempted (the subscribe action's, and a test's that seeds one). */
export function newHookRow(
  fields: Pick<HooksTable, 'workspace_id' | 'url' | 'events' | 'secret' | 'key_id'> & Partial<HooksTable>,
): HooksTable {
  const now = new Date().toISOString();
  return {
    id: newId('hook'),
    active: 1,
    failure_count: 0,
    last_status: null,
    last_attempt_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

export async function insertHook(q: Q, row: HooksTable): Promise<void> {
  await q.insertInto('hooks').values(row).execute();
}

/** The identical subscription (same URL and events), if there is one. */
export function findIdenticalHook(
  q: Q,
  workspaceId: string,
  url: string,
  events: string,
): Promise<HooksTable | undefined> {
  return q
    .selectFrom('hooks')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('url', '=', url)
    .where('events', '=', events)
    .executeTakeFirst();
}

/** A key's scopes as recorded (also once revoked or expired), or null when its row is gone. */
export async function recordedKeyScopes(q: Q, keyId: string): Promise<string[] | null> {
  const row = await q.selectFrom('api_keys').select('scopes').where('id', '=', keyId).executeTakeFirst();
  return row ? (JSON.parse(row.scopes) as string[]) : null;
}

/** Switches an identical subscription (same URL and events) back on with a fresh run; undefined when none. */
export function reactivateHook(
  q: Q,
  workspaceId: string,
  url: string,
  events: string,
  keyId: string | null,
): Promise<HooksTable | undefined> {
  return q
    .updateTable('hooks')
    .set({ active: 1, failure_count: 0, key_id: keyId, updated_at: new Date().toISOString() })
    .where('workspace_id', '=', workspaceId)
    .where('url', '=', url)
    .where('events', '=', events)
    .returningAll()
    .executeTakeFirst();
}

export function updateHook(q: Q, id: string, patch: Partial<HooksTable>): Promise<HooksTable> {
  return q.updateTable('hooks').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function deleteHook(q: Q, workspaceId: string, id: string) {
  return q
    .deleteFrom('hooks')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .returning(['id', 'url'])
    .executeTakeFirst();
}

/** The workspace's switched-on endpoints, what they subscribe to, and the key each answers to (webhooks/scopes.ts). */
// Every webhook event of every write asks this: compiled once.
const activeHooksQuery = compiled((db, p) =>
  db
    .selectFrom('hooks')
    .leftJoin('api_keys', 'api_keys.id', 'hooks.key_id')
    .select([
      'hooks.id',
      'hooks.events',
      'hooks.key_id',
      'api_keys.scopes as key_scopes',
      'api_keys.revoked_at as key_revoked_at',
      'api_keys.expires_at as key_expires_at',
    ])
    .where('hooks.workspace_id', '=', p('ws'))
    .where('hooks.active', '=', 1),
);

export function activeHooks(q: Q, workspaceId: string) {
  return activeHooksQuery.execute(q, { ws: workspaceId });
}

export interface EventBody {
  eventId: string;
  event: string;
  /** The exact JSON body, identical on every attempt. */
  payload: string;
  createdAt: string;
}

/** One delivery row and the job that attempts it; `lease` leases the job to the caller (ping sends at once). */
export async function insertDelivery(
  q: Q,
  workspaceId: string,
  endpointId: string,
  body: EventBody,
  lease?: { by: string; until: string },
): Promise<string> {
  const [id] = await insertDeliveries(q, workspaceId, [endpointId], body, lease);
  return id;
}

/** The deliveries of one event to several endpoints, and their jobs: two statements whatever their number. */
export async function insertDeliveries(
  q: Q,
  workspaceId: string,
  endpointIds: readonly string[],
  body: EventBody,
  lease?: { by: string; until: string },
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const ids = endpointIds.map(() => newId('dlv'));
  await q
    .insertInto('deliveries')
    .values(
      endpointIds.map((endpointId, i) => ({
        id: ids[i],
        workspace_id: workspaceId,
        endpoint_id: endpointId,
        event_id: body.eventId,
        event: body.event,
        payload: body.payload,
        status: 'pending' as const,
        attempts: 0,
        response_status: null,
        error: null,
        delivered_at: null,
        created_at: body.createdAt,
      })),
    )
    .execute();
  await enqueueJobs(
    q,
    ids.map((refId) => ({ kind: DELIVER_JOB, refId, lease })),
  );
  return ids;
}

export function findDelivery(q: Q, id: string): Promise<DeliveriesTable> {
  return q.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function deliveryJob(q: Q, deliveryId: string) {
  return q.selectFrom('jobs').selectAll().where('ref_id', '=', deliveryId).executeTakeFirstOrThrow();
}

/** A delivery with what attempting it needs of its endpoint. */
export function deliveryToAttempt(q: Q, id: string) {
  return q
    .selectFrom('deliveries')
    .innerJoin('hooks', 'hooks.id', 'deliveries.endpoint_id')
    .select([
      'deliveries.id',
      'deliveries.workspace_id',
      'deliveries.endpoint_id',
      'deliveries.event_id',
      'deliveries.event',
      'deliveries.payload',
      'deliveries.status',
      'deliveries.attempts',
      'hooks.url',
      'hooks.secret',
      'hooks.active',
    ])
    .where('deliveries.id', '=', id)
    .executeTakeFirst();
}

/** The delivery's outcome after an attempt. */
export async function settleDelivery(
  q: Q,
  id: string,
  patch: Pick<DeliveriesTable, 'status' | 'attempts' | 'response_status' | 'error' | 'delivered_at'>,
): Promise<void> {
  await q.updateTable('deliveries').set(patch).where('id', '=', id).execute();
}

/** A delivery to an endpoint switched off: failed without an attempt. */
export async function failUnattempted(q: Q, id: string, error: string): Promise<void> {
  await q.updateTable('deliveries').set({ status: 'failed', error }).where('id', '=', id).execute();
}

/** The endpoint's last attempt; a delivered one (`resets`) also ends its run of failures. */
export async function noteAttempt(
  q: Q,
  hookId: string,
  status: number | null,
  at: string,
  resets: boolean,
): Promise<void> {
  await q
    .updateTable('hooks')
    .set({ last_status: status, last_attempt_at: at, ...(resets ? { failure_count: 0 } : {}) })
    .where('id', '=', hookId)
    .execute();
}

/** One more failure in the endpoint's run; answers the run's length and the endpoint as it now is. */
export function countFailure(q: Q, hookId: string) {
  return q
    .updateTable('hooks')
    .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
    .where('id', '=', hookId)
    .returning(['failure_count', 'active', 'url'])
    .executeTakeFirstOrThrow();
}

const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event',
  'status',
  'attempts',
  'response_status',
  'error',
  'delivered_at',
  'created_at',
] as const;

/** A page of an endpoint's deliveries; filters present as letters (E event, S status, A after, P with payload). */
const deliveriesQuery = compiledFamily((shape: string) => (db, p) => {
  let q = db
    .selectFrom('deliveries')
    .select(shape.includes('P') ? [...DELIVERY_COLUMNS, 'payload'] : [...DELIVERY_COLUMNS])
    .where('endpoint_id', '=', p('endpointId'));
  if (shape.includes('E')) q = q.where('event', '=', p('event'));
  if (shape.includes('S')) q = q.where('status', '=', p('status'));
  return keyset(q, p, { columns: ['created_at', 'id'], after: shape.includes('A') });
});

export interface DeliveriesPage {
  endpointId: string;
  event?: string;
  status?: string;
  withPayload: boolean;
  /** The (created_at, id) key to continue after. */
  after: CursorKey | null;
  /** The page size (one more row is fetched, to know whether more follow). */
  limit: number;
}

export function listDeliveries(q: Q, f: DeliveriesPage) {
  const shape = `${f.event ? 'E' : ''}${f.status ? 'S' : ''}${f.after ? 'A' : ''}${f.withPayload ? 'P' : ''}`;
  return deliveriesQuery(shape).execute(q, {
    endpointId: f.endpointId,
    event: f.event,
    status: f.status,
    ...keysetValues(f.after, f.limit),
  });
}

/** The latest delivered payloads of an event in the workspace (several per event when it reached several endpoints). */
export function deliveredPayloads(q: Q, workspaceId: string, event: string) {
  return q
    .selectFrom('deliveries')
    .select(['event_id', 'payload'])
    .where('workspace_id', '=', workspaceId)
    .where('event', '=', event)
    .where('status', '=', 'delivered')
    .orderBy('created_at', 'desc')
    .limit(30)
    .execute();
}
