// BLOB_STORE=s3: bytes as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, GCS in
// interoperability mode), metadata in the `blobs` table like the other stores, so any number of instances share
// files without putting them in the database. The object key is `blobs/<id>`: a random id, no title or address.
// Storage URLs are never handed out; every byte goes through the server (and its digest check).
//
// Writes stream: lib-storage's Upload sends parts of PART_BYTES, QUEUE_SIZE at a time, so an upload holds at most
// about PART_BYTES × QUEUE_SIZE in memory whatever its size. The object is written first, the row after it: a
// failed upload is aborted (no parts left behind), a row that fails to insert has its object removed, and a crash
// between the two leaves an object without a row, which sweepOrphans() removes later.
import { Readable } from 'node:stream';
import type { ListObjectsV2CommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { isBlobId, newBlobId } from './blob-id.js';
import { deleteRowThenBytes, insertMeta, statBlob } from './blob-meta-store.js';
import type { BlobBytes, BlobStore, StoredBlob } from './blob-store.js';
import { checkedStream } from './checked-stream.js';
import { BlobMissingError, unavailable } from './errors.js';
import { meter, type BlobSource } from './metered-source.js';
import { lazy } from '../platform/lazy.js';

// Loaded on first use: about 180 ms of start-up that disk and PostgreSQL deployments never need.
const sdk = lazy<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
const storage = lazy<typeof import('@aws-sdk/lib-storage')>('@aws-sdk/lib-storage');

const PART_BYTES = 5 * 1024 * 1024; // the S3 minimum part size
const QUEUE_SIZE = 2;
const PREFIX = 'blobs/';

export interface S3BlobStoreOptions {
  /** Tests: explicit credentials (otherwise the AWS chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Client(cfg: S3Config, opts: S3BlobStoreOptions = {}): S3Client {
  return new (sdk().S3Client)({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: opts.credentials,
    // An unreachable store must answer 503 within seconds, not hang a request: two tries, short connect timeout.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
  });
}

export function createS3BlobStore(db: Db, cfg: S3Config, opts: S3BlobStoreOptions = {}): BlobStore {
  let made: S3Client | undefined;
  const client = () => (made ??= s3Client(cfg, opts));
  const Bucket = cfg.bucket;
  const keyOf = (id: string) => PREFIX + id;
  const stat = (id: string) => statBlob(db.kysely, id);

  const isMissing = (e: unknown) => {
    const err = e as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
    return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
  };

  /** Uploads the bytes under `id`; the source's own errors (too large, client gone) come out unchanged. */
  async function upload(id: string, source: BlobSource, maxBytes?: number): Promise<{ size: number; sha256: string }> {
    const metered = meter(source, maxBytes);
    let sourceFailure: unknown;
    async function* body(): AsyncGenerator<Buffer> {
      try {
        yield* metered.chunks;
      } catch (e) {
        sourceFailure = e;
        throw e;
      }
    }
    const up = new (storage().Upload)({
      client: client(),
      params: { Bucket, Key: keyOf(id), Body: Readable.from(body(), { objectMode: false }) },
      partSize: PART_BYTES,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await up.done();
    } catch (e) {
      if (sourceFailure !== undefined) throw sourceFailure;
      throw unavailable('put', e);
    }
    return metered.result();
  }

  async function removeObject(id: string): Promise<void> {
    try {
      await client().send(new (sdk().DeleteObjectCommand)({ Bucket, Key: keyOf(id) }));
    } catch (e) {
      if (!isMissing(e)) throw unavailable(`delete ${id}`, e);
    }
  }

  async function openObject(id: string): Promise<Readable | null> {
    try {
      const out = await client().send(new (sdk().GetObjectCommand)({ Bucket, Key: keyOf(id) }));
      return out.Body as Readable;
    } catch (e) {
      if (isMissing(e)) return null;
      throw unavailable(`opening ${id}`, e);
    }
  }

  const bytes: BlobBytes = {
    write: (id, source) => upload(id, source),
    read: openObject,
    async size(id) {
      try {
        const head = await client().send(new (sdk().HeadObjectCommand)({ Bucket, Key: keyOf(id) }));
        return head.ContentLength ?? 0;
      } catch (e) {
        if (isMissing(e)) return null;
        throw unavailable(`stat ${id}`, e);
      }
    },
    remove: removeObject,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client().send(new (sdk().ListObjectsV2Command)({ Bucket, Prefix: PREFIX, ContinuationToken }));
        } catch (e) {
          throw unavailable('list', e);
        }
        for (const o of page.Contents ?? []) {
          const id = o.Key?.slice(PREFIX.length) ?? '';
          if (isBlobId(id)) yield { id, modifiedAt: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };

  return {
    async put(source, opts = {}) {
      const id = newBlobId();
      const createdAt = new Date().toISOString();
      const result = await upload(id, source, opts.maxBytes);
      const blob: StoredBlob = { id, ...result, createdAt };
      try {
        await insertMeta(db.kysely, blob);
      } catch (e) {
        await removeObject(id).catch(() => {}); // else the sweep finds it
        throw unavailable('put', e);
      }
      return blob;
    },

    async get(id) {
      const meta = await stat(id);
      if (!meta) return null;
      const body = await openObject(id);
      if (!body) throw new BlobMissingError(id);
      return checkedStream(id, meta.size, body, () => body.destroy());
    },

    stat,

    delete: (id) => deleteRowThenBytes(db.kysely, id, removeObject),

    async ping() {
      try {
        await client().send(new (sdk().HeadBucketCommand)({ Bucket }));
      } catch (e) {
        throw unavailable('reaching the bucket', e);
      }
    },

    bytes,
    close: async () => made?.destroy(),
  };
}
