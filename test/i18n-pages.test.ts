// The public pages in other languages, in Chromium against the built server: the signing page in French (the
// browser's language), Japanese (the recipient's locale) and Arabic (chosen with ?lang=, right to left), each signed
// through its own words and axe clean; the language menu and ?lang= kept across reloads. Screenshots of the
// signing page and the viewer in Arabic, and the signing page in Hebrew, at phone and desktop width go to a temporary folder whose path is printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { clean, inContext, missing, open, VIEWPORTS, pageRig } from './support/browser.js';
import { type Server, callApi } from './support/server.js';

let server: Server;
let browser: Browser;
let origin: string;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-i18n-'));

pageRig(
  { RATE_LIMIT_PER_MINUTE: '100000' },
  (rig) => ({ server, browser, origin } = rig),
  `the pages in other languages: ${shots}`,
);
beforeAll(async () => {
  if (missing) return;
  await call('PATCH', '/workspace/sender', { name: 'Acme Legal' });
});

const call = (method: string, url: string, body?: unknown) => callApi(server, method, url, body);

let n = 0;
/** A document with a name field and a signature for one recipient (with the locale given), sent: its signing URL. */
async function signingUrl(name: string, locale?: string): Promise<string> {
  const email = `s${++n}@i18n.test`;
  const doc = (
    await call('POST', '/documents', {
      title: 'Consulting agreement',
      markdown: 'Draft.\n',
      recipients: [{ name, email, ...(locale ? { locale } : {}) }],
    })
  ).data;
  const r = doc.recipients[0];
  const field = (fieldType: string, label: string | null) => ({
    type: 'signatureField',
    attrs: { recipientId: r.id, fieldType, label, required: true },
  });
  const content = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Consulting agreement' }] },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Acme Ltd pays 900 euros a day, within 30 days of each invoice.' }],
      },
      field('name', null),
      field('signature', null),
    ],
  };
  await call('PATCH', `/documents/${doc.id}`, { content });
  const envelope = (await call('POST', '/envelopes', { documentId: doc.id, message: 'Please sign.' })).data;
  const e = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
  lastEnvelopeId = envelope.id;
  return origin + new URL(e.recipients[0].signingUrl).pathname;
}

/** The envelope the last signingUrl() sent. */
let lastEnvelopeId = '';

/** The page's `<html lang>` and `dir`. */
const lang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Consents, signs by typing and finishes, all by the words of the page's language. */
async function signThrough(
  page: Page,
  words: {
    consent: RegExp;
    agree: RegExp;
    continue: string;
    finish: string;
    type: string;
    adopt: string;
    done: string;
  },
  name: string,
): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: words.consent }).isVisible()).toBe(true);
  await expectAccessible(page, 'consent');
  await page.getByRole('checkbox', { name: words.agree }).check();
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: words.continue }).click()]);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'document');
  // The name field: its dialog in the page's language, the name typed.
  await page.locator('.sign-field.is-mine[data-type="name"]').click();
  await page.locator('#text-input').fill(name);
  await page.locator('#text-form button[type="submit"]').click();
  await page.getByRole('button', { name: words.finish }).click();
  await expect.poll(() => page.locator('#signature-dialog').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
  await expectAccessible(page, 'signature dialog');
  await page.getByRole('radio', { name: words.type }).check();
  await page.getByRole('button', { name: words.adopt }).click();
  await expect.poll(() => page.locator('#done-title').textContent()).toBe(words.done);
  await expectAccessible(page, 'signed');
}

describe.skipIf(missing)('the pages in other languages, in Chromium', () => {
  it('signs in French: the browser says fr-FR, every step in French, axe clean', async () => {
    await inContext(browser, { locale: 'fr-FR' }, async (context) => {
      const { page, problems } = await open(context, await signingUrl('Camille Durand'));
      expect(await lang(page)).toEqual(['fr', 'ltr']);
      await signThrough(
        page,
        {
          consent: /^Acceptez de signer électroniquement$/,
          agree: /J’ai lu les informations ci-dessus/,
          continue: 'Continuer',
          finish: 'Terminer la signature',
          type: 'Saisir',
          adopt: 'Adopter la signature',
          done: 'Vous avez signé',
        },
        'Camille Durand',
      );
      expect(await page.locator('#done-text').textContent()).toBe(
        'Tout le monde a maintenant signé. L’exemplaire signé vous est envoyé par e-mail.',
      );
      // The disclosure was shown in French, and the consent recorded it so: the French text, in French.
      const cert = (await call('GET', `/envelopes/${lastEnvelopeId}/certificate`)).data;
      expect(cert.consents).toHaveLength(1);
      expect(cert.consents[0].locale).toBe('fr');
      expect(cert.consents[0].disclosureText).toMatch(/signer électroniquement|électronique/);
      clean(problems);
    });
  });

  it("signs in Japanese: the recipient's locale, over an English browser", async () => {
    await inContext(browser, { locale: 'en-US' }, async (context) => {
      const { page, problems } = await open(context, await signingUrl('山田 花子', 'ja'));
      expect(await lang(page)).toEqual(['ja', 'ltr']);
      await signThrough(
        page,
        {
          consent: /^電子署名への同意$/,
          agree: /上記の説明を読み/,
          continue: '続ける',
          finish: '署名を完了',
          type: '入力',
          adopt: 'この署名を使用',
          done: '署名しました',
        },
        '山田 花子',
      );
      clean(problems);
    });
  });

  it('signs in Arabic, right to left: ?lang=ar, the layout mirrored, axe clean; screenshots at phone and desktop', async () => {
    for (const v of VIEWPORTS) {
      await inContext(browser, { ...v, locale: 'en-GB' }, async (context) => {
        const { page, problems } = await open(context, `${await signingUrl('سارة بن علي')}?lang=ar`);
        expect(await lang(page)).toEqual(['ar', 'rtl']);
        await page.screenshot({ path: path.join(shots, `sign-consent-ar-${v.name}.png`), fullPage: true });
        // Mirrored: the consent form's first button (Continue) starts at the right, the next one left of it.
        const [primary, secondary] = await Promise.all(
          ['#consent-submit', '#consent-form [data-open="decline-dialog"]'].map((s) =>
            page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
          ),
        );
        const card = await page
          .locator('#consent-form')
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        expect(primary.right).toBeGreaterThan(card.right - 2);
        // Side by side (desktop), Decline is left of Continue; stacked (phone), below it.
        if (Math.abs(secondary.y - primary.y) < 2) expect(secondary.right).toBeLessThanOrEqual(primary.x);
        else expect(secondary.y).toBeGreaterThan(primary.y);
        // The heading starts at the right too.
        const heading = await page.locator('#step-title').evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect().toJSON() as DOMRect;
        });
        expect(heading.right).toBeGreaterThan(card.right - 2);
        expect(heading.x).toBeGreaterThan(card.x + 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectAccessible(page, `Arabic consent at ${v.name}`);
        await page.getByRole('checkbox', { name: /قرأت الإفصاح/ }).check();
        await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'متابعة' }).click()]);
        await page.waitForLoadState('networkidle');
        // The choice was kept: the page after consent (a reload without ?lang=) is still Arabic.
        expect(await lang(page)).toEqual(['ar', 'rtl']);
        // The document keeps its own direction (English here), inside the mirrored page.
        expect(await page.locator('#document').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        const guide = await page.locator('#guide').evaluate((el) => getComputedStyle(el).direction);
        expect(guide).toBe('rtl');
        expect(await page.locator('#guide-status').textContent()).toMatch(/^تمت تعبئة .* من حقلين إلزاميين$/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(shots, `sign-document-ar-${v.name}.png`), fullPage: true });
        await expectAccessible(page, `Arabic document at ${v.name}`);
        clean(problems);
      });
    }
  });

  it("signs in Hebrew, right to left: the recipient's locale, mirrored, no sideways scroll, axe clean; screenshots", async () => {
    for (const v of VIEWPORTS) {
      await inContext(browser, { ...v, locale: 'en-US' }, async (context) => {
        const { page, problems } = await open(context, await signingUrl('נועה לוי', 'he'));
        expect(await lang(page)).toEqual(['he', 'rtl']);
        await page.screenshot({ path: path.join(shots, `sign-consent-he-${v.name}.png`), fullPage: true });
        const card = await page
          .locator('#consent-form')
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        const primary = await page
          .locator('#consent-submit')
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        expect(primary.right).toBeGreaterThan(card.right - 2);
        // The disclosure reads right to left even where a paragraph starts with the (Latin) sender's name.
        const directions = await page
          .locator('#disclosure p')
          .evaluateAll((ps) => ps.map((p) => getComputedStyle(p).direction));
        expect(new Set(directions)).toEqual(new Set(['rtl']));
        expect(await page.locator('#disclosure bdi').first().textContent()).toBe('Acme Legal');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectAccessible(page, `Hebrew consent at ${v.name}`);
        await page.locator('#consent-form input[type=checkbox]').check();
        await Promise.all([page.waitForNavigation(), page.locator('#consent-submit').click()]);
        await page.waitForLoadState('networkidle');
        expect(await lang(page)).toEqual(['he', 'rtl']);
        expect(await page.locator('#guide').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(shots, `sign-document-he-${v.name}.png`), fullPage: true });
        await expectAccessible(page, `Hebrew document at ${v.name}`);
        clean(problems);
      });
    }
  });

  it("opens the viewer in the link's language (Arabic, right to left): the gate and the document, axe clean; screenshots", async () => {
    const doc = (
      await call('POST', '/documents', {
        title: 'Series A pack',
        markdown:
          '# Part 1\n\nThe company raises 4 million euros from two funds.\n\n- A board seat for each fund.\n- Monthly reports.\n\n# الجزء الثاني\n\nالشروط مكتوبة بالعربية أيضًا في هذا القسم.\n',
      })
    ).data;
    const link = (
      await call('POST', '/links', { documentId: doc.id, requireEmail: true, watermark: false, locale: 'ar' })
    ).data;
    for (const v of VIEWPORTS) {
      await inContext(browser, { ...v, locale: 'en-US' }, async (context) => {
        const { page, problems } = await open(context, `${origin}/v/${link.slug}`);
        expect(await lang(page)).toEqual(['ar', 'rtl']);
        await page.getByRole('heading', { name: 'أدخل بريدك الإلكتروني' }).waitFor();
        await page.screenshot({ path: path.join(shots, `view-gate-ar-${v.name}.png`), fullPage: true });
        await expectAccessible(page, `Arabic viewer gate at ${v.name}`);
        await page.getByLabel('البريد الإلكتروني', { exact: true }).fill('dana@acme.example');
        await page.getByRole('button', { name: 'متابعة' }).click();
        await page.locator('.view-section').first().waitFor();
        // The English part reads left to right, the Arabic one right to left, inside the mirrored page.
        const dirs = await page
          .locator('.view-section .doc-body p')
          .evaluateAll((ps) => ps.map((p) => getComputedStyle(p).direction));
        expect(dirs.length).toBeGreaterThan(2);
        expect(dirs[0]).toBe('ltr');
        expect(dirs.at(-1)).toBe('rtl');
        // Each section as a whole (its lists' indents) takes its own text's direction, not the page's.
        const sections = await page
          .locator('.view-section .doc-body')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).direction));
        expect(sections).toEqual(['ltr', 'rtl']);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(shots, `view-document-ar-${v.name}.png`), fullPage: true });
        await expectAccessible(page, `Arabic viewer document at ${v.name}`);
        clean(problems);
      });
    }
  });

  it('keeps the choice: the language menu and ?lang= survive a reload and the next page', async () => {
    await inContext(browser, { locale: 'en-US' }, async (context) => {
      const url = await signingUrl('Jan Novák');
      const { page, problems } = await open(context, url);
      expect(await lang(page)).toEqual(['en', 'ltr']);
      await expectAccessible(page, 'the language menu', '.lang-menu');
      await page.getByLabel('Language').selectOption('de');
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Change' }).click()]);
      expect(await lang(page)).toEqual(['de', 'ltr']);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
      await page.goto(url); // no ?lang=: the kept choice
      expect(await lang(page)).toEqual(['de', 'ltr']);
      await page.reload();
      expect(await lang(page)).toEqual(['de', 'ltr']);
      expect(await page.getByLabel(/Sprache/).inputValue()).toBe('de');
      // ?lang= changes it again, and that is kept too.
      await page.goto(`${url}?lang=cs`);
      expect(await lang(page)).toEqual(['cs', 'ltr']);
      await page.goto(url);
      expect(await lang(page)).toEqual(['cs', 'ltr']);
      expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
        'Souhlas s elektronickým podpisem',
      );
      clean(problems);
    });
  });
});
