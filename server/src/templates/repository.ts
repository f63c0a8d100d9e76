// The templates domain's queries.
import type { Kysely } from 'kysely';
import { compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { keyset, keysetValues, type CursorKey } from '../platform/pagination.js';
import type { TemplatesTable } from './tables.js';

type Q = Kysely<Database>;

/** The list page: every column the list form shows (not the body), compiled once per shape. */
const listQuery = compiledFamily((shape: string) => (db, p) => {
  const q = db
    .selectFrom('templates')
    .select(['id', 'name', 'description', 'kind', 'page_count', 'recipients', 'use_count', 'created_at', 'updated_at'])
    .where('workspace_id', '=', p('ws'));
  return keyset(q, p, { columns: ['updated_at', 'id'], after: shape === 'A' });
});

/** Up to limit + 1 templates, newest change first, after the (updated_at, id) key when one is given. */
export function listTemplates(q: Q, workspaceId: string, after: CursorKey | null, limit: number) {
  return listQuery(after ? 'A' : '').execute(q, { ws: workspaceId, ...keysetValues(after, limit) });
}

export function findTemplate(q: Q, workspaceId: string, id: string): Promise<TemplatesTable | undefined> {
  return q
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export async function insertTemplate(q: Q, row: TemplatesTable): Promise<void> {
  await q.insertInto('templates').values(row).execute();
}

export function updateTemplate(q: Q, id: string, patch: Partial<TemplatesTable>): Promise<TemplatesTable> {
  return q.updateTable('templates').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function deleteTemplate(q: Q, workspaceId: string, id: string) {
  return q
    .deleteFrom('templates')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** One more document made from the template. */
export async function countUse(q: Q, id: string): Promise<void> {
  await q
    .updateTable('templates')
    .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
