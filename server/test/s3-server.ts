// A real S3-compatible server for the tests (s3rver, from the registry): on 127.0.0.1, a free port, a temp folder,
// one bucket. Credentials are s3rver's built-in pair, given through the standard AWS variables so the SDK's own
// provider chain is what finds them (as it would in production).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { BlobStoreKind } from '../src/config.js';

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The server's environment for BLOB_STORE=s3 (credentials included, for child processes). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3(bucket = 'dossier-test'): Promise<TestS3> {
  Object.assign(process.env, S3_CREDENTIALS);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const addr = (await server.run()) as { port: number };
  let closed = false;
  const endpoint = `http://127.0.0.1:${addr.port}`;
  return {
    bucket,
    endpoint,
    env: { BLOB_STORE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3_CREDENTIALS },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The stores a suite over every blob store runs against: disk and S3 on SQLite; PostgreSQL's as well on it. */
export const TEST_BLOB_STORES: BlobStoreKind[] = process.env.DATABASE_URL ? ['postgres', 'disk', 's3'] : ['disk', 's3'];

/** One s3rver for the calling suite: started before its tests, closed after; the getter reads it once started. */
export function suiteS3(): () => TestS3 {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  return () => {
    if (!s3) throw new Error('the suite s3rver is not started yet');
    return s3;
  };
}
