// Plan ceilings for rooms and links, checked inside the creating transaction: the workspace row is taken first
// on PostgreSQL (NO KEY UPDATE), so two concurrent creations cannot both slip under the ceiling.
import { isPostgres } from '../db/dialect.js';
import type { Trx } from '../events/record.js';
import { errors } from '../platform/errors.js';

const COLUMNS = { rooms: 'max_rooms', links: 'max_links' } as const;

export async function refuseOverCeiling(trx: Trx, workspaceId: string, what: keyof typeof COLUMNS, count: (trx: Trx) => Promise<number>): Promise<void> {
  let ws = trx.selectFrom('workspaces').select('plan').where('id', '=', workspaceId);
  if (isPostgres(trx)) ws = ws.forNoKeyUpdate();
  const plan = (await ws.executeTakeFirst())?.plan;
  const row = plan === undefined ? undefined : await trx.selectFrom('plans').select(['name', `${COLUMNS[what]} as max`]).where('name', '=', plan).executeTakeFirst();
  if (!row || row.max === null || row.max === undefined) return;
  const max = Number(row.max);
  if ((await count(trx)) >= max) throw errors.planLimit(`the ${row.name} plan allows ${max} ${what}; delete one or change plan`);
}
