// Plans are data: named ceilings (documents, rooms, links, sends per month; null = no ceiling) that the operator
// manages with `admin plans`, and the plan every new workspace starts on (DOSSIER_DEFAULT_PLAN).
import type { Kysely } from 'kysely';
import { ConfigError, type Config } from '../config.js';
import { compiled, compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';

export interface Ceilings {
  documents: number | null;
  rooms: number | null;
  links: number | null;
  sends: number | null;
}

export interface Plan extends Ceilings {
  name: string;
  /** Workspaces on the plan. */
  workspaces: number;
}

const COLUMNS = {
  documents: 'max_documents',
  rooms: 'max_rooms',
  links: 'max_links',
  sends: 'max_monthly_sends',
} as const;
/** A ceiling as stored (a number, or null for none; PostgreSQL may give a string) as a number or null. */
export const ceiling = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function listPlans(db: Kysely<Database>): Promise<Plan[]> {
  const rows = await db
    .selectFrom('plans')
    .leftJoin('workspaces', 'workspaces.plan', 'plans.name')
    .select((eb) => [
      'plans.name',
      'plans.max_documents',
      'plans.max_rooms',
      'plans.max_links',
      'plans.max_monthly_sends',
      eb.fn.count('workspaces.id').as('workspaces'),
    ])
    .groupBy(['plans.name', 'plans.max_documents', 'plans.max_rooms', 'plans.max_links', 'plans.max_monthly_sends'])
    .orderBy('plans.name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    documents: ceiling(r.max_documents),
    rooms: ceiling(r.max_rooms),
    links: ceiling(r.max_links),
    sends: ceiling(r.max_monthly_sends),
    workspaces: Number(r.workspaces),
  }));
}

/** Sets the given ceilings of a plan, creating it (other ceilings none) when the name is new. */
export async function setPlan(
  db: Kysely<Database>,
  name: string,
  change: Partial<Ceilings>,
): Promise<{ plan: Plan; created: boolean }> {
  const values = Object.fromEntries(Object.entries(change).map(([k, v]) => [COLUMNS[k as keyof Ceilings], v]));
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('plans')
      .values({ name, max_documents: null, max_rooms: null, max_links: null, max_monthly_sends: null, ...values })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    if (Object.keys(values).length) await trx.updateTable('plans').set(values).where('name', '=', name).execute();
    return false;
  });
  const plan = (await listPlans(db)).find((p) => p.name === name)!;
  return { plan, created };
}

/** Refuses to start (ConfigError, exit 2) when DOSSIER_DEFAULT_PLAN names no plan. */
export async function checkDefaultPlan(db: Kysely<Database>, config: Config): Promise<void> {
  const known = (await db.selectFrom('plans').select('name').orderBy('name').execute()).map((p) => p.name);
  if (!known.includes(config.defaultPlan)) {
    throw new ConfigError(
      `DOSSIER_DEFAULT_PLAN names the plan "${config.defaultPlan}", which does not exist (plans: ${known.join(', ')}); ` +
        `create it with: npm run -s admin -- plans set ${config.defaultPlan} --documents N --rooms N --links N --sends N`,
    );
  }
}

/** What a plan's ceiling counts, as the transaction adding one names it (ceiling.ts). */
export type Counted = 'documents' | 'rooms' | 'links';

// Every create asks it (from memory once read): compiled once.
const planOf = compiled((db, p) =>
  db
    .selectFrom('workspaces')
    .innerJoin('plans', 'plans.name', 'workspaces.plan')
    .select(['plans.name', 'plans.max_documents', 'plans.max_rooms', 'plans.max_links'])
    .where('workspaces.id', '=', p('ws')),
);

/** The workspace's plan and its ceilings on documents, rooms and links (undefined for no such workspace). */
export function planOfWorkspace(q: Kysely<Database>, workspaceId: string) {
  return planOf.first(q, { ws: workspaceId });
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
 * PostgreSQL, inside the transaction adding one: the plan's name and its ceiling on `what`, read under the
 * workspace row's lock (NO KEY UPDATE), held until commit.
 */
export function ceilingUnderLock(trx: Kysely<Database>, workspaceId: string, what: Counted) {
  return lockedCeiling(what).first(trx, { ws: workspaceId });
}
