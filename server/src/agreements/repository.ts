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
      eb.selectFrom('share_links as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.agreement_id', '=', 'a.id').where('l.deleted_at', 'is', null).as('link_count'),
      eb.selectFrom('agreement_acceptances as x').select(eb.fn.countAll<number>().as('n')).whereRef('x.agreement_id', '=', 'a.id').as('accepted_count'),
    ])
    .where('a.workspace_id', '=', workspaceId);
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map((r) => ({ ...r, revision: Number(r.revision), link_count: Number(r.link_count ?? 0), accepted_count: Number(r.accepted_count ?? 0) }));
}
