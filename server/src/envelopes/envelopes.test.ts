// Envelopes, the sender's side, over HTTP on the real database (SQLite, or PostgreSQL when DATABASE_URL is set)
// with a real SMTP sink: sending and every readiness rule, the frozen snapshot, the atomic claim under 20
// concurrent sends, routing and signing mails, bounces, list/get/remind/void/reassign with their errors,
// another workspace's ids, PDF field placements, billing (allowance, credits, 402, 503), expiry and reminders.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCapability } from '../auth/capability.js';
import { systemContext } from '../platform/context.js';
import { setPlan } from '../plans/store.js';
import {
  sansRequestId,
  bearer,
  makeApp,
  waitFor,
  type TestApp,
  makeMailingApp,
  type MailingTestApp,
} from '../../test/helpers.js';
import { workspacePayloads } from '../../test/signing-support.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { advanceRouting } from './actions/advance-routing.js';
import { setCredits } from './billing.js';
import { sweepEnvelopes } from './jobs.js';
import { insertHook, newHookRow } from '../webhooks/repository.js';

let t: MailingTestApp;
let sink: SmtpSink;
let otherKey: string;
let readOnly: string;

const uniq = () => randomBytes(4).toString('hex');
const addr = (local: string) => `${local}@${uniq()}.example.com`;

type Person = { name?: string; email?: string; role?: 'signer' | 'viewer'; routingOrder?: number; accessCode?: string };

/** An authored document with one name/signature/date block per signer. */
async function draft(
  people: Person[],
  markdown = '# Agreement\n\nThe parties agree.\n',
  key = t.key,
): Promise<{ id: string; recipients: { id: string; email: string; role: string }[] }> {
  const res = await t.api('POST', '/documents', { title: `Agreement ${uniq()}`, markdown, recipients: people }, key);
  expect(res.statusCode, res.body).toBe(201);
  const doc = res.json().data;
  for (const r of doc.recipients.filter((x: { role: string }) => x.role === 'signer')) {
    const b = await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id }, key);
    expect(b.statusCode, b.body).toBe(201);
  }
  return { id: doc.id, recipients: doc.recipients };
}

async function send(body: Record<string, unknown>, key = t.key) {
  return t.api('POST', '/envelopes', body, key);
}

async function sent(body: Record<string, unknown>, key = t.key) {
  const res = await send(body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: any; delivery: { email: string; delivered: boolean; reason: string | null }[] };
}

const linkIn = (text: string) => text.match(/https?:\/\/[^\s]+\/sign\/(sgn_[A-Za-z0-9_-]{43})/)?.[1];

async function pdfOf(pages: number, size: [number, number] = [600, 800]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage(size);
  return Buffer.from(await pdf.save());
}

async function uploadPdf(bytes: Buffer, recipients: Person[]) {
  const up = await t.api('POST', '/documents/upload', bytes, {
    headers: { 'content-type': 'application/pdf', 'x-filename': 'contract.pdf' },
  });
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().data.id;
  const patch = await t.api('PATCH', `/documents/${id}`, { recipients });
  expect(patch.statusCode, patch.body).toBe(200);
  return { id, recipients: patch.json().data.recipients as { id: string; email: string; role: string }[] };
}

/** Makes an envelope's next reminder, or its expiry, a second past: due at the next sweep. */
async function dueNow(envelopeId: string, column: 'next_reminder_at' | 'expires_at'): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.db.kysely
    .updateTable('envelopes')
    .set(column === 'expires_at' ? { expires_at: past } : { next_reminder_at: past })
    .where('id', '=', envelopeId)
    .execute();
}

/** The credit balance of a workspace, by its slug. */
async function creditsOf(slug: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('billing_accounts')
    .innerJoin('workspaces', 'workspaces.id', 'billing_accounts.workspace_id')
    .select('credits')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return Number(row.credits);
}

async function audit(envelopeId: string) {
  return (await t.api('GET', `/audit?envelopeId=${envelopeId}&limit=100`)).json().data as {
    type: string;
    family: string;
    metadata: any;
    actorName: string;
  }[];
}

beforeAll(async () => {
  t = await makeMailingApp(
    { RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_URL: 'https://sign.dossier.test' },
    { startJobs: false },
  );
  sink = t.sink;
  otherKey = await t.keyWith(['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'], {
    workspace: `other-${uniq()}`,
  });
  readOnly = await t.keyWith(['envelopes:read', 'documents:read']);
  // This workspace sends more than the free plan's 10 a month; the billing tests use a plan of their own.
  await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('id', '=', t.workspaceId).execute();
  // An endpoint subscribed to every event: each event's payload waits in deliveries (the job runner is off).
  await insertHook(
    t.db.kysely,
    newHookRow({
      id: `hook_${uniq()}`,
      workspace_id: t.workspaceId,
      url: 'https://hooks.example.com/in',
      events: '[]',
      secret: 'whsec_test',
      key_id: null,
    }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('sending', () => {
  it('sends to every signer at once: snapshot frozen, document locked, one mail each with its own link, events', async () => {
    const ada = addr('ada');
    const bob = addr('bob');
    const vic = addr('vic');
    const doc = await draft([
      { name: 'Ada', email: ada },
      { name: 'Bob', email: bob, accessCode: 'open-sesame' },
      { name: 'Vic', email: vic, role: 'viewer' },
    ]);
    const before = (await t.api('GET', `/documents/${doc.id}?include=content`)).json().data;
    const { data, delivery } = await sent({
      documentId: doc.id,
      message: 'Please review.',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      reminderEveryDays: 3,
    });

    expect(data).toMatchObject({
      documentId: doc.id,
      title: before.title,
      kind: 'xdoc',
      status: 'sent',
      sequential: false,
      subject: `Please sign: ${before.title}`,
      message: 'Please review.',
      completionHash: null,
      reminderEveryDays: 3,
    });
    expect(data.recipients.map((r: any) => [r.name, r.role, r.status, r.authMethod])).toEqual([
      ['Ada', 'signer', 'sent', 'email'],
      ['Bob', 'signer', 'sent', 'email+access_code'],
      ['Vic', 'viewer', 'sent', 'email'],
    ]);
    expect(data.recipients.every((r: any) => r.notifiedAt && !('signingUrl' in r))).toBe(true);
    expect(data.fields).toHaveLength(6);
    expect(new Set(data.fields.map((f: any) => f.type))).toEqual(new Set(['name', 'signature', 'date']));
    expect(delivery).toEqual([ada, bob, vic].map((email) => ({ email, delivered: true, reason: null })));

    // contentHash is the SHA-256 of the frozen body as it was at send time.
    const row = await t.db.kysely
      .selectFrom('envelopes')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    const stored = await t.db.kysely
      .selectFrom('documents')
      .select('content')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(data.contentHash).toBe(createHash('sha256').update(stored.content!).digest('hex'));
    const chunks: Buffer[] = [];
    for await (const c of (await t.rt.blobs.get(row.snapshot_blob_id))!) chunks.push(Buffer.from(c));
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(data.contentHash);

    const after = (await t.api('GET', `/documents/${doc.id}`)).json().data;
    expect(after).toMatchObject({ status: 'locked', activeEnvelopeId: data.id });
    expect((await t.api('PATCH', `/documents/${doc.id}`, { markdown: '# changed' })).statusCode).toBe(409);

    // One mail each, each with its own link whose token is stored only as a hash.
    const tokens = [ada, bob, vic].map((a) => {
      const mails = sink.to(a);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(before.title);
      return linkIn(mails[0].text)!;
    });
    expect(new Set(tokens).size).toBe(3);
    expect(sink.to(ada)[0].text).toContain('https://sign.dossier.test/sign/sgn_');
    expect(sink.to(vic)[0].text).toMatch(/do not need to sign/);
    const hashes = await t.db.kysely
      .selectFrom('envelope_recipients')
      .select(['email', 'signing_token_hash', 'access_code_hash'])
      .where('envelope_id', '=', data.id)
      .execute();
    for (const [i, a] of [ada, bob, vic].entries())
      expect(hashes.find((h) => h.email === a)!.signing_token_hash).toBe(hashCapability(tokens[i]));
    expect(hashes.find((h) => h.email === bob)!.access_code_hash).toMatch(/^scrypt\$/);
    const dump = JSON.stringify(
      await t.db.kysely.selectFrom('envelope_recipients').selectAll().where('envelope_id', '=', data.id).execute(),
    );
    for (const tok of tokens) expect(dump).not.toContain(tok);

    // The signing links: only with include=signingUrls and envelopes:write.
    const plain = (await t.api('GET', `/envelopes/${data.id}`)).json().data;
    expect(plain.recipients.some((r: any) => 'signingUrl' in r)).toBe(false);
    const withUrls = (await t.api('GET', `/envelopes/${data.id}?include=signingUrls`)).json().data;
    expect(withUrls.recipients.map((r: any) => r.signingUrl)).toEqual(
      tokens.map((tok) => `https://sign.dossier.test/sign/${tok}`),
    );
    const denied = await t.api('GET', `/envelopes/${data.id}?include=signingUrls`, undefined, readOnly);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toContain('envelopes:write');
    expect((await t.api('GET', `/envelopes/${data.id}`, undefined, readOnly)).statusCode).toBe(200);
    expect((await t.api('GET', `/envelopes/${data.id}?include=bogus`)).statusCode).toBe(400);
    const list = (await t.api('GET', '/envelopes?limit=100')).json().data;
    expect(JSON.stringify(list)).not.toContain('sgn_');

    const events = await audit(data.id);
    const types = events.map((e) => e.type);
    expect(types.filter((x) => x === 'recipient.notified')).toHaveLength(3);
    expect(types).toContain('envelope.sent');
    expect(events.every((e) => e.family === 'signing')).toBe(true);
    expect(JSON.stringify(events)).not.toContain('sgn_');
  });

  it('refuses a document that is not ready, naming each rule and where (422)', async () => {
    const cases: {
      people: Person[];
      markdown?: string;
      blocks?: boolean;
      rule: string;
      where?: Record<string, unknown>;
    }[] = [
      { people: [{ name: 'Vi', email: addr('vi'), role: 'viewer' }], rule: 'no_signer' },
      { people: [], rule: 'no_signer' },
      { people: [{ name: 'Sig', email: addr('sig') }], blocks: false, rule: 'signer_without_field' },
      {
        people: [{ name: 'Ann', email: addr('ann') }],
        markdown: '# Terms\n\nPrice: [AMOUNT] dollars.\n',
        rule: 'placeholder_text',
        where: { section: 'Terms', path: 'content[1]' },
      },
      {
        people: [{ name: 'Ann', email: addr('ann') }],
        markdown: '# Terms\n\nDelivery date TBD.\n',
        rule: 'placeholder_text',
      },
      {
        people: [{ name: 'Ann', email: addr('ann') }],
        markdown: '# Terms\n\nThe fee is {++ten++} dollars.\n',
        rule: 'unresolved_suggestion',
      },
      {
        people: [{ name: 'Ann', email: addr('ann') }],
        markdown: '# Sign\n\nSignature: ________________\n',
        rule: 'signature_line_without_field',
        where: { section: 'Sign' },
      },
    ];
    for (const c of cases) {
      const res = await t.api('POST', '/documents', {
        title: 'Not ready',
        markdown: c.markdown ?? '# Agreement\n\nText.\n',
        recipients: c.people,
      });
      const doc = res.json().data;
      if (c.blocks !== false)
        for (const r of doc.recipients.filter((x: any) => x.role === 'signer'))
          await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id });
      const refused = await send({ documentId: doc.id });
      expect(refused.statusCode, `${c.rule}: ${refused.body}`).toBe(422);
      const body = refused.json();
      expect(body.details.rule, refused.body).toBe(c.rule);
      expect(body.details.problems[0].rule).toBe(c.rule);
      expect(body.details.fields[0].field).toMatch(/^(document|body)\./);
      if (c.where) expect(body.details.problems[0].where).toMatchObject(c.where);
      expect((await t.api('GET', `/documents/${doc.id}`)).json().data).toMatchObject({
        status: 'draft',
        activeEnvelopeId: null,
      });
    }

    // A body of 120 placeholders: the first 50 problems are listed, all are counted.
    const many = (
      await t.api('POST', '/documents', {
        title: 'Many gaps',
        markdown: `# Terms\n\n${Array.from({ length: 120 }, (_, i) => `Item ${i}: [AMOUNT ${i}]`).join('\n\n')}\n`,
        recipients: [{ name: 'Ann', email: addr('ann') }],
      })
    ).json().data;
    await t.api('POST', `/documents/${many.id}/signature-blocks`, { recipientId: many.recipients[0].id });
    const gaps = (await send({ documentId: many.id })).json();
    expect(gaps.details.problems).toHaveLength(50);
    expect(gaps.details.fields).toHaveLength(50);
    expect(gaps.details.total).toBe(120);
    expect(gaps.error).toContain('(and 119 more problems)');

    // A recipient without an address (stored by an older client) and a field bound to a removed recipient.
    const doc = await draft([
      { name: 'Ann', email: addr('ann') },
      { name: 'Ben', email: addr('ben') },
    ]);
    const ben = doc.recipients[1];
    await t.db.kysely
      .updateTable('document_recipients')
      .set({ email: null })
      .where('id', '=', doc.recipients[0].id)
      .execute();
    await t.db.kysely.deleteFrom('document_recipients').where('id', '=', ben.id).execute();
    const body = (await send({ documentId: doc.id })).json();
    const rules = body.details.problems.map((p: any) => p.rule);
    expect(rules).toContain('recipient_incomplete');
    expect(rules).toContain('field_unbound');
    expect(body.details.problems.find((p: any) => p.rule === 'recipient_incomplete').where).toEqual({
      recipientId: doc.recipients[0].id,
    });
    expect(body.details.problems.find((p: any) => p.rule === 'field_unbound').where).toMatchObject({
      recipientId: ben.id,
    });
    expect(body.details.fields.map((f: any) => f.field)).toContain('document.recipients[0].email');

    // A shared file.
    const shared = await draft([{ name: 'Ann', email: addr('ann') }]);
    await t.db.kysely.updateTable('documents').set({ kind: 'file' }).where('id', '=', shared.id).execute();
    const fileRes = await send({ documentId: shared.id });
    expect(fileRes.statusCode).toBe(422);
    expect(fileRes.json().details.rule).toBe('shared_file');
  });

  it("answers 404 for a missing or another workspace's document, 409 when out for signature or in the trash, 400 for a past expiry", async () => {
    expect((await send({ documentId: 'doc_nope' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/envelopes', payload: { documentId: 'doc_nope' } }))
        .statusCode,
    ).toBe(401);
    const mine = await draft([{ name: 'Ann', email: addr('ann') }]);
    const theirs = await send({ documentId: mine.id }, otherKey);
    expect(theirs.statusCode).toBe(404);
    expect(sansRequestId(theirs.body)).toEqual(sansRequestId((await send({ documentId: 'doc_nope' })).body));
    const past = await send({ documentId: mine.id, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().details.fields[0].field).toBe('body.expiresAt');
    expect((await send({ documentId: mine.id, reminderEveryDays: 31 })).statusCode).toBe(400);
    expect((await send({ documentId: mine.id, subject: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await send({ documentId: mine.id, bogus: 1 })).statusCode).toBe(400);
    await sent({ documentId: mine.id });
    const again = await send({ documentId: mine.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');

    const trashed = await draft([{ name: 'Bea', email: addr('bea') }]);
    expect((await t.api('DELETE', `/documents/${trashed.id}`)).statusCode).toBe(204);
    const fromTrash = await send({ documentId: trashed.id });
    expect(fromTrash.statusCode).toBe(409);
    expect(fromTrash.json().error).toContain('trash');
    expect((await t.api('POST', `/documents/${trashed.id}/restore`)).statusCode).toBe(200);
    await sent({ documentId: trashed.id });
  });

  it('of 20 concurrent sends of one document exactly one gets 201 and the others 409', async () => {
    const doc = await draft([{ name: 'Ann', email: addr('ann') }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => send({ documentId: doc.id })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const envelopes = await t.db.kysely
      .selectFrom('envelopes')
      .select('id')
      .where('document_id', '=', doc.id)
      .execute();
    expect(envelopes).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 201)!.json().data.id;
    expect((await t.api('GET', `/documents/${doc.id}`)).json().data.activeEnvelopeId).toBe(winner);
    expect(
      await t.db.kysely
        .selectFrom('billing_ledger')
        .select('id')
        .where(
          'envelope_id',
          'in',
          envelopes.map((e) => e.id),
        )
        .execute(),
    ).toHaveLength(1);
  });

  it('a bounced signing email: the envelope is real, the recipient carries deliveryFailedAt, recipient.bounced', async () => {
    const bounce = `bounce@${uniq()}.example.com`;
    const ok = addr('ok');
    const doc = await draft([
      { name: 'Bo', email: bounce },
      { name: 'Ok', email: ok },
    ]);
    const { data, delivery } = await sent({ documentId: doc.id });
    expect(delivery[0]).toMatchObject({ email: bounce, delivered: false });
    expect(delivery[0].reason).toMatch(/550|mailbox unavailable/);
    expect(delivery[1]).toEqual({ email: ok, delivered: true, reason: null });
    const got = (await t.api('GET', `/envelopes/${data.id}`)).json().data;
    expect(got.status).toBe('sent');
    expect(got.recipients[0].deliveryFailedAt).not.toBeNull();
    expect(got.recipients[0].deliveryError).toMatch(/mailbox unavailable/);
    expect(got.recipients[0].status).toBe('sent');
    expect(got.recipients[1].deliveryFailedAt).toBeNull();
    const types = (await audit(data.id)).map((e) => e.type);
    expect(types).toContain('recipient.bounced');
    expect(types).toContain('recipient.notified');
  });
});

describe('routing', () => {
  it('sequential: only the first routingOrder is notified; advanceRouting notifies the next group after a signature', async () => {
    const [a, b, c, v] = [addr('first'), addr('second'), addr('third'), addr('viewer')];
    const doc = await draft([
      { name: 'First', email: a, routingOrder: 1 },
      { name: 'Second', email: b, routingOrder: 2 },
      { name: 'Third', email: c, routingOrder: 2 },
      { name: 'Viewer', email: v, role: 'viewer', routingOrder: 3 },
    ]);
    const { data, delivery } = await sent({ documentId: doc.id, sequential: true });
    expect(delivery.map((d) => d.email)).toEqual([a]);
    expect(data.recipients.map((r: any) => r.status)).toEqual(['sent', 'waiting', 'waiting', 'waiting']);
    expect(data.recipients[1].notifiedAt).toBeNull();
    expect(sink.to(b)).toHaveLength(0);

    // Remind goes to the current step only.
    const reminded = await t.api('POST', `/envelopes/${data.id}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().reminded).toBe(1);
    expect(sink.to(a)).toHaveLength(2);
    expect(sink.to(a)[1].subject).toMatch(/^Reminder: /);

    // The signer side marks First signed, then advances.
    const first = data.recipients[0].id;
    const ctx = systemContext(t.workspaceId);
    const advance = await t.rt.events.transaction(ctx, async (tx) => {
      await tx.trx
        .updateTable('envelope_recipients')
        .set({ status: 'signed', signed_at: new Date().toISOString() })
        .where('id', '=', first)
        .execute();
      return advanceRouting(t.rt, ctx, { envelopeId: data.id, trx: tx.trx });
    });
    expect(advance.allSigned).toBe(false);
    expect(advance.released).toEqual([data.recipients[1].id, data.recipients[2].id]);
    const delivered = await advance.notify();
    expect(delivered.map((d) => d.email)).toEqual([b, c]);
    expect(linkIn(sink.to(b)[0].text)).toBeTruthy();
    const now = (await t.api('GET', `/envelopes/${data.id}`)).json().data;
    expect(now.recipients.map((r: any) => r.status)).toEqual(['signed', 'sent', 'sent', 'waiting']);
    expect((await t.api('POST', `/envelopes/${data.id}/remind`)).json().reminded).toBe(2);

    // When the last group signs, the viewer is released and allSigned says so.
    const last = await t.rt.events.transaction(ctx, async (tx) => {
      await tx.trx
        .updateTable('envelope_recipients')
        .set({ status: 'signed' })
        .where('id', 'in', [data.recipients[1].id, data.recipients[2].id])
        .execute();
      return advanceRouting(t.rt, ctx, { envelopeId: data.id, trx: tx.trx });
    });
    expect(last.allSigned).toBe(true);
    const nobody = await t.api('POST', `/envelopes/${data.id}/remind`);
    expect(nobody.statusCode).toBe(409);
  });
});

describe('list, get, remind, void, reassign', () => {
  it('lists newest first with a status filter and keyset pages; a bad status or cursor is 400', async () => {
    const docs = await Promise.all(
      [0, 1, 2].map(() => draft([{ name: 'Ann', email: addr('ann') }], undefined, otherKey)),
    );
    const ids: string[] = [];
    for (const d of docs) ids.push((await sent({ documentId: d.id }, otherKey)).data.id);
    await t.api('POST', `/envelopes/${ids[0]}/void`, { reason: 'no longer needed' }, otherKey);
    const p1 = (await t.api('GET', '/envelopes?limit=2', undefined, otherKey)).json();
    expect(p1.data.map((e: any) => e.id)).toEqual([ids[2], ids[1]]);
    expect(p1.data[0].recipients).toHaveLength(1);
    expect(p1.data[0]).not.toHaveProperty('fields');
    const p2 = (
      await t.api('GET', `/envelopes?limit=2&cursor=${encodeURIComponent(p1.nextCursor)}`, undefined, otherKey)
    ).json();
    expect(p2.data.map((e: any) => e.id)).toEqual([ids[0]]);
    expect(p2.nextCursor).toBeNull();
    expect(
      (await t.api('GET', '/envelopes?status=voided', undefined, otherKey)).json().data.map((e: any) => e.id),
    ).toEqual([ids[0]]);
    expect(
      (await t.api('GET', '/envelopes?status=sent', undefined, otherKey)).json().data.map((e: any) => e.id),
    ).toEqual([ids[2], ids[1]]);
    expect((await t.api('GET', '/envelopes?status=bogus', undefined, otherKey)).statusCode).toBe(400);
    expect(
      (await t.api('GET', `/envelopes?status=sent&cursor=${encodeURIComponent(p1.nextCursor)}`, undefined, otherKey))
        .statusCode,
    ).toBe(400);
    expect((await t.api('GET', `/envelopes?cursor=${encodeURIComponent(p1.nextCursor)}`)).statusCode).toBe(400);
    // Another workspace's envelopes are not listed and read as missing.
    expect((await t.api('GET', '/envelopes?limit=100')).json().data.map((e: any) => e.id)).not.toContain(ids[1]);
    for (const [m, url, body] of [
      ['GET', `/envelopes/${ids[1]}`, undefined],
      ['POST', `/envelopes/${ids[1]}/remind`, undefined],
      ['POST', `/envelopes/${ids[1]}/void`, { reason: 'x' }],
      ['POST', `/envelopes/${ids[1]}/recipients/rcp_x/reassign`, { name: 'X', email: addr('x') }],
    ] as const) {
      const res = await t.api(m, url, body);
      expect(res.statusCode, `${m} ${url}`).toBe(404);
      expect(res.json().error).toBe('envelope not found');
    }
  });

  it('voids: 200 with voidedAt and the reason, document back to draft, outstanding recipients told, 409 after', async () => {
    const [a, b] = [addr('a'), addr('b')];
    const doc = await draft([
      { name: 'A', email: a },
      { name: 'B', email: b },
    ]);
    const { data } = await sent({ documentId: doc.id });
    expect((await t.api('POST', `/envelopes/${data.id}/void`, {})).statusCode).toBe(400);
    expect((await t.api('POST', `/envelopes/${data.id}/void`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const res = await t.api('POST', `/envelopes/${data.id}/void`, { reason: 'Terms changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'voided', voidReason: 'Terms changed' });
    expect(res.json().data.voidedAt).toBeTruthy();
    expect((await t.api('GET', `/documents/${doc.id}`)).json().data).toMatchObject({
      status: 'draft',
      activeEnvelopeId: null,
    });
    for (const x of [a, b]) expect(sink.to(x).at(-1)!.text).toContain('Terms changed');
    const ev = (await audit(data.id)).find((e) => e.type === 'envelope.voided')!;
    expect(ev.metadata).toEqual({ reason: 'Terms changed' });
    const again = await t.api('POST', `/envelopes/${data.id}/void`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await t.api('POST', `/envelopes/${data.id}/remind`)).statusCode).toBe(409);
    const urls = (await t.api('GET', `/envelopes/${data.id}?include=signingUrls`))
      .json()
      .data.recipients.map((r: any) => r.signingUrl);
    expect(urls).toEqual([null, null]);
    // The document can be sent again, as a new envelope.
    const second = await sent({ documentId: doc.id });
    expect(second.data.id).not.toBe(data.id);
  });

  it('reassigns: the original becomes delegated, the replacement gets the fields and a mail; every 422, 409 and 404', async () => {
    const [a, b, c] = [addr('a'), addr('b'), addr('c')];
    const doc = await draft([
      { name: 'A', email: a, accessCode: 'secret-code' },
      { name: 'B', email: b },
      { name: 'C', email: c },
    ]);
    const { data } = await sent({ documentId: doc.id });
    const [ra, rb, rc] = data.recipients;
    const fieldsOfA = data.fields.filter((f: any) => f.recipientId === ra.id).map((f: any) => f.id);
    const url = (r: string) => `/envelopes/${data.id}/recipients/${r}/reassign`;

    expect((await t.api('POST', url('rcp_missing'), { name: 'X', email: addr('x') })).statusCode).toBe(404);
    const same = await t.api('POST', url(ra.id), { name: 'A again', email: a.toUpperCase() });
    expect(same.statusCode).toBe(422);
    expect(same.json().details.fields[0].field).toBe('body.email');
    expect((await t.api('POST', url(ra.id), { name: 'X' })).statusCode).toBe(400);

    const d = addr('delegate');
    const res = await t.api('POST', url(ra.id), { name: 'Dee', email: d, reason: 'A is on leave' });
    expect(res.statusCode, res.body).toBe(200);
    const { data: after, replacementId } = res.json();
    const orig = after.recipients.find((r: any) => r.id === ra.id);
    const repl = after.recipients.find((r: any) => r.id === replacementId);
    expect(orig).toMatchObject({ status: 'delegated', delegatedToEmail: d });
    expect(repl).toMatchObject({
      name: 'Dee',
      email: d,
      role: 'signer',
      routingOrder: 1,
      status: 'sent',
      authMethod: 'email',
      delegatedFromId: ra.id,
    });
    expect(after.recipients.map((r: any) => r.id).indexOf(replacementId)).toBe(
      after.recipients.map((r: any) => r.id).indexOf(ra.id) + 1,
    );
    expect(after.fields.filter((f: any) => f.recipientId === replacementId).map((f: any) => f.id)).toEqual(fieldsOfA);
    expect(after.fields.some((f: any) => f.recipientId === ra.id)).toBe(false);
    const mail = sink.to(d);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('A is on leave');
    expect(linkIn(mail[0].text)).toBeTruthy();
    const events = await audit(data.id);
    const delegated = events.find((e) => e.type === 'recipient.delegated')!;
    expect(delegated.metadata).toMatchObject({ replacementId, reason: 'A is on leave' });
    const urls = (await t.api('GET', `/envelopes/${data.id}?include=signingUrls`)).json().data.recipients;
    expect(urls.find((r: any) => r.id === ra.id).signingUrl).toBeNull();
    expect(urls.find((r: any) => r.id === replacementId).signingUrl).toContain(linkIn(mail[0].text));

    const twice = await t.api('POST', url(ra.id), { name: 'Eve', email: addr('eve') });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toMatch(/already passed on/);
    await t.db.kysely.updateTable('envelope_recipients').set({ status: 'signed' }).where('id', '=', rb.id).execute();
    const signed = await t.api('POST', url(rb.id), { name: 'Eve', email: addr('eve') });
    expect(signed.statusCode).toBe(422);
    expect(signed.json().error).toMatch(/already signed/);
    await t.db.kysely.updateTable('envelope_recipients').set({ status: 'declined' }).where('id', '=', rc.id).execute();
    const declined = await t.api('POST', url(rc.id), { name: 'Eve', email: addr('eve') });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error).toMatch(/declined/);
    await t.db.kysely.updateTable('envelope_recipients').set({ status: 'sent' }).where('id', '=', rc.id).execute();
    await t.api('POST', `/envelopes/${data.id}/void`, { reason: 'stop' });
    expect((await t.api('POST', url(rc.id), { name: 'Eve', email: addr('eve') })).statusCode).toBe(409);
  });
});

describe('PDF field placements', () => {
  it('replaces and reads placements in reading order; refuses bad pages, recipients, sizes and ids; a PDF sends with them', async () => {
    const bytes = await pdfOf(2);
    const [a, v] = [addr('pa'), addr('pv')];
    const doc = await uploadPdf(bytes, [
      { name: 'Pat', email: a },
      { name: 'Viv', email: v, role: 'viewer' },
    ]);
    const [pat, viv] = doc.recipients;
    expect((await t.api('GET', `/documents/${doc.id}/fields`)).json()).toEqual({ data: [] });

    // Not ready yet: a signer without a field.
    expect((await send({ documentId: doc.id })).json().details.rule).toBe('signer_without_field');

    const put = await t.api('PUT', `/documents/${doc.id}/fields`, {
      fields: [
        { recipientId: pat.id, type: 'date', page: 2, x: 300, y: 640, width: 120, height: 24, label: 'Date' },
        { recipientId: pat.id, type: 'signature', page: 2, x: 72, y: 640, width: 180, height: 36, label: 'Signature' },
        { recipientId: pat.id, type: 'initials', page: 1, x: 500, y: 760, width: 60, height: 30, required: false },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const placed = put.json().data;
    expect(placed.map((f: any) => [f.page, f.type])).toEqual([
      [1, 'initials'],
      [2, 'signature'],
      [2, 'date'],
    ]);
    expect(placed[0]).toMatchObject({ required: false, label: null, x: 500, y: 760, width: 60, height: 30 });
    expect((await t.api('GET', `/documents/${doc.id}/fields`)).json().data).toEqual(placed);

    const refuse = async (fields: unknown[], field: string) => {
      const res = await t.api('PUT', `/documents/${doc.id}/fields`, { fields });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details.fields.map((f: any) => f.field)).toContain(field);
    };
    const base = { recipientId: pat.id, type: 'signature', page: 1, x: 10, y: 10, width: 100, height: 20 };
    await refuse([base, { ...base, page: 3 }], 'body.fields[1].page');
    await refuse([{ ...base, recipientId: 'rcp_nobody' }], 'body.fields[0].recipientId');
    await refuse([{ ...base, recipientId: viv.id }], 'body.fields[0].recipientId');
    await refuse([{ ...base, x: 550 }], 'body.fields[0].x');
    await refuse([{ ...base, id: 'fld_unknown' }], 'body.fields[0].id');
    await refuse(
      [
        { ...base, id: placed[0].id },
        { ...base, id: placed[0].id },
      ],
      'body.fields[1].id',
    );
    expect(
      (await t.api('PUT', `/documents/${doc.id}/fields`, { fields: [{ ...base, type: 'stamp' }] })).statusCode,
    ).toBe(400);
    expect((await t.api('PUT', `/documents/${doc.id}/fields`, { fields: [{ ...base, width: 0 }] })).statusCode).toBe(
      400,
    );
    expect((await t.api('PUT', `/documents/${doc.id}/fields`, { fields: [] }, otherKey)).statusCode).toBe(404);
    expect((await t.api('GET', `/documents/${doc.id}/fields`, undefined, otherKey)).statusCode).toBe(404);
    // Ids sent back are kept.
    const kept = (
      await t.api('PUT', `/documents/${doc.id}/fields`, {
        fields: placed.map(({ required, label, ...f }: any) => ({ ...f, required, label })),
      })
    ).json().data;
    expect(kept.map((f: any) => f.id)).toEqual(placed.map((f: any) => f.id));

    // An authored document answers an empty list and refuses placements.
    const authored = await draft([{ name: 'Ann', email: addr('ann') }]);
    expect((await t.api('GET', `/documents/${authored.id}/fields`)).json().data).toEqual([]);
    expect((await t.api('PUT', `/documents/${authored.id}/fields`, { fields: [] })).statusCode).toBe(422);

    const { data } = await sent({ documentId: doc.id });
    expect(data.kind).toBe('pdf');
    expect(data.pageCount).toBe(2);
    expect(data.contentHash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(data.fields.map((f: any) => f.id)).toEqual(placed.map((f: any) => f.id));
    expect(data.fields.every((f: any) => f.recipientId === data.recipients[0].id)).toBe(true);
    const stored = await t.db.kysely
      .selectFrom('envelope_fields')
      .selectAll()
      .where('envelope_id', '=', data.id)
      .orderBy('position')
      .execute();
    expect(stored.map((f) => [Number(f.page), Number(f.x), Number(f.y)])).toEqual([
      [1, 500, 760],
      [2, 72, 640],
      [2, 300, 640],
    ]);
    expect((await t.api('PUT', `/documents/${doc.id}/fields`, { fields: [] })).statusCode).toBe(409);

    // A placement left bound to a removed recipient refuses the send.
    await t.api('POST', `/envelopes/${data.id}/void`, { reason: 'redo' });
    const patch = await t.api('PATCH', `/documents/${doc.id}`, { recipients: [{ name: 'Quinn', email: addr('q') }] });
    expect(patch.statusCode, patch.body).toBe(200);
    const res = await send({ documentId: doc.id });
    expect(res.statusCode).toBe(422);
    const problems = res.json().details.problems;
    expect(problems.map((p: any) => p.rule)).toEqual(expect.arrayContaining(['field_unbound', 'signer_without_field']));
    expect(problems.find((p: any) => p.rule === 'field_unbound').where).toMatchObject({ recipientId: pat.id, page: 1 });

    // A shorter file drops the placements on the pages it no longer has.
    const replaced = await t.api('POST', `/documents/${doc.id}/file`, await pdfOf(1), {
      headers: { 'content-type': 'application/pdf', 'x-filename': 'short.pdf' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({ pageCount: 1, previousPageCount: 2, droppedFields: 2 });
    expect((await t.api('GET', `/documents/${doc.id}/fields`)).json().data.map((f: any) => f.id)).toEqual([
      placed[0].id,
    ]);
  });
});

describe('billing', () => {
  it('sends within the monthly allowance, then from credits; 402 with nothing charged; 503 when the ledger fails', async () => {
    const plan = `one-send-${uniq()}`;
    await setPlan(t.db.kysely, plan, { sends: 1 });
    const slug = `billing-${uniq()}`;
    const { key } = await t.keys.create({
      workspace: slug,
      plan,
      scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write', 'audit:read'],
      expiresAt: null,
    });
    const first = await draft([{ name: 'Ann', email: addr('ann') }], undefined, key);
    const second = await draft([{ name: 'Ann', email: addr('ann') }], undefined, key);
    await sent({ documentId: first.id }, key);

    const refused = await send({ documentId: second.id }, key);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().code).toBe('payment_required');
    expect((await t.api('GET', `/documents/${second.id}`, undefined, key)).json().data).toMatchObject({
      status: 'draft',
      activeEnvelopeId: null,
    });
    expect(
      await t.db.kysely.selectFrom('envelopes').select('id').where('document_id', '=', second.id).execute(),
    ).toHaveLength(0);

    expect(await setCredits(t.db.kysely, slug, 1)).toMatchObject({ credits: 1, monthlySends: 1, sendsThisMonth: 1 });
    // The ledger does not answer: 503, nothing sent, nothing charged.
    await t.db.kysely.schema.alterTable('billing_ledger').renameTo('billing_ledger_away').execute();
    let unavailable: Awaited<ReturnType<typeof send>>;
    try {
      unavailable = await send({ documentId: second.id }, key);
    } finally {
      await t.db.kysely.schema.alterTable('billing_ledger_away').renameTo('billing_ledger').execute();
    }
    expect(unavailable.statusCode, unavailable.body).toBe(503);
    expect(unavailable.json().error).toMatch(/billing/);
    expect((await t.api('GET', `/documents/${second.id}`, undefined, key)).json().data.status).toBe('draft');
    expect(await creditsOf(slug)).toBe(1);

    const paid = await sent({ documentId: second.id }, key);
    const row = await t.db.kysely
      .selectFrom('envelopes')
      .select('paid_with')
      .where('id', '=', paid.data.id)
      .executeTakeFirstOrThrow();
    expect(row.paid_with).toBe('credit');
    expect(await creditsOf(slug)).toBe(0);
    const third = await draft([{ name: 'Ann', email: addr('ann') }], undefined, key);
    expect((await send({ documentId: third.id }, key)).statusCode).toBe(402);
  });
});

describe('expiry and automatic reminders', () => {
  it('expires an envelope past expiresAt (envelope.expired, document back to draft) and reminds once per due reminder', async () => {
    const a = addr('late');
    const doc = await draft([{ name: 'Late', email: a }]);
    const { data } = await sent({
      documentId: doc.id,
      reminderEveryDays: 2,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(sink.to(a)).toHaveLength(1);

    // Due reminder: two sweeps at once send it once.
    await dueNow(data.id, 'next_reminder_at');
    const sweeps = await Promise.all([sweepEnvelopes(t.rt), sweepEnvelopes(t.rt)]);
    expect(sweeps.reduce((n, s) => n + s.reminded, 0)).toBe(1);
    expect(sink.to(a)).toHaveLength(2);
    const reminded = (await t.api('GET', `/envelopes/${data.id}`)).json().data;
    expect(reminded.lastReminderAt).not.toBeNull();
    const next = await t.db.kysely
      .selectFrom('envelopes')
      .select('next_reminder_at')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(next.next_reminder_at!) - Date.parse(reminded.lastReminderAt)).toBe(2 * 86_400_000);
    const ev = (await audit(data.id)).find((e) => e.type === 'envelope.reminded')!;
    expect(ev.actorName).toBe('Dossier');

    await dueNow(data.id, 'expires_at');
    const swept = await Promise.all([sweepEnvelopes(t.rt), sweepEnvelopes(t.rt)]);
    expect(swept.reduce((n, s) => n + s.expired, 0)).toBe(1);
    expect((await t.api('GET', `/envelopes/${data.id}`)).json().data.status).toBe('expired');
    expect((await t.api('GET', `/documents/${doc.id}`)).json().data).toMatchObject({
      status: 'draft',
      activeEnvelopeId: null,
    });
    expect((await audit(data.id)).filter((e) => e.type === 'envelope.expired')).toHaveLength(1);

    // Past its expiry but not swept yet: whatever touches it first expires it, and it answers as ended.
    const doc2 = await draft([{ name: 'Slow', email: addr('slow') }]);
    const { data: second } = await sent({
      documentId: doc2.id,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await dueNow(second.id, 'expires_at');
    const late = await t.api('POST', `/envelopes/${second.id}/remind`);
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ status: 'expired' });
    expect((await t.api('GET', `/documents/${doc2.id}`)).json().data.status).toBe('draft');
  });

  it('the job table runs the sweep on its own, once across two instances on one database', async () => {
    const one = await makeApp({ SMTP_URL: sink.url, DOSSIER_TICK_MS: '50' });
    // A second instance on the same database (PostgreSQL: the same DATABASE_URL; SQLite: the same DATA_DIR).
    const two = await makeApp({ SMTP_URL: sink.url, DOSSIER_TICK_MS: '50', DATA_DIR: one.rt.config.dataDir });
    try {
      const a = addr('auto');
      const inject = (app: TestApp, method: 'POST', url: string, payload: object) =>
        app.app.inject({ method, url: `/api/v1${url}`, headers: bearer(one.key), payload });
      const doc = (
        await inject(one, 'POST', '/documents', {
          title: 'Auto',
          markdown: '# A\n\nText.\n',
          recipients: [{ name: 'Auto', email: a }],
        })
      ).json().data;
      await inject(one, 'POST', `/documents/${doc.id}/signature-blocks`, {});
      const res = await inject(two, 'POST', '/envelopes', { documentId: doc.id, reminderEveryDays: 1 });
      expect(res.statusCode, res.body).toBe(201);
      // Counted in the database's mail log: on PostgreSQL the test files share one database, and another file's
      // instance (with its own SMTP settings) may be the one whose runner sweeps — once, whichever it is.
      const mails = () =>
        one.db.kysely
          .selectFrom('mail_messages')
          .select(['subject'])
          .where('to_address', '=', a)
          .orderBy('created_at')
          .execute();
      for (let round = 0; round < 3; round++) {
        await one.db.kysely
          .updateTable('envelopes')
          .set({ next_reminder_at: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', res.json().data.id)
          .execute();
        await waitFor(async () => (await mails()).length === round + 2, 25_000, `automatic reminder ${round + 1}`);
        await new Promise((r) => setTimeout(r, 300)); // several ticks of both instances: no second copy
        expect(await mails()).toHaveLength(round + 2);
      }
      expect((await mails())[1].subject).toMatch(/^Reminder: /);
    } finally {
      await two.close();
      await one.close();
    }
  }, 150_000); // two more instances started and migrated, three sweeps waited for: slow on a loaded shared PostgreSQL
});

describe('events', () => {
  it('every envelope and recipient event payload is what the spec says for its webhook', async () => {
    const spec = JSON.parse(fs.readFileSync(new URL('../../../spec/dist/openapi.json', import.meta.url), 'utf8'));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormatsModule as unknown as (a: unknown) => void)(ajv);
    ajv.addSchema({ ...spec, $id: 'spec' });
    const sentSchema = ajv.compile({
      $ref: 'spec#/webhooks/envelope.sent/post/requestBody/content/application~1json/schema',
    });
    expect(
      sentSchema({
        id: 'evt_1',
        event: 'envelope.sent',
        createdAt: new Date().toISOString(),
        data: { envelope: { id: 'env_1' } },
      }),
    ).toBe(false);
    const seen = new Set<string>();
    for (const row of await workspacePayloads(t)) {
      if (!/^(envelope|recipient)\./.test(row.event)) continue;
      seen.add(row.event);
      const validate = ajv.compile({
        $ref: `spec#/webhooks/${row.event}/post/requestBody/content/application~1json/schema`,
      });
      const payload = JSON.parse(row.payload);
      expect(validate(payload), `${row.event}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(row.payload).not.toMatch(/sgn_/);
    }
    expect([...seen].sort()).toEqual([
      'envelope.expired',
      'envelope.reminded',
      'envelope.sent',
      'envelope.voided',
      'recipient.bounced',
      'recipient.delegated',
      'recipient.notified',
    ]);
  });
});
