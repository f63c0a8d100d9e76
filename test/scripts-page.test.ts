// The signing page with right-to-left and CJK text, in Chromium at desktop and phone size: an authored document
// whose title and paragraphs are Arabic and Hebrew (each block takes its own direction, dir="auto"), a signer named
// "Zoë Łukasz 李雷" who types an Arabic value and signs by typing; no console error, no CSP violation. Screenshots go
// to a temporary folder whose path is printed, to look at. Needs /usr/bin/chromium (see pages.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clean, inContext, missing, open, VIEWPORTS, PATIENT, pageRig } from './support/browser.js';
import { type Server, callApi } from './support/server.js';

let server: Server;
let browser: Browser;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-scripts-'));

pageRig(
  { RATE_LIMIT_PER_MINUTE: '100000' },
  (rig) => ({ server, browser } = rig),
  `the signing page in other scripts: ${shots}`,
);

const call = (method: string, url: string, body?: unknown) => callApi(server, method, url, body);

const TITLE = 'اتفاقية عدم الإفصاح';
const ARABIC = 'يتفق الطرفان على الحفاظ على سرية المعلومات لمدة خمس سنوات.';
const HEBREW = 'הצדדים מסכימים לשמור על סודיות המידע.';
const ENGLISH = 'The parties agree to keep the information confidential.';

async function signingPath(): Promise<string> {
  const email = `zoe-${Math.random().toString(36).slice(2)}@fund.example`;
  const doc = (
    await call('POST', '/documents', {
      title: TITLE,
      markdown: 'Draft.\n',
      recipients: [{ name: 'Zoë Łukasz 李雷', email }],
    })
  ).data;
  const r = doc.recipients[0];
  const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  await call('PATCH', `/documents/${doc.id}`, {
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: TITLE }] },
        para(ARABIC),
        para(HEBREW),
        para(ENGLISH),
        { type: 'signatureField', attrs: { recipientId: r.id, fieldType: 'text', label: 'المدينة', required: true } },
        {
          type: 'signatureField',
          attrs: { recipientId: r.id, fieldType: 'signature', label: 'Signature', required: true },
        },
      ],
    },
  });
  const envelope = (await call('POST', '/envelopes', { documentId: doc.id })).data;
  const urls = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
  return new URL(urls.recipients[0].signingUrl).pathname;
}

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).direction);

describe.skipIf(missing)('the signing page in other scripts', () => {
  for (const v of VIEWPORTS) {
    it(`${v.name}: Arabic and Hebrew blocks read right to left, English left to right; an Arabic value and a CJK name sign`, async () => {
      const pathname = await signingPath();
      await inContext(
        browser,
        {
          viewport: v.viewport,
          ...('isMobile' in v
            ? { isMobile: v.isMobile, hasTouch: v.hasTouch, deviceScaleFactor: v.deviceScaleFactor }
            : {}),
        },
        async (context) => {
          const { page, status, problems } = await open(context, `http://127.0.0.1:${server.port}${pathname}`);
          expect(status).toBe(200);
          expect(await direction(page, 'h1')).toBe('rtl');
          await page
            .getByRole('checkbox', { name: /I have read the disclosure above and agree to sign electronically/ })
            .check();
          await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Continue' }).click()]);
          await page.waitForLoadState('networkidle');
          expect(await direction(page, `p:text-is("${ARABIC}")`)).toBe('rtl');
          expect(await direction(page, `p:text-is("${HEBREW}")`)).toBe('rtl');
          expect(await direction(page, `p:text-is("${ENGLISH}")`)).toBe('ltr');
          await page.screenshot({ path: path.join(shots, `${v.name}-1-body.png`), fullPage: false });

          await page.getByRole('button', { name: /^المدينة, required/ }).click();
          const input = page.getByLabel('المدينة (required)');
          await input.fill('القاهرة');
          expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
          await page.screenshot({ path: path.join(shots, `${v.name}-2-arabic-field.png`) });
          await input.press('Enter');
          await expect
            .poll(() => page.getByRole('button', { name: 'المدينة, required: القاهرة' }).isVisible())
            .toBe(true);
          await page.getByRole('button', { name: 'Finish signing' }).click();
          await page.getByRole('dialog', { name: 'Your signature' }).waitFor();
          await page.getByText('Type', { exact: true }).click();
          const typed = page.getByLabel('Type your full name');
          expect(await typed.inputValue()).toBe('Zoë Łukasz 李雷');
          await page.screenshot({ path: path.join(shots, `${v.name}-3-typed.png`) });
          await page.getByRole('button', { name: 'Adopt signature' }).click();
          // The last signature seals before the page is told (seconds on a busy machine): wait as long as a test may.
          await expect
            .poll(() => page.getByRole('heading', { name: 'You have signed' }).isVisible(), { timeout: PATIENT })
            .toBe(true);
          clean(problems);
        },
      );
    });
  }
});
