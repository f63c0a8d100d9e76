// The `blobs` metadata rows, shared by both stores: stat reads the same table whichever engine holds bytes.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isBlobId } from './blob-id.js';
import type { StoredBlob } from './blob-store.js';
import { unavailable } from './errors.js';

/** stat() of either store: null for a malformed id or no row; database failures become unavailable. */
export async function statBlob(db: Kysely<Database>, id: string): Promise<StoredBlob | null> {
  if (!isBlobId(id)) return null;
  try {
    const row = await db
      .selectFrom('blobs')
      .select(['id', 'size', 'sha256', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { id: row.id, size: Number(row.size), sha256: row.sha256, createdAt: row.created_at } : null;
  } catch (e) {
    throw unavailable(`stat ${id}`, e);
  }
}

export async function insertMeta(db: Kysely<Database>, blob: StoredBlob): Promise<void> {
  await db
    .insertInto('blobs')
    .values({ id: blob.id, size: blob.size, sha256: blob.sha256, created_at: blob.createdAt })
    .execute();
}

export async function deleteMeta(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('blobs').where('id', '=', id).execute();
}

/**
 * delete() of the stores that keep bytes outside the database (disk, S3): the row first, so a failure after it
 * leaves unreferenced bytes (removed by the sweep, maintenance.ts), never a row without bytes. Idempotent.
 */
export async function deleteRowThenBytes(
  db: Kysely<Database>,
  id: string,
  removeBytes: (id: string) => Promise<void>,
): Promise<void> {
  if (!isBlobId(id)) return;
  try {
    await deleteMeta(db, id);
  } catch (e) {
    throw unavailable(`delete ${id}`, e);
  }
  await removeBytes(id);
}
