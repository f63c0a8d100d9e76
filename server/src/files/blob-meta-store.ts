// The `blobs` metadata rows, shared by both stores: stat reads the same table whichever engine holds bytes; and
// the rows that name a blob (the columns of references.ts), for the sweep, `admin blobs verify` and `migrate`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isBlobId } from './blob-id.js';
import type { StoredBlob } from './blob-store.js';
import { unavailable } from './errors.js';
import { BLOB_REFERENCES, type BlobHolder, type BlobReference } from './references.js';

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

// Each table and column comes from the list above, never from input: the casts only widen Kysely's types to it.
type AnyRef = { table: 'documents'; column: 'source_blob_id' };
const asAnyRef = (r: BlobReference) => r as unknown as AnyRef;

/** Every row that holds `blobId`, in the order of BLOB_REFERENCES. */
export async function holdersOf(db: Kysely<Database>, blobId: string): Promise<BlobHolder[]> {
  const found = await Promise.all(
    BLOB_REFERENCES.map(async (r) => {
      const { table, column } = asAnyRef(r);
      const rows = await db.selectFrom(table).select('id').where(column, '=', blobId).execute();
      return rows.map((row) => ({ table: r.table, column: r.column, id: row.id }));
    }),
  );
  return found.flat();
}

/** Rows naming a blob that has no `blobs` row at all (removed from the blob table outside Dossier), a page each. */
export async function danglingReferences(
  db: Kysely<Database>,
  limit = 1000,
): Promise<(BlobHolder & { blobId: string })[]> {
  const found = await Promise.all(
    BLOB_REFERENCES.map(async (r) => {
      const { table, column } = asAnyRef(r);
      const rows = await db
        .selectFrom(table)
        .select(['id', sql<string>`${sql.ref(`${table}.${column}`)}`.as('blob_id')])
        .where(column, 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('blobs').select(sql<number>`1`.as('one')).whereRef('blobs.id', '=', `${table}.${column}`),
            ),
          ),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ table: r.table, column: r.column, id: row.id, blobId: row.blob_id }));
    }),
  );
  return found.flat();
}

/** A page of `blobs` rows in id order, after the id `after`. */
export async function blobPage(
  db: Kysely<Database>,
  after: string,
  limit: number,
): Promise<{ id: string; size: number; sha256: string }[]> {
  const rows = await db
    .selectFrom('blobs')
    .select(['id', 'size', 'sha256'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, size: Number(r.size), sha256: r.sha256 }));
}

/** Blobs stored before `cutoff` that no column of BLOB_REFERENCES names, at most `limit`. */
export async function unreferencedBlobs(db: Kysely<Database>, cutoff: string, limit: number): Promise<string[]> {
  let q = db.selectFrom('blobs').select('id').where('created_at', '<', cutoff);
  for (const r of BLOB_REFERENCES) {
    const { table, column } = asAnyRef(r);
    q = q.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(table).select(sql<number>`1`.as('one')).whereRef(`${table}.${column}`, '=', 'blobs.id'))),
    );
  }
  return (await q.limit(limit).execute()).map((r) => r.id);
}

/** The ids among `ids` that have a `blobs` row. */
export async function knownBlobs(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  return new Set((await db.selectFrom('blobs').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}
