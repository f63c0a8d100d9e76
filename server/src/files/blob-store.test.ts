import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, proxiedDatabaseUrl, rowCount } from '../../test/helpers.js';
import { suiteS3, TEST_BLOB_STORES } from '../../test/s3-server.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connect.js';
import {
  BlobMissingError,
  BlobStoreUnavailableError,
  BlobTooLargeError,
  createBlobStore,
  type BlobStore,
} from './blob-store.js';
import { CHUNK_BYTES } from './pg-blob-store.js';
import { rechunk } from './rechunk.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/** A Readable that hands out `data` in many uneven pieces, asynchronously, as a network upload would. */
function trickle(data: Buffer, maxPiece = 7_000): Readable {
  let off = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        if (off >= data.length) return void this.push(null);
        const n = 1 + Math.floor(Math.random() * maxPiece);
        this.push(data.subarray(off, off + n));
        off += n;
      });
    },
  });
}

/** Every file under a folder, recursively (temp files included). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

const kinds = TEST_BLOB_STORES;
const s3 = suiteS3();

describe.each(kinds)('blob store (%s)', (kind) => {
  let db: Db;
  let dataDir: string;
  let store: BlobStore;
  let blobsDir: string;
  const isPg = () => kind === 'postgres';
  const configFor = (dir: string, extra: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      BLOB_STORE: kind,
      ...(kind === 's3' && s3().env),
      ...extra,
    });

  async function rowCounts(): Promise<{ blobs: number; chunks: number }> {
    const count = (table: 'blobs' | 'blob_chunks') => rowCount(db.kysely.selectFrom(table));
    return { blobs: await count('blobs'), chunks: await count('blob_chunks') };
  }

  async function objects(): Promise<string[]> {
    const ids: string[] = [];
    if (kind === 's3') for await (const o of store.bytes.list!()) ids.push(o.id);
    return ids.sort();
  }

  /** What a failed put must not change: rows, files (disk), objects (S3). */
  async function leftovers() {
    return { rows: await rowCounts(), files: filesUnder(blobsDir).sort(), objects: await objects() };
  }

  /** Removes the bytes of a blob behind the store's back. */
  async function loseBytes(id: string) {
    if (kind === 'postgres') await db.kysely.deleteFrom('blob_chunks').where('blob_id', '=', id).execute();
    else if (kind === 'disk') for (const f of filesUnder(blobsDir).filter((f) => f.includes(id))) fs.rmSync(f);
    else await store.bytes.remove(id);
  }

  beforeAll(async () => {
    ({ db, dataDir } = await openTestDb());
    blobsDir = path.join(dataDir, 'blobs');
    store = createBlobStore(db, configFor(dataDir));
  });
  afterAll(async () => {
    await store.close?.();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('contract', () => {
    it('round-trips a multi-MB random file with its size and sha256', async () => {
      const data = randomBytes(5 * 1024 * 1024 + 12_345);
      const blob = await store.put(Readable.from([data]));
      expect(blob.id).toMatch(/^blob_[a-z0-9]+$/);
      expect(blob).toMatchObject({ size: data.length, sha256: sha256(data) });
      expect(new Date(blob.createdAt).toISOString()).toBe(blob.createdAt);
      expect(await store.stat(blob.id)).toEqual(blob);
      const back = await readAll((await store.get(blob.id))!);
      expect(back.length).toBe(data.length);
      expect(back.equals(data)).toBe(true);
      expect(sha256(back)).toBe(blob.sha256);

      if (isPg()) {
        // Fixed-size chunks in order, the last one shorter.
        const chunks = await db.kysely
          .selectFrom('blob_chunks')
          .select(['seq', 'bytes'])
          .where('blob_id', '=', blob.id)
          .orderBy('seq')
          .execute();
        expect(chunks.length).toBe(Math.ceil(data.length / CHUNK_BYTES));
        expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
        expect(chunks.slice(0, -1).every((c) => c.bytes.length === CHUNK_BYTES)).toBe(true);
      } else if (kind === 's3') {
        expect(await store.bytes.size(blob.id)).toBe(data.length);
        expect(await objects()).toContain(blob.id);
      } else {
        // One file under its id, no temp files beside it.
        const files = filesUnder(blobsDir).filter((f) => f.includes(blob.id));
        expect(files.map((f) => path.basename(f))).toEqual([blob.id]);
        expect(fs.readFileSync(files[0]).equals(data)).toBe(true);
        expect(filesUnder(blobsDir).some((f) => f.endsWith('.tmp'))).toBe(false);
      }
    });

    it('streams a source that arrives in many small pieces (Readable and async iterable)', async () => {
      const data = randomBytes(3 * 1024 * 1024 + 1);
      const blob = await store.put(trickle(data));
      expect(blob).toMatchObject({ size: data.length, sha256: sha256(data) });
      expect((await readAll((await store.get(blob.id))!)).equals(data)).toBe(true);

      async function* pieces(): AsyncGenerator<Uint8Array> {
        for (let off = 0; off < data.length; off += 1000) yield new Uint8Array(data.subarray(off, off + 1000));
      }
      const again = await store.put(pieces());
      expect(again).toMatchObject({ size: data.length, sha256: blob.sha256 });
      expect(again.id).not.toBe(blob.id);
      expect((await readAll((await store.get(again.id))!)).equals(data)).toBe(true);
    });

    it('stores an empty file', async () => {
      const blob = await store.put(Readable.from([]));
      expect(blob).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect(await store.stat(blob.id)).toEqual(blob);
      expect((await readAll((await store.get(blob.id))!)).length).toBe(0);
    });

    it('accepts exactly maxBytes; past it, throws BlobTooLargeError and leaves nothing behind', async () => {
      const data = randomBytes(1024 * 1024);
      expect((await store.put(Readable.from([data]), { maxBytes: data.length })).size).toBe(data.length);

      const before = await leftovers();
      // Several database chunks (and a partly written temp file) exist before the limit is crossed.
      const err = await store
        .put(trickle(randomBytes(3 * 1024 * 1024), 64 * 1024), { maxBytes: 2 * 1024 * 1024 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BlobTooLargeError);
      expect((err as BlobTooLargeError).maxBytes).toBe(2 * 1024 * 1024);
      expect(await leftovers()).toEqual(before);

      const none = await store.put(Readable.from([Buffer.from('x')]), { maxBytes: 0 }).catch((e: unknown) => e);
      expect(none).toBeInstanceOf(BlobTooLargeError);
      expect(await leftovers()).toEqual(before);
    });

    it("passes the source's own error through and leaves nothing behind", async () => {
      const before = await leftovers();
      const boom = new Error('client went away');
      async function* failing(): AsyncGenerator<Uint8Array> {
        yield randomBytes(CHUNK_BYTES + 10);
        throw boom;
      }
      await expect(store.put(failing())).rejects.toBe(boom);
      expect(await leftovers()).toEqual(before);
    });

    it('answers null for a missing or malformed id', async () => {
      for (const id of ['blob_doesnotexist1', '../../etc/passwd', 'blob_../x', '']) {
        expect(await store.get(id)).toBeNull();
        expect(await store.stat(id)).toBeNull();
      }
    });

    it('deletes idempotently', async () => {
      const blob = await store.put(Readable.from([randomBytes(600 * 1024)]));
      await store.delete(blob.id);
      expect(await store.stat(blob.id)).toBeNull();
      expect(await store.get(blob.id)).toBeNull();
      await store.delete(blob.id);
      await store.delete('blob_neverexisted');
      await store.delete('../../etc/passwd');
      if (isPg()) expect(await rowCount(db.kysely.selectFrom('blob_chunks').where('blob_id', '=', blob.id))).toBe(0);
      else if (kind === 's3') expect(await store.bytes.size(blob.id)).toBeNull();
      else expect(filesUnder(blobsDir).some((f) => f.includes(blob.id))).toBe(false);
    });

    it('lets a reader stop early without harm', async () => {
      const data = randomBytes(2 * 1024 * 1024);
      const blob = await store.put(Readable.from([data]));
      const stream = (await store.get(blob.id))!;
      for await (const _ of stream) break; // destroys the stream after the first chunk
      (await store.get(blob.id))!.destroy(); // and before any
      expect((await readAll((await store.get(blob.id))!)).equals(data)).toBe(true);
    });

    it('reports a failing dependency as BlobStoreUnavailableError', async () => {
      const { db: other, dataDir: otherDir } = await openTestDb();
      const broken = createBlobStore(other, configFor(otherDir));
      const blob = await broken.put(Readable.from([Buffer.from('hello')]));
      await other.close();
      await expect(broken.stat(blob.id)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      await expect(broken.get(blob.id)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      await expect(broken.delete(blob.id)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      const objectsBefore = await objects();
      await expect(broken.put(Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      expect(await objects()).toEqual(objectsBefore); // S3: the object of the refused put was removed again
      await broken.close?.();
      fs.rmSync(otherDir, { recursive: true, force: true });
    });

    it('reports a storage failure during a write as BlobStoreUnavailableError (SQLite: disk; PostgreSQL: connection cut)', async () => {
      if (kind === 's3') {
        // Nothing listens on port 1: the store is unreachable. Nothing is written, and readiness says so.
        const unreachable = createBlobStore(db, configFor(dataDir, { S3_ENDPOINT: 'http://127.0.0.1:1' }));
        const before = await leftovers();
        await expect(unreachable.put(trickle(randomBytes(6 * 1024 * 1024), 64 * 1024))).rejects.toBeInstanceOf(
          BlobStoreUnavailableError,
        );
        await expect(unreachable.ping()).rejects.toBeInstanceOf(BlobStoreUnavailableError);
        await expect(store.ping()).resolves.toBeUndefined();
        expect(await leftovers()).toEqual(before);
        await unreachable.close?.();
        return;
      }
      if (kind === 'postgres') {
        const proxy = await proxiedDatabaseUrl();
        const { dataDir: otherDir } = await openTestDb().then(async (t) => (await t.db.close(), t));
        const other = await openDatabase({ databaseUrl: proxy.url, dataDir: otherDir, poolSize: 1 });
        const cutting = createBlobStore(other, configFor(otherDir));
        async function* source(): AsyncGenerator<Buffer> {
          yield randomBytes(CHUNK_BYTES + 10); // one chunk written inside the upload's transaction
          await proxy.cut();
          yield randomBytes(CHUNK_BYTES);
        }
        await expect(cutting.put(Readable.from(source()))).rejects.toBeInstanceOf(BlobStoreUnavailableError);
        await other.close().catch(() => {});
        fs.rmSync(otherDir, { recursive: true, force: true });
        return;
      }
      const { db: other, dataDir: otherDir } = await openTestDb();
      // A plain file where the blobs folder should be: every write under it fails.
      fs.writeFileSync(path.join(otherDir, 'blobs'), 'not a folder');
      const broken = createBlobStore(other, configFor(otherDir));
      const rowsBefore = await rowCounts();
      await expect(broken.put(Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      await expect(broken.ping()).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      expect(await rowCounts()).toEqual(rowsBefore);
      await other.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    });

    it('says a blob whose bytes were lost is missing, before a byte is read (disk: file removed; PostgreSQL: chunks removed; S3: object removed)', async () => {
      const blob = await store.put(Readable.from([Buffer.from('soon gone')]));
      await loseBytes(blob.id);
      const err = await store.get(blob.id).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BlobMissingError);
      expect((err as BlobMissingError).blobId).toBe(blob.id);
      await store.delete(blob.id);
    });

    it('is shared by every instance on the same database (PostgreSQL: any data folder; SQLite: the same one)', async () => {
      const data = randomBytes(1024 * 1024 + 3);
      const blob = await store.put(Readable.from([data]));
      // A second instance: its own pool (or SQLite connection); on PostgreSQL its own, unused, data folder.
      const secondDir =
        process.env.DATABASE_URL && kind !== 'disk'
          ? fs.mkdtempSync(path.join(path.dirname(dataDir), 'dossier-second-'))
          : dataDir;
      const second = await openDatabase({
        databaseUrl: process.env.DATABASE_URL || undefined,
        dataDir: secondDir,
        poolSize: 2,
      });
      try {
        const other = createBlobStore(second, configFor(secondDir));
        expect(await other.stat(blob.id)).toEqual(blob);
        expect((await readAll((await other.get(blob.id))!)).equals(data)).toBe(true);
        const fromOther = await other.put(Readable.from([Buffer.from('from the other instance')]));
        expect((await readAll((await store.get(fromOther.id))!)).toString()).toBe('from the other instance');
        await other.delete(blob.id);
        expect(await store.get(blob.id)).toBeNull();
        await other.close?.();
      } finally {
        await second.close();
        if (secondDir !== dataDir) fs.rmSync(secondDir, { recursive: true, force: true });
      }
    });
  });
});

describe('rechunk', () => {
  async function collect(pieces: number[], size: number): Promise<number[]> {
    async function* src(): AsyncGenerator<Buffer> {
      for (const n of pieces) yield Buffer.alloc(n, 1);
    }
    const out: number[] = [];
    for await (const b of rechunk(src(), size)) out.push(b.length);
    return out;
  }

  it('regroups into fixed-size pieces, the last one shorter', async () => {
    expect(await collect([3, 3, 3, 3], 5)).toEqual([5, 5, 2]);
    expect(await collect([23], 5)).toEqual([5, 5, 5, 5, 3]);
    expect(await collect([5, 5], 5)).toEqual([5, 5]);
    expect(await collect([1, 0, 1], 5)).toEqual([2]);
    expect(await collect([], 5)).toEqual([]);
  });
});
