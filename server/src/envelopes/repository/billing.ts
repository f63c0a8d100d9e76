// The credit ledger's queries: billing_usage (sends counted per workspace and month), billing_accounts (the
// credit balance) and billing_ledger (one row per charge or change). The rules (which pays for a send, what is
// refused) are billing.ts's; both counters move here by conditional UPDATEs, so concurrent sends never overdraw them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

type Q = Kysely<Database>;

export interface LedgerEntry {
  workspaceId: string;
  kind: string;
  period: string;
  creditsDelta: number;
  balanceAfter: number | null;
  envelopeId: string | null;
  note: string | null;
  at: string;
}

export const ledger = {
  /** The workspace's plan and its monthly sends (null or undefined: unlimited, or no such plan). */
  planOf(q: Q, workspaceId: string) {
    return q
      .selectFrom('workspaces')
      .leftJoin('plans', 'plans.name', 'workspaces.plan')
      .select(['workspaces.plan', 'plans.max_monthly_sends'])
      .where('workspaces.id', '=', workspaceId)
      .executeTakeFirstOrThrow();
  },

  /** Appends one row to the ledger. */
  async record(q: Q, e: LedgerEntry): Promise<void> {
    await q
      .insertInto('billing_ledger')
      .values({
        id: newId('led'),
        workspace_id: e.workspaceId,
        kind: e.kind,
        period: e.period,
        credits_delta: e.creditsDelta,
        balance_after: e.balanceAfter,
        envelope_id: e.envelopeId,
        note: e.note,
        created_at: e.at,
      })
      .execute();
  },

  /** Starts the month's count of sends at 0 (nothing when it has started). */
  async openPeriod(q: Q, { workspaceId, period }: { workspaceId: string; period: string }): Promise<void> {
    await q
      .insertInto('billing_usage')
      .values({ workspace_id: workspaceId, period, sends: 0 })
      .onConflict((oc) => oc.columns(['workspace_id', 'period']).doNothing())
      .execute();
  },

  /**
   * Counts one send in the month; with `within`, only while fewer than that many were counted. Whether it counted.
   */
  async countSend(
    q: Q,
    { workspaceId, period, within }: { workspaceId: string; period: string; within?: number },
  ): Promise<boolean> {
    let update = q
      .updateTable('billing_usage')
      .set((eb) => ({ sends: eb('sends', '+', 1) }))
      .where('workspace_id', '=', workspaceId)
      .where('period', '=', period);
    if (within !== undefined) update = update.where('sends', '<', within);
    const done = await update.executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },

  /** Takes one credit from the balance, when it holds one. Whether it did. */
  async debitCredit(q: Q, { workspaceId, at }: { workspaceId: string; at: string }): Promise<boolean> {
    const paid = await q
      .updateTable('billing_accounts')
      .set((eb) => ({ credits: eb('credits', '-', 1), updated_at: at }))
      .where('workspace_id', '=', workspaceId)
      .where('credits', '>=', 1)
      .executeTakeFirst();
    return Number(paid.numUpdatedRows) === 1;
  },

  /** The workspace's credit balance (undefined: it has no account yet). */
  async creditsOf(q: Q, workspaceId: string): Promise<number | undefined> {
    const row = await q
      .selectFrom('billing_accounts')
      .select('credits')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return row && Number(row.credits);
  },

  /** Sets the workspace's credit balance, opening its account when it has none. */
  async setCredits(
    q: Q,
    { workspaceId, credits, at }: { workspaceId: string; credits: number; at: string },
  ): Promise<void> {
    await q
      .insertInto('billing_accounts')
      .values({ workspace_id: workspaceId, credits, updated_at: at })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ credits, updated_at: at }))
      .execute();
  },

  /** A workspace's plan, monthly sends, credits and sends counted in `period`, by its slug. */
  balanceRow(q: Q, workspaceSlug: string, period: string) {
    return q
      .selectFrom('workspaces')
      .leftJoin('plans', 'plans.name', 'workspaces.plan')
      .leftJoin('billing_accounts', 'billing_accounts.workspace_id', 'workspaces.id')
      .leftJoin('billing_usage', (j) =>
        j.onRef('billing_usage.workspace_id', '=', 'workspaces.id').on('billing_usage.period', '=', period),
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
  },

  /** A workspace's id by its slug (the admin names workspaces by slug). */
  async workspaceIdOf(q: Q, workspaceSlug: string): Promise<string | undefined> {
    const ws = await q.selectFrom('workspaces').select('id').where('slug', '=', workspaceSlug).executeTakeFirst();
    return ws?.id;
  },
};
