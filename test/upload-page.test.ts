// The file-request upload page in Chromium, against the built server (`node server/dist/main.js`): files sent
// through the open page (the address asked first) and through an assignee's personal link, each with a progress
// bar seen moving (the upload is throttled through the devtools protocol so there is time to see it) and a
// confirmation of its arrival; by file input, from the keyboard, and by drag and drop; at desktop and phone sizes,
// under the strict CSP. After `active: false` the same links show the closed page. Screenshots are kept in a
// temporary folder whose path is printed, to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, clean, inContext, missing, open, PATIENT, pageRig } from './support/browser.js';
import { textPdf } from './support/pdf.js';
import { expectAccessible } from './support/axe.js';
import { uploadLinkOf } from './support/outbox.js';
import { answerOf, type Server } from './support/server.js';

type Json = Record<string, any>;

let server: Server;
let browser: Browser;
let origin: string;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-upload-page-'));

const api = (method: string, p: string, body?: unknown): Promise<Json> => answerOf(server, method, p, body);

const linkOf = (assigneeId: string) => uploadLinkOf(server, assigneeId);

const pdf = (text: string): Promise<Buffer> => textPdf([text]);

/** A CSV of about `mb` megabytes: big enough for a throttled upload to take a few seconds. */
const bigCsv = (mb: number) =>
  Buffer.from('date,amount\n' + '2025-09-30,1234.56\n'.repeat(Math.ceil((mb * 1048576) / 19)));

/** Upload bandwidth of the page's network, in bytes per second (Chromium throttles XHR uploads too). */
async function throttle(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Waits until a progress bar of the page is part way (neither empty nor full) and visible; answers its value. */
async function seeProgress(page: Page): Promise<number> {
  const bar = page.locator('.upload-row.is-sending progress');
  await bar.first().waitFor({ state: 'visible', timeout: 20_000 });
  let value = 0;
  await expect
    .poll(
      async () => {
        value = Number(
          await bar
            .first()
            .evaluate((el) => (el as HTMLProgressElement).value)
            .catch(() => 0),
        );
        return value > 0 && value < 100;
      },
      { timeout: PATIENT, interval: 50 },
    )
    .toBe(true);
  expect((await bar.first().boundingBox())!.width).toBeGreaterThan(100);
  return value;
}

pageRig({}, (rig) => ({ server, browser, origin } = rig), `the upload page: ${shots}`);

describe.skipIf(missing)('the upload page in Chromium', () => {
  let request: Json;

  beforeAll(async () => {
    const created = await api('POST', '/requests', {
      title: 'Q3 board pack',
      description: 'Please upload the signed management accounts and the cap table.',
      dueAt: '2099-12-05T17:00:00Z',
      items: [
        { name: 'Management accounts', description: 'Signed PDF for July to September.' },
        { name: 'Cap table', required: false },
        { name: 'Bank statements', description: 'All accounts, September.' },
      ],
      assignees: [
        { email: 'priya@portfolio.example', name: 'Priya Shah' },
        { email: 'sam@portfolio.example', name: 'Sam Ortiz' },
      ],
      // Named people and an open page too (off by default when there are assignees).
      openPage: true,
    });
    expect(created.status, JSON.stringify(created)).toBe(201);
    request = created.data;
  });

  it('open page at desktop size: asks the address first, then sends a file with a moving progress bar and confirms it', async () => {
    await inContext(browser, { ...VIEWPORTS[0] }, async (context) => {
      const { page, status, headers, problems } = await open(context, `${origin}/r/${request.slug}`);
      expect(status).toBe(200);
      expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Q3 board pack');
      expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Management accounts',
        'Cap table',
        'Bank statements',
      ]);
      expect(
        await page
          .locator('#item-' + request.items[1].id + ' .tag')
          .first()
          .textContent(),
      ).toBe('Optional');
      await page.screenshot({ path: path.join(shots, 'open-desktop.png'), fullPage: true });
      await expectAccessible(page, 'the open page');

      // No address yet: nothing is sent, the field says why and has the focus.
      const accounts = page.getByLabel('Choose files for Management accounts');
      await accounts.setInputFiles({
        name: 'accounts.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('Management accounts Q3'),
      });
      await expect
        .poll(() => page.locator('#uploader-email-error').textContent())
        .toBe('Enter your email address before sending files.');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('uploader-email');
      expect(await page.locator('.upload-row').count()).toBe(0);
      await expectAccessible(page, 'the open page asking for the address');

      await page.getByLabel('Your email address').fill('walk-in@example.test');
      await page.getByLabel('Your name (optional)').fill('Walker Inn');
      await throttle(page, 400_000);
      await page
        .getByLabel('Choose files for Bank statements')
        .setInputFiles({ name: 'statements.csv', mimeType: 'text/csv', buffer: bigCsv(1.5) });
      const partWay = await seeProgress(page);
      await page.screenshot({ path: path.join(shots, 'open-desktop-progress.png'), fullPage: true });
      await expectAccessible(page, 'the open page sending a file');
      const row = page.locator('.upload-row').first();
      await expect
        .poll(() => row.locator('.upload-status').textContent(), { timeout: PATIENT })
        .toMatch(/^Received · 1\.5 MB · SHA-256 [0-9a-f]{12}…$/);
      expect(await row.locator('progress').evaluate((el) => (el as HTMLProgressElement).value)).toBe(100);
      expect(partWay).toBeGreaterThan(0);
      await expect
        .poll(() => page.locator('#announcer').textContent())
        .toBe('statements.csv received for Bank statements.');
      expect(await page.locator(`#item-${request.items[2].id} .item-received`).isVisible()).toBe(true);

      await accounts.setInputFiles({
        name: 'accounts.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('Management accounts Q3'),
      });
      await expect
        .poll(() => page.locator(`#uploads-${request.items[0].id} .upload-status`).textContent(), { timeout: PATIENT })
        .toMatch(/^Received/);
      await page.screenshot({ path: path.join(shots, 'open-desktop-received.png'), fullPage: true });
      await expectAccessible(page, 'the open page with files received');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // F5: the address typed and the files this tab sent are still there, each under its item.
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getByLabel('Your email address').inputValue()).toBe('walk-in@example.test');
      expect(await page.getByLabel('Your name (optional)').inputValue()).toBe('Walker Inn');
      expect(
        await page.locator(`#uploads-${request.items[2].id} .upload-row.is-earlier .file-name`).allTextContents(),
      ).toEqual(['statements.csv']);
      expect(
        await page.locator(`#uploads-${request.items[0].id} .upload-row.is-earlier .upload-status`).textContent(),
      ).toMatch(/^Received · \d/);
      expect(await page.locator('.item.is-received').count()).toBe(2);
      await page.screenshot({ path: path.join(shots, 'open-desktop-reloaded.png'), fullPage: true });
      await page.setViewportSize(VIEWPORTS[1].viewport);
      await page.screenshot({ path: path.join(shots, 'open-phone-reloaded.png'), fullPage: true });
      await expectAccessible(page, 'the open page after a reload, at phone width');
      clean(problems);
    });
    const read = (await api('GET', `/requests/${request.id}`)).data;
    const byName = Object.fromEntries(read.uploads.map((u: Json) => [u.filename, u]));
    expect(byName['statements.csv']).toMatchObject({
      itemId: request.items[2].id,
      assigneeId: null,
      uploaderEmail: 'walk-in@example.test',
      uploaderName: 'Walker Inn',
      contentType: 'text/csv',
    });
    expect(byName['accounts.pdf']).toMatchObject({ itemId: request.items[0].id, contentType: 'application/pdf' });
    expect((await api('GET', `/documents/${byName['accounts.pdf'].documentId}`)).data).toMatchObject({
      kind: 'pdf',
      pageCount: 1,
    });
  });

  it("an assignee's link at phone size: no address asked; a file from the keyboard, one dropped, each with its bar; readable without sideways scrolling", async () => {
    const link = linkOf(request.assignees[0].id);
    await inContext(browser, { ...VIEWPORTS[1] }, async (context) => {
      const { page, status, problems } = await open(context, link);
      expect(status).toBe(200);
      expect(await page.getByText('Uploading as').textContent()).toBe(
        'Uploading as Priya Shah (priya@portfolio.example)',
      );
      expect(await page.getByLabel('Your email address').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Touch targets: the choose buttons are 44px tall at least.
      expect((await page.locator('.dropzone .btn').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: path.join(shots, 'assignee-phone.png'), fullPage: true });
      await expectAccessible(page, "an assignee's page");

      // From the keyboard: Tab past the skip link reaches the first file input, its label shows the focus ring, Space opens the chooser.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`file-${request.items[0].id}`);
      expect(
        await page
          .locator(`label[for="file-${request.items[0].id}"]`)
          .evaluate((el) => getComputedStyle(el).outlineStyle),
      ).toBe('solid');
      await throttle(page, 300_000);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
      await chooser.setFiles({
        name: 'accounts-signed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([await pdf('Signed accounts'), Buffer.from('\n%' + 'x'.repeat(600_000) + '\n')]),
      });
      await seeProgress(page);
      await page.screenshot({ path: path.join(shots, 'assignee-phone-progress.png'), fullPage: false });
      await expect
        .poll(() => page.locator(`#uploads-${request.items[0].id} .upload-status`).textContent(), { timeout: PATIENT })
        .toMatch(/^Received/);

      // Drag and drop onto the bank statements card.
      const card = page.locator(`#item-${request.items[2].id}`);
      const transfer = await page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File(['date,amount\n2025-09-30,10\n'], 'september.csv', { type: 'text/csv' }));
        return dt;
      });
      await card.dispatchEvent('dragover', { dataTransfer: transfer });
      expect(await card.evaluate((el) => el.classList.contains('is-dragover'))).toBe(true);
      await card.dispatchEvent('drop', { dataTransfer: transfer });
      await expect
        .poll(() => page.locator(`#uploads-${request.items[2].id} .upload-status`).textContent(), { timeout: PATIENT })
        .toMatch(/^Received/);
      await page.screenshot({ path: path.join(shots, 'assignee-phone-received.png'), fullPage: true });
      await expectAccessible(page, "an assignee's page with files received");
      clean(problems);

      // Both required items are in: the reloaded page says so and ticks them off.
      await page.reload();
      expect(await page.locator('#completed').textContent()).toBe(
        'You have sent everything that is required. You can still add files.',
      );
      expect(await page.locator('.item.is-received').count()).toBe(2);
      // The assignee's earlier files, each under its item, from the server (any browser, any tab).
      expect(
        await page.locator(`#uploads-${request.items[0].id} .upload-row.is-earlier .file-name`).allTextContents(),
      ).toEqual(['accounts-signed.pdf']);
      expect(
        await page.locator(`#uploads-${request.items[2].id} .upload-row.is-earlier .file-name`).allTextContents(),
      ).toEqual(['september.csv']);
      expect(await page.locator('#wrong-file').textContent()).toMatch(/^Sent a wrong file\? Send the right one/);
      await page.screenshot({ path: path.join(shots, 'assignee-phone-reloaded.png'), fullPage: true });
      await expectAccessible(page, "an assignee's page after a reload");
    });
    const read = (await api('GET', `/requests/${request.id}`)).data;
    expect(read.assignees[0]).toMatchObject({ email: 'priya@portfolio.example' });
    expect(read.assignees[0].completedAt).not.toBeNull();
    expect(
      read.uploads
        .filter((u: Json) => u.assigneeId === request.assignees[0].id)
        .map((u: Json) => u.filename)
        .sort(),
    ).toEqual(['accounts-signed.pdf', 'september.csv']);
  });

  it('a file over the limit is refused on the page, before anything is sent', async () => {
    const link = linkOf(request.assignees[1].id);
    await inContext(browser, { ...VIEWPORTS[0] }, async (context) => {
      const { page, problems } = await open(context, link);
      let posted = 0;
      page.on('request', (r) => r.method() === 'POST' && posted++);
      // Dropped (made in the page: 26 MB through the devtools protocol would take long).
      const transfer = await page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(26 * 1048576)], 'huge.bin', { type: 'application/octet-stream' }));
        return dt;
      });
      await page.locator(`#item-${request.items[1].id}`).dispatchEvent('drop', { dataTransfer: transfer });
      await expect
        .poll(() => page.locator('.upload-row .upload-status').textContent())
        .toBe('Not sent: it is over 25.0 MB.');
      // An empty file: refused on the page too (the API answers 422, below).
      const empty = await page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File([], 'blank.pdf', { type: 'application/pdf' }));
        return dt;
      });
      await page.locator(`#item-${request.items[1].id}`).dispatchEvent('drop', { dataTransfer: empty });
      await expect
        .poll(() => page.locator('.upload-row .upload-status').nth(1).textContent())
        .toBe('Not sent: the file is empty (0 bytes). Choose it again, or another one.');
      expect(posted).toBe(0);
      await page.screenshot({ path: path.join(shots, 'refused-desktop.png'), fullPage: true });
      await expectAccessible(page, 'files refused on the page');
      clean(problems);
    });
    const form = new FormData();
    form.append('file', new Blob([]), 'blank.pdf');
    const res = await fetch(`${server.base}/public/requests/${request.slug}/uploads`, {
      method: 'POST',
      headers: { 'x-request-token': /upl_[A-Za-z0-9_-]{43}/.exec(link)![0] },
      body: form,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'unprocessable',
      details: { fields: [{ field: 'body.file', message: 'is empty' }] },
    });
  });

  it('after active: false both links show the closed page, and a page left open reloads into it when it tries to send', async () => {
    const link = linkOf(request.assignees[1].id);
    await inContext(browser, { ...VIEWPORTS[0] }, async (context) => {
      const { page: stale } = await open(context, link, { expectedStatuses: [410] });
      expect((await api('PATCH', `/requests/${request.id}`, { active: false })).status).toBe(200);
      for (const [name, url, size] of [
        ['open', `${origin}/r/${request.slug}`, VIEWPORTS[0]],
        ['assignee', link, VIEWPORTS[1]],
      ] as const) {
        await inContext(browser, { ...size }, async (ctx) => {
          const { page, status, problems } = await open(ctx, url);
          expect(status).toBe(410);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This request is closed');
          expect(await page.getByRole('main').textContent()).toContain('It no longer accepts files.');
          expect(await page.locator('input[type="file"]').count()).toBe(0);
          // In words: no code shown.
          expect(await page.getByRole('main').textContent()).not.toContain('request_closed');
          await page.screenshot({ path: path.join(shots, `closed-${name}-${size.name}.png`), fullPage: true });
          await expectAccessible(page, `the closed page (${name}, ${size.name})`);
          clean(problems);
        });
      }
      // The page opened before closing: its next file answers 410, and it becomes the closed page.
      await Promise.all([
        stale.waitForNavigation(),
        stale
          .getByLabel('Choose files for Cap table')
          .setInputFiles({ name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from('a\n1\n') }),
      ]);
      expect(await stale.getByRole('heading', { level: 1 }).textContent()).toBe('This request is closed');
    });
  });
});

// Only registered where it fails: CI must run the browser tests, not skip them.
if (missing && process.env.CI === 'true') {
  describe('the upload page under CI', () => {
    it('has Chromium', () => {
      throw new Error('no Chromium at /usr/bin/chromium: CI installs it');
    });
  });
}
