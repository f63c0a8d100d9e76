// Which language a page speaks, over HTTP (spec: Locale): the visitor's choice (`?lang=`, kept in a cookie), the
// recipient's locale, the browser's Accept-Language (best match), the workspace's, English; `<html lang dir>` says
// which; the language menu lists the 16 and keeps the choice; the script gets only its own messages.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { perFile, makeApp, type TestApp } from '../../test/helpers.js';
import { LOCALES } from '../platform/i18n/locales.js';
import { builtAssets } from './assets.js';
import { LANG_COOKIE } from './i18n.js';

beforeAll(() => {
  builtAssets();
});
const t = perFile(() => makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false }));

const uniq = () => randomBytes(4).toString('hex');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const htmlTag = (body: string) => body.match(/<html[^>]*>/)![0];
const h2 = (body: string) => body.match(/<h2 id="step-title">(.*?)<\/h2>/)?.[1];

/** A signing page's path for one recipient, with the locale given (or none). */
async function signingPath(locale?: string, app: TestApp = t): Promise<string> {
  const email = `r@${uniq()}.test`;
  const doc = (
    await app.api('POST', '/documents', {
      title: 'Lease',
      markdown: 'Terms.\n',
      recipients: [{ name: 'Rita', email, ...(locale ? { locale } : {}) }],
    })
  ).json().data;
  const r = doc.recipients[0];
  const content = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Terms.' }] },
      { type: 'signatureField', attrs: { recipientId: r.id, fieldType: 'signature', label: null, required: true } },
    ],
  };
  expect((await app.api('PATCH', `/documents/${doc.id}`, { content })).statusCode).toBe(200);
  const send = await app.api('POST', '/envelopes', { documentId: doc.id });
  expect(send.statusCode, send.body).toBe(201);
  const e = (await app.api('GET', `/envelopes/${send.json().data.id}?include=signingUrls`)).json().data;
  return new URL(e.recipients[0].signingUrl).pathname;
}

describe('the language of a page', () => {
  it('follows the browser: Accept-Language pt-BR is Portuguese, fr-CA is French, an unknown one English', async () => {
    const path = await signingPath();
    const pt = await get(path, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expect(pt.statusCode).toBe(200);
    expect(htmlTag(pt.body)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(h2(pt.body)).toBe('Concorde em assinar eletronicamente');
    expect(pt.body).toContain('<option value="pt-BR" lang="pt-BR" dir="ltr" selected>Português (Brasil)</option>');
    const fr = await get(path, { 'accept-language': 'fr-CA' });
    expect(htmlTag(fr.body)).toBe('<html lang="fr" dir="ltr">');
    expect(h2(fr.body)).toBe('Acceptez de signer électroniquement');
    const none = await get(path, { 'accept-language': 'tlh, x-klingon;q=0.8' });
    expect(htmlTag(none.body)).toBe('<html lang="en" dir="ltr">');
    expect(h2(none.body)).toBe('Agree to sign electronically');
  });

  it("puts the recipient's locale before the browser's: a recipient with locale de gets German", async () => {
    const path = await signingPath('de');
    const res = await get(path, { 'accept-language': 'en-US,en;q=0.9' });
    expect(htmlTag(res.body)).toBe('<html lang="de" dir="ltr">');
    expect(h2(res.body)).toBe('Der elektronischen Unterschrift zustimmen');
    expect(res.body).toContain('<button type="submit" class="btn btn-primary" id="consent-submit">Weiter</button>');
  });

  it("falls back to the workspace's language when the browser names none we have", async () => {
    const set = await t.api('PATCH', '/workspace/sender', { locale: 'ja' });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const path = await signingPath();
      expect(htmlTag((await get(path)).body)).toBe('<html lang="ja" dir="ltr">');
      expect(h2((await get(path)).body)).toBe('電子署名への同意');
      // The browser's language comes first.
      expect(htmlTag((await get(path, { 'accept-language': 'es' })).body)).toBe('<html lang="es" dir="ltr">');
    } finally {
      await t.api('PATCH', '/workspace/sender', { locale: 'en' });
    }
  });

  it('takes ?lang= over everything, keeps it in a cookie, and the cookie over the recipient', async () => {
    const path = await signingPath('de');
    const ar = await get(`${path}?lang=ar`, { 'accept-language': 'fr' });
    expect(htmlTag(ar.body)).toBe('<html lang="ar" dir="rtl">');
    expect(h2(ar.body)).toBe('الموافقة على التوقيع الإلكتروني');
    const cookie = String(ar.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${LANG_COOKIE}=ar; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    // Back without ?lang=: the cookie is the visitor's choice, before the recipient's German.
    const again = await get(path, { cookie: `${LANG_COOKIE}=ar`, 'accept-language': 'fr' });
    expect(htmlTag(again.body)).toBe('<html lang="ar" dir="rtl">');
    expect(again.headers['set-cookie']).toBeUndefined();
    // A value we do not have is ignored, never echoed.
    const bad = await get(`${path}?lang=%3Cxx%3E`);
    expect(htmlTag(bad.body)).toBe('<html lang="de" dir="ltr">');
    expect(bad.headers['set-cookie']).toBeUndefined();
    expect(bad.body).not.toContain('<xx>');
  });

  it('over https the cookie works inside a third-party frame (SameSite=None; Secure; Partitioned)', async () => {
    // Plain http (a development server) keeps a Lax cookie, which a browser accepts without https.
    const path = await signingPath();
    const plain = await get(`${path}?lang=he`, { 'x-forwarded-proto': 'https' });
    expect(String(plain.headers['set-cookie'])).toMatch(/^dossier_lang=he; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const behind = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'true' }, { startJobs: false });
    try {
      const framed = await behind.app.inject({
        method: 'GET',
        url: `${await signingPath(undefined, behind)}?lang=he`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(htmlTag(framed.body)).toBe('<html lang="he" dir="rtl">');
      expect(String(framed.headers['set-cookie'])).toMatch(
        /^dossier_lang=he; Path=\/; Max-Age=\d+; SameSite=None; Secure; Partitioned$/,
      );
    } finally {
      await behind.close();
    }
  });

  it('lists the 16 languages in the menu, each in its own name and language, keeping a return URL', async () => {
    const path = await signingPath();
    const res = await get(`${path}?returnUrl=${encodeURIComponent('https://app.example.com/done')}&lang=ko`);
    const menu = res.body.match(/<form class="lang-menu" method="get">[\s\S]*?<\/form>/)![0];
    expect(menu).toContain('<label for="lang-select">언어 <span lang="en" dir="ltr">(Language)</span></label>');
    for (const l of LOCALES) expect(menu).toContain(`<option value="${l}" lang="${l}"`);
    expect(menu.match(/<option /g)).toHaveLength(16);
    expect(menu).toContain('<option value="ar" lang="ar" dir="rtl">العربية</option>');
    expect(menu).toContain('<input type="hidden" name="returnUrl" value="https://app.example.com/done">');
    expect(menu).toContain('<button type="submit" class="btn btn-secondary btn-small">변경</button>');
  });

  it("hands the script only its page's messages, in the page's language", async () => {
    const path = await signingPath();
    const res = await get(`${path}?lang=pl`);
    const block = res.body.match(/<script type="application\/json" id="page-messages">(.*?)<\/script>/)![1];
    const messages = JSON.parse(block) as { locale: string; m: Record<string, unknown> };
    expect(messages.locale).toBe('pl');
    const keys = Object.keys(messages.m);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.every((k) => /^(sign\.js\.|field\.|api\.)/.test(k))).toBe(true);
    expect(messages.m['sign.js.busy']).toBe('Podpisywanie…');
    // A message with placeholders goes as its parsed form, for the browser's formatter.
    expect(Array.isArray(messages.m['sign.js.tries'])).toBe(true);
  });

  it('speaks the reader’s language on the 404 and closed pages too', async () => {
    const res = await get('/no/such/page', { 'accept-language': 'it' });
    expect(res.statusCode).toBe(404);
    expect(htmlTag(res.body)).toBe('<html lang="it" dir="ltr">');
    expect(res.body).toContain('<h1>Pagina non trovata</h1>');
    const badToken = await get('/sign/sgn_nope', { 'accept-language': 'nl' });
    expect(badToken.statusCode).toBe(404);
    expect(badToken.body).toContain('Deze ondertekeningslink is ongeldig.');
  });

  it("speaks the assignee's language on the upload page, and the browser's on the verify page", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: { authorization: `Bearer ${t.key}` },
      payload: {
        title: 'Onboarding',
        items: [{ name: 'Passport', required: true }],
        assignees: [{ email: 'ana@example.test', name: 'Ana', locale: 'es' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json().data;
    const mail = await t.db.kysely
      .selectFrom('mail_messages')
      .select('text_body')
      .where('ref_id', '=', r.assignees[0].id)
      .executeTakeFirstOrThrow();
    const token = /upl_[A-Za-z0-9_-]{43}/.exec(mail.text_body)![0];
    const page = await get(`/r/${r.slug}/${token}`, { 'accept-language': 'de' });
    expect(htmlTag(page.body)).toBe('<html lang="es" dir="ltr">');
    expect(page.body).toContain('<h2 id="items-heading">Qué se solicita</h2>');
    expect(page.body).toContain('<span class="tag">1 obligatorio, 0 opcionales</span>');
    expect(page.body).toContain('Subiendo como <strong>Ana</strong> (ana@example.test)');
    // The open page has no assignee: the browser's language.
    const open = await get(`/r/${r.slug}`, { 'accept-language': 'he-IL' });
    expect(htmlTag(open.body)).toBe('<html lang="he" dir="rtl">');
    expect(open.body).toContain('<h1 dir="auto">Onboarding</h1>');
    const verify = await get('/verify', { 'accept-language': 'uk-UA,uk;q=0.9' });
    expect(htmlTag(verify.body)).toBe('<html lang="uk" dir="ltr">');
    expect(verify.body).toContain('<h1>Чи справжній цей підписаний документ?</h1>');
    expect(verify.body).toContain('Один PDF до 25 МБ.');
  });

  it('offers the pseudo-locale outside production, accented and longer', async () => {
    const path = await signingPath();
    const res = await get(`${path}?lang=en-XA`);
    expect(htmlTag(res.body)).toBe('<html lang="en-XA" dir="ltr">');
    expect(h2(res.body)).toMatch(/^\[Ágréé tö šíg|^\[Ágréé/);
  });
});
