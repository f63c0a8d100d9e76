// The verify page (/verify) in Chromium, against the built server (`node server/dist/main.js`): an executed PDF made
// through the real signing flow (a document sent, both signers consenting and signing through the public signing
// operations, the completion job sealing it) is said to be genuine, with its title and signers; the same PDF with
// one byte changed is said to be changed; a PDF made elsewhere (pdf-lib) is said to carry no seal; a file that is
// not a PDF is refused in words. By file input and by drag and drop, at desktop and phone sizes, under the strict
// CSP, axe clean. The SDK's `verify` says the same without a key. Screenshots are kept in a temporary folder whose
// path is printed, to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Dossier } from '@dossier/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, clean, inContext, missing, open, pageRig } from './support/browser.js';
import { textPdf } from './support/pdf.js';
import { expectAccessible } from './support/axe.js';
import type { Server } from './support/server.js';
import { API_CATALOGUES } from '../server/src/platform/i18n/catalogues/api/index.js';

type Json = Record<string, any>;

let server: Server;
let browser: Browser;
let origin: string;
let executed: Buffer;
let completion: Json;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-verify-page-'));

async function call(method: string, p: string, body?: unknown, key: string | undefined = server.key): Promise<Json> {
  const res = await fetch(`${server.base}${p}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, ...(text ? JSON.parse(text) : {}) };
}

const elsewherePdf = (): Promise<Buffer> => textPdf(['Invoice 2291, made elsewhere']);

/** Chooses `file` with the page's file input (as a click on "Choose a PDF" would) and waits for the verdict heading. */
async function choose(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }): Promise<string> {
  await page.getByLabel('Choose a PDF').setInputFiles({ mimeType: 'application/pdf', ...file });
  const heading = page.locator('#verdict-heading');
  await heading.waitFor({ state: 'visible' });
  return (await heading.textContent()) ?? '';
}

pageRig({}, (rig) => ({ server, browser, origin } = rig), `the verify page: ${shots}`);
beforeAll(async () => {
  if (missing) return;

  // The real signing flow over HTTP.
  const doc = await call('POST', '/documents', {
    title: 'Consulting agreement',
    markdown: '# Consulting agreement\n\nThe consultant will advise the company on its data rooms for twelve months.\n',
    recipients: [
      { name: 'Margaret Hamilton', email: 'margaret@client.example' },
      { name: 'Katherine Johnson', email: 'katherine@consultant.example' },
    ],
  });
  expect(doc.status, JSON.stringify(doc)).toBe(201);
  for (const r of doc.data.recipients)
    expect((await call('POST', `/documents/${doc.data.id}/signature-blocks`, { recipientId: r.id })).status).toBe(201);
  const sent = await call('POST', '/envelopes', { documentId: doc.data.id });
  expect(sent.status, JSON.stringify(sent)).toBe(201);
  const withUrls = await call('GET', `/envelopes/${sent.data.id}?include=signingUrls`);
  for (const r of withUrls.data.recipients as Json[]) {
    const token = String(r.signingUrl).split('/sign/')[1];
    expect((await call('POST', `/public/signing/${token}/consent`, { accepted: true }, undefined)).status).toBe(200);
    const signed = await call(
      'POST',
      `/public/signing/${token}/sign`,
      { values: {}, signature: { type: 'typed', text: r.name } },
      undefined,
    );
    expect(signed.status, JSON.stringify(signed)).toBe(200);
  }
  // A wait for the completion job, not a speed check: polled until it has sealed the envelope.
  for (;;) {
    completion = (await call('GET', `/envelopes/${sent.data.id}`)).data;
    if (completion.status === 'completed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const pdf = await fetch(`${server.base}/envelopes/${sent.data.id}/pdf`, {
    headers: { authorization: `Bearer ${server.key}` },
  });
  expect(pdf.status).toBe(200);
  executed = Buffer.from(await pdf.arrayBuffer());
}, 120_000);

describe.skipIf(missing)('the verify page in Chromium', () => {
  it('desktop: the executed PDF is genuine (title, signers), one changed byte is changed, a PDF from elsewhere is unsealed', async () => {
    await inContext(browser, { ...VIEWPORTS[0] }, async (context) => {
      const { page, status, headers, problems } = await open(context, `${origin}/verify`);
      expect(status).toBe(200);
      expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Is this signed document genuine?');
      await page.screenshot({ path: path.join(shots, 'empty-desktop.png'), fullPage: true });
      await expectAccessible(page, 'the empty verify page');

      expect(await choose(page, { name: 'consulting-agreement.pdf', buffer: executed })).toBe(
        'Genuine: signed here and unchanged',
      );
      const result = page.locator('#verify-result');
      expect(await result.getAttribute('data-verdict')).toBe('genuine');
      expect(await page.locator('#verdict-summary').textContent()).toBe(
        'This is an executed document of this installation and it has not been changed since it was sealed.',
      );
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), the text as rendered, is what is checked
      const facts = await page.locator('#verify-facts').innerText();
      expect(facts).toContain('Consulting agreement');
      expect(facts).toContain('Margaret Hamilton, Katherine Johnson');
      expect(facts).toContain(completion.completionHash);
      expect(facts).not.toContain('@');
      // the verdict heading takes the focus, so a screen reader reads it at once
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('verdict-heading');
      await page.screenshot({ path: path.join(shots, 'genuine-desktop.png'), fullPage: true });
      await expectAccessible(page, 'a genuine verdict');

      const altered = Buffer.from(executed);
      altered[Math.floor(altered.indexOf('/ByteRange') / 2)] ^= 0x01;
      expect(await choose(page, { name: 'consulting-agreement-edited.pdf', buffer: altered })).toBe(
        'Changed after it was sealed',
      );
      expect(await result.getAttribute('data-verdict')).toBe('altered');
      expect(await page.locator('#verdict-advice').textContent()).toMatch(/^Do not rely on this copy/);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), the text as rendered, is what is checked
      expect(await page.locator('#verify-facts').innerText()).not.toContain('Consulting agreement');
      await page.screenshot({ path: path.join(shots, 'altered-desktop.png'), fullPage: true });
      await expectAccessible(page, 'an altered verdict');

      expect(await choose(page, { name: 'invoice.pdf', buffer: await elsewherePdf() })).toBe('Not sealed');
      expect(await result.getAttribute('data-verdict')).toBe('unsealed');
      await page.screenshot({ path: path.join(shots, 'unsealed-desktop.png'), fullPage: true });
      await expectAccessible(page, 'an unsealed verdict');
      clean(problems);
    });
  });

  it('phone: dropped, the executed PDF is genuine, readable without sideways scrolling; not a PDF is refused in words', async () => {
    await inContext(browser, { ...VIEWPORTS[1] }, async (context) => {
      const { page, status, problems } = await open(context, `${origin}/verify`, { expectedStatuses: [400] });
      expect(status).toBe(200);
      expect((await page.getByText('Choose a PDF').boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: path.join(shots, 'empty-phone.png'), fullPage: true });

      const zone = page.locator('#verify-drop');
      const transfer = await page.evaluateHandle((b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], 'signed.pdf', { type: 'application/pdf' }));
        return dt;
      }, executed.toString('base64'));
      await zone.dispatchEvent('dragover', { dataTransfer: transfer });
      expect(await zone.evaluate((el) => el.classList.contains('is-dragover'))).toBe(true);
      await zone.dispatchEvent('drop', { dataTransfer: transfer });
      await expect
        .poll(() => page.locator('#verdict-heading').textContent())
        .toBe('Genuine: signed here and unchanged');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: path.join(shots, 'genuine-phone.png'), fullPage: true });
      await expectAccessible(page, 'a genuine verdict on a phone');

      await page
        .getByLabel('Choose a PDF')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
      await expect
        .poll(() => page.locator('#verify-status').textContent())
        .toBe('notes.txt is not a PDF. Choose the signed PDF you received.');
      expect(await page.locator('#verify-result').isHidden()).toBe(true);
      await page.screenshot({ path: path.join(shots, 'refused-phone.png'), fullPage: true });
      await expectAccessible(page, 'a refused file on a phone');
      clean(problems);
    });
  });

  it("speaks the page's language, not the browser's: in Ukrainian the API's summary is Ukrainian, and not marked English", async () => {
    await inContext(browser, { ...VIEWPORTS[0], locale: 'en-US' }, async (context) => {
      const { page, problems } = await open(context, `${origin}/verify?lang=uk`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: await elsewherePdf() });
      await page.locator('#verdict-heading').waitFor({ state: 'visible' });
      const summary = page.locator('#verdict-summary');
      expect(await summary.textContent()).toBe(API_CATALOGUES.uk['verify.summary.unsealed']);
      expect(await summary.getAttribute('lang')).toBeNull();
      await expectAccessible(page, 'an unsealed verdict in Ukrainian');
      clean(problems);
    });
  });

  it('the SDK verifies without a key: the same verdicts', async () => {
    const client = new Dossier({ baseUrl: server.base });
    const genuine = await client.verify(new Uint8Array(executed));
    expect(genuine.data).toMatchObject({
      verdict: 'genuine',
      sha256: completion.completionHash,
      envelope: { title: 'Consulting agreement', signers: ['Margaret Hamilton', 'Katherine Johnson'] },
    });
    expect((await client.verify(new Uint8Array(await elsewherePdf()))).data.verdict).toBe('unsealed');
  });
});
