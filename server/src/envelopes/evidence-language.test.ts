// The evidence in several languages, over HTTP: the signing session shows the disclosure in the recipient's
// language; a consent records the text exactly as shown in the language the page passes (else the recipient's),
// its digest and the language; the certificate (GET …/certificate) says which; the sealed certificate pages are
// drawn in the workspace's language (German here), name the language each signer saw, and lay out a line mixing
// an Arabic name with other words by the bidi algorithm in the line's direction (read back with pdftotext -bbox):
// the recipient heading, the audit lines and the signature caption keep their order around the name.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherWorkspace, waitFor, makeMailingApp, type MailingTestApp } from '../../test/helpers.js';
import { signingCall } from '../../test/signing-support.js';
import { placedWords, tool } from '../../test/pdf-tools.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { DISCLOSURE_VERSION, disclosureText } from './disclosure.js';

let t: MailingTestApp;
let sink: SmtpSink;
beforeAll(async () => {
  t = await makeMailingApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_URL: 'https://sign.dossier.test' });
  sink = t.sink;
});
afterAll(async () => {
  await t?.close();
});

const uniq = () => randomBytes(4).toString('hex');
const pub = (method: string, token: string, suffix = '', body?: unknown) =>
  signingCall(t, method, token, suffix, body, { 'user-agent': 'Evidence/1.0' });

const ARABIC = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/;
const SARA = 'سارة بن علي';

describe('the evidence keeps each signer’s language', () => {
  it('records the disclosure as shown, says which language, and draws the certificate in the workspace’s', async () => {
    const key = await otherWorkspace(t);
    expect((await t.api('PATCH', '/workspace/sender', { name: 'Kanzlei Weber', locale: 'de' }, key)).statusCode).toBe(
      200,
    );
    const [camille, sara] = [`camille@${uniq()}.test`, `sara@${uniq()}.test`];
    const doc = await t.api(
      'POST',
      '/documents',
      {
        title: 'Mutual NDA',
        markdown: '# Mutual NDA\n\nThe parties keep each other’s secrets.\n',
        recipients: [
          { name: 'Camille Martin', email: camille, locale: 'fr' },
          { name: SARA, email: sara },
        ],
      },
      key,
    );
    expect(doc.statusCode, doc.body).toBe(201);
    for (const r of doc.json().data.recipients)
      expect(
        (await t.api('POST', `/documents/${doc.json().data.id}/signature-blocks`, { recipientId: r.id }, key))
          .statusCode,
      ).toBe(201);
    const sent = await t.api('POST', '/envelopes', { documentId: doc.json().data.id }, key);
    expect(sent.statusCode, sent.body).toBe(201);
    const envelopeId = sent.json().data.id as string;
    const listed = (await t.api('GET', `/envelopes/${envelopeId}?include=signingUrls`, undefined, key)).json().data;
    const token = (email: string) =>
      listed.recipients.find((r: { email: string }) => r.email === email).signingUrl.split('/sign/')[1] as string;
    const envelope = { title: 'Mutual NDA', sender_name: 'Kanzlei Weber', sender_email: listed.senderEmail };

    // The session shows the recipient's language; Camille's consent, given without a language, records it.
    const session = (await pub('GET', token(camille))).json().data;
    expect(session.disclosure).toMatchObject({ version: DISCLOSURE_VERSION, locale: 'fr' });
    expect(session.disclosure.text).toBe(disclosureText('fr', envelope));
    expect(session.disclosure.text).toContain('vous invite à examiner et à signer');
    // Sara's page was in Arabic: her consent says so and keeps the Arabic text.
    expect((await pub('GET', token(sara))).json().data.disclosure.locale).toBe('en');
    expect(
      (
        await pub('POST', token(sara), '/consent', {
          accepted: true,
          disclosureVersion: DISCLOSURE_VERSION,
          locale: 'xx',
        })
      ).statusCode,
    ).toBe(400);
    for (const [who, body] of [
      [camille, { accepted: true, disclosureVersion: DISCLOSURE_VERSION }],
      [sara, { accepted: true, disclosureVersion: DISCLOSURE_VERSION, locale: 'ar' }],
    ] as const) {
      const c = await pub('POST', token(who), '/consent', body);
      expect(c.statusCode, c.body).toBe(200);
      const signed = await pub('POST', token(who), '/sign', {
        values: {},
        signature: { type: 'typed', text: who === sara ? SARA : 'Camille Martin' },
      });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    await waitFor(
      async () =>
        (await t.api('GET', `/envelopes/${envelopeId}`, undefined, key)).json().data.status === 'completed'
          ? true
          : undefined,
      20_000,
      'the envelope to complete',
    );

    // The executed copy's mail: Camille's in French, Sara's (no language of her own) and the sender's in German.
    const copies = await waitFor(
      async () => {
        const got = [camille, sara].map((a) => sink.to(a).find((m) => m.raw.includes('application/pdf')));
        return got.every(Boolean) ? got : undefined;
      },
      20_000,
      'the executed copies',
    );
    expect(copies.map((m) => m!.subject)).toEqual(['Signé par tous\u00a0: Mutual NDA', 'Abgeschlossen: Mutual NDA']);

    const cert = (await t.api('GET', `/envelopes/${envelopeId}/certificate`, undefined, key)).json().data;
    expect(cert.consents.map((c: { email: string; locale: string }) => [c.email, c.locale])).toEqual([
      [camille, 'fr'],
      [sara, 'ar'],
    ]);
    expect(cert.consents[0].disclosureText).toBe(disclosureText('fr', envelope));
    expect(cert.consents[1].disclosureText).toBe(disclosureText('ar', envelope));
    expect(cert.consents[1].disclosureText).toContain('يطلب منكم Kanzlei Weber');
    const rows = await t.db.kysely
      .selectFrom('envelope_consents')
      .select(['disclosure_text', 'disclosure_sha256', 'locale'])
      .where('envelope_id', '=', envelopeId)
      .orderBy('accepted_at')
      .execute();
    for (const r of rows)
      expect(r.disclosure_sha256).toBe(createHash('sha256').update(r.disclosure_text).digest('hex'));
    expect(rows.map((r) => r.locale)).toEqual(['fr', 'ar']);

    const pdf = await pub('GET', token(camille), '/executed.pdf');
    expect(pdf.statusCode).toBe(200);
    const all = placedWords(pdf.rawPayload);
    const text = tool('pdftotext', ['$', '-'], pdf.rawPayload).out;
    // The certificate's own words in German; each signer's language named; the Arabic disclosure quoted.
    for (const needle of [
      'Abschlusszertifikat',
      'Empfänger (2)',
      'Angezeigte Sprache',
      'Français (fr)',
      'Prüfprotokoll',
    ])
      expect(text, needle).toContain(needle);
    expect(text).not.toContain('Certificate of completion');
    const lines = all.flat();
    // Sara's language, as a signer and on her consent: the language's own name, then its tag.
    const languageRows = lines.filter((l) => l.at(-1)?.text === '(ar)');
    expect(languageRows.length).toBeGreaterThanOrEqual(2);
    for (const row of languageRows) expect(ARABIC.test(row.at(-2)!.text)).toBe(true);

    // The recipient heading "2. سارة بن علي <sara@…>" in a left-to-right line: number, name, address, left to right.
    const heading = lines.find((l) => l[0]?.text === '2.' && l.some((w) => w.text.includes('sara@')))!;
    expect(heading, 'the heading of the Arabic signer').toBeTruthy();
    const words = heading.map((w) => w.text);
    expect(words[0]).toBe('2.');
    expect(words.at(-1)).toMatch(/^<sara@.*>$/);
    expect(words.slice(1, -1).every((w) => ARABIC.test(w))).toBe(true);

    // An audit line recorded in English with the Arabic name first: the name stays at the start (left).
    const audit = lines.find((l) => l.some((w) => w.text === 'signed') && l.some((w) => ARABIC.test(w.text)))!;
    expect(audit, 'the audit line of the Arabic signer').toBeTruthy();
    const signedAt = audit.findIndex((w) => w.text === 'signed');
    expect(audit.slice(0, signedAt).every((w) => ARABIC.test(w.text))).toBe(true);
    expect(signedAt).toBeGreaterThan(0);

    // The signature caption on the document page: "سارة بن علي · 2026-… hh:mm UTC", date then time then UTC.
    const caption = lines.find(
      (l) => l.some((w) => ARABIC.test(w.text)) && l.some((w) => w.text === 'UTC') && l.some((w) => w.text === '·'),
    )!;
    expect(caption, 'the Arabic signature caption').toBeTruthy();
    const c = caption.map((w) => w.text);
    const dot = c.indexOf('·');
    expect(c.slice(0, dot).every((w) => ARABIC.test(w))).toBe(true);
    expect(c.slice(dot + 1)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{2}:\d{2}$/),
      'UTC',
    ]);
  });
});
