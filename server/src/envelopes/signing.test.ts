// The public signing operations over HTTP on the real database, with a real SMTP sink: each on an envelope seeded
// as the sender side writes it (signing-flow.test.ts sends real ones through POST /envelopes).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sansRequestId, makeHookedApp, multipart, perFile, waitFor } from '../../test/helpers.js';
import { DISCLOSURE_VERSION } from './disclosure.js';
import {
  alterBlob,
  makePng,
  pngDataUrl,
  seedEnvelope,
  strokePixel,
  signingCall,
  checkedEventData,
} from '../../test/signing-support.js';
import { settleChain } from '../events/chain.js';

// Every signing event's webhook payload is recorded, and checked against the contract at the end.
const t = perFile(() =>
  makeHookedApp({ MAIL_FROM: 'Dossier <no-reply@dossier.test>' }, [
    'recipient.viewed',
    'recipient.authenticated',
    'recipient.signed',
    'recipient.declined',
    'recipient.attached',
    'consent.accepted',
    'consent.withdrawn',
  ]),
);

const UA = 'Mozilla/5.0 (signing test)';
const pub = (method: string, token: string, suffix = '', body?: unknown, headers: Record<string, string> = {}) =>
  signingCall(t, method, token, suffix, body, { 'user-agent': UA, ...headers });
const consent = (token: string) =>
  pub('POST', token, '/consent', { accepted: true, disclosureVersion: DISCLOSURE_VERSION });
const typed = { type: 'typed', text: 'Ada Lovelace' } as const;

async function auditTypes(envelopeId: string): Promise<string[]> {
  await settleChain(t.db.kysely, t.workspaceId); // PostgreSQL chains after commit
  const rows = await t.db.kysely
    .selectFrom('audit_events')
    .select('type')
    .where('envelope_id', '=', envelopeId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.type);
}

const attachment = (filename: string, contentType: string, bytes: Buffer) =>
  multipart([{ name: 'file', filename, contentType, value: bytes }]);

const upload = (token: string, fieldId: string, body: ReturnType<typeof attachment>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/public/signing/${token}/attachments?fieldId=${fieldId}`,
    payload: body.payload,
    headers: { 'user-agent': UA, ...body.headers },
  });

describe('tokens', () => {
  it('answers 404 for a token never issued, malformed or well formed, and reaches nothing', async () => {
    for (const token of ['nope', `sgn_${'A'.repeat(43)}`, `vst_${'A'.repeat(43)}`]) {
      const res = await pub('GET', token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await pub('POST', token, '/sign', { values: {}, signature: typed })).statusCode).toBe(404);
    }
  });

  it('needs no key and carries the rate-limit headers', async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    const res = await pub('GET', e.tokens[0]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
  });
});

describe('the session', () => {
  it('shows consent pending, then the document and fields; the first read emits recipient.viewed once', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        {
          name: 'Ada Lovelace',
          email: 'ada@signer.test',
          fields: [{ type: 'name', label: 'Full name' }, { type: 'signature' }, { type: 'date' }],
        },
      ],
    });
    const first = await pub('GET', e.tokens[0]);
    expect(first.statusCode).toBe(200);
    const s = first.json().data;
    expect(s.pending).toEqual(['consent']);
    expect(s.document).toBeNull();
    expect(s.fields).toBeNull();
    expect(s.recipient).toMatchObject({ name: 'Ada Lovelace', status: 'viewed', authMethod: 'email' });
    expect(s.accessCodeStatus).toBeNull();
    expect(s.disclosure.version).toBe(DISCLOSURE_VERSION);
    expect(s.disclosure.text).toContain('Grace Hopper (grace@sender.test)');
    expect(JSON.stringify(s)).not.toContain(e.tokens[0]);
    await pub('GET', e.tokens[0]);
    expect((await auditTypes(e.envelopeId)).filter((x) => x === 'recipient.viewed')).toHaveLength(1);

    expect((await pub('GET', e.tokens[0], '/document.pdf')).json().code).toBe('consent_required');
    const accepted = await consent(e.tokens[0]);
    expect(accepted.statusCode).toBe(200);
    const open = accepted.json().data;
    expect(open.pending).toEqual([]);
    expect(open.document).toMatchObject({ kind: 'pdf', pageCount: 3, content: null });
    expect(open.fields.map((f: { type: string }) => f.type)).toEqual(['name', 'signature', 'date']);
    expect(open.fields[0]).toMatchObject({ value: 'Ada Lovelace', placement: { page: 3 }, nodeId: null });

    const pdf = await pub('GET', e.tokens[0], '/document.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(open.document.contentHash);
  });

  it('records consent once, refuses a stale disclosure, withdraws and records a new consent', async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    const tk = e.tokens[0];
    expect((await pub('POST', tk, '/consent', { accepted: true, disclosureVersion: '1999-01' })).statusCode).toBe(409);
    expect((await pub('POST', tk, '/consent', { accepted: false })).statusCode).toBe(400);
    expect((await consent(tk)).statusCode).toBe(200);
    expect((await consent(tk)).statusCode).toBe(200);
    expect((await pub('DELETE', tk, '/consent')).statusCode).toBe(204);
    expect((await pub('DELETE', tk, '/consent')).statusCode).toBe(204);
    const withdrawn = (await pub('GET', tk)).json().data;
    expect(withdrawn.pending).toEqual(['consent']);
    expect(withdrawn.consent.withdrawnAt).not.toBeNull();
    const sign = await pub('POST', tk, '/sign', { values: {}, signature: typed });
    expect(sign.statusCode).toBe(403);
    expect(sign.json().code).toBe('consent_withdrawn');
    expect((await pub('GET', tk, '/document.pdf')).json().code).toBe('consent_withdrawn');
    expect((await consent(tk)).json().data.pending).toEqual([]);
    const types = await auditTypes(e.envelopeId);
    expect(types.filter((x) => x === 'consent.accepted')).toHaveLength(2);
    expect(types.filter((x) => x === 'consent.withdrawn')).toHaveLength(1);
    const cert = (await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).json().data;
    expect(cert.consents).toHaveLength(2);
    const shown = (await pub('GET', tk)).json().data.disclosure;
    expect(cert.consents[0]).toMatchObject({
      email: 'ada@signer.test',
      disclosureText: shown.text,
      disclosureVersion: DISCLOSURE_VERSION,
      userAgent: UA,
    });
    expect(cert.consents[0].withdrawnAt).not.toBeNull();
    expect(cert.consents[1].withdrawnAt).toBeNull();
  });
});

describe('the access code', () => {
  it('locks after 5 wrong codes (the fifth still 422 with attemptsLeft 0), then 429 even for the right code', async () => {
    const e = await seedEnvelope(t, {
      recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test', accessCode: 'BLUE-HERON-42' }],
    });
    const tk = e.tokens[0];
    const s = (await pub('GET', tk)).json().data;
    expect(s.pending).toEqual(['accessCode', 'consent']);
    expect(s.accessCodeStatus).toEqual({ passed: false, attemptsLeft: 5, lockedUntil: null });
    expect((await consent(tk)).json().code).toBe('access_code_required');
    expect((await pub('POST', tk, '/decline', { reason: 'no' })).json().code).toBe('access_code_required');
    for (let i = 1; i <= 5; i++) {
      const res = await pub('POST', tk, '/access-code', { code: `wrong-${i}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'access_code_incorrect',
        details: { attemptsLeft: 5 - i, fields: [{ field: 'body.code' }] },
      });
      if (i === 5) expect(res.json().details.lockedUntil).not.toBeNull();
    }
    const locked = await pub('POST', tk, '/access-code', { code: 'BLUE-HERON-42' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('access_code_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await pub('GET', tk)).json().data.accessCodeStatus).toMatchObject({ passed: false, attemptsLeft: 0 });
    // The lock runs out: five tries again, and the right code passes.
    await t.db.kysely
      .updateTable('envelope_recipients')
      .set({ access_locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', e.recipientIds[0])
      .execute();
    expect((await pub('GET', tk)).json().data.accessCodeStatus).toEqual({
      passed: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    expect((await pub('POST', tk, '/access-code', { code: 'blue-heron-42' })).json().details.attemptsLeft).toBe(4);
    const passed = await pub('POST', tk, '/access-code', { code: 'BLUE-HERON-42' });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({
      pending: ['consent'],
      accessCodeStatus: { passed: true, attemptsLeft: 5 },
    });
    expect((await pub('POST', tk, '/access-code', { code: 'BLUE-HERON-42' })).statusCode).toBe(409);
    expect(await auditTypes(e.envelopeId)).toContain('recipient.authenticated');
    const cert = (await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).json().data;
    expect(cert.signers[0]).toMatchObject({ authMethod: 'email+access_code', authenticatedAt: expect.any(String) });
  });

  it('answers 409 for a recipient without an access code', async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    expect((await pub('POST', e.tokens[0], '/access-code', { code: 'x' })).statusCode).toBe(409);
  });
});

describe('signing', () => {
  it('names every missing required field, refuses wrong values and blank or non-PNG drawings, then signs', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        {
          name: 'Ada Lovelace',
          email: 'ada@signer.test',
          fields: [
            { type: 'signature' },
            { type: 'initials', label: 'Initials' },
            { type: 'checkbox', label: 'I have read it' },
            { type: 'text', required: false },
            { type: 'date' },
          ],
        },
        { name: 'Charles Babbage', email: 'charles@signer.test' },
      ],
    });
    const [tk] = e.tokens;
    const [sig, initials, box, text, date] = e.fieldIds[0];
    await consent(tk);
    const missing = await pub('POST', tk, '/sign', { values: {}, signature: typed });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'required_fields_missing', details: { missing: [initials, box] } });
    expect(missing.json().details.fields.map((f: { field: string }) => f.field)).toEqual([
      `body.values.${initials}`,
      `body.values.${box}`,
    ]);
    expect(
      (await pub('POST', tk, '/sign', { values: { [box]: false, [initials]: 'AL' }, signature: typed })).json().details
        .missing,
    ).toEqual([box]);
    for (const [values, field] of [
      [{ [sig]: 'x' }, sig],
      [{ [date]: '2020-01-01' }, date],
      [{ [box]: 'yes' }, box],
      [{ [initials]: true }, initials],
      [{ [e.fieldIds[1][0]]: 'x' }, e.fieldIds[1][0]],
      [{ fld_nope: 'x' }, 'fld_nope'],
    ] as const) {
      const res = await pub('POST', tk, '/sign', { values, signature: typed });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'unprocessable',
        details: { fields: [{ field: `body.values.${field}` }] },
      });
    }
    const good = { [initials]: 'AL', [box]: true, [text]: '' };
    const blank = await pub('POST', tk, '/sign', {
      values: good,
      signature: { type: 'drawn', image: pngDataUrl(makePng(60, 20, () => [255, 255, 255, 0])) },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details.fields[0].field).toBe('body.signature.image');
    const notPng = await pub('POST', tk, '/sign', {
      values: good,
      signature: {
        type: 'drawn',
        image: `data:image/png;base64,${Buffer.from('GIF89a, certainly not a portable network graphic').toString('base64')}`,
      },
    });
    expect(notPng.statusCode).toBe(422);
    expect(await auditTypes(e.envelopeId)).not.toContain('recipient.signed');

    const png = makePng(120, 40, strokePixel);
    const signed = await pub(
      'POST',
      tk,
      '/sign',
      { values: good, signature: { type: 'drawn', image: pngDataUrl(png) } },
      { 'x-forwarded-for': '203.0.113.7' },
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({
      envelope: { id: e.envelopeId, status: 'sent' },
      recipient: { status: 'signed', signedAt: expect.any(String), declinedAt: null },
    });
    const again = await pub('GET', tk);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('recipient_signed');
    const cert = (await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).json().data;
    expect(cert.signers[0]).toMatchObject({
      status: 'signed',
      userAgent: UA,
      signatureSha256: createHash('sha256').update(png).digest('hex'),
    });
    expect(cert.signers[0].ipAddress).toEqual(expect.any(String));
    expect(cert.signers[1]).toMatchObject({ status: 'sent', signedAt: null, signatureSha256: null });
    const events = await t.db.kysely
      .selectFrom('audit_events')
      .selectAll()
      .where('envelope_id', '=', e.envelopeId)
      .where('type', '=', 'recipient.signed')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      family: 'signing',
      actor_name: 'Ada Lovelace',
      actor_email: 'ada@signer.test',
      user_agent: UA,
      recipient_id: e.recipientIds[0],
    });
  });

  it('answers 409 not_your_turn to a later signer of a sequential envelope, and a viewer signs nothing', async () => {
    const e = await seedEnvelope(t, {
      sequential: true,
      recipients: [
        { name: 'Ada Lovelace', email: 'ada@signer.test', routingOrder: 1 },
        { name: 'Charles Babbage', email: 'charles@signer.test', routingOrder: 2 },
        { name: 'Mary Somerville', email: 'mary@viewer.test', role: 'viewer', routingOrder: 1 },
      ],
    });
    const second = await pub('GET', e.tokens[1]);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('not_your_turn');
    await consent(e.tokens[2]);
    const viewer = (await pub('GET', e.tokens[2])).json().data;
    expect(viewer.fields).toEqual([]);
    expect((await pub('POST', e.tokens[2], '/sign', { values: {}, signature: typed })).json().code).toBe(
      'not_a_signer',
    );
    expect((await pub('POST', e.tokens[2], '/decline', { reason: 'no' })).json().code).toBe('not_a_signer');
    await consent(e.tokens[0]);
    expect(
      (await pub('POST', e.tokens[0], '/sign', { values: {}, signature: typed })).json().data.envelope.status,
    ).toBe('sent');
    // Routing moved on: the second signer's turn came, and their signing email went out.
    expect((await pub('GET', e.tokens[1])).statusCode).toBe(200);
    await waitFor(() => t.sink.to('charles@signer.test').length > 0, 5000, "the second signer's email");
  });
});

describe('concurrency', () => {
  it('two signers finishing at once: both signed, exactly one answer says completed (one completion queued)', async () => {
    for (let round = 0; round < 3; round++) {
      const e = await seedEnvelope(t, {
        recipients: [
          { name: 'Ada Lovelace', email: 'ada@signer.test' },
          { name: 'Charles Babbage', email: 'charles@signer.test' },
        ],
      });
      await Promise.all(e.tokens.map((tk) => consent(tk)));
      const answers = await Promise.all(
        e.tokens.map((tk) => pub('POST', tk, '/sign', { values: {}, signature: typed })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().data.envelope.status).sort()).toEqual(['completed', 'sent']);
    }
  });

  it('one signer signing twice at once: one 200, the other 410 recipient_signed', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        { name: 'Ada Lovelace', email: 'ada@signer.test' },
        { name: 'Charles Babbage', email: 'charles@signer.test' },
      ],
    });
    await consent(e.tokens[0]);
    const answers = await Promise.all(
      [1, 2].map(() => pub('POST', e.tokens[0], '/sign', { values: {}, signature: typed })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });
});

describe('attachments', () => {
  it('takes a multipart file for an attachment field, replaces it, lists newest first and streams it back', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        {
          name: 'Ada Lovelace',
          email: 'ada@signer.test',
          fields: [
            { type: 'attachment', label: 'Passport' },
            { type: 'attachment', label: 'Proof of address', required: false },
            { type: 'signature' },
          ],
        },
      ],
    });
    const [tk] = e.tokens;
    const [passport, proof] = e.fieldIds[0];
    const file = Buffer.from('%PDF-1.4 a passport scan');
    expect((await upload(tk, passport, attachment('passport.pdf', 'application/pdf', file))).json().code).toBe(
      'consent_required',
    );
    await consent(tk);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/signing/${tk}/attachments?fieldId=${passport}`,
      payload: file,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(raw.statusCode).toBe(415);
    const wrong = await upload(tk, e.fieldIds[0][2], attachment('x.pdf', 'application/pdf', file));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.fields[0].field).toBe('query.fieldId');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/public/signing/${tk}/attachments`,
          ...attachment('x.pdf', 'application/pdf', file),
        })
      ).statusCode,
    ).toBe(400);
    // Signing before the required file is there names it.
    expect((await pub('POST', tk, '/sign', { values: {}, signature: typed })).json().details.missing).toEqual([
      passport,
    ]);

    const first = await upload(tk, passport, attachment('old.pdf', 'application/pdf', Buffer.from('%PDF old')));
    expect(first.statusCode).toBe(201);
    const up = await upload(tk, passport, attachment('passport.pdf', 'application/pdf', file));
    expect(up.statusCode).toBe(201);
    expect(up.json().data).toMatchObject({
      fieldId: passport,
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      byteSize: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
    });
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const second = await upload(tk, proof, attachment('bill.jpg', 'image/jpeg', photo));
    expect(second.statusCode).toBe(201);
    const session = (await pub('GET', tk)).json().data;
    expect(session.fields[0].value).toBe('passport.pdf');

    const list = await t.api('GET', `/envelopes/${e.envelopeId}/attachments`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { filename: string }) => a.filename)).toEqual(['bill.jpg', 'passport.pdf']);
    const got = await t.api('GET', `/envelopes/${e.envelopeId}/attachments/${second.json().data.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['content-disposition']).toContain('bill.jpg');
    expect(Buffer.compare(got.rawPayload, photo)).toBe(0);
    expect((await t.api('GET', `/envelopes/${e.envelopeId}/attachments/${first.json().data.id}`)).statusCode).toBe(404);
    expect((await auditTypes(e.envelopeId)).filter((x) => x === 'recipient.attached')).toHaveLength(3);
    expect((await pub('POST', tk, '/sign', { values: {}, signature: typed })).statusCode).toBe(200);
    expect((await upload(tk, proof, attachment('late.jpg', 'image/jpeg', photo))).statusCode).toBe(410);
  });
});

describe('declining and ended envelopes', () => {
  it('a decline ends the envelope, releases the document, tells the others, and every token answers 410', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        { name: 'Ada Lovelace', email: 'ada@signer.test' },
        { name: 'Charles Babbage', email: 'charles.decline@signer.test' },
      ],
    });
    const declined = await pub('POST', e.tokens[1], '/decline', { reason: 'The cap is wrong.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      envelope: { status: 'declined' },
      recipient: { status: 'declined', declineReason: 'The cap is wrong.' },
    });
    expect((await pub('GET', e.tokens[0])).json().code).toBe('envelope_declined');
    expect((await pub('GET', e.tokens[1])).json().code).toBe('recipient_declined');
    const doc = await t.db.kysely
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', e.documentId)
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ status: 'draft', active_envelope_id: null });
    await waitFor(
      () => t.sink.to('ada@signer.test').some((m) => m.text.includes('The cap is wrong.')),
      5000,
      'the decline notice',
    );
    await waitFor(
      () => t.sink.to('grace@sender.test').some((m) => m.subject.includes('Declined')),
      5000,
      "the sender's notice",
    );
    const types = await auditTypes(e.envelopeId);
    expect(types.filter((x) => x.startsWith('envelope.'))).toEqual([]);
    expect(types).toContain('recipient.declined');
  });

  it('answers 410 with the reason for voided, expired and completed envelopes, in the spec order', async () => {
    const voided = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    await t.db.kysely
      .updateTable('envelopes')
      .set({ status: 'voided', void_reason: 'Wrong draft' })
      .where('id', '=', voided.envelopeId)
      .execute();
    const v = await pub('GET', voided.tokens[0]);
    expect(v.statusCode).toBe(410);
    expect(v.json()).toMatchObject({ code: 'envelope_voided', error: expect.stringContaining('Wrong draft') });
    const expired = await seedEnvelope(t, {
      recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await pub('GET', expired.tokens[0])).json().code).toBe('envelope_expired');
    const delegated = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    await t.db.kysely
      .updateTable('envelope_recipients')
      .set({ status: 'delegated', delegated_to_email: 'x@y.test' })
      .where('id', '=', delegated.recipientIds[0])
      .execute();
    await t.db.kysely
      .updateTable('envelopes')
      .set({ status: 'voided' })
      .where('id', '=', delegated.envelopeId)
      .execute();
    expect((await pub('GET', delegated.tokens[0])).json().code).toBe('recipient_delegated');
  });
});

describe('the keyed reads', () => {
  it("answers 404 for another workspace's envelope and its attachments, identically to a missing one", async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    const other = await t.keyWith(['envelopes:read'], { workspace: `other-${Date.now()}` });
    for (const url of [
      `/envelopes/${e.envelopeId}/certificate`,
      `/envelopes/${e.envelopeId}/pdf`,
      `/envelopes/${e.envelopeId}/attachments`,
      `/envelopes/${e.envelopeId}/attachments/att_x`,
    ]) {
      const theirs = await t.api('GET', url, undefined, other);
      const missing = await t.api('GET', url.replace(e.envelopeId, 'env_missing'), undefined, other);
      expect(theirs.statusCode, url).toBe(404);
      expect(sansRequestId(theirs.body)).toEqual(sansRequestId(missing.body));
    }
    expect((await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).statusCode).toBe(200);
  });

  it('recomputes the snapshot digest at every read: an altered stored file reads false', async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    const before = (await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).json().data;
    expect(before).toMatchObject({ documentHashVerified: true, completionHash: null, completionHashVerified: null });
    await alterBlob(t, e.snapshotBlobId);
    expect((await t.api('GET', `/envelopes/${e.envelopeId}/certificate`)).json().data.documentHashVerified).toBe(false);
  });

  it('serves a preview PDF before completion', async () => {
    const e = await seedEnvelope(t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
    const res = await t.api('GET', `/envelopes/${e.envelopeId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the events', () => {
  it('every signing event emitted above carries data the contract describes', async () => {
    expect(await checkedEventData(t)).toEqual([
      'consent.accepted',
      'consent.withdrawn',
      'recipient.attached',
      'recipient.authenticated',
      'recipient.declined',
      'recipient.signed',
      'recipient.viewed',
    ]);
  });
});
