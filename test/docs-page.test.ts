// The API reference (/docs) in a real browser, offline: the built server serves Redoc and the spec with its code
// samples from its own origin; every request to anywhere else is blocked and recorded (none may be attempted).
// Chromium finds every operation of the spec, each with its SDK and CLI samples, at a desktop and a phone size.
// Screenshots are kept in a temporary folder whose path is printed, to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, VIEWPORTS, clean, inContext, launch, missing, open } from './support/browser.js';
import { root, serve, type Server } from './support/server.js';

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

beforeAll(async () => {
  if (missing) return;
  server = await serve({});
  origin = `http://127.0.0.1:${server.port}`;
  browser = await launch();
  console.log(`  screenshots of /docs: ${shots}`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.skipIf(missing)('/docs in Chromium, offline', () => {
  for (const size of VIEWPORTS) {
    it(`at ${size.name} size: renders every operation with its SDK and CLI samples, asking nothing of any other origin`, async () => {
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
        await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 30_000 });
        await page.screenshot({ path: path.join(shots, `docs-${size.name}-top.png`) });
        // The page's own header says what is built, above the reference.
        expect(await page.locator('#built-summary').textContent()).toMatch(/^\d+ of \d+ operations are built/);
        const found: string[] = await page.$$eval('[data-section-id^="operation/"]', (els) => els.map((e) => e.getAttribute('data-section-id')!.slice('operation/'.length)));
        // Every operation of the spec (the webhook events are rendered beside them as well).
        expect(operationIds.filter((id) => !found.includes(id))).toEqual([]);
        expect(found.length).toBeGreaterThanOrEqual(operationIds.length + Object.keys(spec.webhooks ?? {}).length);
        expect(operationIds.length).toBeGreaterThanOrEqual(129);
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
        expect(elsewhere).toEqual([]);
        clean(problems);
      });
    }, 90_000);
  }
});
