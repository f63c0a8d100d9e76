// The tamper check: walks a workspace's chain in order and recomputes every hash. An edited row, a removed
// row (a gap in seq) or a reordered one breaks it, and the first broken entry is named.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { settleChain } from '../events/chain.js';
import { entryHash } from '../events/record.js';
import * as repo from './repository.js';

export interface ChainReport {
  workspaceId: string;
  ok: boolean;
  checked: number;
  /** The first entry that does not verify, and why. */
  broken?: { id: string | null; seq: number; reason: string };
}

const BATCH = 1000;

export async function verifyChain(db: Kysely<Database>, workspaceId: string): Promise<ChainReport> {
  await settleChain(db, workspaceId);
  let prevHash: string | null = null;
  let expectSeq = 1;
  let checked = 0;
  for (;;) {
    const rows = await repo.chainFrom(db, workspaceId, expectSeq, BATCH);
    for (const raw of rows) {
      const row = { ...raw, seq: Number(raw.seq) };
      const fail = (reason: string): ChainReport => ({
        workspaceId,
        ok: false,
        checked,
        broken: { id: row.id, seq: row.seq, reason },
      });
      if (row.seq !== expectSeq)
        return {
          workspaceId,
          ok: false,
          checked,
          broken: { id: null, seq: expectSeq, reason: `entry ${expectSeq} is missing` },
        };
      if (row.prev_hash !== prevHash) return fail('prevHash does not match the previous entry');
      const { hash, ...rest } = row;
      if (entryHash(rest) !== hash) return fail('contents do not match the hash (the entry was edited)');
      prevHash = hash;
      expectSeq++;
      checked++;
    }
    if (rows.length < BATCH) break;
  }
  const head = await repo.chainHead(db, workspaceId);
  const headSeq = head ? Number(head.seq) : 0;
  if (headSeq !== checked || (head && headSeq > 0 && head.hash !== prevHash)) {
    return {
      workspaceId,
      ok: false,
      checked,
      broken: {
        id: null,
        seq: checked + 1,
        reason: `the chain head is at ${headSeq} but ${checked} entries verify (entries removed from the end?)`,
      },
    };
  }
  return { workspaceId, ok: true, checked };
}
