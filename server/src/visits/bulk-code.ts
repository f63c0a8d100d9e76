// Bulk-download codes: six digits from a CSPRNG, mailed to the visit's address, stored only as a hash (salted
// with the visit id and a purpose of their own, so a gate code can never pass for one), valid 10 minutes and
// for 5 tries. Unlike a gate code a right one is not spent: a browser may retry the download within the 10
// minutes. A new code replaces the previous one.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashCapability } from '../auth/capability.js';
import type { LinkVisitsTable } from '../links/tables.js';
import type { Services } from '../services.js';
import { downloadErrors } from './download-errors.js';
import { CODE_TRIES, CODE_TTL_MS } from './gates.js';
import * as repo from './repository.js';

export const codeHash = (visitId: string, code: string) => hashCapability(`bulk-code:${visitId}:${code}`);

export function newBulkCode(visitId: string, now: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    code,
    patch: {
      bulk_code_hash: codeHash(visitId, code),
      bulk_code_expires_at: new Date(now + CODE_TTL_MS).toISOString(),
      bulk_code_attempts: 0,
    },
  };
}

/** When the outstanding code was sent (its expiry less its lifetime), or null. */
export function bulkCodeSentAt(v: Pick<LinkVisitsTable, 'bulk_code_expires_at'>): number | null {
  return v.bulk_code_expires_at ? Date.parse(v.bulk_code_expires_at) - CODE_TTL_MS : null;
}

/**
 * Checks a code against the visit's outstanding one: nothing to do when right; a wrong one is counted at once
 * (in its own statement, whatever happens to the rest of the call) and answers 422 with attemptsLeft; an
 * expired, spent or never-sent code answers 422 verification_code_expired.
 */
export async function checkBulkCode(
  s: Services,
  v: LinkVisitsTable,
  code: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (code === undefined) throw downloadErrors.codeRequired();
  if (!v.bulk_code_hash || !v.bulk_code_expires_at) throw downloadErrors.codeExpired('none');
  const tries = Number(v.bulk_code_attempts);
  if (tries >= CODE_TRIES) throw downloadErrors.codeExpired('spent');
  if (Date.parse(v.bulk_code_expires_at) <= now) throw downloadErrors.codeExpired('expired');
  const given = Buffer.from(codeHash(v.id, code), 'hex');
  const stored = Buffer.from(v.bulk_code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) return;
  await repo.countBulkCodeAttempt(s.db.kysely, v.id, v.bulk_code_hash);
  throw downloadErrors.codeIncorrect(Math.max(0, CODE_TRIES - tries - 1));
}
