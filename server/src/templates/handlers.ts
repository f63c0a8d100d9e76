// /templates: save a document as a reusable template (body fixed now; recipient slots kept with their fields,
// addresses and access codes stripped), list, read, rename, delete.
import { newId } from '../auth/keys.js';
import { afterKey, compiledFamily } from '../db/compiled.js';
import { apiContext } from '../events/backbone.js';
import { loadDocument } from '../documents/handlers.js';
import { findRecipients } from '../documents/repository.js';
import type { TemplatesTable } from '../documents/tables.js';
import type { DocContent } from '../generated/api/types.gen.js';
import type { Handlers } from '../handlers.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import { page } from '../platform/pagination.js';
import type { Services } from '../services.js';

const LIST = 'templates';

/** The list page: every column the list form shows (not the body), compiled once per shape. */
const listQuery = compiledFamily((shape: string) => (db, p) => {
  let q = db
    .selectFrom('templates')
    .select(['id', 'name', 'description', 'kind', 'page_count', 'recipients', 'use_count', 'created_at', 'updated_at'])
    .where('workspace_id', '=', p('ws'));
  if (shape === 'A') q = q.where(afterKey(p, 'updated_at'));
  return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(p('limit'));
});

function toTemplate(t: Omit<TemplatesTable, 'content' | 'workspace_id' | 'source_blob_id'> & Partial<Pick<TemplatesTable, 'content'>>, includeContent: boolean) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    kind: t.kind,
    pageCount: Number(t.page_count),
    recipients: JSON.parse(t.recipients),
    useCount: Number(t.use_count),
    createdAt: t.created_at,
    updatedAt: t.updated_at,
    ...(includeContent ? { content: t.content ? (JSON.parse(t.content) as DocContent) : null } : {}),
  };
}

export function templateHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  async function find(ws: string, id: string): Promise<TemplatesTable> {
    const t = await db.selectFrom('templates').selectAll().where('id', '=', id).where('workspace_id', '=', ws).executeTakeFirst();
    if (!t) throw errors.notFound('template');
    return t;
  }

  return {
    listTemplates: async (req) => {
      const ws = req.auth.workspace.id;
      const limit = req.query.limit ?? 50;
      const after = s.cursors.decode(req.query.cursor, LIST, ws);
      const rows = await listQuery(after ? 'A' : '').execute(db, { ws, limit: limit + 1, ...(after ? { at: String(after[0]), id: String(after[1]) } : {}) });
      const p = page(rows, limit, (r) => [r.updated_at, r.id]);
      return { data: p.rows.map((t) => toTemplate(t, false)), nextCursor: p.after ? s.cursors.encode(LIST, ws, p.after) : null } as never;
    },

    createTemplate: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const doc = await loadDocument(s, ws, req.body.documentId).catch(() => null);
      if (!doc || doc.deleted_at) throw errors.notFound('document');
      const recipients = await findRecipients(db, doc.id);
      const suffix = ' template';
      const name = req.body.name ?? `${doc.title.slice(0, 200 - suffix.length)}${suffix}`;
      const now = monotonicIso();
      const row: TemplatesTable = {
        id: newId('tpl'),
        workspace_id: ws,
        name,
        description: req.body.description || null,
        kind: doc.kind,
        page_count: Number(doc.page_count),
        content: doc.content,
        // Slots keep the recipient ids the body's fields point at; addresses and access codes are not copied.
        recipients: JSON.stringify(recipients.map((r) => ({ id: r.id, name: r.name ?? `Recipient ${r.position + 1}`, role: r.role, routingOrder: r.routing_order }))),
        source_blob_id: doc.source_blob_id,
        use_count: 0,
        created_at: now,
        updated_at: now,
      };
      await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        await trx.insertInto('templates').values(row).execute();
        await emit({ type: 'template.created', description: `Saved "${doc.title}" as template "${name}"`, documentId: doc.id, metadata: { templateId: row.id } });
      });
      reply.code(201);
      return { data: toTemplate(row, false) } as never;
    },

    getTemplate: async (req) => ({ data: toTemplate(await find(req.auth.workspace.id, req.params.id), req.query.include === 'content') }) as never,

    updateTemplate: async (req) => {
      const t = await find(req.auth.workspace.id, req.params.id);
      const patch: Partial<TemplatesTable> = { updated_at: monotonicIso() };
      if (req.body.name !== undefined) patch.name = req.body.name;
      if (req.body.description !== undefined) patch.description = req.body.description || null;
      const row = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const updated = await trx.updateTable('templates').set(patch).where('id', '=', t.id).returningAll().executeTakeFirstOrThrow();
        await emit({ type: 'template.updated', description: `Changed template "${updated.name}"`, metadata: { templateId: t.id, changed: Object.keys(req.body) } });
        return updated;
      });
      return { data: toTemplate(row, false) } as never;
    },

    deleteTemplate: async (req, reply) => {
      // Documents made from it keep their own copy of the body: untouched.
      await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        const gone = await trx.deleteFrom('templates').where('id', '=', req.params.id).where('workspace_id', '=', req.auth.workspace.id).returning(['id', 'name']).executeTakeFirst();
        if (!gone) throw errors.notFound('template'); // not idempotent, as the spec says
        await emit({ type: 'template.deleted', description: `Deleted template "${gone.name}"`, metadata: { templateId: gone.id } });
      });
      return reply.code(204).send();
    },
  };
}
