// The whole journey over HTTP with a real SMTP sink, on SQLite or PostgreSQL: documents sent through POST /envelopes
// (the sender side), signed by every signer through the public operations, completed by the completion job (the
// executed PDF sealed, archived, emailed to every party), then read back with a key: the PDF byte for byte, the
// certificate with both digests recomputed (and false once a stored file is altered), pdfsig's verdict.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeHookedApp, perFile, waitFor } from '../../test/helpers.js';
import {
  alterBlob,
  makePng,
  pngDataUrl,
  specErrors,
  strokePixel,
  signingCall,
  checkedEventData,
} from '../../test/signing-support.js';
import { DISCLOSURE_VERSION } from './disclosure.js';

// A subscription to every signing event, so each one's webhook payload is recorded and checked against the contract.
const t = perFile(() => makeHookedApp({ PUBLIC_URL: 'https://sign.dossier.test' }, SIGNING_EVENTS));
beforeAll(async () => {
  await t.db.kysely
    .updateTable('workspaces')
    .set({ name: 'Grace Hopper', email: 'grace@sender.test' })
    .where('id', '=', t.workspaceId)
    .execute();
});

const SIGNING_EVENTS = [
  'envelope.sent',
  'recipient.notified',
  'recipient.viewed',
  'recipient.authenticated',
  'recipient.signed',
  'recipient.attached',
  'envelope.completed',
  'consent.accepted',
];

const uniq = () => randomBytes(4).toString('hex');
const pub = (method: string, token: string, suffix = '', body?: unknown) =>
  signingCall(t, method, token, suffix, body, { 'user-agent': 'Flow/1.0' });
const tokenOf = (url: string | null) => url?.split('/sign/')[1] ?? '';

async function signingTokens(envelopeId: string): Promise<Map<string, string>> {
  const e = (await t.api('GET', `/envelopes/${envelopeId}?include=signingUrls`)).json().data;
  return new Map(
    e.recipients.map((r: { email: string; signingUrl: string | null }) => [r.email, tokenOf(r.signingUrl)]),
  );
}

async function signAs(token: string, signature: object, values: Record<string, unknown> = {}) {
  expect((await pub('GET', token)).statusCode).toBe(200);
  const c = await pub('POST', token, '/consent', { accepted: true, disclosureVersion: DISCLOSURE_VERSION });
  expect(c.statusCode, c.body).toBe(200);
  const res = await pub('POST', token, '/sign', { values, signature });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function pdfsig(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `executed-${uniq()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '') + String((e as { stderr?: string }).stderr ?? '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function completed(envelopeId: string) {
  return waitFor(
    async () => {
      const e = (await t.api('GET', `/envelopes/${envelopeId}`)).json().data;
      return e.status === 'completed' ? e : undefined;
    },
    20_000,
    'the envelope to complete',
  );
}

describe('the signing journey', () => {
  it('an authored document, sequential, two signers and a viewer: signed in turn, completed, sealed, emailed, certified', async () => {
    const [ada, bob, vic] = [`ada@${uniq()}.test`, `bob@${uniq()}.test`, `vic@${uniq()}.test`];
    const create = await t.api('POST', '/documents', {
      title: 'Mutual NDA',
      markdown: "# Mutual NDA\n\nThe parties agree to keep each other's secrets.\n",
      recipients: [
        { name: 'Ada Lovelace', email: ada, routingOrder: 1 },
        { name: 'Bob Babbage', email: bob, routingOrder: 2, accessCode: 'BLUE-HERON-42' },
        { name: 'Vic Viewer', email: vic, role: 'viewer', routingOrder: 2 },
      ],
    });
    expect(create.statusCode, create.body).toBe(201);
    const doc = create.json().data;
    for (const r of doc.recipients.filter((x: { role: string }) => x.role === 'signer'))
      expect((await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id })).statusCode).toBe(
        201,
      );
    const send = await t.api('POST', '/envelopes', { documentId: doc.id, sequential: true, message: 'Please sign.' });
    expect(send.statusCode, send.body).toBe(201);
    const envelopeId = send.json().data.id;
    const tokens = await signingTokens(envelopeId);

    // Bob waits for Ada.
    expect((await pub('GET', tokens.get(bob)!)).json().code).toBe('not_your_turn');
    const session = (await pub('GET', tokens.get(ada)!)).json().data;
    expect(session.envelope).toMatchObject({ title: 'Mutual NDA', sequential: true, message: 'Please sign.' });
    await pub('POST', tokens.get(ada)!, '/consent', { accepted: true });
    const open = (await pub('GET', tokens.get(ada)!)).json().data;
    expect(open.document.kind).toBe('xdoc');
    expect(open.document.content.type).toBe('doc');
    expect(open.fields.length).toBeGreaterThan(0);
    expect(
      open.fields.every(
        (f: { nodeId: string; id: string; placement: unknown }) => f.nodeId === f.id && f.placement === null,
      ),
    ).toBe(true);
    const pdfShown = await pub('GET', tokens.get(ada)!, '/document.pdf');
    expect(pdfShown.statusCode).toBe(200);
    expect(pdfShown.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const first = await signAs(tokens.get(ada)!, { type: 'typed', text: 'Ada Lovelace' });
    expect(first.envelope.status).toBe('sent');
    // Ada's copy through her token: not yet (Bob has still to sign), said in words; a token never issued is 404.
    const early = await pub('GET', tokens.get(ada)!, '/executed.pdf');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      error: 'the signed copy does not exist yet: not everyone has signed; it is emailed to you once they have',
      details: { ready: false, everyoneSigned: false },
    });
    expect((await pub('GET', 'sgn_neverissued0000000000000000000000000000000', '/executed.pdf')).statusCode).toBe(404);
    await waitFor(() => t.sink.to(bob).some((m) => m.text.includes('/sign/')), 5000, "Bob's signing email");
    expect((await pub('POST', tokens.get(bob)!, '/access-code', { code: 'BLUE-HERON-42' })).statusCode).toBe(200);
    const png = makePng(160, 50, strokePixel);
    const last = await signAs(tokens.get(bob)!, { type: 'drawn', image: pngDataUrl(png) });
    expect(last.envelope.status).toBe('completed');

    const e = await completed(envelopeId);
    expect(e.completionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      e.recipients
        .filter((r: { role: string }) => r.role === 'signer')
        .every((r: { status: string }) => r.status === 'signed'),
    ).toBe(true);
    const pdf = await t.api('GET', `/envelopes/${envelopeId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(e.completionHash);
    expect((await t.api('GET', `/envelopes/${envelopeId}/pdf`)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(pdfsig(pdf.rawPayload)).toMatch(/Signature Validation: Signature is Valid/);
    const broken = Buffer.from(pdf.rawPayload);
    broken[Math.floor(broken.length / 3)] ^= 0x01;
    expect(pdfsig(broken)).not.toMatch(/Signature Validation: Signature is Valid/);

    const d = (await t.api('GET', `/documents/${doc.id}`)).json().data;
    expect(d).toMatchObject({ status: 'draft', activeEnvelopeId: null });
    for (const token of tokens.values()) expect((await pub('GET', token)).json().code).toBe('envelope_completed');
    // Each party's copy through their own token, the viewer's too: the sealed PDF byte for byte, to keep.
    for (const token of tokens.values()) {
      const copy = await pub('GET', token, '/executed.pdf');
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('application/pdf');
      expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="Mutual NDA \(signed\)\.pdf"/);
      expect(copy.rawPayload.equals(pdf.rawPayload)).toBe(true);
    }

    // Every party has the executed copy attached: both signers, the viewer and the sender.
    for (const who of [ada, bob, vic, 'grace@sender.test']) {
      const mail = await waitFor(
        () => t.sink.to(who).find((m) => m.subject.startsWith('Completed')),
        10_000,
        `the executed copy to ${who}`,
      );
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name="?Mutual NDA\.pdf/);
    }

    const cert = (await t.api('GET', `/envelopes/${envelopeId}/certificate`)).json().data;
    expect(cert).toMatchObject({
      status: 'completed',
      completionHash: e.completionHash,
      documentHashVerified: true,
      completionHashVerified: true,
    });
    const bobRow = cert.signers.find((s: { email: string }) => s.email === bob);
    expect(bobRow).toMatchObject({
      status: 'signed',
      authMethod: 'email+access_code',
      userAgent: 'Flow/1.0',
      signatureSha256: createHash('sha256').update(png).digest('hex'),
    });
    expect(cert.signers.find((s: { email: string }) => s.email === ada).signatureSha256).toBe(
      createHash('sha256').update('Ada Lovelace').digest('hex'),
    );
    expect(cert.consents.map((c: { email: string }) => c.email)).toEqual([ada, bob]);
    const types = cert.events.map((ev: { type: string }) => ev.type);
    for (const type of [
      'envelope.sent',
      'recipient.viewed',
      'consent.accepted',
      'recipient.authenticated',
      'recipient.signed',
      'envelope.completed',
    ])
      expect(types).toContain(type);
    expect(types.indexOf('envelope.completed')).toBe(types.length - 1);

    // Every answer and every event's data conform to the contract.
    expect(await specErrors('Certificate', cert)).toEqual([]);
    expect(await specErrors('SigningSession', open)).toEqual([]);
    expect(await specErrors('SigningResult', last)).toEqual([]);
    expect(await checkedEventData(t, (data) => data?.envelope?.id === envelopeId)).toEqual([
      'consent.accepted',
      'envelope.completed',
      'envelope.sent',
      'recipient.authenticated',
      'recipient.notified',
      'recipient.signed',
      'recipient.viewed',
    ]);

    // The archived copy altered in storage: the certificate says so at the next read.
    const stored = await t.db.kysely
      .selectFrom('envelopes')
      .select('executed_blob_id')
      .where('id', '=', envelopeId)
      .executeTakeFirstOrThrow();
    await alterBlob(t, stored.executed_blob_id!);
    expect((await t.api('GET', `/envelopes/${envelopeId}/certificate`)).json().data).toMatchObject({
      documentHashVerified: true,
      completionHashVerified: false,
    });
  });

  it('an uploaded PDF with placed fields and an attachment, parallel: values in place, sealed', async () => {
    const pdfDoc = await PDFDocument.create();
    for (let i = 0; i < 2; i++) pdfDoc.addPage([612, 792]);
    const bytes = Buffer.from(await pdfDoc.save());
    const up = await t.api('POST', '/documents/upload', bytes, {
      headers: { 'content-type': 'application/pdf', 'x-filename': 'lease.pdf' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id;
    const [pat, sam] = [`pat@${uniq()}.test`, `sam@${uniq()}.test`];
    const patch = await t.api('PATCH', `/documents/${id}`, {
      recipients: [
        { name: 'Pat Signer', email: pat },
        { name: 'Sam Signer', email: sam },
      ],
    });
    const [p, s] = patch.json().data.recipients;
    const put = await t.api('PUT', `/documents/${id}/fields`, {
      fields: [
        { recipientId: p.id, type: 'signature', page: 2, x: 72, y: 600, width: 180, height: 40 },
        { recipientId: p.id, type: 'text', page: 1, x: 72, y: 100, width: 200, height: 20, label: 'Company' },
        { recipientId: p.id, type: 'attachment', page: 1, x: 72, y: 150, width: 200, height: 20, label: 'ID' },
        { recipientId: s.id, type: 'signature', page: 2, x: 300, y: 600, width: 180, height: 40 },
        { recipientId: s.id, type: 'date', page: 2, x: 300, y: 650, width: 100, height: 20 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const send = await t.api('POST', '/envelopes', { documentId: id });
    expect(send.statusCode, send.body).toBe(201);
    const envelopeId = send.json().data.id;
    const tokens = await signingTokens(envelopeId);

    const session = (
      await (async () => {
        await pub('POST', tokens.get(pat)!, '/consent', { accepted: true });
        return pub('GET', tokens.get(pat)!);
      })()
    ).json().data;
    expect(session.document).toMatchObject({
      kind: 'pdf',
      pageCount: 2,
      contentHash: createHash('sha256').update(bytes).digest('hex'),
    });
    const byType = (type: string) => session.fields.find((f: { type: string }) => f.type === type);
    const [text, attachment] = [byType('text'), byType('attachment')];
    expect(session.fields.map((f: { type: string }) => f.type)).toEqual(['text', 'attachment', 'signature']);
    expect(text.placement).toEqual({ page: 1, x: 72, y: 100, width: 200, height: 20 });
    const boundary = `b${uniq()}`;
    const att = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/signing/${tokens.get(pat)}/attachments?fieldId=${attachment.id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        makePng(10, 10, strokePixel),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(att.statusCode, att.body).toBe(201);
    expect(
      (await signAs(tokens.get(pat)!, { type: 'typed', text: 'Pat Signer' }, { [text.id]: 'Acme Ltd' })).envelope
        .status,
    ).toBe('sent');
    expect(
      (await signAs(tokens.get(sam)!, { type: 'drawn', image: pngDataUrl(makePng(100, 30, strokePixel)) })).envelope
        .status,
    ).toBe('completed');

    const e = await completed(envelopeId);
    const pdf = (await t.api('GET', `/envelopes/${envelopeId}/pdf`)).rawPayload;
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(e.completionHash);
    expect(pdfsig(pdf)).toMatch(/Signature Validation: Signature is Valid/);
    const executed = await PDFDocument.load(pdf);
    expect(executed.getPageCount()).toBeGreaterThan(2); // the snapshot's pages plus the certificate page
    const list = (await t.api('GET', `/envelopes/${envelopeId}/attachments`)).json().data;
    expect(list).toHaveLength(1);
    expect(await specErrors('Attachment', list[0])).toEqual([]);
    const attached = await t.db.kysely
      .selectFrom('deliveries')
      .select('payload')
      .where('event', '=', 'recipient.attached')
      .execute();
    const mine = attached.map((d) => JSON.parse(d.payload).data).filter((data) => data.envelope.id === envelopeId);
    expect(mine).toHaveLength(1);
    expect(await specErrors('RecipientAttachedEventData', mine[0])).toEqual([]);
    expect(list[0]).toMatchObject({ filename: 'id.png', contentType: 'image/png' });
  });
});

// After the journey above: its sender's "Completed" mail must be the first one the sink holds for that address.
describe('delivery embedded', () => {
  it('a recipient with delivery embedded signs through the link the sender read: never emailed to sign, yet sent the executed copy', async () => {
    const [ada, emb] = [`ada@${uniq()}.test`, `emb@${uniq()}.test`];
    const create = await t.api('POST', '/documents', {
      title: 'In-app NDA',
      markdown: '# In-app NDA\n\nSigned in the app.\n',
      recipients: [
        { name: 'Ada Lovelace', email: ada },
        { name: 'Em Bedded', email: emb, delivery: 'embedded' },
      ],
    });
    expect(create.statusCode, create.body).toBe(201);
    const doc = create.json().data;
    for (const r of doc.recipients)
      expect((await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id })).statusCode).toBe(
        201,
      );
    const send = await t.api('POST', '/envelopes', { documentId: doc.id });
    expect(send.statusCode, send.body).toBe(201);
    const envelopeId = send.json().data.id;
    const tokens = await signingTokens(envelopeId);
    await waitFor(() => t.sink.to(ada).some((m) => m.text.includes('/sign/')), 5000, "Ada's signing email");
    await signAs(tokens.get(emb)!, { type: 'typed', text: 'Em Bedded' });
    expect((await signAs(tokens.get(ada)!, { type: 'typed', text: 'Ada Lovelace' })).envelope.status).toBe('completed');
    await completed(envelopeId);
    const copy = await waitFor(
      () => t.sink.to(emb).find((m) => m.subject.startsWith('Completed')),
      10_000,
      'the executed copy to the embedded signer',
    );
    expect(copy.raw).toMatch(/Content-Type: application\/pdf/);
    expect(t.sink.to(emb).filter((m) => m.text.includes('/sign/'))).toEqual([]);
    expect(t.sink.to(emb)).toHaveLength(1);
  });
});
