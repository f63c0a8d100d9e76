// The signing page in a real browser: the built server (`node server/dist/main.js`), documents sent over the API
// with a key, and Chromium signing them through /sign/{token} under the strict CSP as a person would — by drawing
// with the mouse, by typing, declining, passing an access code, returning an attachment — then the envelope read
// back over the API. Screenshots of each step at desktop (1280×800) and phone (390×844) size go to a temporary
// folder whose path is printed, to look at. Needs /usr/bin/chromium (see pages.test.ts).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { PATIENT } from './support/browser.js';
import { waitFor } from '../server/test/wait.js';
import { fetchApi, root, serve, type Server } from './support/server.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const missing = !fs.existsSync(CHROMIUM);
if (missing)
  console.warn(
    `\n  ████ SKIPPED: the signing page in Chromium — no Chromium at ${CHROMIUM} (apt-get install chromium).\n`,
  );

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// pdf-lib is the server's dependency, not this package's: the little of it used here, typed here.
interface PdfFont {
  readonly name: string;
}
interface PdfPage {
  drawText(text: string, o: { x: number; y: number; size: number; font: PdfFont }): void;
}
interface PdfDoc {
  embedFont(name: string): Promise<PdfFont>;
  addPage(size: [number, number]): PdfPage;
  save(): Promise<Uint8Array>;
}
const { PDFDocument, StandardFonts } = createRequire(path.join(root, 'server/package.json'))('pdf-lib') as {
  PDFDocument: { create(): Promise<PdfDoc> };
  StandardFonts: { Helvetica: string; HelveticaBold: string };
};

let server: Server;
let browser: Browser;
let origin: string;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-signing-'));

beforeAll(async () => {
  if (missing) return;
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
  origin = `http://127.0.0.1:${server.port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  // The sender's name, as a workspace sets it: what the pages and emails say, in place of "Default workspace".
  await call('PATCH', '/workspace/sender', { name: 'Acme Legal' });
  console.log(`  screenshots of the signing page: ${shots}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetchApi(server, method, url, body, headers);
  const type = res.headers.get('content-type') ?? '';
  const out = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

interface Recipient {
  id: string;
  email: string;
  name: string;
}

/** Sends the document and answers each recipient's signing path (`/sign/{token}`), by address. */
async function send(
  documentId: string,
  extra: Record<string, unknown> = {},
): Promise<{ envelopeId: string; paths: Map<string, string> }> {
  const envelope = (await call('POST', '/envelopes', { documentId, ...extra })).data;
  const withUrls = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
  const paths = new Map<string, string>();
  for (const r of withUrls.recipients as { email: string; signingUrl: string }[]) {
    const url = new URL(r.signingUrl);
    expect(url.pathname).toMatch(/^\/sign\/sgn_[A-Za-z0-9_-]+$/);
    paths.set(r.email, url.pathname);
  }
  return { envelopeId: envelope.id, paths };
}

const envelope = async (id: string) => (await call('GET', `/envelopes/${id}`)).data;

/** An authored document whose body carries fields bound to its recipients (`fields(recipients)` builds the blocks). */
async function authored(
  title: string,
  people: { name: string; email: string; accessCode?: string; routingOrder?: number }[],
  fields: (r: Recipient[]) => object[],
) {
  const doc = (await call('POST', '/documents', { title, markdown: 'Draft.\n', recipients: people })).data;
  const content = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: title }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'This agreement is made between ' },
          { type: 'text', text: 'Acme Ltd', marks: [{ type: 'bold' }] },
          {
            type: 'text',
            text: ' and the consultant named below. It sets out the services, the fees and how either party may end it.',
          },
        ],
      },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '1. Services' }] },
      {
        type: 'bulletList',
        content: ['Advice on the design of the payments system.', 'A written report at the end of each month.'].map(
          (t) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }] }),
        ),
      },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '2. Fees' }] },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Acme Ltd pays 900 euros a day, within 30 days of each invoice.' }],
      },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '3. Signatures' }] },
      ...fields(doc.recipients),
    ],
  };
  await call('PATCH', `/documents/${doc.id}`, { content });
  return doc as { id: string; recipients: Recipient[] };
}

const field = (recipientId: string, fieldType: string, label: string, required = true) => ({
  type: 'signatureField',
  attrs: { recipientId, fieldType, label, required },
});

/** A PDF of `pages` letter pages, each with a heading and a few lines. */
async function makePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Lease agreement, page ${i} of ${pages}`, { x: 72, y: 720, size: 18, font: bold });
    for (let l = 0; l < 8; l++)
      page.drawText(`Clause ${i}.${l + 1}: the tenant keeps the flat in good order and pays the rent monthly.`, {
        x: 72,
        y: 680 - l * 22,
        size: 11,
        font,
      });
  }
  return Buffer.from(await doc.save());
}

async function uploaded(
  title: string,
  people: { name: string; email: string }[],
  place: (r: Recipient[]) => object[],
  pages = 2,
) {
  const bytes = await makePdf(pages);
  const doc = (
    await call('POST', '/documents/upload', bytes, { 'content-type': 'application/pdf', 'x-filename': `${title}.pdf` })
  ).data;
  const patched = (await call('PATCH', `/documents/${doc.id}`, { title, recipients: people })).data;
  await call('PUT', `/documents/${doc.id}/fields`, { fields: place(patched.recipients) });
  return { id: doc.id as string, bytes, recipients: patched.recipients as Recipient[] };
}

interface Problems {
  console: string[];
  violations: string[];
  errors: string[];
}

/** A page in a fresh context, watching for console errors, CSP violations and uncaught errors. */
async function openPage(
  context: BrowserContext,
  pathname: string,
): Promise<{ page: Page; status: number; problems: Problems }> {
  const page = await context.newPage();
  page.setDefaultTimeout(PATIENT);
  const problems: Problems = { console: [], violations: [], errors: [] };
  page.on(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.console.push(m.text()),
  );
  page.on('pageerror', (e) => problems.errors.push(e.message));
  await page.exposeFunction('reportViolation', (v: string) => problems.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      );
    });
  });
  const res = await page.goto(origin + pathname);
  await page.waitForLoadState('networkidle');
  return { page, status: res!.status(), problems };
}

const clean = (p: Problems) => expect(p, JSON.stringify(p)).toEqual({ console: [], violations: [], errors: [] });

/**
 * Screenshots of the page as it stands, at desktop and at phone width (then back to where it was), each checked by
 * axe-core: no critical or serious violation in any state the suite visits.
 */
async function shot(page: Page, name: string): Promise<void> {
  const was = page.viewportSize()!;
  await page.waitForTimeout(400); // a smooth scroll to a field ends first
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    if (size === 'phone')
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${name}: no sideways scroll on a phone`,
      ).toBe(true);
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`), fullPage: true });
    await expectAccessible(page, `${name} at ${size}`);
  }
  await page.setViewportSize(was);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

async function consent(page: Page): Promise<void> {
  // A wait for the heading to be shown (a poll here would not know its test when tests run side by side).
  await page.getByRole('heading', { name: 'Agree to sign electronically' }).waitFor();
  await page
    .getByRole('checkbox', { name: /I have read the disclosure above and agree to sign electronically/ })
    .check();
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Continue' }).click()]);
  await page.waitForLoadState('networkidle');
}

/** Mouse strokes across the signature pad: a looping line and a cross stroke. */
async function drawSignature(page: Page): Promise<void> {
  const box = (await page.locator('#sig-canvas').boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 30; i++) {
    const t = i / 30;
    await page.mouse.move(...at(0.1 + 0.75 * t, 0.6 - 0.3 * Math.sin(t * Math.PI * 3)));
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.3, 0.75));
  await page.mouse.down();
  await page.mouse.move(...at(0.7, 0.7), { steps: 10 });
  await page.mouse.up();
}

function pdfsig(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `executed-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

// The tests run side by side (each sends its own envelope to its own recipients, in its own browser context): their
// waits on the server (a seal, a completion) and the browser overlap instead of adding up.
describe.skipIf(missing)('the signing page in Chromium', { concurrent: true }, () => {
  it('an authored document signed by drawing: consent, the next-field guide from the keyboard, text and checkbox fields, the pad; completed with a sealed PDF', async ({
    expect,
  }) => {
    const ada = { name: 'Ada Lovelace', email: 'ada@draw.test' };
    const doc = await authored('Consulting agreement', [ada], ([r]) => [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: "Consultant's company: " }, field(r.id, 'text', 'Company')],
      },
      field(r.id, 'checkbox', 'I have read the terms'),
      field(r.id, 'name', 'Full name'),
      field(r.id, 'signature', 'Signature'),
      field(r.id, 'date', 'Date'),
    ]);
    const { envelopeId, paths } = await send(doc.id, {
      message: 'Here is the agreement we discussed. Sign when you can.',
    });

    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const { page, status, problems } = await openPage(context, paths.get(ada.email)!);
      expect(status).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Consulting agreement');
      expect(await page.locator('.sign-head .eyebrow').textContent()).toBe('From Acme Legal to Ada Lovelace');
      // The disclosure is the session's, word for word.
      const session = await (
        await fetch(`${server.base}/public/signing/${paths.get(ada.email)!.split('/sign/')[1]}`)
      ).json();
      // Playwright's Locator.innerText(): the text as rendered is what is checked.
      const region = page.getByRole('region', { name: 'Electronic record and signature disclosure' });
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText(), not the DOM property
      const disclosure = await region.innerText();
      expect(disclosure.replace(/\s+/g, ' ').trim()).toBe(session.data.disclosure.text.replace(/\s+/g, ' ').trim());
      expect((await envelope(envelopeId)).recipients[0].status).toBe('viewed');
      await shot(page, '1-consent');

      // Continue without ticking: told why, nothing sent.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() => page.locator('#consent-error').textContent())
        .toBe('Tick the box to agree, or decline to sign.');
      await consent(page);
      // Focus lands on the document's first heading, not the page's top.
      await expect
        .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
        .toBe('H2 Consulting agreement');

      // The guide stays in view over the document and is opaque: the words scrolling under it do not show through.
      expect(await page.locator('#guide').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgb(246, 248, 251)',
      );

      // The document as HTML, this signer's fields in it.
      expect(await page.locator('.doc-body h3', { hasText: '1. Services' }).count()).toBe(1);
      expect(await page.locator('.doc-body strong', { hasText: 'Acme Ltd' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Full name, required: Ada Lovelace' }).isVisible()).toBe(true);
      expect(await page.locator('.sign-field[data-type="date"]').textContent()).toContain(
        new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
      await expect.poll(() => page.locator('#guide-status').textContent()).toBe('1 of 4 required fields filled in');
      await shot(page, '2-document');

      // From the keyboard: Next field reaches the company field; Enter opens it; typing and Enter fill it.
      await page.getByRole('button', { name: 'Next field' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label')))
        .toBe('Company, required: Fill in');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Company' });
      await dialog.waitFor();
      await page.getByLabel('Company (required)').fill('Analytical Engines Ltd');
      await shot(page, '3-text-field');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Company, required: Analytical Engines Ltd' }).isVisible()).toBe(
        true,
      );

      await page.getByRole('checkbox', { name: 'I have read the terms, required' }).click();
      expect(
        await page.getByRole('checkbox', { name: 'I have read the terms, required' }).getAttribute('aria-checked'),
      ).toBe('true');

      // The pad: adopting a blank one is refused; mouse strokes are a signature.
      await page.getByRole('button', { name: /^Signature, required/ }).click();
      await page.getByRole('dialog', { name: 'Your signature' }).waitFor();
      await page.getByRole('button', { name: 'Adopt signature' }).click();
      await expect
        .poll(() => page.locator('#sig-error').textContent())
        .toBe('Draw your signature in the box first, or choose Type.');
      await drawSignature(page);
      await shot(page, '4-signature-pad');
      await page.getByRole('button', { name: 'Adopt signature' }).click();
      expect(await page.getByRole('button', { name: 'Signature, required: signed (drawn)' }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('#guide-status').textContent()).toBe('All required fields are filled in');
      await shot(page, '5-ready');

      // F5: what was filled in and the signature adopted are still there (kept in this tab until signed).
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('#guide-status').textContent()).toBe('All required fields are filled in');
      expect(await page.getByRole('button', { name: 'Company, required: Analytical Engines Ltd' }).isVisible()).toBe(
        true,
      );
      expect(
        await page.getByRole('checkbox', { name: 'I have read the terms, required' }).getAttribute('aria-checked'),
      ).toBe('true');
      expect(await page.getByRole('button', { name: 'Signature, required: signed (drawn)' }).isVisible()).toBe(true);
      expect(await page.locator('.sign-field[data-type="signature"] img.sig-image').getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      );

      // A second tab of the same link, open while the first signs: it says it was signed instead of asking again.
      const other = await openPage(context, paths.get(ada.email)!);
      // (The draft is this tab's own: the other starts from what the server knows.)
      await expect
        .poll(() => other.page.locator('#guide-status').textContent())
        .toBe('1 of 4 required fields filled in');

      await page.getByRole('button', { name: 'Finish signing' }).click();
      // The last signature seals before the page is told (seconds on a busy machine): wait as long as a test may.
      await expect
        .poll(() => page.getByRole('heading', { name: 'You have signed' }).isVisible(), { timeout: PATIENT })
        .toBe(true);
      expect(await page.locator('#done-text').textContent()).toBe(
        'Everyone has now signed. The signed copy is on its way to you by email.',
      );
      expect(await page.locator('#done-next li').allTextContents()).toEqual([
        'The document is sealed: a digital seal shows it has not changed since everyone signed.',
        'Every party is emailed the signed PDF, with the certificate of who signed, when and how.',
        'There is nothing more for you to do.',
      ]);
      // The copy, once sealed, through the signer's own token.
      const download = page.getByRole('link', { name: 'Download the signed PDF' });
      await expect.poll(() => download.isVisible(), { timeout: PATIENT }).toBe(true);
      expect(await page.locator('#copy-status').textContent()).toBe('Your signed copy is ready.');
      const copyUrl = await download.evaluate((a: HTMLAnchorElement) => a.href);
      await shot(page, '6-signed');
      clean(problems);

      await expect
        .poll(() => other.page.getByRole('heading', { name: 'Signed in another tab' }).isVisible())
        .toBe(true);
      expect(await other.page.getByRole('button', { name: 'Finish signing' }).isVisible()).toBe(false);
      await shot(other.page, '6b-signed-in-another-tab');
      clean(other.problems);
      // Signed: the draft is gone from the tab (a reload is the closed page anyway, and must not find it).
      expect(
        await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('dossier.sign.draft.'))),
      ).toEqual([]);

      // Over the API: signed with the values given, completed, sealed.
      const e = await waitFor(
        async () => {
          const x = await envelope(envelopeId);
          return x.status === 'completed' ? x : undefined;
        },
        PATIENT,
        'the envelope to complete',
      );
      expect(e.recipients[0]).toMatchObject({ status: 'signed', email: ada.email });
      expect(e.fields.every((f: { completedAt: string | null }) => f.completedAt)).toBe(true);
      const cert = (await call('GET', `/envelopes/${envelopeId}/certificate`)).data;
      expect(cert.signers[0].signatureSha256).toMatch(/^[0-9a-f]{64}$/);
      const pdf = (await call('GET', `/envelopes/${envelopeId}/pdf`)) as Buffer;
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(e.completionHash);
      expect(pdfsig(pdf)).toMatch(/Signature Validation: Signature is Valid/);
      // The page's download is that very file.
      const copy = Buffer.from(await (await fetch(copyUrl)).arrayBuffer());
      expect(copy.equals(pdf)).toBe(true);

      // The link now says, in words, that it is over.
      const again = await openPage(context, paths.get(ada.email)!);
      expect(again.status).toBe(410);
      expect(await again.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'This document has been signed by everyone',
      );
      expect(await again.page.getByRole('main').textContent()).not.toContain('envelope_completed');
      expect(await again.page.getByRole('link', { name: 'Download your signed copy (PDF)' }).getAttribute('href')).toBe(
        copyUrl.replace(origin, ''),
      );
      await shot(again.page, '7-link-after-completion');
    } finally {
      await context.close();
    }
  });

  it('a PDF signed by typing on a phone: pages drawn by pdf.js, fields over them, the guide finds what is missing', async ({
    expect,
  }) => {
    const pat = { name: 'Pat Tenant', email: 'pat@typed.test' };
    const sam = { name: 'Sam Landlord', email: 'sam@typed.test' };
    const doc = await uploaded('Flat lease', [pat, sam], ([p, s]) => [
      { recipientId: p.id, type: 'text', page: 1, x: 72, y: 420, width: 220, height: 24, label: 'Employer' },
      { recipientId: p.id, type: 'initials', page: 1, x: 400, y: 720, width: 80, height: 28, label: 'Initials' },
      {
        recipientId: p.id,
        type: 'signature',
        page: 2,
        x: 72,
        y: 560,
        width: 220,
        height: 48,
        label: 'Tenant signature',
      },
      { recipientId: p.id, type: 'date', page: 2, x: 320, y: 576, width: 140, height: 24, label: 'Date' },
      {
        recipientId: s.id,
        type: 'signature',
        page: 2,
        x: 72,
        y: 660,
        width: 220,
        height: 48,
        label: 'Landlord signature',
      },
    ]);
    const { envelopeId, paths } = await send(doc.id);

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      const { page, status, problems } = await openPage(context, paths.get(pat.email)!);
      expect(status).toBe(200);
      await consent(page);
      // Both pages drawn with pdf.js (the worker a same-origin hashed file), the fields laid over them.
      await expect.poll(() => page.locator('.pdf-page.is-ready').count(), { timeout: PATIENT }).toBe(2);
      const painted = await page
        .locator('.pdf-page canvas')
        .first()
        .evaluate((c: HTMLCanvasElement) => {
          const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let dark = 0;
          for (let i = 0; i < d.length; i += 4) if (d[i] < 128 && d[i + 3] > 0) dark++;
          return dark;
        });
      expect(painted).toBeGreaterThan(500);
      // Turned to landscape: the pages are drawn again at their new width (sharp, not a stretched phone drawing).
      const canvasWidth = () =>
        page
          .locator('.pdf-page canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => ({ drawn: c.width, shown: c.parentElement!.clientWidth }));
      const before = await canvasWidth();
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await expect
        .poll(
          async () => {
            const w = await canvasWidth();
            return w.shown > before.shown * 1.3 && Math.abs(w.drawn - w.shown * 2) <= 2;
          },
          { timeout: PATIENT },
        )
        .toBe(true);
      await page.setViewportSize(PHONE);
      await expect
        .poll(
          async () => {
            const w = await canvasWidth();
            return Math.abs(w.drawn - w.shown * 2) <= 2;
          },
          { timeout: PATIENT },
        )
        .toBe(true);
      const employer = page.getByRole('button', { name: /^Employer, required/ });
      const pageBox = (await page.locator('.pdf-page[data-page="1"]').boundingBox())!;
      const fieldBox = (await employer.boundingBox())!;
      expect(Math.abs((fieldBox.x - pageBox.x) / pageBox.width - 72 / 612)).toBeLessThan(0.01);
      expect(Math.abs((fieldBox.y - pageBox.y) / pageBox.height - 420 / 792)).toBeLessThan(0.01);
      await shot(page, '8-pdf');
      // The date, filled in already, is shown whole on a phone: its box widens to it, staying on the page.
      const date = page.locator('.pdf-page .sign-field[data-type="date"]');
      await date.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const shown = await date.evaluate((el) => {
        const value = el.querySelector<HTMLElement>('.sign-field-value')!;
        const [box, sheet] = [el.getBoundingClientRect(), el.parentElement!.getBoundingClientRect()];
        return {
          cut: value.scrollWidth > value.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1,
          onPage: box.left >= sheet.left - 1 && box.right <= sheet.right + 1,
          text: value.textContent,
        };
      });
      expect(shown).toEqual({
        cut: false,
        onPage: true,
        text: new Date().toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      });
      await shot(page, '8-pdf-date');

      // Thumb-sized: the Initials box is drawn at its size (under 44 px tall on a phone), but a tap 21 px above,
      // below or to either side of its middle still lands on it; and its label is whole, never "Ini…".
      const initials = page.getByRole('button', { name: /^Initials, required/ });
      await initials.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect((await initials.boundingBox())!.height).toBeLessThan(44);
      const hits = await initials.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
        return [
          [cx, cy - 21],
          [cx, cy + 21],
          [cx - 21, cy],
          [cx + 21, cy],
        ].map(([x, y]) => el.contains(document.elementFromPoint(x, y)));
      });
      expect(hits).toEqual([true, true, true, true]);
      for (const label of await page.locator('.pdf-page .sign-field.is-mine .sign-field-label').all()) {
        expect(
          await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
          `${await label.textContent()} is whole`,
        ).toBe(true);
      }
      expect(await initials.locator('.sign-field-label').isVisible()).toBe(true);
      await page.screenshot({ path: path.join(shots, '8b-pdf-initials-phone.png') });

      // Finishing too early: the guide takes the signer to what is missing.
      await page.getByRole('button', { name: 'Finish signing' }).tap();
      await expect.poll(() => page.locator('#finish-error').textContent()).toBe('Fill in Employer, Initials first.');
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.type))
        .toBe('text');
      // Zoomed to the field being filled: its box readable (about 32 px tall), the pages scrolling sideways in their
      // frame, not the page; "Whole page" zooms back out.
      await expect
        .poll(() => page.locator('.pdf-pages').evaluate((el) => el.classList.contains('is-zoomed')))
        .toBe(true);
      await page.waitForTimeout(400);
      expect((await employer.boundingBox())!.height).toBeGreaterThanOrEqual(30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const inView = await employer.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      await page.screenshot({ path: path.join(shots, '9a-pdf-zoomed-phone.png') });
      await expectAccessible(page, 'a PDF zoomed to a field on a phone');
      await page.getByRole('button', { name: 'Whole page' }).tap();
      await expect
        .poll(() => page.locator('.pdf-pages').evaluate((el) => el.classList.contains('is-zoomed')))
        .toBe(false);
      expect(await page.getByRole('button', { name: 'Whole page' }).isVisible()).toBe(false);
      await shot(page, '9-pdf-missing');

      await employer.tap();
      await page.getByLabel('Employer (required)').fill('Difference Engines plc');
      await page.getByRole('button', { name: 'Done' }).tap();
      await page.getByRole('button', { name: 'Next field' }).tap();
      await page.getByRole('button', { name: /^Initials, required/ }).tap();
      expect(await page.getByLabel('Initials (required)').inputValue()).toBe('PT');
      await page.getByRole('button', { name: 'Done' }).tap();

      // Finish asks for the signature; typed.
      await page.getByRole('button', { name: 'Finish signing' }).tap();
      await page.getByRole('dialog', { name: 'Your signature' }).waitFor();
      await page.getByText('Type', { exact: true }).tap();
      const typed = page.getByLabel('Type your full name');
      expect(await typed.inputValue()).toBe('Pat Tenant');
      await typed.fill('Pat A. Tenant');
      await shot(page, '10-typed-signature');
      await page.getByRole('button', { name: 'Adopt signature' }).tap();
      // The last signature seals before the page is told (seconds on a busy machine): wait as long as a test may.
      await expect
        .poll(() => page.getByRole('heading', { name: 'You have signed' }).isVisible(), { timeout: PATIENT })
        .toBe(true);
      expect(await page.locator('#done-text').textContent()).toBe(
        'Your signature is recorded. You will get the signed copy by email once everyone has signed.',
      );
      await shot(page, '11-pdf-signed');
      clean(problems);

      const e = await envelope(envelopeId);
      expect(e.status).toBe('sent');
      expect(e.recipients.find((r: { email: string }) => r.email === pat.email)).toMatchObject({ status: 'signed' });
      expect(e.recipients.find((r: { email: string }) => r.email === sam.email)).toMatchObject({ status: 'sent' });
      const cert = (await call('GET', `/envelopes/${envelopeId}/certificate`)).data;
      expect(cert.signers.find((s: { email: string }) => s.email === pat.email).signatureSha256).toBe(
        createHash('sha256').update('Pat A. Tenant').digest('hex'),
      );

      const again = await openPage(context, paths.get(pat.email)!);
      expect(again.status).toBe(410);
      expect(await again.page.getByRole('heading', { level: 1 }).textContent()).toBe('You have already signed');
    } finally {
      await context.close();
    }
  });

  it('declined with a reason: the next signer in order was told to wait (409) and then that it is over (410)', async ({
    expect,
  }) => {
    const dee = { name: 'Dee Cliner', email: 'dee@decline.test', routingOrder: 1 };
    const ned = { name: 'Ned Next', email: 'ned@decline.test', routingOrder: 2 };
    const doc = await authored('Supply contract', [dee, ned], (rs) =>
      rs.map((r) => field(r.id, 'signature', `Signature of ${r.name}`)),
    );
    const { envelopeId, paths } = await send(doc.id, { sequential: true });

    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const waiting = await openPage(context, paths.get(ned.email)!);
      expect(waiting.status).toBe(409);
      expect(await waiting.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'It is not your turn to sign yet',
      );
      await shot(waiting.page, '12-not-your-turn');

      const { page, problems } = await openPage(context, paths.get(dee.email)!);
      await consent(page);
      expect(await page.locator('.sign-field.is-other').textContent()).toContain('Signature of Ned Next');
      await page.getByRole('button', { name: 'Decline to sign' }).click();
      await page.getByRole('dialog', { name: 'Decline to sign' }).waitFor();
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect
        .poll(() => page.locator('#decline-error').textContent())
        .toBe('Say why you decline: the sender reads it.');
      await page.getByLabel('Your reason').fill('The delivery dates are not the ones we agreed.');
      await shot(page, '13-decline');
      // A second tab of the link, open meanwhile, learns of the decline and stops asking for the signature.
      const other = await openPage(context, paths.get(dee.email)!);
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'You declined to sign' }).isVisible()).toBe(true);
      await shot(page, '14-declined');
      clean(problems);
      await expect
        .poll(() => other.page.getByRole('heading', { name: 'Declined in another tab' }).isVisible())
        .toBe(true);
      expect(await other.page.getByRole('button', { name: 'Finish signing' }).isVisible()).toBe(false);
      await shot(other.page, '14b-declined-in-another-tab');

      const e = await envelope(envelopeId);
      expect(e.status).toBe('declined');
      expect(e.recipients.find((r: { email: string }) => r.email === dee.email)).toMatchObject({
        status: 'declined',
        declineReason: 'The delivery dates are not the ones we agreed.',
      });

      const over = await openPage(context, paths.get(ned.email)!);
      expect(over.status).toBe(410);
      expect(await over.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'This signing request was declined',
      );
      expect(await over.page.locator('.eyebrow').textContent()).toBe('Supply contract');
      expect(await over.page.getByRole('main').textContent()).toContain(
        'A signer declined to sign, so it has ended for everyone.',
      );
      await shot(over.page, '15-declined-by-another');
    } finally {
      await context.close();
    }
  });

  it('an access code: a wrong one is refused with the tries left, the right one opens the consent step; then signed', async ({
    expect,
  }) => {
    const cody = { name: 'Cody Guard', email: 'cody@code.test', accessCode: 'BLUE-HERON-42' };
    const doc = await authored('Board resolution', [cody], ([r]) => [field(r.id, 'signature', 'Director signature')]);
    const { envelopeId, paths } = await send(doc.id);

    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const { page, problems } = await openPage(context, paths.get(cody.email)!);
      expect(await page.getByRole('heading', { name: 'Enter your access code' }).isVisible()).toBe(true);
      await shot(page, '16-access-code');
      await page.getByRole('textbox', { name: 'Access code' }).fill('RED-FOX-1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() => page.locator('#access-error').textContent())
        .toBe('The access code is not right; 4 tries left.');
      expect(await page.getByRole('textbox', { name: 'Access code' }).getAttribute('aria-invalid')).toBe('true');
      await shot(page, '17-access-code-wrong');
      await page.getByRole('textbox', { name: 'Access code' }).fill('BLUE-HERON-42');
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Continue' }).click()]);
      expect(await page.getByRole('textbox', { name: 'Access code' }).count()).toBe(0);
      await consent(page);
      // Withdrawing consent takes the signer back to the disclosure, saying so; agreeing again reopens the document.
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Withdraw consent' }).click()]);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.sign-step .alert').textContent()).toBe(
        'You withdrew your consent. To sign, read the disclosure and agree again.',
      );
      await shot(page, '17b-consent-withdrawn');
      await consent(page);
      await page.getByRole('button', { name: 'Finish signing' }).click();
      await page.getByRole('dialog', { name: 'Your signature' }).waitFor();
      await page.getByText('Type', { exact: true }).click();
      await page.getByRole('button', { name: 'Adopt signature' }).click();
      // The last signature seals before the page is told (seconds on a busy machine): wait as long as a test may.
      await expect
        .poll(() => page.getByRole('heading', { name: 'You have signed' }).isVisible(), { timeout: PATIENT })
        .toBe(true);
      // A wrong code is a 422 the page reads, not an error of the page.
      expect(problems.errors).toEqual([]);
      expect(problems.violations).toEqual([]);

      const e = await envelope(envelopeId);
      expect(e.recipients[0]).toMatchObject({ status: 'signed', authMethod: 'email+access_code' });
      expect(e.recipients[0].authenticatedAt).not.toBeNull();
      const cert = (await call('GET', `/envelopes/${envelopeId}/certificate`)).data;
      expect(cert.consents.map((c: { withdrawnAt: string | null }) => c.withdrawnAt !== null)).toEqual([true, false]);
    } finally {
      await context.close();
    }
  });

  it('an attachment returned with a progress bar, then signed; the sender lists the file with its digest', async ({
    expect,
  }) => {
    const ari = { name: 'Ari Attach', email: 'ari@attach.test' };
    const doc = await uploaded(
      'Rental application',
      [ari],
      ([r]) => [
        {
          recipientId: r.id,
          type: 'attachment',
          page: 1,
          x: 72,
          y: 420,
          width: 240,
          height: 28,
          label: 'Proof of identity',
        },
        { recipientId: r.id, type: 'signature', page: 1, x: 72, y: 600, width: 220, height: 48, label: 'Signature' },
      ],
      1,
    );
    const { envelopeId, paths } = await send(doc.id);
    const file = Buffer.alloc(3 * 1024 * 1024, 'passport scan ');

    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const { page, problems } = await openPage(context, paths.get(ari.email)!);
      await consent(page);
      await expect.poll(() => page.locator('.pdf-page.is-ready').count(), { timeout: PATIENT }).toBe(1);
      await page.getByRole('button', { name: /^Proof of identity, required/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Proof of identity' });
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => page.locator('#attach-error').textContent()).toBe('Choose a file first.');
      await page
        .getByLabel('File for Proof of identity (required)')
        .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: file });
      // Watch the bar move: record its values while the upload runs.
      await page.evaluate(() => {
        const bar = document.getElementById('attach-progress') as HTMLProgressElement;
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        new MutationObserver(() => seen.push(bar.value)).observe(bar, { attributes: true });
        const tick = () => {
          seen.push(bar.value);
          if (bar.value < 100) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => page.locator('#attach-status').textContent()).toBe('Uploaded: passport.pdf (3.0 MB).');
      expect(await page.getByLabel('Upload progress').evaluate((b: HTMLProgressElement) => b.value)).toBe(100);
      const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
      expect(Math.max(...seen)).toBe(100);
      await shot(page, '18-attachment');
      await page.getByRole('button', { name: 'Close' }).click();
      expect(
        await page.getByRole('button', { name: 'Proof of identity, required: file passport.pdf' }).isVisible(),
      ).toBe(true);

      await page.getByRole('button', { name: /^Signature, required/ }).click();
      await drawSignature(page);
      await page.getByRole('button', { name: 'Adopt signature' }).click();
      await shot(page, '19-attachment-ready');
      await page.getByRole('button', { name: 'Finish signing' }).click();
      // The last signature seals before the page is told (seconds on a busy machine): wait as long as a test may.
      await expect
        .poll(() => page.getByRole('heading', { name: 'You have signed' }).isVisible(), { timeout: PATIENT })
        .toBe(true);
      clean(problems);

      const list = (await call('GET', `/envelopes/${envelopeId}/attachments`)).data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        filename: 'passport.pdf',
        contentType: 'application/pdf',
        byteSize: file.length,
        sha256: createHash('sha256').update(file).digest('hex'),
      });
      const e = await waitFor(
        async () => {
          const x = await envelope(envelopeId);
          return x.status === 'completed' ? x : undefined;
        },
        PATIENT,
        'the envelope to complete',
      );
      expect(e.recipients[0].status).toBe('signed');
    } finally {
      await context.close();
    }
  });

  it('a link never issued is the 404 page', async ({ expect }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const { page, status } = await openPage(context, '/sign/sgn_notatokenthatwaseverissued000000000000000');
      expect(status).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    } finally {
      await context.close();
    }
  });
});
