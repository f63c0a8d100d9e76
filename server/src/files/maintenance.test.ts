// Files and the database kept in step (issue 25): `admin blobs verify` (every digest, exit 3 when a file is missing
// or altered), `admin blobs migrate --to s3` and back (digest checked, resumable), and the sweep that removes a
// blob whose row rolled back and bytes whose row was never written. On a database of its own (PostgreSQL) or a
// fresh data folder (SQLite), so global counts mean something; S3 is a real s3rver.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JS, bearer, makeApp, type TestApp, rowCount } from '../../test/helpers.js';
import { ownDatabase } from '../../test/proof/state.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { makePdf } from '../../test/signing-support.js';
import { loadConfig } from '../config.js';
import { createBlobStore, type BlobStore } from './blob-store.js';
import { SWEEP_GRACE_MS, sweepOrphanBlobs } from './maintenance.js';

const run = promisify(execFile);

let s3: TestS3;
let own: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestApp;
let inS3: BlobStore;
let env: Record<string, string>;
const docs: { id: string; pdf: Buffer }[] = [];

/** Runs the built admin command against this test's database; resolves with its exit code and output. */
async function admin(
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run('node', [ADMIN_JS, ...args], { env: { ...process.env, ...env, ...extra } });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const blobCount = () => rowCount(t.db.kysely.selectFrom('blobs'));
/** The blob holding a document's file. */
const sourceBlobOf = async (documentId: string) =>
  (
    await t.db.kysely
      .selectFrom('documents')
      .select('source_blob_id')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow()
  ).source_blob_id!;

beforeAll(async () => {
  s3 = await startS3();
  own = await ownDatabase();
  t = await makeApp({ DATABASE_URL: own.url ?? '', RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  // The server's own settings (its default store), plus where the bucket is, for `--to s3`.
  env = {
    DATA_DIR: t.rt.config.dataDir,
    DATABASE_URL: own.url ?? '',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  delete process.env.BLOB_STORE;
  inS3 = createBlobStore(t.db, loadConfig({ ...env, BLOB_STORE: 's3' }));
  for (let i = 1; i <= 2; i++) {
    const pdf = await makePdf(i);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(res.statusCode, res.body).toBe(201);
    docs.push({ id: res.json().data.id, pdf });
  }
  // Past one multipart part (5 MiB), so the copy to S3 goes in parts.
  await t.rt.blobs.put(Readable.from([randomBytes(6 * 1024 * 1024 + 7)]));
}, 60_000);
afterAll(async () => {
  await inS3?.close?.();
  await t?.close();
  await own?.drop();
  await s3?.close();
});

describe('admin blobs verify and migrate', () => {
  it("verifies every file in the server's store", async () => {
    const res = await admin(['blobs', 'verify', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ checked: await blobCount(), problems: [] });
  });

  it('migrates to S3 with every digest checked, and resumes where a run stopped', async () => {
    const total = await blobCount();
    const first = await admin(['blobs', 'migrate', '--to', 's3', '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ to: 's3', copied: total, skipped: 0, problems: [] });

    // Nothing left to do; then one copy lost (an interrupted run) is the only one copied again.
    expect(JSON.parse((await admin(['blobs', 'migrate', '--to', 's3', '--json'])).stdout)).toMatchObject({
      copied: 0,
      skipped: total,
    });
    const docBlob = await sourceBlobOf(docs[0].id);
    await inS3.bytes.remove(docBlob);
    expect(JSON.parse((await admin(['blobs', 'migrate', '--to', 's3', '--json'])).stdout)).toMatchObject({
      copied: 1,
      skipped: total - 1,
      problems: [],
    });

    // The bucket now serves every file, through the digest-checking store, to a server switched to BLOB_STORE=s3.
    const verified = await admin(['blobs', 'verify', '--json'], { BLOB_STORE: 's3' });
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toEqual({ checked: total, problems: [] });
    const back = await inS3.get(docBlob);
    const parts: Buffer[] = [];
    for await (const c of back!) parts.push(c as Buffer);
    expect(Buffer.concat(parts).equals(docs[0].pdf)).toBe(true);
  });

  it('reports a missing and an altered file (exit 3) and migrates back without copying an altered one', async () => {
    const ids = (
      await t.db.kysely
        .selectFrom('documents')
        .select('source_blob_id')
        .where(
          'id',
          'in',
          docs.map((d) => d.id),
        )
        .execute()
    )
      .map((r) => r.source_blob_id!)
      .sort();
    const [altered, missing] = ids;
    const original = await inS3.bytes.read(altered);
    const bytes: Buffer[] = [];
    for await (const c of original!) bytes.push(c as Buffer);
    const changed = Buffer.concat(bytes);
    changed[changed.length - 10] ^= 0xff;
    await inS3.bytes.write(altered, Readable.from([changed]));
    await inS3.bytes.remove(missing);
    // A third document whose `blobs` row itself was deleted (from the blob table, outside Dossier): no blob to
    // check, found through the columns that hold blob ids (files/references.ts).
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
      payload: await makePdf(1),
    });
    expect(third.statusCode, third.body).toBe(201);
    const thirdId = third.json().data.id as string;
    const rowless = await sourceBlobOf(thirdId);
    await t.db.kysely.deleteFrom('blobs').where('id', '=', rowless).execute();
    const docOf = async (blobId: string) =>
      (
        await t.db.kysely
          .selectFrom('documents')
          .select('id')
          .where('source_blob_id', '=', blobId)
          .executeTakeFirstOrThrow()
      ).id;

    const res = await admin(['blobs', 'verify'], { BLOB_STORE: 's3' });
    expect(res.code).toBe(3);
    expect(res.stdout).toContain(`ALTERED  ${altered}  held by documents.source_blob_id of ${await docOf(altered)}`);
    expect(res.stdout).toContain(`MISSING  ${missing}  held by documents.source_blob_id of ${await docOf(missing)}`);
    expect(res.stdout).toContain(`MISSING  ${rowless}  held by documents.source_blob_id of ${thirdId}`);
    expect(res.stdout).toMatch(/files checked, 3 with a problem/);
    const json = JSON.parse((await admin(['blobs', 'verify', '--json'], { BLOB_STORE: 's3' })).stdout);
    expect(json.problems).toContainEqual({
      id: rowless,
      problem: 'missing',
      heldBy: [{ table: 'documents', column: 'source_blob_id', id: thirdId }],
    });
    await t.db.kysely.deleteFrom('documents').where('id', '=', thirdId).execute();

    // Back to the server's own store, from S3: the two damaged copies are not taken; the originals stay.
    const home = t.rt.config.blobStore.kind;
    const server = createBlobStore(t.db, t.rt.config);
    await server.bytes.remove(altered);
    const backRes = await admin(['blobs', 'migrate', '--from', 's3', '--to', home, '--json']);
    expect(backRes.code).toBe(3);
    const report = JSON.parse(backRes.stdout);
    expect(report.problems).toEqual([
      {
        id: altered,
        problem: 'mismatch',
        heldBy: [{ table: 'documents', column: 'source_blob_id', id: await docOf(altered) }],
      },
    ]);
    expect(await server.bytes.size(altered)).toBeNull(); // the bad copy was removed from the target, not kept
    expect(await server.bytes.size(missing)).not.toBeNull();

    const usage = await admin(['blobs', 'migrate', '--to', 'tape']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--to must be one of disk, postgres, s3/);
    const same = await admin(['blobs', 'migrate', '--to', home]);
    expect(same.code).toBe(2);
  });
});

describe('the orphan sweep', () => {
  it('removes a blob no row references and bytes without a row, once they are older than the grace period', async () => {
    const later = Date.now() + SWEEP_GRACE_MS + 60_000;
    // A write whose row rolled back: the blob exists, nothing references it.
    const orphan = await inS3.put(Readable.from([Buffer.from('a rolled-back upload')]));
    // A put killed between the object and its row: bytes in the bucket, no row.
    await inS3.bytes.write('blob_stray0000001', Readable.from([Buffer.from('no row')]));
    const referenced = await sourceBlobOf(docs[1].id);

    // Within the grace period nothing is touched.
    expect(await sweepOrphanBlobs(t.db.kysely, inS3)).toEqual({ unreferenced: 0, strayBytes: 0 });
    expect(await inS3.stat(orphan.id)).not.toBeNull();

    const swept = await sweepOrphanBlobs(t.db.kysely, inS3, later);
    // The orphan, and the large unreferenced blob put directly by the test set-up.
    expect(swept.unreferenced).toBe(2);
    expect(swept.strayBytes).toBe(1);
    expect(await inS3.stat(orphan.id)).toBeNull();
    expect(await inS3.bytes.size(orphan.id)).toBeNull();
    expect(await inS3.bytes.size('blob_stray0000001')).toBeNull();
    expect(await inS3.stat(referenced)).not.toBeNull();
    expect(await sweepOrphanBlobs(t.db.kysely, inS3, later)).toEqual({ unreferenced: 0, strayBytes: 0 });
  });
});
