// Files in S3 over real HTTP (issue 25): a server with BLOB_STORE=s3 against s3rver takes an upload and streams it
// back; /readyz follows the bucket; with the bucket unreachable an upload answers 503 and leaves no document and
// no blob behind. A bad BLOB_STORE setting stops the server at start (exit 2) naming the variable.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_JS, makeApp, type TestApp, rowCount } from '../../test/helpers.js';
import { makePdf } from '../../test/signing-support.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';

let s3: TestS3;
let t: TestApp;
let base: string;

beforeAll(async () => {
  s3 = await startS3();
  t = await makeApp({ ...s3.env, RATE_LIMIT_PER_MINUTE: '1000000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const count = (table: 'documents' | 'blobs') => rowCount(t.db.kysely.selectFrom(table));

describe('BLOB_STORE=s3 over HTTP', () => {
  it('stores an upload in the bucket under a random key and streams it back unchanged', async () => {
    const pdf = await makePdf(3);
    const up = await fetch(`${base}/api/v1/documents/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.key}`,
        'content-type': 'application/pdf',
        'x-filename': 'Board minutes.pdf',
      },
      body: pdf,
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const doc = ((await up.json()) as { data: { id: string } }).data;
    const row = await t.db.kysely
      .selectFrom('documents')
      .select('source_blob_id')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const blobIds = [row.source_blob_id!];
    // The object key is the random blob id: no title, no file name.
    const keys: string[] = [];
    for await (const o of t.rt.blobs.bytes.list!()) keys.push(o.id);
    for (const id of blobIds) expect(keys).toContain(id);
    expect(keys.join(' ')).not.toMatch(/Board|minutes/i);

    const down = await fetch(`${base}/api/v1/documents/${doc.id}/file`, {
      headers: { authorization: `Bearer ${t.key}` },
    });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('answers /healthz and /readyz at the origin while the bucket answers', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()) as object).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await ready.json()) as object).toEqual({ status: 'ready', checks: { database: 'ok', blobStore: 'ok' } });
  });

  it('with the bucket unreachable: /readyz 503, an upload 503 with nothing half-written, /healthz still 200', async () => {
    const pdf = await makePdf(1);
    const before = { documents: await count('documents'), blobs: await count('blobs') };
    await s3.close();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toEqual({ status: 'unavailable', checks: { database: 'ok', blobStore: 'unavailable' } });
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const up = await fetch(`${base}/api/v1/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/pdf' },
      body: pdf,
    });
    expect(up.status).toBe(503);
    expect((await up.json()) as object).toMatchObject({ code: 'service_unavailable' });
    expect({ documents: await count('documents'), blobs: await count('blobs') }).toEqual(before);
  });
});

describe('a bad blob store setting', () => {
  function serve(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn('node', [MAIN_JS], { env: { ...process.env, PORT: '0', ...env } });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
  }

  it('stops the server at start with exit 2 and a message naming the variable', async () => {
    const bad = await serve({ BLOB_STORE: 'floppy' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^dossier: BLOB_STORE must be one of disk, postgres, s3/);
    const noBucket = await serve({ BLOB_STORE: 's3', S3_BUCKET: '' });
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toMatch(/^dossier: S3_BUCKET/);
  });
});
