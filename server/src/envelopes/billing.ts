// Billing of sends: each plan allows so many sends a month (plans.max_monthly_sends, null = unlimited); a
// workspace's credit balance pays for sends beyond that, one credit each. The charge runs inside the send's own
// transaction, so the charge and the send commit together or not at all; both counters move by conditional
// UPDATEs, so concurrent sends never overdraw them. A ledger that does not answer is a 503 (nothing sent).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../platform/errors.js';
import { envelopeErrors } from './errors.js';
import { ledger } from './repository/billing.js';

type Q = Kysely<Database>;

export type PaidWith = 'allowance' | 'credit' | 'unlimited';

/** 'YYYY-MM' of a moment, in UTC. */
export const periodOf = (iso: string) => iso.slice(0, 7);

/** A plan's monthly sends as stored (PostgreSQL may give a string), or null: unlimited. */
const allowanceOf = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

async function charge(trx: Q, workspaceId: string, envelopeId: string, now: string): Promise<PaidWith> {
  const period = periodOf(now);
  const ws = await ledger.planOf(trx, workspaceId);
  const allowance = allowanceOf(ws.max_monthly_sends);
  const record = (kind: string, creditsDelta: number, balanceAfter: number | null) =>
    ledger.record(trx, { workspaceId, kind, period, creditsDelta, balanceAfter, envelopeId, note: null, at: now });

  await ledger.openPeriod(trx, { workspaceId, period });
  if (allowance === null) {
    await ledger.countSend(trx, { workspaceId, period });
    await record('send.unlimited', 0, null);
    return 'unlimited';
  }
  if (await ledger.countSend(trx, { workspaceId, period, within: allowance })) {
    await record('send.allowance', 0, null);
    return 'allowance';
  }
  if (await ledger.debitCredit(trx, { workspaceId, at: now })) {
    const after = await ledger.creditsOf(trx, workspaceId);
    // The debit just took a credit from this account, in this transaction.
    if (after === undefined) throw new Error(`no billing account for ${workspaceId}`);
    await record('send.credit', -1, after);
    return 'credit';
  }
  throw envelopeErrors.paymentRequired(ws.plan, allowance, (await ledger.creditsOf(trx, workspaceId)) ?? 0);
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
  const ws = await ledger.balanceRow(db, workspaceSlug, periodOf(now));
  if (!ws) return undefined;
  return {
    workspace: ws.slug,
    plan: ws.plan,
    credits: Number(ws.credits ?? 0),
    monthlySends: allowanceOf(ws.max_monthly_sends),
    sendsThisMonth: Number(ws.sends ?? 0),
  };
}

/** Sets a workspace's credit balance (admin), recording the change in the ledger. Undefined: no such workspace. */
export async function setCredits(db: Q, workspaceSlug: string, credits: number): Promise<Balance | undefined> {
  const now = new Date().toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const workspaceId = await ledger.workspaceIdOf(trx, workspaceSlug);
    if (!workspaceId) return false;
    const before = await ledger.creditsOf(trx, workspaceId);
    await ledger.setCredits(trx, { workspaceId, credits, at: now });
    await ledger.record(trx, {
      workspaceId,
      kind: 'credits.set',
      period: periodOf(now),
      creditsDelta: credits - (before ?? 0),
      balanceAfter: credits,
      envelopeId: null,
      note: 'set by admin',
      at: now,
    });
    return true;
  });
  return done ? balanceOf(db, workspaceSlug, now) : undefined;
}
