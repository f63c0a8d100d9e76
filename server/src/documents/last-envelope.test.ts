// lastEnvelope on the document (an extension): the envelope most recently sent for it, read with the document, so
// a signed contract does not read as a fresh draft. Over HTTP, on whichever engine DATABASE_URL names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, waitFor, type TestApp } from '../../test/helpers.js';
import { signingCall } from '../../test/signing-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t?.close());

const pub = (method: string, token: string, suffix = '', body?: unknown) => signingCall(t, method, token, suffix, body);

async function readBoth(id: string) {
  const one = (await t.api('GET', `/documents/${id}`)).json().data;
  const listed = (await t.api('GET', '/documents?limit=100')).json().data.find((d: { id: string }) => d.id === id);
  expect(listed.lastEnvelope).toStrictEqual(one.lastEnvelope);
  expect(listed.status).toBe(one.status);
  return one;
}

async function send(documentId: string) {
  const res = await t.api('POST', '/envelopes', { documentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

describe('lastEnvelope', () => {
  it('is null until sent, then follows the envelope: sent, voided, sent again, completed (status back to draft)', async () => {
    const create = await t.api('POST', '/documents', {
      title: 'Lease',
      markdown: '# Lease\n\nTerms.\n',
      recipients: [{ name: 'Ada', email: 'ada@lease.test' }],
    });
    expect(create.statusCode, create.body).toBe(201);
    const doc = create.json().data;
    expect(doc.lastEnvelope).toBeNull();
    expect((await readBoth(doc.id)).lastEnvelope).toBeNull();
    expect(
      (await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id })).statusCode,
    ).toBe(201);

    const first = await send(doc.id);
    let read = await readBoth(doc.id);
    expect(read).toMatchObject({
      status: 'locked',
      activeEnvelopeId: first,
      lastEnvelope: { id: first, status: 'sent', completedAt: null },
    });
    expect((await t.api('POST', `/envelopes/${first}/void`, { reason: 'wrong terms' })).statusCode).toBe(200);
    read = await readBoth(doc.id);
    expect(read).toMatchObject({
      status: 'draft',
      activeEnvelopeId: null,
      lastEnvelope: { id: first, status: 'voided', completedAt: null },
    });

    const second = await send(doc.id);
    expect((await readBoth(doc.id)).lastEnvelope).toStrictEqual({ id: second, status: 'sent', completedAt: null });
    const e = (await t.api('GET', `/envelopes/${second}?include=signingUrls`)).json().data;
    const token = e.recipients[0].signingUrl.split('/sign/')[1];
    expect((await pub('POST', token, '/consent', { accepted: true })).statusCode).toBe(200);
    const signed = await pub('POST', token, '/sign', { values: {}, signature: { type: 'typed', text: 'Ada' } });
    expect(signed.statusCode, signed.body).toBe(200);
    const done = await waitFor(
      async () => {
        const x = (await t.api('GET', `/envelopes/${second}`)).json().data;
        return x.status === 'completed' ? x : undefined;
      },
      30_000,
      'the envelope to complete',
    );
    read = await readBoth(doc.id);
    expect(read.status).toBe('draft');
    expect(read.lastEnvelope).toStrictEqual({ id: second, status: 'completed', completedAt: done.completedAt });
    expect(read.lastEnvelope.completedAt).not.toBeNull();
  }, 60_000);
});
