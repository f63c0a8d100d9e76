// PostgreSQL deployments: bytes in the database, so every instance on it sees every file. A blob is a `blobs`
// row plus `blob_chunks` rows of CHUNK_BYTES each, written in one transaction (a failure leaves nothing) and
// read back a few chunks per query, so neither direction holds a whole file in memory.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { pingDatabase, type Db } from '../db/connect.js';
import { isBlobId, newBlobId } from './blob-id.js';
import { deleteMeta, insertMeta, statBlob } from './blob-meta-store.js';
import type { BlobBytes, BlobStore, StoredBlob } from './blob-store.js';
import { checkedStream } from './checked-stream.js';
import { BlobMissingError, BlobTooLargeError, unavailable } from './errors.js';
import { meter } from './metered-source.js';
import { rechunk } from './rechunk.js';

export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query by get(): ~1 MiB in flight per reader. */
const CHUNKS_PER_READ = 4;

export function createPgBlobStore(db: Db): BlobStore {
  const stat = (id: string) => statBlob(db.kysely, id);

  async function* chunksOf(id: string): AsyncGenerator<Buffer> {
    // Keyset paging on (blob_id, seq): each query is short and holds no connection between reads.
    for (let next = 0; ; ) {
      const rows = await db.kysely
        .selectFrom('blob_chunks')
        .select(['seq', 'bytes'])
        .where('blob_id', '=', id)
        .where('seq', '>=', next)
        .orderBy('seq')
        .limit(CHUNKS_PER_READ)
        .execute();
      for (const r of rows) yield Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
      if (rows.length < CHUNKS_PER_READ) return;
      next = rows[rows.length - 1].seq + 1;
    }
  }

  const bytes: BlobBytes = {
    // The `blobs` row must exist (chunks reference it); the old chunks go in the same transaction.
    async write(id, source) {
      const metered = meter(source);
      try {
        await db.kysely.transaction().execute(async (trx) => {
          await trx.deleteFrom('blob_chunks').where('blob_id', '=', id).execute();
          let seq = 0;
          for await (const b of rechunk(metered.chunks, CHUNK_BYTES))
            await trx.insertInto('blob_chunks').values({ blob_id: id, seq: seq++, bytes: b }).execute();
        });
      } catch (e) {
        if (metered.isSourceError(e)) throw e;
        throw unavailable(`write ${id}`, e);
      }
      return metered.result();
    },
    async read(id) {
      return (await bytes.size(id)) === null ? null : Readable.from(chunksOf(id), { objectMode: false });
    },
    async size(id) {
      if (!isBlobId(id)) return null;
      try {
        const row = await db.kysely
          .selectFrom('blob_chunks')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum(sql<number>`length(bytes)`).as('total')])
          .where('blob_id', '=', id)
          .executeTakeFirstOrThrow();
        return Number(row.n) === 0 ? null : Number(row.total);
      } catch (e) {
        throw unavailable(`stat ${id}`, e);
      }
    },
    async remove(id) {
      try {
        await db.kysely.deleteFrom('blob_chunks').where('blob_id', '=', id).execute();
      } catch (e) {
        throw unavailable(`delete ${id}`, e);
      }
    },
    // No list(): chunks cannot outlive their row (foreign key, one transaction), so there is nothing to sweep.
  };

  return {
    async put(source, opts = {}) {
      const metered = meter(source, opts.maxBytes);
      const id = newBlobId();
      const createdAt = new Date().toISOString();
      try {
        // Holds one pooled connection for the length of the upload; the row is invisible until commit.
        return await db.kysely.transaction().execute(async (trx) => {
          // The parent row first (chunks reference it); its size and hash are known only at the end.
          await insertMeta(trx, { id, size: 0, sha256: '', createdAt });
          let seq = 0;
          for await (const bytes of rechunk(metered.chunks, CHUNK_BYTES)) {
            await trx.insertInto('blob_chunks').values({ blob_id: id, seq: seq++, bytes }).execute();
          }
          const blob: StoredBlob = { id, ...metered.result(), createdAt };
          await trx.updateTable('blobs').set({ size: blob.size, sha256: blob.sha256 }).where('id', '=', id).execute();
          return blob;
        });
      } catch (e) {
        if (e instanceof BlobTooLargeError || metered.isSourceError(e)) throw e;
        throw unavailable('put', e);
      }
    },

    async get(id) {
      const meta = await stat(id);
      if (!meta) return null;
      // Chunks deleted under their row: missing, said before the first byte (not a stream cut short).
      if (meta.size > 0 && (await bytes.size(id)) === null) throw new BlobMissingError(id);
      return checkedStream(id, meta.size, chunksOf(id));
    },

    stat,

    async delete(id) {
      if (!isBlobId(id)) return;
      try {
        await deleteMeta(db.kysely, id); // chunks go with it (on delete cascade)
      } catch (e) {
        throw unavailable(`delete ${id}`, e);
      }
    },

    async ping() {
      try {
        await pingDatabase(db.kysely);
      } catch (e) {
        throw unavailable('reaching the database', e);
      }
    },

    bytes,
  };
}
