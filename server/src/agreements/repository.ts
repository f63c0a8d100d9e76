// The agreements library in the database, with its usage counts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AgreementsTable } from './tables.js';

type Q = Kysely<Database>;

export interface AgreementRow extends AgreementsTable {
  link_count: number;
  accepted_count: number;
}

/** Most recently edited first; `id` narrows to one. Counts: live links using it, acceptances recorded for it. */
export async function listAgreements(q: Q, workspaceId: string, id?: string): Promise<AgreementRow[]> {
  let query = q
    .selectFrom('agreements as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('share_links as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.agreement_id', '=', 'a.id')
        .where('l.deleted_at', 'is', null)
        .as('link_count'),
      eb
        .selectFrom('agreement_acceptances as x')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('x.agreement_id', '=', 'a.id')
        .as('accepted_count'),
    ])
    .where('a.workspace_id', '=', workspaceId);
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map((r) => ({
    ...r,
    revision: Number(r.revision),
    link_count: Number(r.link_count ?? 0),
    accepted_count: Number(r.accepted_count ?? 0),
  }));
}

export async function insertAgreement(q: Q, row: AgreementsTable): Promise<void> {
  await q.insertInto('agreements').values(row).execute();
}

export async function saveAgreementChanges(q: Q, id: string, patch: Partial<AgreementsTable>): Promise<void> {
  await q.updateTable('agreements').set(patch).where('id', '=', id).execute();
}

/** Deletes an agreement, its text copied onto the links that used it (they keep gating with it); returns how many. */
export async function deleteAgreementKeepingText(
  q: Q,
  a: Pick<AgreementsTable, 'id' | 'workspace_id' | 'body'>,
  at: string,
): Promise<number> {
  const moved = await q
    .updateTable('share_links')
    .set({ nda_text: a.body, agreement_id: null, updated_at: at })
    .where('agreement_id', '=', a.id)
    .where('workspace_id', '=', a.workspace_id)
    .executeTakeFirst();
  await q.deleteFrom('agreements').where('id', '=', a.id).execute();
  return Number(moved.numUpdatedRows);
}

/** The live links that gate with this agreement (a rewording asks their visitors again). */
export async function countGatingLinks(q: Q, agreementId: string): Promise<number> {
  const r = await q
    .selectFrom('share_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agreement_id', '=', agreementId)
    .where('require_nda', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
