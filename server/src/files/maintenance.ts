// Keeping the blob store and the database in step (issue 25): `admin blobs verify` (every stored digest checked),
// `admin blobs migrate` (copy every blob to another store, digest checked, resumable) and the sweep job that
// removes what a failed or killed write left behind.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { blobPage, danglingReferences, holdersOf, knownBlobs, unreferencedBlobs } from './blob-meta-store.js';
import type { BlobStore } from './blob-store.js';
import type { BlobHolder } from './references.js';

/** A blob younger than this is never swept: its row (or the row referencing it) may still be committing. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const PAGE = 200;

interface BlobRow {
  id: string;
  size: number;
  sha256: string;
}

/** Every `blobs` row in id order, a page at a time (a large installation never loads them all). */
async function* blobRows(db: Kysely<Database>): AsyncGenerator<BlobRow> {
  for (let after = ''; ; ) {
    const rows = await blobPage(db, after, PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

async function digestOf(stream: AsyncIterable<unknown>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const c of stream) {
    hash.update(c as Buffer);
    size += (c as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

export interface BlobProblem {
  /** The blob's id. */
  id: string;
  problem: 'missing' | 'mismatch';
  /** The rows that hold it (BLOB_REFERENCES): what the operator restores it for. */
  heldBy: BlobHolder[];
}

export interface VerifyReport {
  checked: number;
  problems: BlobProblem[];
}

const problem = async (db: Kysely<Database>, id: string, kind: BlobProblem['problem']): Promise<BlobProblem> => ({
  id,
  problem: kind,
  heldBy: await holdersOf(db, id),
});

/**
 * Reads every blob's bytes and checks them against the size and SHA-256 recorded when it was stored; then finds
 * rows naming a blob whose `blobs` row is gone too (missing, whatever the store). Each problem names its holders.
 */
export async function verifyBlobs(db: Kysely<Database>, store: BlobStore): Promise<VerifyReport> {
  const report: VerifyReport = { checked: 0, problems: [] };
  for await (const row of blobRows(db)) {
    report.checked++;
    const bytes = await store.bytes.read(row.id);
    if (!bytes) {
      report.problems.push(await problem(db, row.id, 'missing'));
      continue;
    }
    const got = await digestOf(bytes);
    if (got.size !== row.size || got.sha256 !== row.sha256) report.problems.push(await problem(db, row.id, 'mismatch'));
  }
  const dangling = new Map<string, BlobHolder[]>();
  for (const { blobId, ...holder } of await danglingReferences(db))
    dangling.set(blobId, [...(dangling.get(blobId) ?? []), holder]);
  for (const [id, heldBy] of dangling) report.problems.push({ id, problem: 'missing', heldBy });
  return report;
}

export interface MigrateReport {
  copied: number;
  /** Already in the target (an earlier, interrupted run): not copied again. */
  skipped: number;
  problems: BlobProblem[];
}

/**
 * Copies every blob's bytes from `from` to `to` under the same id, checking each copy against the recorded digest
 * (a copy that does not match is removed from the target and reported). Resumable: a blob whose bytes the target
 * already holds at the recorded size is skipped (every store writes all or nothing, so a right-sized copy is a
 * finished one). Safe while the server runs on `from`: run it again after switching BLOB_STORE to catch blobs
 * written in between.
 */
export async function migrateBlobs(
  db: Kysely<Database>,
  from: BlobStore,
  to: BlobStore,
  onProgress?: (id: string, done: number) => void,
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, problems: [] };
  for await (const row of blobRows(db)) {
    if ((await to.bytes.size(row.id)) === row.size && row.size > 0) {
      report.skipped++;
      continue;
    }
    const bytes = await from.bytes.read(row.id);
    if (!bytes) {
      // Maybe already moved and removed from the source; otherwise a blob lost before the move.
      if ((await to.bytes.size(row.id)) === row.size) report.skipped++;
      else report.problems.push(await problem(db, row.id, 'missing'));
      continue;
    }
    const written = await to.bytes.write(row.id, bytes);
    if (written.size !== row.size || written.sha256 !== row.sha256) {
      await to.bytes.remove(row.id);
      report.problems.push(await problem(db, row.id, 'mismatch'));
      continue;
    }
    report.copied++;
    onProgress?.(row.id, report.copied);
  }
  return report;
}

export interface SweepReport {
  /** `blobs` rows (and their bytes) that no domain row references: a write whose row rolled back. */
  unreferenced: number;
  /** Bytes in the store without any `blobs` row: a put killed between the object and its row. */
  strayBytes: number;
}

/**
 * Removes what failed writes left behind, once across instances (a recurring job). An action deletes its blob
 * when its own row fails, but a process killed in between, or a store that failed the delete, leaves a blob that
 * nothing references; and a put killed after writing bytes but before their `blobs` row leaves stray bytes.
 */
export async function sweepOrphanBlobs(db: Kysely<Database>, store: BlobStore, now = Date.now()): Promise<SweepReport> {
  const cutoff = new Date(now - SWEEP_GRACE_MS).toISOString();
  const report: SweepReport = { unreferenced: 0, strayBytes: 0 };
  // A blob no row of BLOB_REFERENCES names (and older than the grace) is an orphan.
  for (const id of await unreferencedBlobs(db, cutoff, 1000)) {
    await store.delete(id);
    report.unreferenced++;
  }
  if (!store.bytes.list) return report;
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const known = await knownBlobs(db, batch);
    for (const id of batch) {
      if (known.has(id)) continue;
      await store.bytes.remove(id);
      report.strayBytes++;
    }
    batch = [];
  };
  for await (const o of store.bytes.list()) {
    if (o.modifiedAt.getTime() >= now - SWEEP_GRACE_MS) continue;
    batch.push(o.id);
    if (batch.length >= PAGE) await flush();
  }
  await flush();
  return report;
}
