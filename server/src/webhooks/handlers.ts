// Every /hooks operation: subscribe, list, read, update, delete, ping, rotate, deliveries and samples.
import type { FastifyReply } from 'fastify';
import { newId } from '../auth/keys.js';
import { afterKey, compiled, compiledFamily } from '../db/compiled.js';
import { isUniqueViolation } from '../db/dialect.js';
import { apiContext } from '../events/backbone.js';
import { eventCatalog } from '../events/catalog.js';
import type { Trx } from '../events/record.js';
import { webhookEvents } from '../generated/operations.gen.js';
import type { Handlers } from '../handlers.js';
import { errors } from '../platform/errors.js';
import { monotonicIso } from '../platform/clock.js';
import { page } from '../platform/pagination.js';
import type { Services } from '../services.js';
import { insertDelivery } from './enqueue.js';
import { toDelivery, toHook, toHookWithSecret } from './present.js';
import { syntheticData } from './samples.js';
import { newSecret } from './sign.js';
import type { HooksTable } from './tables.js';

const KNOWN: readonly string[] = webhookEvents;
const DELIVERIES = 'hook-deliveries';

/** Merged, de-duplicated and sorted, so one set of events has one stored form. */
function normaliseEvents(list: string[] | undefined, single?: string): string[] {
  const names = [...new Set([...(list ?? []), ...(single ? [single] : [])])].sort();
  const unknown = names.filter((n) => !KNOWN.includes(n));
  if (unknown.length) {
    throw errors.unprocessable(`unknown event name${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
      unknown,
      known: [...KNOWN],
      fields: [{ field: 'body.events', message: `unknown event ${unknown.join(', ')}` }],
    });
  }
  if (names.length > 50) throw errors.validation([{ field: 'body.events', message: 'must have at most 50 events' }]);
  return names;
}

const hooksOf = compiled((db, p) =>
  db
    .selectFrom('hooks')
    .select(['id', 'url', 'events', 'active', 'failure_count', 'last_status', 'last_attempt_at', 'created_at'])
    .where('workspace_id', '=', p('ws'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

const hookById = compiled((db, p) => db.selectFrom('hooks').selectAll().where('id', '=', p('id')).where('workspace_id', '=', p('ws')));

const DELIVERY_COLUMNS = ['id', 'endpoint_id', 'event_id', 'event', 'status', 'attempts', 'response_status', 'error', 'delivered_at', 'created_at'] as const;

/** A page of an endpoint's deliveries; filters present as letters (E event, S status, A after, P with payload). */
const deliveriesQuery = compiledFamily((shape: string) => (db, p) => {
  let q = db
    .selectFrom('deliveries')
    .select(shape.includes('P') ? [...DELIVERY_COLUMNS, 'payload'] : [...DELIVERY_COLUMNS])
    .where('endpoint_id', '=', p('endpointId'));
  if (shape.includes('E')) q = q.where('event', '=', p('event'));
  if (shape.includes('S')) q = q.where('status', '=', p('status'));
  if (shape.includes('A')) q = q.where(afterKey(p, 'created_at'));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(p('limit'));
});

export function hookHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  async function checkUrl(url: string): Promise<void> {
    const res = await s.webhooks.guard.checkUrl(url);
    if (!res.ok) {
      const field = [{ field: 'body.url', message: `is refused: ${res.reason}` }];
      if (res.reason === 'https required' || res.reason === 'not a valid URL') throw errors.validation(field);
      throw errors.unprocessable(`url is refused: ${res.reason}`, { fields: field });
    }
  }

  async function findHook(q: Trx | typeof db, workspaceId: string, id: string): Promise<HooksTable> {
    const row = await hookById.first(q as typeof db, { id, ws: workspaceId });
    if (!row) throw errors.notFound('webhook endpoint');
    return row;
  }

  async function resubscribe(reply: FastifyReply, workspaceId: string, url: string, events: string): Promise<unknown | null> {
    const now = new Date().toISOString();
    const row = await db
      .updateTable('hooks')
      .set({ active: 1, failure_count: 0, updated_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('url', '=', url)
      .where('events', '=', events)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    reply.code(200);
    return { data: toHookWithSecret(row) };
  }

  return {
    listHooks: async (req) => {
      const rows = await hooksOf.execute(db, { ws: req.auth.workspace.id });
      return { data: rows.map(toHook), events: eventCatalog };
    },

    createHook: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const events = normaliseEvents(req.body.events, req.body.event);
      const url = req.body.url;
      await checkUrl(url);
      const eventsJson = JSON.stringify(events);
      const again = await resubscribe(reply, ws, url, eventsJson);
      if (again) return again as never;
      const now = new Date().toISOString();
      const row: HooksTable = {
        id: newId('hook'),
        workspace_id: ws,
        url,
        events: eventsJson,
        secret: newSecret(),
        active: 1,
        failure_count: 0,
        last_status: null,
        last_attempt_at: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
          await trx.insertInto('hooks').values(row).execute();
          await emit({ type: 'webhook.created', description: `Webhook endpoint ${url} subscribed`, metadata: { endpointId: row.id, url, events } });
        });
      } catch (err) {
        // A concurrent identical subscribe won the insert: answer as a re-subscribe.
        if (isUniqueViolation(err)) {
          const raced = await resubscribe(reply, ws, url, eventsJson);
          if (raced) return raced as never;
        }
        throw err;
      }
      reply.code(201);
      return { data: toHookWithSecret(row) };
    },

    getHook: async (req) => ({ data: toHook(await findHook(db, req.auth.workspace.id, req.params.id)) }),

    updateHook: async (req) => {
      const ws = req.auth.workspace.id;
      const body = req.body;
      const events = body.events !== undefined ? normaliseEvents(body.events) : undefined;
      if (body.url !== undefined) await checkUrl(body.url);
      try {
        const row = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
          const before = await findHook(trx, ws, req.params.id);
          const now = new Date().toISOString();
          const after = await trx
            .updateTable('hooks')
            .set({
              ...(body.url !== undefined ? { url: body.url } : {}),
              ...(events !== undefined ? { events: JSON.stringify(events) } : {}),
              ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
              // Switching an endpoint back on starts its run of failures afresh.
              ...(body.active === true ? { failure_count: 0 } : {}),
              updated_at: now,
            })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const changed = Object.keys(body).filter((k) => k !== 'url' || body.url !== before.url);
          await emit({
            type: 'webhook.updated',
            description: `Webhook endpoint ${after.url} updated (${changed.join(', ') || 'no change'})`,
            metadata: { endpointId: after.id, changed, url: after.url, events: JSON.parse(after.events), active: Boolean(after.active) },
          });
          return after;
        });
        return { data: toHook(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw errors.conflict('another endpoint already has this URL and these events');
        throw err;
      }
    },

    deleteHook: async (req, reply) => {
      const ws = req.auth.workspace.id;
      await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const gone = await trx.deleteFrom('hooks').where('id', '=', req.params.id).where('workspace_id', '=', ws).returning(['id', 'url']).executeTakeFirst();
        if (gone) await emit({ type: 'webhook.deleted', description: `Webhook endpoint ${gone.url} deleted`, metadata: { endpointId: gone.id, url: gone.url } });
      });
      return reply.code(204).send();
    },

    rotateHookSecret: async (req) => {
      const ws = req.auth.workspace.id;
      const row = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const hook = await findHook(trx, ws, req.params.id);
        const updated = await trx
          .updateTable('hooks')
          .set({ secret: newSecret(), updated_at: new Date().toISOString() })
          .where('id', '=', hook.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await emit({ type: 'webhook.rotated', description: `Signing secret of webhook endpoint ${hook.url} rotated`, metadata: { endpointId: hook.id } });
        return updated;
      });
      return { data: toHookWithSecret(row) };
    },

    pingHook: async (req) => {
      const ws = req.auth.workspace.id;
      const hook = await findHook(db, ws, req.params.id);
      const eventId = newId('evt');
      const createdAt = monotonicIso();
      const payload = JSON.stringify({ id: eventId, event: 'ping', createdAt, data: { endpointId: hook.id, message: 'ping from Dossier' } });
      // The job is leased to this request, which makes the first attempt itself; retries go through the runner.
      const lease = s.jobs.lease();
      let deliveryId: string;
      try {
        deliveryId = await db.transaction().execute((trx) => insertDelivery(trx, ws, hook.id, { eventId, event: 'ping', payload, createdAt }, lease));
      } catch (err) {
        throw errors.unprocessable('the ping delivery could not be recorded', { reason: err instanceof Error ? err.message : String(err) });
      }
      const job = await db.selectFrom('jobs').selectAll().where('ref_id', '=', deliveryId).executeTakeFirstOrThrow();
      await s.webhooks.attempt(job);
      const d = await db.selectFrom('deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirstOrThrow();
      return { data: toDelivery(d, true) as never };
    },

    listHookDeliveries: async (req) => {
      const ws = req.auth.workspace.id;
      const hook = await findHook(db, ws, req.params.id);
      const limit = req.query.limit ?? 50;
      const after = s.cursors.decode(req.query.cursor, DELIVERIES, ws);
      const withPayload = req.query.include === 'payload';
      const { event, status } = req.query;
      const shape = `${event ? 'E' : ''}${status ? 'S' : ''}${after ? 'A' : ''}${withPayload ? 'P' : ''}`;
      const rows = await deliveriesQuery(shape).execute(db, { endpointId: hook.id, event, status, limit: limit + 1, ...(after ? { at: String(after[0]), id: String(after[1]) } : {}) });
      const p = page(rows, limit, (r) => [r.created_at, r.id]);
      return {
        data: p.rows.map((r) => toDelivery(r, withPayload)) as never,
        nextCursor: p.after ? s.cursors.encode(DELIVERIES, ws, p.after) : null,
      };
    },

    listHookSamples: async (req) => {
      const event = req.query.event ?? 'ping';
      if (!KNOWN.includes(event)) throw errors.unprocessable(`unknown event name: ${event}`, { known: [...KNOWN], fields: [{ field: 'query.event', message: 'is not an event name' }] });
      const rows = await db
        .selectFrom('deliveries')
        .select(['event_id', 'payload'])
        .where('workspace_id', '=', req.auth.workspace.id)
        .where('event', '=', event)
        .where('status', '=', 'delivered')
        .orderBy('created_at', 'desc')
        .limit(30)
        .execute();
      const seen = new Set<string>();
      const data = [];
      for (const r of rows) {
        if (seen.has(r.event_id)) continue; // one event delivered to several endpoints is one sample
        seen.add(r.event_id);
        data.push(JSON.parse(r.payload));
        if (data.length === 3) break;
      }
      if (!data.length) data.push({ id: newId('evt_sample'), event, createdAt: new Date().toISOString(), data: syntheticData(event) });
      return { data };
    },
  };
}
