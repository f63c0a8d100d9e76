// Plan ceilings for rooms and links, checked inside the creating transaction: where the plan has one, the
// workspace row is taken first on PostgreSQL (NO KEY UPDATE), so two concurrent creations cannot both slip under
// the ceiling.
import { compiledFamily } from '../db/compiled.js';
import { isPostgres } from '../db/dialect.js';
import type { Trx } from '../events/record.js';
import { errors } from '../platform/errors.js';

const COLUMNS = { rooms: 'max_rooms', links: 'max_links' } as const;

// The workspace's plan and its ceiling in one statement, compiled once per ceiling (every create runs it), and once
// more taking the workspace row on PostgreSQL.
const ceilingOf = compiledFamily((shape: `${keyof typeof COLUMNS}${'' | ':lock'}`) => (db, p) => {
  const [what, lock] = shape.split(':') as [keyof typeof COLUMNS, string | undefined];
  const q = db
    .selectFrom('workspaces')
    .innerJoin('plans', 'plans.name', 'workspaces.plan')
    .select(['plans.name as name', `plans.${COLUMNS[what]} as max`])
    .where('workspaces.id', '=', p('ws'));
  return lock && isPostgres(db) ? q.forNoKeyUpdate('workspaces') : q;
});

export async function refuseOverCeiling(trx: Trx, workspaceId: string, what: keyof typeof COLUMNS, count: (trx: Trx) => Promise<number>): Promise<void> {
  // A plan without this ceiling (self-hosted, enterprise) takes no lock: the workspace's creations do not queue
  // behind each other for a count nobody checks. One with a ceiling is read again under the lock.
  const open = await ceilingOf(what).first(trx, { ws: workspaceId });
  if (!open || open.max === null || open.max === undefined) return;
  const row = isPostgres(trx) ? await ceilingOf(`${what}:lock`).first(trx, { ws: workspaceId }) : open;
  if (!row || row.max === null || row.max === undefined) return;
  const max = Number(row.max);
  if ((await count(trx)) >= max) throw errors.planLimit(`the ${row.name} plan allows ${max} ${what}; delete one or change plan`);
}
