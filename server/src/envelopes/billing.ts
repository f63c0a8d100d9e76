// Billing of sends: each plan allows so many sends a month (plans.max_monthly_sends, null = unlimited); a
// workspace's credit balance pays for sends beyond that, one credit each. The charge runs inside the send's own
// transaction, so the charge and the send commit together or not at all; both counters move by conditional
// UPDATEs, so concurrent sends never overdraw them. A ledger that does not answer is a 503 (nothing sent).
import type { Kysely } from 'kysely';
import { ApiError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import type { Database } from '../db/schema.js';
import { envelopeErrors } from './errors.js';

type Q = Kysely<Database>;

export type PaidWith = 'allowance' | 'credit' | 'unlimited';

/** 'YYYY-MM' of a moment, in UTC. */
export const periodOf = (iso: string) => iso.slice(0, 7);

async function charge(trx: Q, workspaceId: string, envelopeId: string, now: string): Promise<PaidWith> {
  const period = periodOf(now);
  const ws = await trx
    .selectFrom('workspaces')
    .leftJoin('plans', 'plans.name', 'workspaces.plan')
    .select(['workspaces.plan', 'plans.max_monthly_sends'])
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const allowance =
    ws.max_monthly_sends === null || ws.max_monthly_sends === undefined ? null : Number(ws.max_monthly_sends);
  const ledger = (kind: string, delta: number, balanceAfter: number | null) =>
    trx
      .insertInto('billing_ledger')
      .values({
        id: newId('led'),
        workspace_id: workspaceId,
        kind,
        period,
        credits_delta: delta,
        balance_after: balanceAfter,
        envelope_id: envelopeId,
        note: null,
        created_at: now,
      })
      .execute();

  await trx
    .insertInto('billing_usage')
    .values({ workspace_id: workspaceId, period, sends: 0 })
    .onConflict((oc) => oc.columns(['workspace_id', 'period']).doNothing())
    .execute();
  if (allowance === null) {
    await trx
      .updateTable('billing_usage')
      .set((eb) => ({ sends: eb('sends', '+', 1) }))
      .where('workspace_id', '=', workspaceId)
      .where('period', '=', period)
      .execute();
    await ledger('send.unlimited', 0, null);
    return 'unlimited';
  }
  const used = await trx
    .updateTable('billing_usage')
    .set((eb) => ({ sends: eb('sends', '+', 1) }))
    .where('workspace_id', '=', workspaceId)
    .where('period', '=', period)
    .where('sends', '<', allowance)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) {
    await ledger('send.allowance', 0, null);
    return 'allowance';
  }
  const paid = await trx
    .updateTable('billing_accounts')
    .set((eb) => ({ credits: eb('credits', '-', 1), updated_at: now }))
    .where('workspace_id', '=', workspaceId)
    .where('credits', '>=', 1)
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) === 1) {
    const after = await trx
      .selectFrom('billing_accounts')
      .select('credits')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    await ledger('send.credit', -1, Number(after.credits));
    return 'credit';
  }
  const balance = await trx
    .selectFrom('billing_accounts')
    .select('credits')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  throw envelopeErrors.paymentRequired(ws.plan, allowance, Number(balance?.credits ?? 0));
}

/** Charges one send (402 when neither the allowance nor a credit covers it; 503 when the ledger fails). */
export async function chargeSend(trx: Q, workspaceId: string, envelopeId: string, now: string): Promise<PaidWith> {
  try {
    return await charge(trx, workspaceId, envelopeId, now);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw envelopeErrors.billingUnavailable();
  }
}

export interface Balance {
  workspace: string;
  plan: string;
  credits: number;
  monthlySends: number | null;
  sendsThisMonth: number;
}

export async function balanceOf(
  db: Q,
  workspaceSlug: string,
  now = new Date().toISOString(),
): Promise<Balance | undefined> {
  const ws = await db
    .selectFrom('workspaces')
    .leftJoin('plans', 'plans.name', 'workspaces.plan')
    .leftJoin('billing_accounts', 'billing_accounts.workspace_id', 'workspaces.id')
    .leftJoin('billing_usage', (j) =>
      j.onRef('billing_usage.workspace_id', '=', 'workspaces.id').on('billing_usage.period', '=', periodOf(now)),
    )
    .select([
      'workspaces.slug',
      'workspaces.plan',
      'plans.max_monthly_sends',
      'billing_accounts.credits',
      'billing_usage.sends',
    ])
    .where('workspaces.slug', '=', workspaceSlug)
    .executeTakeFirst();
  if (!ws) return undefined;
  return {
    workspace: ws.slug,
    plan: ws.plan,
    credits: Number(ws.credits ?? 0),
    monthlySends:
      ws.max_monthly_sends === null || ws.max_monthly_sends === undefined ? null : Number(ws.max_monthly_sends),
    sendsThisMonth: Number(ws.sends ?? 0),
  };
}

/** Sets a workspace's credit balance (admin), recording the change in the ledger. Undefined: no such workspace. */
export async function setCredits(db: Q, workspaceSlug: string, credits: number): Promise<Balance | undefined> {
  const now = new Date().toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const ws = await trx.selectFrom('workspaces').select('id').where('slug', '=', workspaceSlug).executeTakeFirst();
    if (!ws) return false;
    const before = await trx
      .selectFrom('billing_accounts')
      .select('credits')
      .where('workspace_id', '=', ws.id)
      .executeTakeFirst();
    await trx
      .insertInto('billing_accounts')
      .values({ workspace_id: ws.id, credits, updated_at: now })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ credits, updated_at: now }))
      .execute();
    await trx
      .insertInto('billing_ledger')
      .values({
        id: newId('led'),
        workspace_id: ws.id,
        kind: 'credits.set',
        period: periodOf(now),
        credits_delta: credits - Number(before?.credits ?? 0),
        balance_after: credits,
        envelope_id: null,
        note: 'set by admin',
        created_at: now,
      })
      .execute();
    return true;
  });
  return done ? balanceOf(db, workspaceSlug, now) : undefined;
}
