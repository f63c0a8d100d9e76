// Recipients with delivery "embedded" over HTTP with a real SMTP sink: set on the document (default email, kept
// on an edit that leaves it out, a bad value named), carried into the envelope at send and shown there; no
// signing email, no routing-turn email and no reminder reaches them while an email recipient gets each; their
// signing link comes from include=signingUrls; the audit trail's envelope.sent entry records each delivery.
import { describe, expect, it } from 'vitest';
import { perFile, makeMailingApp, uniqueAddress } from '../../test/helpers.js';

const t = perFile(() =>
  makeMailingApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_URL: 'https://sign.dossier.test' }, { startJobs: false }),
);

async function draft(
  recipients: object[],
): Promise<{ id: string; recipients: { id: string; email: string; delivery: string }[] }> {
  const res = await t.api('POST', '/documents', { title: 'Engagement letter', markdown: 'Terms.\n', recipients });
  expect(res.statusCode, res.body).toBe(201);
  const doc = res.json().data;
  for (const r of doc.recipients)
    expect((await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id })).statusCode).toBe(201);
  return doc;
}

/** Mails the service logged for this envelope recipient, by kind. */
const mailed = async (recipientId: string) =>
  (
    await t.db.kysely
      .selectFrom('mail_messages')
      .select('kind')
      .where('ref_id', '=', recipientId)
      .orderBy('created_at')
      .execute()
  ).map((m) => m.kind);

describe('recipients[].delivery', () => {
  it('defaults to email, is kept on an edit that omits it, and refuses anything else naming the entry', async () => {
    const ada = uniqueAddress('ada');
    const bo = uniqueAddress('bo');
    const doc = await draft([
      { name: 'Ada', email: ada },
      { name: 'Bo', email: bo, delivery: 'embedded' },
    ]);
    expect(doc.recipients.map((r) => r.delivery)).toEqual(['email', 'embedded']);
    const edited = await t.api('PATCH', `/documents/${doc.id}`, {
      recipients: [
        { name: 'Ada', email: ada, delivery: 'embedded' },
        { name: 'Bo B.', email: bo },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.recipients.map((r: { delivery: string }) => r.delivery)).toEqual([
      'embedded',
      'embedded',
    ]);
    const bad = await t.api('POST', '/documents', {
      title: 'X',
      markdown: 'X.\n',
      recipients: [
        { name: 'Ada', email: ada },
        { name: 'Bo', email: bo, delivery: 'sms' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toMatch(
      /^body\.recipients\[1\]\.delivery$|^body\.recipients\/1\/delivery$/,
    );
  });

  it('an embedded recipient gets no signing email, no turn email and no reminder; an email recipient gets each', async () => {
    const [ada, bo, cy] = [uniqueAddress('ada'), uniqueAddress('bo'), uniqueAddress('cy')];
    const doc = await draft([
      { name: 'Ada', email: ada },
      { name: 'Bo', email: bo, delivery: 'embedded' },
      { name: 'Cy', email: cy, delivery: 'embedded', routingOrder: 2 },
    ]);
    const sent = await t.api('POST', '/envelopes', { documentId: doc.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const envelopeId = sent.json().data.id;
    expect(sent.json().data.recipients.map((r: { delivery: string }) => r.delivery)).toEqual([
      'email',
      'embedded',
      'embedded',
    ]);
    expect(sent.json().delivery.map((d: { email: string }) => d.email)).toEqual([ada]);

    const e = (await t.api('GET', `/envelopes/${envelopeId}?include=signingUrls`)).json().data;
    const [ra, rb, rc] = e.recipients;
    expect(e.recipients.map((r: { delivery: string }) => r.delivery)).toEqual(['email', 'embedded', 'embedded']);
    expect(rb.signingUrl).toMatch(/^https:\/\/sign\.dossier\.test\/sign\//);
    expect(rb.notifiedAt).toBeNull();
    expect(await mailed(ra.id)).toEqual(['envelope.signing_request']);
    expect(await mailed(rb.id)).toEqual([]);
    expect(t.sink.to(ada)).toHaveLength(1);
    expect(t.sink.to(bo)).toHaveLength(0);

    // A reminder reaches the email recipient only.
    const reminded = await t.api('POST', `/envelopes/${envelopeId}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().reminded).toBe(1);
    expect(await mailed(ra.id)).toEqual(['envelope.signing_request', 'envelope.reminder']);
    expect(await mailed(rb.id)).toEqual([]);
    expect(t.sink.to(bo)).toHaveLength(0);

    // The audit trail records each recipient's delivery.
    const audit = await t.api('GET', `/audit?type=envelope.sent&envelopeId=${envelopeId}`);
    expect(audit.statusCode, audit.body).toBe(200);
    const entry = audit.json().data.find((a: { envelopeId: string }) => a.envelopeId === envelopeId);
    expect(entry.description).toContain("Bo, Cy sign in the sender's app (no signing email)");
    expect(entry.metadata.recipients.map((r: { id: string; delivery: string }) => [r.id, r.delivery])).toEqual([
      [ra.id, 'email'],
      [rb.id, 'embedded'],
      [rc.id, 'embedded'],
    ]);
    expect(t.sink.to(cy)).toHaveLength(0);
  });

  it('sequential: the embedded recipient whose turn comes is not emailed; with only them waiting, remind answers 409', async () => {
    const [ada, bo] = [uniqueAddress('ada'), uniqueAddress('bo')];
    const doc = await draft([
      { name: 'Bo', email: bo, delivery: 'embedded' },
      { name: 'Ada', email: ada, routingOrder: 2 },
    ]);
    const sent = await t.api('POST', '/envelopes', { documentId: doc.id, sequential: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const [rb] = sent.json().data.recipients;
    expect(rb.status).toBe('sent');
    expect(await mailed(rb.id)).toEqual([]);
    const reminded = await t.api('POST', `/envelopes/${sent.json().data.id}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(409);
    expect(t.sink.to(bo)).toHaveLength(0);
  });
});
