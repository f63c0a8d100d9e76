// Plan ceilings for documents, rooms and links. The workspace's plan and its ceilings are read once and kept
// (s.facts: any change to a plan or a workspace, by any process, forgets them). Every counted resource is checked
// here, inside the transaction that adds one: where the plan has a ceiling, the workspace row is taken first on
// PostgreSQL (NO KEY UPDATE) and the ceiling read again under it, so two concurrent creations cannot both slip under
// it; on SQLite the writers take turns (one connection, its write lock held from the batch's start).
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import type { Facts } from '../platform/facts.js';
import { ceiling, ceilingUnderLock, planOfWorkspace, type Counted } from './store.js';

export interface PlanCeilings {
  name: string;
  /** Null: no ceiling. */
  documents: number | null;
  rooms: number | null;
  links: number | null;
}

/** The workspace's plan and its ceilings (undefined for no such workspace), from memory when kept. */
export function ceilingsOf(
  s: { facts: Facts },
  q: Kysely<Database>,
  workspaceId: string,
): Promise<PlanCeilings | undefined> {
  return s.facts.remember(`plan:${workspaceId}`, async () => {
    const row = await planOfWorkspace(q, workspaceId);
    return (
      row &&
      Object.freeze({
        name: row.name,
        documents: ceiling(row.max_documents),
        rooms: ceiling(row.max_rooms),
        links: ceiling(row.max_links),
      })
    );
  });
}

/**
 * 422 plan_limit when `count` has reached the plan's ceiling on `what`; a plan without one reads nothing more.
 * `trx` is the transaction that adds one (asked outside one, it only refuses early: an upload before its body).
 */
export async function refuseOverCeiling(
  s: { facts: Facts },
  trx: Kysely<Database>,
  workspaceId: string,
  what: Counted,
  count: (trx: Kysely<Database>) => Promise<number>,
): Promise<void> {
  const plan = await ceilingsOf(s, trx, workspaceId);
  if (!plan || plan[what] === null) return;
  let name = plan.name;
  let max = plan[what];
  if (isPostgres(trx)) {
    const row = await ceilingUnderLock(trx, workspaceId, what);
    if (!row || row.max === null || row.max === undefined) return;
    name = row.name;
    max = Number(row.max);
  }
  if ((await count(trx)) >= max) throw overCeiling(name, max, what);
}

/** 422 plan_limit naming the plan and its ceiling. */
export function overCeiling(plan: string, max: number, what: Counted) {
  return errors.planLimit(`the ${plan} plan allows ${max} ${what}; delete one or change plan`);
}
