// POST /public/verify over HTTP, on SQLite or PostgreSQL: an executed PDF made through the real signing flow is
// genuine (its title, completion time and signers' names, nothing else); one changed byte, bytes appended, a
// changed seal padding are altered; a seal by another identity is foreign; a PDF made elsewhere is unsealed; a PDF
// sealed with this installation's identity but never executed here is unknown. Not a PDF is a 400, over 25 MB a
// 413, a file no sealed PDF resembles (the shape of a denial: thousands of signature entries over a long span) a
// 422 before its signatures are read, the address is rate limited, and nothing of any of it is stored.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, waitFor, type TestApp } from '../../test/helpers.js';
import { hostileSealPdf, specErrors } from '../../test/signing-support.js';
import { loadSealingIdentity, sha256Hex, type SealingIdentity } from '../pdf/seal/index.js';
import { executePdf } from '../work/pdf.js';
import { freshIdentity, sampleEnvelope, samplePdf } from '../pdf/seal/fixtures.js';
import { MAX_UPLOAD_BYTES } from '../platform/uploads.js';
import { DISCLOSURE_VERSION } from './disclosure.js';

let t: TestApp;
let executed: Buffer;
let envelope: { id: string; title: string; completedAt: string; completionHash: string };

const uniq = () => randomBytes(4).toString('hex');
/** A fresh address per test that counts calls, so the shared rate-limit store (PostgreSQL) holds no other test's. */
const address = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
const api = (method: string, url: string, body?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: bearer(t.key),
    ...(body !== undefined ? { payload: body as object } : {}),
  });
const pub = (method: string, url: string, body?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/public${url}`,
    ...(body !== undefined ? { payload: body as object } : {}),
  });

function verify(bytes: Buffer, opts: { app?: TestApp; contentType?: string; remoteAddress?: string } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: '/api/v1/public/verify',
    headers: { 'content-type': opts.contentType ?? 'application/pdf' },
    payload: bytes,
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
  });
}

function multipart(bytes: Buffer, name = 'file') {
  const boundary = `----verify${uniq()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="signed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/public/verify',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function plainPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 300]).drawText(text, { x: 20, y: 200, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A PDF sealed by the engine with `identity`, outside any envelope. */
async function sealedWith(identity: SealingIdentity): Promise<Buffer> {
  const snapshot = await samplePdf(1);
  const { stamps, certificate } = sampleEnvelope(1, 1, sha256Hex(snapshot));
  return Buffer.from((await executePdf({ pdf: snapshot, stamps, certificate, identity }, 'installation')).pdf);
}

/** Another identity: the same common name as every generated one, another key. */
const otherIdentity = freshIdentity;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  // The real signing flow: an authored document, two signers, each through the public signing operations.
  const [ada, bob] = [`ada@${uniq()}.test`, `bob@${uniq()}.test`];
  const create = await api('POST', '/documents', {
    title: 'Mutual NDA',
    markdown: "# Mutual NDA\n\nThe parties agree to keep each other's secrets.\n",
    recipients: [
      { name: 'Ada Lovelace', email: ada },
      { name: 'Bob Babbage', email: bob },
    ],
  });
  expect(create.statusCode, create.body).toBe(201);
  const doc = create.json().data;
  for (const r of doc.recipients)
    expect((await api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id })).statusCode).toBe(201);
  const send = await api('POST', '/envelopes', { documentId: doc.id });
  expect(send.statusCode, send.body).toBe(201);
  const id = send.json().data.id;
  const withUrls = (await api('GET', `/envelopes/${id}?include=signingUrls`)).json().data;
  for (const r of withUrls.recipients as { name: string; signingUrl: string }[]) {
    const token = r.signingUrl.split('/sign/')[1]!;
    expect(
      (await pub('POST', `/signing/${token}/consent`, { accepted: true, disclosureVersion: DISCLOSURE_VERSION }))
        .statusCode,
    ).toBe(200);
    const signed = await pub('POST', `/signing/${token}/sign`, {
      values: {},
      signature: { type: 'typed', text: r.name },
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }
  envelope = await waitFor(
    async () => {
      const e = (await api('GET', `/envelopes/${id}`)).json().data;
      return e.status === 'completed' ? e : undefined;
    },
    30_000,
    'the envelope to complete',
  );
  const pdf = await api('GET', `/envelopes/${id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  executed = pdf.rawPayload;
  expect(sha256Hex(executed)).toBe(envelope.completionHash);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /public/verify', () => {
  it("the executed PDF, as raw bytes or multipart and without a key: genuine, with its title, completion time and signers' names only", async () => {
    for (const res of [await verify(executed), await multipart(executed)]) {
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        verdict: 'genuine',
        summary: 'This is an executed document of this installation and it has not been changed since it was sealed.',
        sha256: envelope.completionHash,
        byteSize: executed.length,
        seal: {
          sealedBy: 'Dossier document sealing',
          sealedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
          ours: true,
          intact: true,
        },
        envelope: { title: 'Mutual NDA', completedAt: envelope.completedAt, signers: ['Ada Lovelace', 'Bob Babbage'] },
      });
      // nothing the uploader does not hold: no address, no id of anything
      expect(res.body).not.toMatch(/@|env_|rcp_|doc_|ws_/);
      expect(await specErrors('PdfVerification', data)).toEqual([]);
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
    }
  });

  it("one changed byte in the document, bytes appended after the seal, a changed byte in the seal's padding: altered", async () => {
    const text = executed.toString('latin1');
    const flipped = Buffer.from(executed);
    const middle = Math.floor(text.indexOf('/ByteRange') / 2);
    flipped[middle] ^= 0x01;
    const appended = Buffer.concat([executed, Buffer.from('\n% a later revision\n')]);
    const padded = Buffer.from(executed);
    const contentsEnd = text.indexOf('>', text.indexOf('/Contents <'));
    expect(padded[contentsEnd - 1]).toBe(0x30); // '0', the placeholder's padding
    padded[contentsEnd - 1] = 0x31;
    for (const [what, bytes] of [
      ['a byte of the document', flipped],
      ['bytes appended', appended],
      ['the seal padding', padded],
    ] as const) {
      const res = await verify(bytes);
      expect(res.statusCode, what).toBe(200);
      const data = res.json().data;
      expect(data, what).toMatchObject({
        verdict: 'altered',
        summary: 'This document was sealed by this installation but has been changed since it was sealed.',
        seal: { ours: true, intact: false },
        envelope: null,
      });
      expect(data.sha256, what).not.toBe(envelope.completionHash);
      expect(await specErrors('PdfVerification', data)).toEqual([]);
    }
  });

  it('sealed by another identity (the same common name, another key): foreign_seal; made elsewhere: unsealed', async () => {
    const foreign = await verify(await sealedWith(await otherIdentity()));
    expect(foreign.json().data).toMatchObject({
      verdict: 'foreign_seal',
      seal: { sealedBy: 'Dossier document sealing', ours: false, intact: true },
      envelope: null,
    });
    const plain = await verify(await plainPdf('Made somewhere else'));
    expect(plain.json().data).toMatchObject({
      verdict: 'unsealed',
      summary: 'This PDF carries no digital seal: it is not an executed document of this installation.',
      seal: null,
      envelope: null,
    });
  });

  it("sealed with this installation's identity, intact, but never executed here: unknown", async () => {
    const res = await verify(await sealedWith(await loadSealingIdentity(t.rt)));
    expect(res.json().data).toMatchObject({ verdict: 'unknown', seal: { ours: true, intact: true }, envelope: null });
  });

  it('not a PDF is 400 not_a_pdf, an empty body or another multipart part 400 validation_failed', async () => {
    const text = await verify(Buffer.from('hello, this is not a PDF'), { contentType: 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'not_a_pdf',
      details: { fields: [{ field: 'body.file', message: 'is not a PDF' }] },
    });
    expect(text.json().error).toMatch(/sent as text\/plain/);
    const empty = await verify(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'body.file' }] } });
    const wrongPart = await multipart(executed, 'document');
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'body.document' }] },
    });
  });

  it('over 25 MB is 413 payload_too_large naming the bound, raw or multipart', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n');
    const raw = await verify(big);
    expect(raw.statusCode).toBe(413);
    expect(raw.json()).toMatchObject({
      code: 'payload_too_large',
      error: 'the file is over 25 MB (26214400 bytes)',
      details: { maxBytes: MAX_UPLOAD_BYTES, fields: [{ field: 'body.file', message: 'is over 25 MB' }] },
    });
    const form = await multipart(big);
    expect(form.statusCode).toBe(413);
    expect(form.json()).toMatchObject({ code: 'payload_too_large', details: { maxBytes: MAX_UPLOAD_BYTES } });
    // exactly at the bound is read (and judged)
    const atBound = await verify(big.subarray(0, MAX_UPLOAD_BYTES));
    expect(atBound.statusCode).toBe(200);
    expect(atBound.json().data).toMatchObject({ verdict: 'unsealed', byteSize: MAX_UPLOAD_BYTES });
  }, 60_000);

  it('a file no sealed PDF resembles is refused 422 naming body.file, before its signatures are read', async () => {
    // one 4 MB signature span, its /ByteRange written 20,000 times: checked entry by entry it ran to the 300 s budget
    const entries = await verify(hostileSealPdf(4, 20_000), { remoteAddress: address() });
    expect(entries.statusCode).toBe(422);
    expect(entries.json()).toMatchObject({ code: 'unprocessable', details: { fields: [{ field: 'body.file' }] } });
    expect(entries.json().error).toMatch(/^body\.file has more than 32 signature byte ranges/);
    // one signature whose contents take 2 MB of hex
    const span = await verify(hostileSealPdf(2, 1), { remoteAddress: address() });
    expect(span.statusCode).toBe(422);
    expect(span.json().error).toMatch(
      /^body\.file has a signature whose contents take 2097152 hex digits, over the 1048576/,
    );
    // twenty distinct signatures, each signing nearly the whole 4 MB file: 80 MB to digest
    const head = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Sig /Contents ');
    const b = head.length;
    const c = b + 66;
    const padding = Buffer.alloc(4 * 1024 * 1024, 0x20);
    const ranges = Array.from({ length: 20 }, (_, i) =>
      Buffer.from(`/ByteRange [0 ${b} ${c} ${padding.length - i}]\n`),
    );
    const covering = await verify(
      Buffer.concat([head, Buffer.from(`<${'0'.repeat(64)}>`), padding, ...ranges, Buffer.from('>>\nendobj\n%%EOF\n')]),
      { remoteAddress: address() },
    );
    expect(covering.statusCode).toBe(422);
    expect(covering.json().error).toMatch(/^body\.file has signatures covering more than 52428800 bytes together/);
    // and what a sealed PDF is stays judged as before
    const genuine = await verify(executed, { remoteAddress: address() });
    expect(genuine.json().data.verdict).toBe('genuine');
  }, 60_000);

  it('is rate limited per address (the public address window): 429 with retry-after past it, another address unaffected', async () => {
    const small = await makeApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const pdf = await plainPdf('Counted');
      // The windows are minutes of the clock: a run that crossed into the next minute is run again, from a new
      // address, in that minute.
      const minute = () => Math.floor(Date.now() / 60_000);
      let from = '';
      let answers: number[] = [];
      let refused!: Awaited<ReturnType<typeof verify>>;
      for (let run = 0; run < 2; run++) {
        const started = minute();
        from = address();
        answers = [];
        for (let i = 0; i < 11; i++) answers.push((await verify(pdf, { app: small, remoteAddress: from })).statusCode);
        refused = await verify(pdf, { app: small, remoteAddress: from });
        if (minute() === started) break;
      }
      // five times RATE_LIMIT_PER_MINUTE per address
      expect(answers).toEqual([...Array(10).fill(200), 429]);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      let other = address();
      while (other === from) other = address();
      expect((await verify(pdf, { app: small, remoteAddress: other })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('stores nothing: no row in any table (but the rate-limit counts) and no blob, whatever the verdict', async () => {
    const counts = async () => {
      const names =
        t.db.engine === 'postgres'
          ? (
              await sql<{
                name: string;
              }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
                t.db.kysely,
              )
            ).rows
          : (
              await sql<{
                name: string;
              }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db.kysely)
            ).rows;
      const out: Record<string, number> = {};
      for (const { name } of names) {
        if (/rate_limit/.test(name)) continue;
        out[name] = Number(
          (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db.kysely))
            .rows[0]!.n,
        );
      }
      const blobDir = path.join(t.rt.config.dataDir, 'blobs');
      out['(blob files)'] = fs.existsSync(blobDir) ? fs.readdirSync(blobDir, { recursive: true }).length : 0;
      return out;
    };
    // Let the completion's own follow-up work (mail, deliveries) settle first, so only the verifies could change a count.
    let before = await counts();
    await waitFor(
      async () => {
        const again = await counts();
        const same = JSON.stringify(again) === JSON.stringify(before);
        before = again;
        return same;
      },
      20_000,
      'the counts to settle',
    );
    expect(Object.keys(before).length).toBeGreaterThan(20);
    const flipped = Buffer.from(executed);
    flipped[100] ^= 0x01;
    for (const bytes of [executed, flipped, await plainPdf('Nothing kept'), Buffer.from('not a pdf')])
      await verify(bytes);
    await multipart(executed);
    // The SDK sends an Idempotency-Key with every POST: here it keeps no answer either (no idempotency row).
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/verify',
      headers: { 'content-type': 'application/pdf', 'idempotency-key': `verify-${uniq()}` },
      payload: executed,
    });
    expect(keyed.json().data.verdict).toBe('genuine');
    expect(await counts()).toEqual(before);
  });
});
