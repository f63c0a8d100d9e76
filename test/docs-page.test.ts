// The API reference (/docs) in a real browser, offline: the built server serves Redoc and the spec with its code
// samples from its own origin; every request to anywhere else is blocked and recorded (none may be attempted).
// Chromium finds every operation of the spec, each with its SDK and CLI samples, at a desktop and a phone size.
// Screenshots are kept in a temporary folder whose path is printed, to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { CHROMIUM, VIEWPORTS, clean, inContext, missing, open, PATIENT, pageRig } from './support/browser.js';
import { root, type Server } from './support/server.js';

if (missing) {
  console.warn(`\n  ████ SKIPPED: the /docs browser test — no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  console.warn('  ████ Under CI=true this is a failure.\n');
}

const spec = JSON.parse(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
const operationIds: string[] = Object.values<Record<string, { operationId?: string }>>(spec.paths).flatMap((item) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) => (item[m]?.operationId ? [item[m].operationId!] : [])),
);

let server: Server;
let browser: Browser;
let origin: string;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-docs-'));

pageRig({}, (rig) => ({ server, browser, origin } = rig), `/docs: ${shots}`);

// The tests run side by side, each in its own browser context: the two axe runs over the whole reference (a minute
// each) no longer wait for one another.
describe.skipIf(missing)('/docs in Chromium, offline', { concurrent: true }, () => {
  for (const size of VIEWPORTS) {
    it(`at ${size.name} size: renders every operation with its SDK and CLI samples, asking nothing of any other origin`, async ({
      expect,
    }) => {
      await inContext(browser, { ...size }, async (context) => {
        const elsewhere: string[] = [];
        await context.route('**/*', (route) => {
          const url = route.request().url();
          if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
          elsewhere.push(url);
          return route.abort();
        });
        const { page, status, problems } = await open(context, `${origin}/docs`);
        expect(status).toBe(200);
        await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 120_000 });
        await page.screenshot({ path: path.join(shots, `docs-${size.name}-top.png`) });
        // The page's own header says what is built, above the reference.
        // Honest: every operation is built, so it says just that (no "the others answer 501" with no others).
        expect(await page.locator('#built-summary').textContent()).toBe(
          `All ${operationIds.length} operations are built.`,
        );
        const found: string[] = await page.$$eval('[data-section-id^="operation/"]', (els) =>
          els.map((e) => e.getAttribute('data-section-id')!.slice('operation/'.length)),
        );
        // Every operation of the spec (the webhook events are rendered beside them as well).
        expect(operationIds.filter((id) => !found.includes(id))).toEqual([]);
        expect(found.length).toBeGreaterThanOrEqual(operationIds.length + Object.keys(spec.webhooks ?? {}).length);
        expect(operationIds.length).toBeGreaterThanOrEqual(139);
        // The samples beside an operation: SDK and CLI tabs, with the SDK call and the CLI command.
        const section = page.locator('[data-section-id="operation/getDocument"]');
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('tab', { name: 'SDK' }).count()).resolves.toBeGreaterThan(0);
        await expect(section.getByRole('tab', { name: 'CLI' }).count()).resolves.toBeGreaterThan(0);
        expect(await section.textContent()).toContain('dossier.documents.retrieve(');
        await section.getByRole('tab', { name: 'CLI' }).first().click();
        expect(await section.textContent()).toContain('dossier documents get');
        await page.screenshot({ path: path.join(shots, `docs-${size.name}.png`) });
        await page.locator('[data-section-id="operation/sendEnvelope"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `docs-${size.name}-sendEnvelope.png`) });
        // A sample is never wider than its box: it wraps (or scrolls inside it), and the page does not scroll sideways.
        const wide = await page.$$eval(
          '#redoc pre',
          (pres) =>
            pres.filter(
              (p) => p.getBoundingClientRect().width > 0 && p.scrollWidth > p.clientWidth + 1 && p.tabIndex !== 0,
            ).length,
        );
        expect(wide).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        // axe over the whole reference (thousands of elements: half a minute, a minute or more on a busy machine):
        // at desktop size here; on a phone in the mid-page test below, with the menu open as well.
        if (size === VIEWPORTS[0]) await expectAccessible(page, `/docs at ${size.name} size, samples shown`);
        expect(elsewhere).toEqual([]);
        clean(problems);
      });
    }, 400_000);
  }

  it('the try-it console: a request sent with a pasted key, the answer shown; the key kept nowhere', async ({
    expect,
  }) => {
    await inContext(browser, { ...VIEWPORTS[1] }, async (context) => {
      // The request without a key is answered 401 on purpose: that answer is expected.
      const { page, problems } = await open(context, `${origin}/docs`, { expectedStatuses: [401] });
      await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 120_000 });
      await page.getByText('Try a request').click();
      const box = page.locator('#try');
      const send = box.getByRole('button', { name: 'Send', exact: true });
      // Without a key: the API's own refusal, shown.
      await box.getByLabel('Path, after /api/v1', { exact: true }).fill('/me');
      await send.click();
      await expect.poll(() => page.locator('#try-status').textContent(), { timeout: PATIENT }).toMatch(/^401 /);
      // With the key pasted: the answer.
      await box.getByLabel('API key', { exact: true }).fill(server.key!);
      await send.click();
      await expect.poll(() => page.locator('#try-status').textContent(), { timeout: PATIENT }).toMatch(/^200 /);
      expect(await page.locator('#try-answer').textContent()).toContain('"workspaceId"');
      // An operation chosen from the list fills method, path and an example body; a POST is sent as JSON.
      await box.getByLabel('Operation', { exact: true }).selectOption({ label: 'POST /documents · Create a document' });
      expect(await box.getByLabel('Method', { exact: true }).inputValue()).toBe('POST');
      expect(await box.getByLabel('Path, after /api/v1', { exact: true }).inputValue()).toBe('/documents');
      await box
        .getByLabel('Body (JSON, for POST, PUT and PATCH)', { exact: true })
        .fill('{"title":"Tried from /docs","markdown":"Hello."}');
      await send.click();
      await expect.poll(() => page.locator('#try-status').textContent(), { timeout: PATIENT }).toMatch(/^201 /);
      await page.locator('#try').screenshot({ path: path.join(shots, 'docs-try-phone.png') });
      // The console itself (the reference around it is checked whole by the tests above and below).
      await expectAccessible(page, '/docs, the console open with an answer', '#try');
      // The key is in no storage, no cookie and not in the address.
      const kept = await page.evaluate(() =>
        JSON.stringify({ l: { ...localStorage }, s: { ...sessionStorage }, c: document.cookie, u: location.href }),
      );
      expect(kept).not.toContain(server.key!);
      expect((await context.cookies()).map((c) => c.value).join()).not.toContain(server.key!);
      clean(problems);
    });
  }, 400_000);

  it('on a phone, mid-page: nothing floats over the text (the menu is a bar at the top, a real button), and no sample is cut sideways', async ({
    expect,
  }) => {
    await inContext(browser, { ...VIEWPORTS[1] }, async (context) => {
      const { page, problems } = await open(context, `${origin}/docs`);
      await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 120_000 });
      // Redoc has replaced the plain index it was drawn over.
      expect(await page.locator('.index').count()).toBe(0);
      await page.locator('[data-section-id="operation/sendEnvelope"]').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 300));
      const floating = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (e) =>
              ['fixed', 'sticky'].includes(getComputedStyle(e).position) &&
              e.getBoundingClientRect().height > 0 &&
              e.getBoundingClientRect().bottom > 0,
          )
          .map((e) => {
            const r = e.getBoundingClientRect();
            return {
              top: Math.round(r.top),
              width: Math.round(r.width),
              background: getComputedStyle(e).backgroundColor,
              name: e.getAttribute('aria-label'),
            };
          }),
      );
      // One thing stays on screen: the menu bar, across the whole width at the top, opaque; text scrolls under it
      // as under any page's header, never beside a button floating over it.
      expect(floating).toEqual([{ top: 0, width: 390, background: expect.stringMatching(/^rgb\(/), name: 'Menu' }]);
      // No sample (code or JSON) scrolls sideways or runs out of the screen.
      const cut = await page.$$eval(
        '#redoc pre, #redoc .redoc-json',
        (els) =>
          els.filter(
            (e) =>
              e.getBoundingClientRect().width > 0 &&
              (e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > window.innerWidth + 1),
          ).length,
      );
      expect(cut).toBe(0);
      await page.screenshot({ path: path.join(shots, 'docs-phone-mid.png') });
      // The bar is a button a keyboard can use: Enter opens the menu, whose entries take the reader to an operation.
      const menu = page.locator('#redoc .docs-menu');
      expect(
        await menu.evaluate((e) => [e.getAttribute('role'), e.getAttribute('aria-label'), (e as HTMLElement).tabIndex]),
      ).toEqual(['button', 'Menu', 0]);
      await menu.focus();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('docs-menu'))).toBe(true);
      await page.keyboard.press('Enter');
      const entry = page.locator('.menu-content').getByText('Send a document for signature', { exact: true }).first();
      await entry.waitFor({ state: 'visible' });
      await page.screenshot({ path: path.join(shots, 'docs-phone-menu.png') });
      // axe over the whole reference, the bar and the menu open (minutes on a busy machine)
      await expectAccessible(page, '/docs on a phone, mid-page, the menu open');
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page
            .locator('.menu-content')
            .evaluate(
              (e) =>
                e.getBoundingClientRect().height > 0 &&
                getComputedStyle(e).opacity !== '0' &&
                getComputedStyle(e).transform === 'none',
            ),
        )
        .toBe(false);
      clean(problems);
    });
  }, 900_000);

  it('before Redoc has arrived (and without JavaScript): the plain index of every operation, whole on a phone', async ({
    expect,
  }) => {
    await inContext(browser, { ...VIEWPORTS[1] }, async (context) => {
      // Redoc's script held back (answered empty): the page as it stands until it arrives on a slow network.
      await context.route('**/assets/redoc.*.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      const { page, problems } = await open(context, `${origin}/docs`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      expect(await page.locator('.index tr[id]').evaluateAll((rows) => rows.map((r) => r.id))).toEqual(
        expect.arrayContaining(operationIds),
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Dossier API /);
      await page.screenshot({ path: path.join(shots, 'docs-phone-index.png') });
      await expectAccessible(page, '/docs, the plain index');
      clean(problems);
    });
  }, 200_000);
});
