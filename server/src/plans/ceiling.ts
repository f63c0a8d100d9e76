// Plan ceilings for documents, rooms and links. The workspace's plan and its ceilings are read once and kept
// (s.facts: any change to a plan or a workspace, by any process, forgets them). Every counted resource is checked
// here, inside the transaction that adds one: where the plan has a ceiling, the workspace row is taken first on
// PostgreSQL (NO KEY UPDATE) and the ceiling read again under it, so two concurrent creations cannot both slip under
// it; on SQLite the writers take turns (one connection, its write lock held from the batch's start).
import type { Kysely } from 'kysely';
import { compiled, compiledFamily } from '../db/compiled.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { ceiling } from './store.js';

const COLUMNS = { documents: 'max_documents', rooms: 'max_rooms', links: 'max_links' } as const;
type Counted = keyof typeof COLUMNS;

export interface PlanCeilings {
  name: string;
  /** Null: no ceiling. */
  documents: number | null;
  rooms: number | null;
  links: number | null;
}

// Every create asks it (from memory once read): compiled once.
const planOf = compiled((db, p) =>
  db
    .selectFrom('workspaces')
    .innerJoin('plans', 'plans.name', 'workspaces.plan')
    .select(['plans.name', 'plans.max_documents', 'plans.max_rooms', 'plans.max_links'])
    .where('workspaces.id', '=', p('ws')),
);

/** The workspace's plan and its ceilings (undefined for no such workspace), from memory when kept. */
export function ceilingsOf(
  s: Pick<Services, 'facts'>,
  q: Kysely<Database>,
  workspaceId: string,
): Promise<PlanCeilings | undefined> {
  return s.facts.remember(`plan:${workspaceId}`, async () => {
    const row = await planOf.first(q, { ws: workspaceId });
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

// The ceiling read again under the workspace row's lock (PostgreSQL), for a plan that has one.
const lockedCeiling = compiledFamily(
  (what: Counted) => (db, p) =>
    db
      .selectFrom('workspaces')
      .innerJoin('plans', 'plans.name', 'workspaces.plan')
      .select(['plans.name as name', `plans.${COLUMNS[what]} as max`])
      .where('workspaces.id', '=', p('ws'))
      .forNoKeyUpdate('workspaces'),
);

/**
 * 422 plan_limit when `count` has reached the plan's ceiling on `what`; a plan without one reads nothing more.
 * `trx` is the transaction that adds one (asked outside one, it only refuses early: an upload before its body).
 */
export async function refuseOverCeiling(
  s: Pick<Services, 'facts'>,
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
    const row = await lockedCeiling(what).first(trx, { ws: workspaceId });
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
