// Every gate of a link, one at a time and all together, over HTTP on the real database: the link's state (410
// with the reason), the address lists (403), verification codes, the password, the terms, capture fields; the
// all-or-nothing answers; tightening re-gates opened visits; the view cap under 20 concurrent visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFor,
  content,
  expectError,
  gates,
  lastMail,
  mailCount,
  makeKit,
  makeLink,
  mdDoc,
  patchLink,
  start,
  uniqueEmail,
  type Kit,
} from './test-kit.js';
import { settleChain } from '../events/chain.js';

let k: Kit;
let documentId: string;
beforeAll(async () => {
  k = await makeKit();
  documentId = await mdDoc(k, 'Gated deck', '# Gated deck\n\nConfidential numbers.');
});
afterAll(() => k.t.close());

const TERMS =
  'The recipient keeps the contents of this document confidential and uses them only to evaluate an investment.';
/** A link whose only gate is its own terms (TERMS), not notifying its owner of views. */
const termsLink = (extra: Record<string, unknown> = {}) =>
  makeLink(k, { documentId, requireEmail: false, requireNda: true, ndaText: TERMS, notifyOnView: false, ...extra });
const visitRow = (id: string) =>
  k.t.db.kysely.selectFrom('link_visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const viewCount = async (linkId: string) => (await k.api('GET', `/links/${linkId}`)).json().data.viewCount as number;
const visitsOf = async (linkId: string) =>
  (await k.t.db.kysely.selectFrom('link_visits').select('id').where('link_id', '=', linkId).execute()).length;

describe("the link's state", () => {
  it('inactive, deleted, expired, view cap reached: 410 with the reason in words, and no visit is created', async () => {
    const off = await makeLink(k, { documentId, requireEmail: false, active: false });
    const r1 = await start(k, off.slug);
    expect([r1.status, r1.body.code]).toEqual([410, 'link_disabled']);
    expect(r1.body.error).toMatch(/switched off/);
    const expired = await makeLink(k, { documentId, requireEmail: false, expiresAt: '2020-06-30T12:00:00Z' });
    const r2 = await start(k, expired.slug);
    expect(r2.body).toEqual({
      requestId: expect.any(String),
      code: 'link_expired',
      error: 'This link expired on 30 June 2020 and no longer opens.',
    });
    const capped = await makeLink(k, { documentId, requireEmail: false, maxViews: 1 });
    expect((await start(k, capped.slug)).body.data.opened).toBe(true);
    const r3 = await start(k, capped.slug);
    expect([r3.status, r3.body.code]).toEqual([410, 'link_view_limit']);
    for (const l of [off, expired]) expect(await visitsOf(l.id)).toBe(0);
    expect(await visitsOf(capped.id)).toBe(1);
  });

  it('a room archived or trashed stops its links and their opened visits (room_archived, room_deleted); restored, they serve again', async () => {
    const room = (await k.api('POST', '/rooms', { name: 'Diligence' })).json().data;
    await k.api('POST', `/rooms/${room.id}/documents`, { documentId });
    const l = await makeLink(k, { dataRoomId: room.id, requireEmail: false });
    const v = await start(k, l.slug);
    expect(v.body.data).toMatchObject({ opened: true, kind: 'room', title: 'Diligence' });
    expect((await content(k, v)).json().data.room).toMatchObject({
      name: 'Diligence',
      documents: [{ documentId, folderId: null, title: 'Gated deck', kind: 'xdoc' }],
    });
    expect((await k.api('PATCH', `/rooms/${room.id}`, { archived: true })).statusCode).toBe(200);
    expectError(await content(k, v), 410, 'room_archived');
    expect((await start(k, l.slug)).body.code).toBe('room_archived');
    await k.api('PATCH', `/rooms/${room.id}`, { archived: false });
    expect((await content(k, v)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/rooms/${room.id}`)).statusCode).toBe(204);
    expectError(await content(k, v), 410, 'room_deleted');
    expect((await start(k, l.slug)).body.code).toBe('room_deleted');
  });
});

describe('the address', () => {
  it('requireEmail: pending email until given; the address is recorded and names the visitor', async () => {
    const l = await makeLink(k, { documentId, notifyOnView: false });
    const v = await start(k, l.slug);
    expect(v.body.data).toMatchObject({ opened: false, pending: ['email'], email: null });
    expectError(await content(k, v), 403, 'gates_pending');
    expect((await content(k, v)).json().details).toEqual({ pending: ['email'] });
    const email = uniqueEmail('Dana');
    const res = await gates(k, v, { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ opened: true, pending: [], email: email.toLowerCase() });
    const viewed = await k.t.db.kysely
      .selectFrom('audit_events')
      .select(['actor_name', 'actor_email'])
      .where('share_link_id', '=', l.id)
      .where('type', '=', 'link.viewed')
      .executeTakeFirstOrThrow();
    expect(viewed).toEqual({ actor_name: email.toLowerCase(), actor_email: email.toLowerCase() });
    // After opening, another address is a 409; the same one is fine.
    expectError(await gates(k, v, { email: uniqueEmail('someone') }), 409, 'conflict');
    expect((await gates(k, v, { email })).statusCode).toBe(200);
  });

  it('an internationalised address (idn-email) is admitted as written; what is not an address is refused naming the field', async () => {
    const l = await makeLink(k, { documentId, notifyOnView: false, allowedDomains: ['fund.example'] });
    const bad = await start(k, l.slug);
    const refused = await gates(k, bad, { email: 'zoë at fund.example' });
    expectError(refused, 400, 'validation_failed');
    expect(refused.body).toContain('body.email');
    const v = await start(k, l.slug);
    const res = await gates(k, v, { email: 'Zoë@fund.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ opened: true, email: 'zoë@fund.example' });
    expect((await visitRow(v.visitId)).viewer_email).toBe('zoë@fund.example');
    // Read back as written by the owner's operations (their answers say `format: email` and admit these).
    const visitor = await k.api('GET', `/visitors/${encodeURIComponent('zoë@fund.example')}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.email).toBe('zoë@fund.example');
    const views = await k.api('GET', `/views?shareLinkId=${l.id}&email=${encodeURIComponent('zoë@fund.example')}`);
    expect(views.statusCode, views.body).toBe(200);
    expect(views.json().data.map((x: { viewerEmail: string }) => x.viewerEmail)).toContain('zoë@fund.example');
  });

  it("allowedEmails / allowedDomains / blockedEmails by the reference's rules (403 email_not_allowed), checked on every call", async () => {
    const l = await makeLink(k, {
      documentId,
      notifyOnView: false,
      allowedEmails: ['dana@partner.example'],
      allowedDomains: ['acme.example'],
      blockedEmails: ['mallory@acme.example', '@blocked.acme.example'],
    });
    const tryEmail = async (email: string) => (await start(k, l.slug, { email })).status;
    expect(await tryEmail('dana@partner.example')).toBe(201); // listed address
    expect(await tryEmail('DANA@Partner.example')).toBe(201); // case does not matter
    expect(await tryEmail('eve@partner.example')).toBe(403); // not listed, domain not allowed
    expect(await tryEmail('bob@acme.example')).toBe(201); // allowed domain
    expect(await tryEmail('bob@eu.acme.example')).toBe(403); // a parent domain does not admit its subdomains
    expect(await tryEmail('mallory@acme.example')).toBe(403); // blocked address beats the allowed domain
    const blockedDomain = await makeLink(k, {
      documentId,
      notifyOnView: false,
      blockedEmails: ['competitor.example', '@rival.example'],
    });
    expect((await start(k, blockedDomain.slug, { email: 'x@competitor.example' })).status).toBe(403); // no @: a domain
    expect((await start(k, blockedDomain.slug, { email: 'x@rival.example' })).status).toBe(403); // leading @: a domain
    expect((await start(k, blockedDomain.slug, { email: 'x@sub.rival.example' })).status).toBe(201);
    const refused = await start(k, l.slug, { email: 'eve@partner.example' });
    expect(refused.body).toMatchObject({ code: 'email_not_allowed', details: { fields: [{ field: 'body.email' }] } });
    expect(refused.body.error).toMatch(/may not open this link/);
    // Checked on every visit: blocking an opened visitor stops them at once.
    const v = await start(k, l.slug, { email: 'bob@acme.example' });
    expect((await content(k, v)).statusCode).toBe(200);
    await patchLink(k, l.id, { blockedEmails: ['bob@acme.example'] });
    expectError(await content(k, v), 403, 'email_not_allowed');
    expectError(await gates(k, v, {}), 403, 'email_not_allowed');
  });

  it('an allow list asks the address even without requireEmail (an anonymous visit would pass it by); a public link asks nothing', async () => {
    const l = await makeLink(k, {
      documentId,
      requireEmail: false,
      allowedDomains: ['fund.example'],
      notifyOnView: false,
    });
    expect((await start(k, l.slug)).body.data.pending).toEqual(['email']);
    expect((await start(k, l.slug, { email: 'x@other.example' })).status).toBe(403);
    expect((await start(k, l.slug, { email: 'x@fund.example' })).body.data.opened).toBe(true);
    const open = await makeLink(k, { documentId, isPublic: true, blockedEmails: ['bad.example'], notifyOnView: false });
    expect((await start(k, open.slug)).body.data.opened).toBe(true);
    expect((await start(k, open.slug, { email: 'x@bad.example' })).status).toBe(403);
  });
});

describe('verification', () => {
  it('a six-digit code mailed as soon as the visit has an address, stored hashed; wrong codes count (5 tries); the right one opens', async () => {
    const l = await makeLink(k, { documentId, requireEmailVerification: true, notifyOnView: false });
    const v = await start(k, l.slug);
    expect(v.body.data.pending).toEqual(['email', 'verification']);
    expect(v.body.data.verification).toBeNull();
    const email = uniqueEmail('verify');
    const given = await gates(k, v, { email });
    const state = given.json().data;
    expect(state.pending).toEqual(['verification']);
    expect(state.verification).toMatchObject({ sentTo: email, attemptsLeft: 5 });
    expect(Date.parse(state.verification.expiresAt) - Date.parse(state.verification.sentAt)).toBe(600_000);
    const code = await codeFor(k, email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await visitRow(v.visitId);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.verification_code_hash).toMatch(/^[0-9a-f]{64}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await gates(k, v, { code: wrong });
    expectError(bad, 422, 'verification_code_incorrect');
    expect(bad.json().details).toMatchObject({ attemptsLeft: 4, fields: [{ field: 'body.code' }] });
    const ok = await gates(k, v, { code });
    expect(ok.json().data).toMatchObject({ opened: true, pending: [], verification: null });
    expect((await visitRow(v.visitId)).email_verified_at).not.toBeNull();
    expectError(await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token), 409, 'conflict');
  });

  it('five wrong tries spend the code; an expired code is refused; resend: one a minute (429), the previous code stops working', async () => {
    const l = await makeLink(k, { documentId, requireEmailVerification: true, notifyOnView: false });
    const email = uniqueEmail('tries');
    const v = await start(k, l.slug, { email });
    expect(v.body.data.verification).toMatchObject({ sentTo: email, attemptsLeft: 5 });
    const code = await codeFor(k, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const left = [];
    for (let i = 0; i < 5; i++) left.push((await gates(k, v, { code: wrong })).json().details.attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expectError(await gates(k, v, { code }), 422, 'verification_code_expired');
    // Resend: too soon after the last code (429 with retry-after), then allowed once the minute passed.
    const soon = await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token);
    expectError(soon, 429, 'rate_limited');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await k.t.db.kysely
      .updateTable('link_visits')
      .set({ verification_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', v.visitId)
      .execute();
    const resent = await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.verification).toMatchObject({ sentTo: email, attemptsLeft: 5 });
    const fresh = await codeFor(k, email);
    expect(await mailCount(k, email, 'link.verification_code')).toBe(2);
    if (fresh !== code) expectError(await gates(k, v, { code }), 422, 'verification_code_incorrect');
    // Expired: ten minutes after sending.
    await k.t.db.kysely
      .updateTable('link_visits')
      .set({ verification_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', v.visitId)
      .execute();
    expectError(await gates(k, v, { code: fresh }), 422, 'verification_code_expired');
  });

  it('resend: 409 when the link asks no code or the visit has no address; at most 5 an hour', async () => {
    const plain = await makeLink(k, { documentId, notifyOnView: false });
    const p = await start(k, plain.slug);
    expectError(await k.pub('POST', `/visits/${p.visitId}/verification`, undefined, p.token), 409, 'conflict');
    const l = await makeLink(k, { documentId, requireEmailVerification: true, notifyOnView: false });
    const v = await start(k, l.slug);
    expectError(await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token), 409, 'conflict');
    const email = uniqueEmail('hourly');
    await gates(k, v, { email });
    for (let i = 0; i < 4; i++) {
      await k.t.db.kysely
        .updateTable('link_visits')
        .set({ verification_sent_at: new Date(Date.now() - 61_000).toISOString() })
        .where('id', '=', v.visitId)
        .execute();
      expect((await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token)).statusCode).toBe(200);
    }
    await k.t.db.kysely
      .updateTable('link_visits')
      .set({ verification_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', v.visitId)
      .execute();
    expectError(await k.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token), 429, 'rate_limited');
    expect(await mailCount(k, email, 'link.verification_code')).toBe(5);
  });

  it('a new address before opening starts verification again (a new code to the new address)', async () => {
    const l = await makeLink(k, { documentId, requireEmailVerification: true, notifyOnView: false });
    const first = uniqueEmail('first');
    const v = await start(k, l.slug, { email: first });
    const second = uniqueEmail('second');
    const moved = (await gates(k, v, { email: second })).json().data;
    expect(moved).toMatchObject({ email: second, pending: ['verification'], verification: { sentTo: second } });
    expectError(await gates(k, v, { code: await codeFor(k, first) }), 422);
    expect((await gates(k, v, { code: await codeFor(k, second) })).json().data.opened).toBe(true);
  });
});

describe('answers not looked at', () => {
  it('are named in `ignored` (a password sent with the address before the code is in), and count once sent again', async () => {
    const l = await makeLink(k, {
      documentId,
      requireEmailVerification: true,
      password: 'open sesame',
      notifyOnView: false,
    });
    const email = uniqueEmail('ignored');
    // Even a wrong password is not looked at yet: no 422, but it is reported, never dropped silently.
    const v = await start(k, l.slug, { email, password: 'wrong one', ndaAccepted: true });
    expect(v.body.data).toMatchObject({ pending: ['verification', 'password'], ignored: ['password', 'ndaAccepted'] });
    const code = await codeFor(k, email);
    const onlyCode = await gates(k, v, { code });
    expect(onlyCode.json().data).toMatchObject({ pending: ['password'], ignored: [] });
    const wrong = await gates(k, v, { password: 'wrong one' });
    expectError(wrong, 422, 'password_incorrect');
    const ok = await gates(k, v, { password: 'open sesame', code: '123456' });
    // The code gate is cleared already: the code was not looked at.
    expect(ok.json().data).toMatchObject({ opened: true, pending: [], ignored: ['code'] });
  });
});

describe('password', () => {
  it('wrong: 422 password_incorrect naming body.password; right: opens; a new password re-gates the opened visit, not counted again', async () => {
    const l = await makeLink(k, { documentId, requireEmail: false, password: 'first secret', notifyOnView: false });
    const v = await start(k, l.slug);
    expect(v.body.data.pending).toEqual(['password']);
    const bad = await gates(k, v, { password: 'guess' });
    expectError(bad, 422, 'password_incorrect');
    expect(bad.json().details).toEqual({
      fields: [{ field: 'body.password', message: 'is not the password of this link' }],
    });
    expect((await gates(k, v, { password: 'first secret' })).json().data.opened).toBe(true);
    expect(await viewCount(l.id)).toBe(1);
    await patchLink(k, l.id, { password: 'second secret' });
    const regated = await content(k, v);
    expectError(regated, 403, 'gates_pending');
    expect(regated.json().details.pending).toEqual(['password']);
    expect((await gates(k, v, { password: 'first secret' })).statusCode).toBe(422);
    expect((await gates(k, v, { password: 'second secret' })).json().data).toMatchObject({ opened: true, pending: [] });
    expect((await content(k, v)).statusCode).toBe(200);
    expect(await viewCount(l.id)).toBe(1);
    // Removing the password opens nothing new and asks nothing.
    await patchLink(k, l.id, { password: null });
    expect((await content(k, v)).statusCode).toBe(200);
  });

  it('10 wrong passwords from one address in 15 minutes: 429 with retry-after, even for the right one', async () => {
    const l = await makeLink(k, { documentId, requireEmail: false, password: 'right one', notifyOnView: false });
    const v = await start(k, l.slug);
    for (let i = 0; i < 10; i++) expect((await gates(k, v, { password: `wrong ${i}` })).statusCode).toBe(422);
    const locked = await gates(k, v, { password: 'right one' });
    expectError(locked, 429, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // A wrong password at the start of a visit counts too, and creates no visit.
    const again = await start(k, l.slug, { password: 'right one' });
    expect(again.status).toBe(429);
    await k.t.db.kysely
      .updateTable('visit_attempts')
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('link_id', '=', l.id)
      .execute();
    expect((await gates(k, v, { password: 'right one' })).json().data.opened).toBe(true);
  });
});

describe('terms', () => {
  it("the link's own terms: shown exactly, accepted text kept on the visit and in agreement_acceptances, link.nda_accepted; changed terms re-gate", async () => {
    const l = await termsLink();
    const v = await start(k, l.slug);
    expect(v.body.data).toMatchObject({
      pending: ['nda'],
      nda: { text: TERMS, requireName: false, agreementName: null },
    });
    expect((await gates(k, v, { ndaAccepted: false })).json().data.pending).toEqual(['nda']);
    const ok = (await gates(k, v, { ndaAccepted: true, ndaName: 'Ignored' })).json().data;
    expect(ok).toMatchObject({ opened: true, nda: null });
    expect(await visitRow(v.visitId)).toMatchObject({ nda_text: TERMS, nda_signed_name: null, agreement_id: null });
    const acc = await k.t.db.kysely
      .selectFrom('agreement_acceptances')
      .selectAll()
      .where('visit_id', '=', v.visitId)
      .execute();
    expect(acc).toHaveLength(1);
    expect(acc[0]).toMatchObject({ text: TERMS, agreement_id: null, link_id: l.id });
    await settleChain(k.t.db.kysely, k.t.workspaceId); // PostgreSQL chains after commit
    const events = await k.t.db.kysely
      .selectFrom('audit_events')
      .select('type')
      .where('share_link_id', '=', l.id)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['link.created', 'link.nda_accepted', 'link.viewed']);
    const changed = `${TERMS} Also for affiliates.`;
    await patchLink(k, l.id, { ndaText: changed });
    const regated = await content(k, v);
    expect(regated.json()).toMatchObject({ code: 'gates_pending', details: { pending: ['nda'] } });
    expect((await gates(k, v, {})).json().data.nda.text).toBe(changed);
    await gates(k, v, { ndaAccepted: true });
    expect((await visitRow(v.visitId)).nda_text).toBe(changed);
    expect(
      await k.t.db.kysely
        .selectFrom('agreement_acceptances')
        .select('text')
        .where('visit_id', '=', v.visitId)
        .orderBy('accepted_at')
        .execute(),
    ).toEqual([{ text: TERMS }, { text: changed }]);
  });

  it('an agreement requiring a name: 422 naming body.ndaName without it; rewording re-gates, renaming does not; deleting keeps acceptances', async () => {
    const agr = (await k.api('POST', '/agreements', { name: 'Mutual NDA', body: TERMS, requireName: true })).json()
      .data;
    const l = await makeLink(k, {
      documentId,
      requireEmail: false,
      requireNda: true,
      agreementId: agr.id,
      notifyOnView: false,
    });
    const v = await start(k, l.slug);
    expect(v.body.data.nda).toEqual({ text: TERMS, requireName: true, agreementName: 'Mutual NDA' });
    const noName = await gates(k, v, { ndaAccepted: true });
    expectError(noName, 422, 'unprocessable');
    expect(noName.json().details.fields[0].field).toBe('body.ndaName');
    expect((await visitRow(v.visitId)).nda_accepted_at).toBeNull();
    expect((await gates(k, v, { ndaAccepted: true, ndaName: 'Dana Whitfield' })).json().data.opened).toBe(true);
    expect(await visitRow(v.visitId)).toMatchObject({
      nda_signed_name: 'Dana Whitfield',
      agreement_id: agr.id,
      nda_text: TERMS,
    });
    await k.api('PATCH', `/agreements/${agr.id}`, { name: 'Mutual NDA (investors)' });
    expect((await content(k, v)).statusCode).toBe(200);
    const reworded = `${TERMS} Revised.`;
    expect((await k.api('PATCH', `/agreements/${agr.id}`, { body: reworded })).json().regatedLinks).toBe(1);
    expect((await content(k, v)).json().details.pending).toEqual(['nda']);
    await gates(k, v, { ndaAccepted: true, ndaName: 'Dana Whitfield' });
    expect((await content(k, v)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/agreements/${agr.id}`)).statusCode).toBe(204);
    expect((await content(k, v)).statusCode).toBe(200);
    const acc = await k.t.db.kysely
      .selectFrom('agreement_acceptances')
      .select(['text', 'agreement_revision', 'signed_name'])
      .where('visit_id', '=', v.visitId)
      .orderBy('accepted_at')
      .execute();
    expect(acc).toEqual([
      { text: TERMS, agreement_revision: 1, signed_name: 'Dana Whitfield' },
      { text: reworded, agreement_revision: 2, signed_name: 'Dana Whitfield' },
    ]);
  });
});

describe('capture fields', () => {
  it('required fields pending until answered; wrong kinds, unknown ids and choices not offered are 422 naming body.answers.<id>', async () => {
    const l = await makeLink(k, {
      documentId,
      isPublic: true,
      notifyOnView: false,
      captureFields: [
        { label: 'Company', required: true },
        { label: 'Role', type: 'select', options: ['Investor', 'Advisor'], required: true },
        { label: 'Accept marketing', type: 'checkbox' },
      ],
    });
    const v = await start(k, l.slug);
    expect(v.body.data.pending).toEqual(['capture']);
    expect(v.body.data.captureFields.map((f: any) => f.id)).toEqual(['company', 'role', 'accept_marketing']);
    for (const [answers, field] of [
      [{ nope: 'x' }, 'body.answers.nope'],
      [{ company: true }, 'body.answers.company'],
      [{ role: 'Banker' }, 'body.answers.role'],
      [{ accept_marketing: 'yes' }, 'body.answers.accept_marketing'],
    ] as const) {
      const r = await gates(k, v, { answers });
      expectError(r, 422, 'unprocessable');
      expect(r.json().details.fields[0].field).toBe(field);
    }
    expect((await gates(k, v, { answers: { company: 'Acme' } })).json().data.pending).toEqual(['capture']);
    const ok = (await gates(k, v, { answers: { role: 'Investor', accept_marketing: false } })).json().data;
    expect(ok.opened).toBe(true);
    expect(JSON.parse((await visitRow(v.visitId)).capture_answers)).toEqual({
      company: 'Acme',
      role: 'Investor',
      accept_marketing: false,
    });
    // A public link with no capture fields opens at once.
    const open = await makeLink(k, { documentId, isPublic: true, notifyOnView: false });
    expect((await start(k, open.slug)).body.data.opened).toBe(true);
  });
});

describe('every gate together', () => {
  it('in order: email, verification, password, terms, capture; all or nothing; opens once; owner mailed (notifyOnView)', async () => {
    const owner = uniqueEmail('owner');
    await k.t.db.kysely.updateTable('workspaces').set({ email: owner }).where('id', '=', k.t.workspaceId).execute();
    const l = await makeLink(k, {
      documentId,
      name: 'All gates',
      requireEmailVerification: true,
      password: 'pw all',
      requireNda: true,
      ndaText: TERMS,
      captureFields: [{ label: 'Company', required: true }],
      allowedDomains: ['fund.example'],
    });
    const email = uniqueEmail('dana', 'fund.example');
    // A wrong password with the address in the first call: nothing is created... but the address comes first and
    // the code has not been given, so the walk stops at verification and the password is not looked at.
    const v = await start(k, l.slug, { email, password: 'wrong' });
    expect(v.body.data).toMatchObject({ pending: ['verification', 'password', 'nda', 'capture'], email });
    const code = await codeFor(k, email);
    // All or nothing: a right code with a wrong password keeps nothing (the code still pending).
    expectError(await gates(k, v, { code, password: 'wrong' }), 422, 'password_incorrect');
    expect((await visitRow(v.visitId)).email_verified_at).toBeNull();
    // Capture answered while earlier gates are pending is not looked at.
    expect((await gates(k, v, { code, answers: { company: 'Fund' } })).json().data.pending).toEqual([
      'password',
      'nda',
      'capture',
    ]);
    expect((await visitRow(v.visitId)).capture_answers).toBe('{}');
    const opened = (await gates(k, v, { password: 'pw all', ndaAccepted: true, answers: { company: 'Fund' } })).json()
      .data;
    expect(opened).toMatchObject({ opened: true, pending: [] });
    expect(await viewCount(l.id)).toBe(1);
    const note = await lastMail(k, owner);
    expect(note).toMatchObject({ kind: 'link.viewed' });
    expect(note!.text).toContain(`${email} opened your link "All gates"`);
    // An opened visit stays opened through calls that change nothing.
    expect((await gates(k, v, {})).json().data.opened).toBe(true);
    expect(await viewCount(l.id)).toBe(1);
    expect(await mailCount(k, owner, 'link.viewed')).toBe(1);
  });
});

describe('the view cap', () => {
  it('cap 1, 20 visitors clearing the last gate at once: exactly one opens, the others 410 link_view_limit; the opened one keeps reading', async () => {
    const l = await termsLink({ maxViews: 1 });
    const visits = await Promise.all(Array.from({ length: 20 }, () => start(k, l.slug)));
    expect(visits.every((v) => v.status === 201 && v.body.data.pending[0] === 'nda')).toBe(true);
    const answers = await Promise.all(visits.map((v) => gates(k, v, { ndaAccepted: true })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 410).map((r) => r.json().code)).toEqual(
      Array(19).fill('link_view_limit'),
    );
    expect(await viewCount(l.id)).toBe(1);
    const winner = visits[answers.findIndex((r) => r.statusCode === 200)];
    expect((await content(k, winner)).statusCode).toBe(200);
    const loser = visits[answers.findIndex((r) => r.statusCode === 410)];
    expectError(await content(k, loser), 410, 'link_view_limit');
    // The losers kept nothing of the call (their acceptance rolled back with it).
    expect((await visitRow(loser.visitId)).nda_accepted_at).toBeNull();
    const opened = await k.t.db.kysely
      .selectFrom('link_visits')
      .select('id')
      .where('link_id', '=', l.id)
      .where('opened_at', 'is not', null)
      .execute();
    expect(opened).toHaveLength(1);
  });

  it('one visit clearing its last gate in 10 calls at once counts one view and one acceptance', async () => {
    const l = await termsLink();
    const v = await start(k, l.slug);
    const answers = await Promise.all(Array.from({ length: 10 }, () => gates(k, v, { ndaAccepted: true })));
    expect(answers.every((r) => r.statusCode === 200 && r.json().data.opened)).toBe(true);
    expect(await viewCount(l.id)).toBe(1);
    const events = await k.t.db.kysely
      .selectFrom('audit_events')
      .select('type')
      .where('share_link_id', '=', l.id)
      .where('type', 'in', ['link.viewed', 'link.nda_accepted'])
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['link.nda_accepted', 'link.viewed']);
    expect(
      await k.t.db.kysely.selectFrom('agreement_acceptances').select('id').where('visit_id', '=', v.visitId).execute(),
    ).toHaveLength(1);
  });

  it('cap 1, 20 visitors starting at once on an ungated link: exactly one visit is created and opens', async () => {
    const l = await makeLink(k, { documentId, requireEmail: false, maxViews: 1, notifyOnView: false });
    const visits = await Promise.all(Array.from({ length: 20 }, () => start(k, l.slug)));
    expect(visits.filter((v) => v.status === 201)).toHaveLength(1);
    expect(visits.filter((v) => v.status === 410 && v.body.code === 'link_view_limit')).toHaveLength(19);
    expect(await viewCount(l.id)).toBe(1);
    expect(await visitsOf(l.id)).toBe(1);
  });
});

describe('mail down', () => {
  it('the first code cannot go: the visit starts with verification null; resend answers 503 and changes nothing', async () => {
    const down = await makeKit({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const doc = await mdDoc(down, 'Down', '# Down\n\nx');
      const l = await makeLink(down, { documentId: doc, requireEmailVerification: true, notifyOnView: false });
      const v = await start(down, l.slug, { email: uniqueEmail('down') });
      expect(v.status).toBe(201);
      expect(v.body.data).toMatchObject({ pending: ['verification'], verification: null });
      const resend = await down.pub('POST', `/visits/${v.visitId}/verification`, undefined, v.token);
      expectError(resend, 503, 'service_unavailable');
      const row = await down.t.db.kysely
        .selectFrom('link_visits')
        .select(['verification_code_hash', 'verification_sent_at'])
        .where('id', '=', v.visitId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ verification_code_hash: null, verification_sent_at: null });
    } finally {
      await down.t.close();
    }
  });
});
