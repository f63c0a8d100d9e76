// Chromium for the pages' browser tests (playwright-core over Debian's /usr/bin/chromium): the viewports, a page
// opened with a watch on everything that can go wrong in it (console errors, CSP violations, uncaught errors,
// failed loads), and fresh contexts. Without Chromium the suites say SKIPPED, and fail under CI=true.
import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { PATIENT } from './patient.js';
import { serve, type Server } from './server.js';

export { PATIENT };

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const missing = !fs.existsSync(CHROMIUM);

export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
] as const;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A page suite's built server and Chromium. */
export interface PageRig {
  server: Server;
  browser: Browser;
  origin: string;
}

/**
 * Starts a page suite's server (`serve(env)`) and Chromium before the file's tests, hands them to `use` (the file
 * keeps them in its own variables), says where its screenshots go, and stops both after the tests.
 */
export function pageRig(env: Record<string, string>, use: (rig: PageRig) => void, screenshots?: string): void {
  let rig: Partial<PageRig> = {};
  beforeAll(async () => {
    if (missing) return;
    const server = await serve(env);
    rig = { server, origin: `http://127.0.0.1:${server.port}`, browser: await launch() };
    use(rig as PageRig);
    if (screenshots) console.log(`  screenshots of ${screenshots}`);
  });
  afterAll(async () => {
    await rig.browser?.close();
    await rig.server?.stop();
  });
}

/** What went wrong in a page: console errors (CSP refusals are reported there too), CSP violation events, uncaught errors, failed loads. */
export interface Problems {
  console: string[];
  violations: string[];
  errors: string[];
  failed: string[];
}

export interface OpenOptions {
  /** Answers of these statuses to requests other than the page itself are expected (a 410 the page acts on). */
  expectedStatuses?: number[];
}

export async function open(
  context: BrowserContext,
  url: string,
  opts: OpenOptions = {},
): Promise<{ page: Page; status: number; headers: Record<string, string>; problems: Problems }> {
  const page = await context.newPage();
  page.setDefaultTimeout(PATIENT);
  const problems: Problems = { console: [], violations: [], errors: [], failed: [] };
  const expected = (status: number) => opts.expectedStatuses?.includes(status) ?? false;
  // The page's own status (a 410, a 404) is reported as a failed load too: that one is expected.
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !((m.location().url === url || opts.expectedStatuses) && m.text().startsWith('Failed to load resource')) &&
      problems.console.push(`${m.text()} (${m.location().url})`),
  );
  page.on('pageerror', (e) => problems.errors.push(e.message));
  // Not a failure: the viewer's heartbeats are keepalive requests, and one still in flight when the test navigates
  // away goes on in the browser, which the page's side reports as aborted (on a busy machine, often).
  const handedOver = (r: Request) =>
    r.failure()?.errorText === 'net::ERR_ABORTED' &&
    r.method() === 'POST' &&
    new URL(r.url()).pathname.endsWith('/heartbeats');
  page.on('requestfailed', (r) => handedOver(r) || problems.failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on(
    'response',
    (r) =>
      r.url() !== url && r.status() >= 400 && !expected(r.status()) && problems.failed.push(`${r.url()} ${r.status()}`),
  );
  page.on('dialog', (d) => {
    problems.errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  // Injected by the browser's devtools protocol, so the CSP does not apply to this listener itself.
  await page.exposeFunction('reportViolation', (v: string) => problems.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      );
    });
  });
  const res = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { page, status: res!.status(), headers: res!.headers(), problems };
}

/** Runs `body` in a fresh browser context (its own cookies, permissions and viewport), closed after. */
export async function inContext(
  browser: Browser,
  options: BrowserContextOptions,
  body: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(PATIENT);
  try {
    await body(context);
  } finally {
    await context.close();
  }
}

export const clean = (p: Problems) =>
  expect(p, JSON.stringify(p)).toEqual({ console: [], violations: [], errors: [], failed: [] });
