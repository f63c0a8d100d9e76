// Envelopes end to end through the contract: the SDK's envelopes.* and documents.fields.* talk to the running
// server through `prism proxy --errors`, which checks every request and response against spec/dist/openapi.json,
// on SQLite and PostgreSQL. Any violation fails the test.
import { APIError, type Dossier } from '@dossier/sdk';
import { afterAll, describe, expect, it, beforeAll } from 'vitest';
import { proxiedServer, statusOf, type Proxied } from './support/proxied.js';
import { postgresAdmin } from './support/server.js';

/** A valid one-page PDF of the given size (points), written out with its cross-reference table. */
function onePagePdf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 700 Td (Contract) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out) as Uint8Array<ArrayBuffer>;
}

const admin = await postgresAdmin('the envelopes contract-proxy suite on PostgreSQL');
const engines = admin ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

describe.each(engines)('envelopes through prism proxy --errors, on %s', (engine) => {
  let client: Dossier;
  let proxied: Proxied;
  let violations: string[];

  beforeAll(async () => {
    proxied = await proxiedServer(engine, admin, 'env_proxy', { PUBLIC_URL: 'https://sign.example.test' });
    ({ client, violations } = proxied);
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  const status = statusOf;

  async function readyDoc(people: { name: string; email: string; routingOrder?: number }[]) {
    const doc = (
      await client.documents.create({
        title: 'Mutual NDA',
        markdown: '# NDA\n\nThe parties agree.\n',
        recipients: people,
      })
    ).data;
    for (const r of doc.recipients) await client.documents.addSignatureBlock(doc.id, { recipientId: r.id });
    return doc;
  }

  it('send, list (paged), retrieve with and without signing links, remind, reassign, void', async () => {
    const doc = await readyDoc([
      { name: 'Ada', email: 'ada@example.com', routingOrder: 1 },
      { name: 'Bob', email: 'bob@example.com', routingOrder: 2 },
    ]);
    const sent = await client.envelopes.send({
      documentId: doc.id,
      sequential: true,
      reminderEveryDays: 2,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      message: 'Please.',
    });
    expect(sent.data).toMatchObject({ status: 'sent', sequential: true, documentId: doc.id });
    expect(sent.delivery).toEqual([{ email: 'ada@example.com', delivered: true, reason: null }]);
    expect(sent.data.recipients.map((r) => r.status)).toEqual(['sent', 'waiting']);
    expect(await status(client.envelopes.send({ documentId: doc.id }))).toBe(409);

    const second = await readyDoc([{ name: 'Cy', email: 'cy@example.com' }]);
    const other = await client.envelopes.send({ documentId: second.id });
    const ids: string[] = [];
    for await (const e of client.envelopes.list({ limit: 1 })) ids.push(e.id);
    expect(ids).toEqual([other.data.id, sent.data.id]);
    expect((await client.envelopes.list({ status: 'sent' })).data).toHaveLength(2);

    const plain = await client.envelopes.retrieve(sent.data.id);
    expect(plain.data.recipients.every((r) => !('signingUrl' in r))).toBe(true);
    const links = await client.envelopes.retrieve(sent.data.id, { include: 'signingUrls' });
    expect(links.data.recipients.map((r) => r.signingUrl)).toEqual([
      expect.stringMatching(/^https:\/\/sign\.example\.test\/sign\/sgn_/),
      expect.stringMatching(/\/sign\/sgn_/),
    ]);

    const reminded = await client.envelopes.remind(sent.data.id);
    expect(reminded.reminded).toBe(1);
    expect(reminded.data.lastReminderAt).not.toBeNull();

    const bob = sent.data.recipients[1];
    const re = await client.envelopes.reassign(sent.data.id, bob.id, {
      name: 'Dee',
      email: 'dee@example.com',
      reason: 'Bob is away',
    });
    expect(re.data.recipients.find((r) => r.id === re.replacementId)).toMatchObject({
      status: 'waiting',
      delegatedFromId: bob.id,
    });
    expect(
      await status(client.envelopes.reassign(sent.data.id, bob.id, { name: 'Eve', email: 'eve@example.com' })),
    ).toBe(422);
    expect(
      await status(client.envelopes.reassign(sent.data.id, 'rcp_nope', { name: 'Eve', email: 'eve@example.com' })),
    ).toBe(404);

    const voided = await client.envelopes.void(sent.data.id, { reason: 'Terms changed' });
    expect(voided.data).toMatchObject({ status: 'voided', voidReason: 'Terms changed' });
    expect(await status(client.envelopes.void(sent.data.id, { reason: 'again' }))).toBe(409);
    expect(await status(client.envelopes.remind(sent.data.id))).toBe(409);
    expect(await status(client.envelopes.retrieve('env_missing'))).toBe(404);
    expect(await status(client.envelopes.list({ cursor: 'garbage' }))).toBe(400);
  });

  it('refuses a document that is not ready (422) and a missing one (404)', async () => {
    const doc = (
      await client.documents.create({
        title: 'Draft',
        markdown: '# Terms\n\nPrice: [AMOUNT].\n',
        recipients: [{ name: 'Ann', email: 'ann@example.com' }],
      })
    ).data;
    try {
      await client.envelopes.send({ documentId: doc.id });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(APIError);
      expect((e as APIError).status).toBe(422);
    }
    expect(await status(client.envelopes.send({ documentId: 'doc_missing' }))).toBe(404);
  });

  it('PDF field placements: replace, list, refuse a page the file lacks, send with them', async () => {
    const bytes = onePagePdf(600, 800);
    const doc = (
      await client.documents.upload(new Blob([bytes], { type: 'application/pdf' }), { filename: 'contract.pdf' })
    ).data;
    const withPeople = (
      await client.documents.update(doc.id, { recipients: [{ name: 'Pat', email: 'pat@example.com' }] })
    ).data;
    const pat = withPeople.recipients[0];
    const placed = await client.documents.fields.replace(doc.id, {
      fields: [
        { recipientId: pat.id, type: 'signature', page: 1, x: 72, y: 640, width: 180, height: 36, label: 'Signature' },
      ],
    });
    expect(placed.data).toHaveLength(1);
    expect((await client.documents.fields.list(doc.id)).data).toEqual(placed.data);
    expect(
      await status(
        client.documents.fields.replace(doc.id, {
          fields: [{ recipientId: pat.id, type: 'signature', page: 2, x: 1, y: 1, width: 10, height: 10 }],
        }),
      ),
    ).toBe(422);
    const sent = await client.envelopes.send({ documentId: doc.id });
    expect(sent.data.fields.map((f) => f.id)).toEqual([placed.data[0].id]);
    expect(await status(client.documents.fields.replace(doc.id, { fields: [] }))).toBe(409);
  });

  it('no request or response violated the contract', () => {
    expect(violations).toEqual([]);
  });
});

afterAll(async () => {
  await admin?.end();
});
