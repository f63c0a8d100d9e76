// A tampered stored file is refused, not served (issue 20, item 3), over HTTP on the real database (SQLite, or
// PostgreSQL with DATABASE_URL): an executed PDF, a frozen snapshot on the signing page and an uploaded document,
// each altered by one byte in storage, answer 500 file_integrity_failed, leave an audit entry file.integrity_failed
// in their workspace and an error log line; the certificate still reports the mismatch. The streaming path (files
// above the in-memory bound) fails its stream at the end.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeApp, waitFor, type TestApp } from '../../test/helpers.js';
import { alterBlob, makePdf, seedEnvelope, signingCall } from '../../test/signing-support.js';
import { DISCLOSURE_VERSION } from '../envelopes/disclosure.js';
import { createBlobStore } from './blob-store.js';
import { FileIntegrityError } from './errors.js';
import { verifiedBlobStore, type IntegrityFailure } from './verified-blob-store.js';

let t: TestApp;
const logged: { obj: Record<string, unknown>; msg: string }[] = [];

beforeAll(async () => {
  const log = {
    info() {},
    warn() {},
    error: (obj: object, msg: string) => void logged.push({ obj: obj as Record<string, unknown>, msg }),
  };
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { log });
});
afterAll(() => t?.close());

const pub = (method: string, token: string, suffix = '', body?: object) =>
  signingCall(t, method, token, suffix, body, { 'user-agent': 'integrity test' });

/** The workspace's file.integrity_failed entries about an envelope or a document (the audit filters). */
async function integrityEntries(filter: 'envelopeId' | 'documentId', id: string) {
  const res = await t.api('GET', `/audit?type=file.integrity_failed&${filter}=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    subject: { kind: string; id: string } | null;
    metadata: Record<string, unknown>;
    family: string;
  }[];
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ code: 'file_integrity_failed' });
  expect(res.body).not.toContain('%PDF');
}

/** An envelope of one signer, seeded, whose signer has consented: the envelope and the signer's token. */
async function consentedSigner(name: string, email: string, title: string) {
  const e = await seedEnvelope(t, { recipients: [{ name, email }], title });
  const tk = e.tokens[0];
  expect(
    (await pub('POST', tk, '/consent', { accepted: true, disclosureVersion: DISCLOSURE_VERSION })).statusCode,
  ).toBe(200);
  return { e, tk };
}

describe('an executed PDF altered in storage', () => {
  it('is refused (500 file_integrity_failed), audited and logged; the certificate still says the digest does not match', async () => {
    const { e, tk } = await consentedSigner('Ada Lovelace', 'ada@integrity.test', 'Sealed deal');
    const signed = await pub('POST', tk, '/sign', { values: {}, signature: { type: 'typed', text: 'Ada Lovelace' } });
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await waitFor(
      () =>
        t.db.kysely
          .selectFrom('envelopes')
          .select(['executed_blob_id', 'completion_hash'])
          .where('id', '=', e.envelopeId)
          .where('executed_blob_id', 'is not', null)
          .executeTakeFirst(),
      60_000,
      'the executed PDF',
    );
    const sound = await t.api('GET', `/envelopes/${e.envelopeId}/pdf`);
    expect(sound.statusCode).toBe(200);
    expect(createHash('sha256').update(sound.rawPayload).digest('hex')).toBe(row.completion_hash);

    await alterBlob(t, row.executed_blob_id!);
    expectRefused(await t.api('GET', `/envelopes/${e.envelopeId}/pdf`));
    const cert = await t.api('GET', `/envelopes/${e.envelopeId}/certificate`);
    expect(cert.statusCode).toBe(200);
    expect(cert.json().data).toMatchObject({ completionHashVerified: false });

    const [entry] = await integrityEntries('envelopeId', e.envelopeId);
    expect(entry).toMatchObject({
      family: 'documents',
      subject: { kind: 'envelope', id: e.envelopeId },
      metadata: {
        blobId: row.executed_blob_id,
        expectedSha256: row.completion_hash,
        holders: [{ kind: 'envelope_executed', id: e.envelopeId }],
      },
    });
    expect(entry.metadata.actualSha256).not.toBe(row.completion_hash);
    expect(logged.some((l) => l.obj.event === 'file.integrity_failed' && l.obj.blobId === row.executed_blob_id)).toBe(
      true,
    );
  });
});

describe('a frozen snapshot altered in storage', () => {
  it("is not shown to a signer: the signing page's document answers 500 file_integrity_failed", async () => {
    const { e, tk } = await consentedSigner('Bo Signer', 'bo@integrity.test', 'Frozen terms');
    expect((await pub('GET', tk, '/document.pdf')).statusCode).toBe(200);
    await alterBlob(t, e.snapshotBlobId);
    expectRefused(await pub('GET', tk, '/document.pdf'));
    // One entry, found through the envelope and through the document whose file the snapshot is.
    const [entry] = await integrityEntries('envelopeId', e.envelopeId);
    expect(entry.metadata).toMatchObject({
      blobId: e.snapshotBlobId,
      holders: expect.arrayContaining([
        { kind: 'envelope_snapshot', id: e.envelopeId },
        { kind: 'document', id: e.documentId },
      ]),
    });
    expect((await integrityEntries('documentId', e.documentId)).map((x) => x.metadata.blobId)).toContain(
      e.snapshotBlobId,
    );
  });
});

describe('an uploaded document altered in storage', () => {
  it("GET /documents/{id}/file answers 500 file_integrity_failed and the document's audit shows why", async () => {
    const up = await t.api('POST', '/documents/upload', await makePdf(1), {
      headers: { 'content-type': 'application/pdf', 'x-filename': 'lease.pdf' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id;
    expect((await t.api('GET', `/documents/${id}/file`)).statusCode).toBe(200);
    const { source_blob_id } = await t.db.kysely
      .selectFrom('documents')
      .select('source_blob_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await alterBlob(t, source_blob_id!);
    expectRefused(await t.api('GET', `/documents/${id}/file`));
    const entries = await integrityEntries('documentId', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      subject: { kind: 'document', id },
      metadata: { blobId: source_blob_id, holders: [{ kind: 'document', id }] },
    });
  });
});

describe('the streaming path, above the in-memory bound', () => {
  it('passes sound bytes through and fails an altered file at the end of its stream, reporting it once', async () => {
    const failures: IntegrityFailure[] = [];
    // Over the raw store (the runtime's own is already verifying).
    const store = verifiedBlobStore(createBlobStore(t.db, t.rt.config), async (f) => void failures.push(f), 16);
    const bytes = Buffer.from('a stored file longer than sixteen bytes, read as a stream');
    const blob = await store.put(Readable.from([bytes]));
    const read = async () => {
      const chunks: Buffer[] = [];
      for await (const c of (await store.get(blob.id))!) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    expect((await read()).equals(bytes)).toBe(true);
    await alterBlob(t, blob.id);
    await expect(read()).rejects.toBeInstanceOf(FileIntegrityError);
    expect(failures).toEqual([expect.objectContaining({ blobId: blob.id, expectedSha256: blob.sha256 })]);
    // Unverified reads (the certificate's own digest check) still see the bytes as they are.
    expect(await store.get(blob.id, { verify: false })).not.toBeNull();
  });
});
