// The viewer page's browser tests, shared by the files that test it (viewer-page, viewer-attention): the built
// server and Chromium for a file, links and documents made over the API with its key, the server's database read
// back, and a visit to a link's page in a fresh context, checked by axe and for problems at its end.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe.js';
import { VIEWPORTS, clean, inContext, open, pageRig } from './browser.js';
import { outboxText } from './outbox.js';
import { textPdf } from './pdf.js';
import { answerOf, root, type Server } from './server.js';

export type Json = Record<string, any>;

// Set by viewerServer() before the file's tests (live bindings: importers see them once set).
export let server: Server;
export let browser: Browser;
export let origin: string;
let shots: string;
const require = createRequire(path.join(root, 'server/package.json'));
export const [DESKTOP, PHONE] = VIEWPORTS;

/** Starts the file's server and browser before its tests (screenshots in a temporary folder named `name`), stops them after. */
export function viewerServer(name: string): void {
  shots = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-${name}-`));
  pageRig(
    { RATE_LIMIT_PER_MINUTE: '100000' },
    (rig) => ({ server, browser, origin } = rig),
    `the viewer page: ${shots}`,
  );
}

export const api = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> =>
  answerOf(server, method, p, body, headers);

export async function made(method: string, p: string, body?: unknown, headers?: Record<string, string>): Promise<Json> {
  const res = await api(method, p, body, headers);
  expect([200, 201], JSON.stringify(res)).toContain(res.status);
  return res.data;
}

export const LOREM =
  'The company grew revenue in every quarter of the year, and the board approved the plan for the next round of hiring. ';

/** An authored document with `n` sections (## Part 1 …), each about `paragraphs` paragraphs long. */
export const authored = (title: string, n = 3, paragraphs = 2) =>
  made('POST', '/documents', {
    title,
    markdown: Array.from(
      { length: n },
      (_, i) =>
        `## Part ${i + 1}\n\n${Array.from({ length: paragraphs }, (_, j) => `Paragraph ${j + 1} of part ${i + 1}. ${LOREM.repeat(3)}`).join('\n\n')}`,
    ).join('\n\n'),
  });

export async function pdfDocument(title: string, pages: string[]): Promise<Json> {
  const bytes = await textPdf(pages, { size: [595, 842], x: 60, y: 760, fontSize: 24 });
  return made('POST', `/documents/upload?title=${encodeURIComponent(title)}`, bytes, {
    'content-type': 'application/pdf',
    'x-filename': `${title}.pdf`,
  });
}

export const link = (body: Json) => made('POST', '/links', { name: 'Series A for Acme', ...body });

/** The visit this browser keeps for a link (its id; the token is in the HttpOnly cookie). */
export const visitIdOf = (page: Page, slug: string) =>
  page.evaluate((s) => localStorage.getItem(`dossier.visit.${s}`), slug);

/** The six-digit code last mailed for a visit (the server's outbox). */
export const codeOf = (visitId: string) => /\b(\d{6})\b/.exec(outboxText(server, visitId))![1];

type Sqlite = new (
  file: string,
  opts: object,
) => { prepare(q: string): { all(...a: unknown[]): any[]; get(...a: unknown[]): any }; close(): void };
const Database = require('better-sqlite3') as Sqlite;

export function query<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(path.join(server.dataDir, 'dossier.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

/** Changes the running server's database (to move a clock-bound limit along). */
export function write(sql: string, ...args: unknown[]): void {
  const db = new Database(path.join(server.dataDir, 'dossier.db'), {});
  try {
    (db.prepare(sql) as unknown as { run(...a: unknown[]): void }).run(...args);
  } finally {
    db.close();
  }
}

/** visibleMs per section index of a visit, from the server's visit_sections rows. */
export function sectionTimes(visitId: string): Record<number, number> {
  const rows = query<{ section_index: number; visible_ms: number }>(
    'select section_index, visible_ms from visit_sections where visit_id = ?',
    visitId,
  );
  return Object.fromEntries(rows.map((r) => [Number(r.section_index), Number(r.visible_ms)]));
}

/** A screenshot of a state of the page, to look at; axe runs on that state first (no critical or serious violation). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

/** Opens the link's page in a fresh context of this size and runs `body` with it. */
export async function visit(
  size: (typeof VIEWPORTS)[number],
  slug: string,
  body: (page: Page, context: BrowserContext) => Promise<void>,
  expectedStatuses?: number[],
): Promise<void> {
  await inContext(browser, { ...size }, async (context) => {
    const { page, status, problems } = await open(context, `${origin}/v/${slug}`, { expectedStatuses });
    expect(status).toBe(200);
    await body(page, context);
    await expectAccessible(page, `${slug} at the end of the test`);
    if (!expectedStatuses) clean(problems);
  });
}

export const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });
export const reading = (page: Page) => page.locator('.view-section').first().waitFor();
export const errorText = (page: Page, id: string) => page.locator(`#${id}`).textContent();

/**
 * Resolves once the page has sent a heartbeat (with `beacon`, one sent with sendBeacon) after this call and the
 * server has answered it (a 204 means written), or after `startWithinMs` when none starts (nothing measured:
 * nothing to wait for). Checks of
 * what is stored then do not depend on how fast a busy machine delivers a beacon or the next interval's heartbeat.
 */
export function heartbeatAnswered(page: Page, { beacon = false, startWithinMs = 7000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const isHeartbeat = (r: Request) =>
      r.method() === 'POST' &&
      /\/heartbeats$/.test(new URL(r.url()).pathname) &&
      (!beacon || r.resourceType() === 'ping');
    const giveUp = setTimeout(finish, startWithinMs);
    function finish() {
      clearTimeout(giveUp);
      page.off('request', started);
      resolve();
    }
    function started(r: Request) {
      if (!isHeartbeat(r)) return;
      clearTimeout(giveUp);
      page.off('request', started);
      const ended = (f: Request) => {
        if (f !== r) return;
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
        resolve();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
    }
    page.on('request', started);
  });
}
