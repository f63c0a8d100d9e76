// The public operations speak the caller's language (spec: the Public tag, "Language"): an error's sentence and the
// verification's summary follow Accept-Language (best match of the 16), with their particulars kept; `code` and
// `details` stay English; a refusal the catalogue has no words for keeps the English sentence; Content-Language
// says which. Keyed operations are not affected. Over HTTP on the configured database; and the signing page's
// closed card shows the particulars in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEnvelope } from '../../test/signing-support.js';
import { makeKit, makeLink, mdDoc, pdfBytes, start, type Kit } from '../visits/test-kit.js';
import { builtAssets } from '../pages/assets.js';

let k: Kit;
let documentId: string;
beforeAll(async () => {
  builtAssets();
  k = await makeKit();
  documentId = await mdDoc(k, 'Deck', '# Deck\n\nNumbers.');
});
afterAll(() => k.t.close());

const signing = (token: string, suffix = '', lang?: string, body?: unknown) =>
  k.t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/api/v1/public/signing/${token}${suffix}`,
    headers: lang ? { 'accept-language': lang } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });

async function voided(reason: string | null) {
  const e = await seedEnvelope(k.t, { recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test' }] });
  await k.t.db.kysely
    .updateTable('envelopes')
    .set({ status: 'voided', void_reason: reason })
    .where('id', '=', e.envelopeId)
    .execute();
  return e.tokens[0];
}

describe('the language of a public answer', () => {
  it("words a refusal in Accept-Language's best match, keeps code and details, and says which in Content-Language", async () => {
    const off = await makeLink(k, { documentId, requireEmail: false, active: false });
    const fr = await start(k, off.slug, {}, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(fr.status).toBe(410);
    expect(fr.body).toMatchObject({ code: 'link_disabled', error: 'Le propriétaire a désactivé ce lien.' });
    const en = await start(k, off.slug);
    expect(en.body.error).toBe('This link was switched off by its owner and does not open for now.');
    const raw = await k.pub('POST', `/links/${off.slug}/visits`, {}, undefined, { 'accept-language': 'ja' });
    expect(raw.headers['content-language']).toBe('ja');
    expect(raw.json().error).toMatch(/リンク/);
    const none = await k.pub('POST', `/links/${off.slug}/visits`, {});
    expect(none.headers['content-language']).toBe('en');
    // A language we do not have: English, said so.
    const fi = await k.pub('POST', `/links/${off.slug}/visits`, {}, undefined, { 'accept-language': 'fi' });
    expect([fi.headers['content-language'], fi.json().error]).toEqual(['en', en.body.error]);
  });

  it('keeps the particulars: the expiry date written in the language, tries left in its plural', async () => {
    const expired = await makeLink(k, { documentId, requireEmail: false, expiresAt: '2020-06-30T12:00:00Z' });
    const de = await start(k, expired.slug, {}, { 'accept-language': 'de' });
    expect(de.body).toMatchObject({ code: 'link_expired', error: expect.stringContaining('30. Juni 2020') });
    const ar = await start(k, expired.slug, {}, { 'accept-language': 'ar' });
    expect(ar.body.error).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2020-06-30T12:00:00Z')),
    );

    const e = await seedEnvelope(k.t, {
      recipients: [{ name: 'Ada Lovelace', email: 'ada@signer.test', accessCode: 'BLUE-HERON-42' }],
    });
    const tries: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signing(e.tokens[0], '/access-code', 'pl', { code: `wrong-${i}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'access_code_incorrect', details: { attemptsLeft: 4 - i } });
      tries.push(res.json().error);
    }
    // Polish: 4, 3, 2 "próby", 1 "próba"; the English sentence's details unchanged.
    expect(tries.map((s) => s.match(/\d+/)?.[0])).toEqual(['4', '3', '2', '1']);
    expect(new Set(tries.slice(0, 3).map((s) => s.replace(/\d+/, '#'))).size).toBe(1);
    expect(tries[3].replace(/\d+/, '#')).not.toBe(tries[2].replace(/\d+/, '#'));
  });

  it("says who cancelled and why in the signer's language, and the signing page's closed card shows it unmarked", async () => {
    const token = await voided('Falsche Fassung');
    const api = await signing(token, '', 'de');
    expect(api.statusCode).toBe(410);
    expect(api.headers['content-language']).toBe('de');
    expect(api.json()).toMatchObject({ code: 'envelope_voided', error: expect.stringContaining('Falsche Fassung') });
    expect(api.json().error).not.toMatch(/The sender/);
    const page = await k.t.app.inject({ method: 'GET', url: `/sign/${token}`, headers: { 'accept-language': 'de' } });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`<p>${api.json().error}</p>`);
    // Without a reason, the plain words.
    const plain = await signing(await voided(null), '', 'es');
    expect(plain.json().error).toBe(
      (await import('../platform/i18n/catalogues/api/index.js')).API_CATALOGUES.es['error.envelope_voided'],
    );
  });

  it('leaves a refusal without words in English, said so, and keyed operations alone', async () => {
    const res = await k.pub('POST', '/links/nope-nope/visits', { email: 42 }, undefined, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().error).toMatch(/body\.email/);
    expect(res.headers['content-language']).toBe('en');
    const keyed = await k.t.app.inject({
      method: 'GET',
      url: '/api/v1/documents/doc_nope',
      headers: { authorization: `Bearer ${k.t.key}`, 'accept-language': 'fr' },
    });
    expect([keyed.statusCode, keyed.json().error]).toEqual([404, 'document not found']);
    expect(keyed.headers['content-language']).toBeUndefined();
  });

  it("gives the verification's summary in the asked language, and a non-PDF's refusal too", async () => {
    const pdf = await pdfBytes(['Plain page']);
    const verify = (body: Buffer, lang?: string) =>
      k.t.app.inject({
        method: 'POST',
        url: '/api/v1/public/verify',
        headers: { 'content-type': 'application/pdf', ...(lang ? { 'accept-language': lang } : {}) },
        payload: body,
      });
    const ja = await verify(pdf, 'ja');
    expect(ja.statusCode, ja.body).toBe(200);
    expect(ja.headers['content-language']).toBe('ja');
    expect(ja.json().data.verdict).toBe('unsealed');
    expect(ja.json().data.summary).toMatch(/PDF/);
    expect(ja.json().data.summary).not.toMatch(/carries/);
    const en = await verify(pdf);
    expect(en.json().data.summary).toBe(
      'This PDF carries no digital seal: it is not an executed document of this installation.',
    );
    expect(en.headers['content-language']).toBe('en');
    const notPdf = await verify(Buffer.from('hello'), 'uk');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ code: 'not_a_pdf', details: { fields: [{ field: 'body.file' }] } });
    expect(notPdf.json().error).toMatch(/PDF/);
    expect(notPdf.json().error).not.toMatch(/bytes/);
  });
});
