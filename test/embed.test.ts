// Embedded signing and viewing in Chromium, against the built server (`node server/dist/main.js`, mail to a real
// SMTP sink): an integrator's page on another loopback origin (127.0.0.1 and a port of its own, the server being
// localhost) frames the signing page with @dossier/embed (its built dist/dossier-embed.min.js), the signer signs
// inside the frame, and the host hears ready, resize, signed and completed, in that order, from that frame only;
// the embedded signer is never emailed to sign; axe finds nothing serious inside the frame. A host on an origin
// the workspace did not allow gets a refused frame and not one message. Unframed, the link's return URL is
// where the page goes once signed or when the link has ended, and a return URL elsewhere is ignored, saying why.
// On a phone (390×844, framed), every field placed on a PDF has a 44×44 px hit area whatever the page's scale,
// and the values fit their boxes. The viewer framed the same way says ready and which page is read.
// Screenshots (framed and not, desktop and 390 px) go to a temporary folder whose path is printed, to look at.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../server/test/smtp-sink.js';
import { waitFor } from '../server/test/wait.js';
import { expectAccessible } from './support/axe.js';
import { inContext, launch, missing, PATIENT, VIEWPORTS } from './support/browser.js';
import { fetchApi, root, serve, type Server } from './support/server.js';

type Json = Record<string, any>;
const [DESKTOP, PHONE] = VIEWPORTS;
const BUNDLE = path.join(root, 'packages/embed/dist/dossier-embed.min.js');
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-embed-'));

// pdf-lib is the server's dependency: the little of it used here, typed here.
interface PdfDoc {
  addPage(size: [number, number]): { drawText(t: string, o: { x: number; y: number; size: number }): void };
  save(): Promise<Uint8Array>;
}
const { PDFDocument } = createRequire(path.join(root, 'server/package.json'))('pdf-lib') as {
  PDFDocument: { create(): Promise<PdfDoc> };
};

/**
 * An integrator's page: `/sign?url=…` mounts the signing page with mountSigning, `/view?url=…` the viewer with
 * mountViewer, each message kept in window.heard as [type, message]; `/done` is a return URL's landing page.
 */
async function startHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const page = (mount: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme app</title>
<style>body{font-family:sans-serif;margin:0;padding:0}h1{font-size:1.25rem;margin:.75rem}</style></head>
<body><h1>Acme app</h1><div id="app"></div>
<script type="module">
import { mountSigning, mountViewer } from '/embed.js';
window.heard = [];
window.frameLoads = 0;
const url = new URLSearchParams(location.search).get('url');
const keep = (m) => window.heard.push([m.type, m]);
${mount}
document.querySelector('iframe').addEventListener('load', () => window.frameLoads++);
</script></body></html>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/embed.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(fs.readFileSync(BUNDLE));
    }
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (url.pathname === '/sign')
      return html(
        page(`mountSigning(document.getElementById('app'), {
  url,
  onMessage: (m) => m.type === 'dossier:resize' && keep(m),
  onReady: keep, onSigned: keep, onCompleted: keep, onDeclined: keep, onEnded: keep, onError: keep,
});`),
      );
    if (url.pathname === '/view')
      return html(page(`mountViewer(document.getElementById('app'), { url, onMessage: keep, height: '600px' });`));
    if (url.pathname === '/done') return html('<!doctype html><title>Back in the app</title><h1>Back in the app</h1>');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

let server: Server;
let sink: SmtpSink;
let browser: Browser;
let allowed: Awaited<ReturnType<typeof startHost>>;
let refused: Awaited<ReturnType<typeof startHost>>;

beforeAll(async () => {
  if (missing) return;
  expect(fs.existsSync(BUNDLE), `${BUNDLE}: build packages/embed first`).toBe(true);
  sink = await startSmtpSink();
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: sink.url });
  [allowed, refused] = await Promise.all([startHost(), startHost()]);
  browser = await launch();
  await call('PATCH', '/workspace/embedding', { allowedOrigins: [allowed.origin] });
  console.log(`  screenshots of the embedded pages: ${shots}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await allowed?.close();
  await refused?.close();
  await sink?.close();
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetchApi(server, method, url, body, headers);
  const out = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(out)}`);
  return out.data;
}

/** An authored document for one signer (signing in the app: delivery embedded), sent; its envelope and link. */
async function sentFor(name: string, email: string, title: string) {
  const doc = await call('POST', '/documents', {
    title,
    markdown: `# ${title}\n\nThe supplier delivers the goods listed in the order, within ten working days.\n`,
    recipients: [{ name, email, delivery: 'embedded' }],
  });
  await call('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id });
  const envelope = await call('POST', '/envelopes', { documentId: doc.id });
  const withUrls = await call('GET', `/envelopes/${envelope.id}?include=signingUrls`);
  const r = withUrls.recipients[0];
  return { envelopeId: envelope.id as string, recipientId: r.id as string, url: r.signingUrl as string };
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: [string, Json][] }).heard);
const types = async (page: Page) => (await heard(page)).map(([t]) => t);
/** The frame (of the signing page or the viewer) in the host page. */
async function signingFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  return (await handle.contentFrame())!;
}

async function consentIn(frame: Frame): Promise<void> {
  await frame.getByRole('checkbox', { name: /I have read the disclosure above/ }).check();
  await Promise.all([frame.waitForNavigation(), frame.getByRole('button', { name: 'Continue' }).click()]);
  await frame.waitForLoadState('networkidle');
}

async function typeSignature(frame: Frame): Promise<void> {
  await frame.getByRole('dialog', { name: 'Your signature' }).waitFor();
  await frame.getByText('Type', { exact: true }).click();
  await frame.getByRole('button', { name: 'Adopt signature' }).click();
}

/** The host page, full length, and what the frame shows at desktop and at phone width. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300); // a resize message on its way lands first
  // The frame itself, whole (a full-page shot of the host leaves an out-of-process frame blank).
  await page.locator('iframe').screenshot({ path: path.join(shots, `${name}.png`) });
}

describe.skipIf(missing)('embedded signing and viewing in Chromium', () => {
  it('an allowed host frames the signing page with @dossier/embed: the signer signs in it; the host hears ready, resize, signed, completed in order; no signing email', async () => {
    const email = 'ada@embedded.test';
    const s = await sentFor('Ada Embedded', email, 'Supply agreement');
    await inContext(browser, { viewport: DESKTOP.viewport }, async (context) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${allowed.origin}/sign?url=${encodeURIComponent(s.url)}`);
      let frame = await signingFrame(page);
      await expect.poll(() => types(page)).toContain('dossier:resize');
      expect((await heard(page))[0]).toEqual([
        'dossier:ready',
        { type: 'dossier:ready', envelopeId: s.envelopeId, recipientId: s.recipientId, step: 'consent' },
      ]);
      await expectAccessible(frame as unknown as Page, 'the consent step in a frame');
      await shoot(page, '1-framed-consent-desktop');
      await consentIn(frame);
      frame = await signingFrame(page);
      await expect.poll(async () => (await types(page)).filter((t) => t === 'dossier:ready').length).toBe(2);
      await frame.getByRole('button', { name: /^Signature, required/ }).waitFor();

      // Sized to its content: the frame's height is the last height the page said, and nothing scrolls inside.
      await expect
        .poll(async () => {
          const last = (await heard(page)).filter(([t]) => t === 'dossier:resize').at(-1)![1].height;
          const shown = await page.locator('iframe').evaluate((f) => f.getBoundingClientRect().height);
          return Math.abs(shown - last) <= 1;
        })
        .toBe(true);
      expect(
        await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1),
        'no scrollbar inside the frame',
      ).toBe(true);
      // Where the browser keeps third-party storage from the frame, the page says a reload forgets; else not.
      const blocked = await frame.evaluate(() => {
        try {
          sessionStorage.setItem('probe', '1');
          return false;
        } catch {
          return true;
        }
      });
      expect(await frame.locator('#storage-note').isVisible()).toBe(blocked);
      await expectAccessible(frame as unknown as Page, 'the document step in a frame');
      await shoot(page, '2-framed-document-desktop');

      // The signature dialog opens where the signer is (not in the middle of a frame as tall as the document).
      await frame.getByRole('button', { name: 'Finish signing' }).click();
      const dialogTop = await frame.locator('#signature-dialog').evaluate((d) => d.getBoundingClientRect().top);
      const finishTop = await frame
        .getByRole('button', { name: 'Finish signing' })
        .evaluate((b) => b.getBoundingClientRect().top);
      expect(Math.abs(dialogTop - finishTop)).toBeLessThan(200);
      await expectAccessible(frame as unknown as Page, 'the signature dialog in a frame');
      await page.screenshot({ path: path.join(shots, '3-framed-dialog-desktop.png') });
      await typeSignature(frame);
      await frame.getByRole('heading', { name: 'You have signed' }).waitFor({ timeout: PATIENT });
      await expect.poll(() => types(page), { timeout: PATIENT }).toContain('dossier:completed');
      await shoot(page, '4-framed-signed-desktop');

      // In order: ready (the consent step, then the document step after its reload), a resize before anything
      // is signed (more follow, as the page changes), then signed and completed.
      const seen = await types(page);
      const first = (t: string) => seen.indexOf(t);
      expect(first('dossier:ready')).toBe(0);
      expect(first('dossier:resize')).toBeGreaterThan(first('dossier:ready'));
      expect(first('dossier:resize')).toBeLessThan(first('dossier:signed'));
      expect(seen.filter((t) => t !== 'dossier:resize')).toEqual([
        'dossier:ready',
        'dossier:ready',
        'dossier:signed',
        'dossier:completed',
      ]);
      const all = await heard(page);
      expect(all.find(([t]) => t === 'dossier:signed')![1]).toEqual({
        type: 'dossier:signed',
        envelopeId: s.envelopeId,
        recipientId: s.recipientId,
      });
      expect(all.find(([t]) => t === 'dossier:completed')![1]).toEqual({
        type: 'dossier:completed',
        envelopeId: s.envelopeId,
      });
      expect(errors).toEqual([]);
      // Framed, the page does not navigate: it is still the signing page, in the host.
      expect(new URL(frame.url()).pathname).toMatch(/^\/sign\//);
    });

    // Signed in the app: the completed copy is the only mail the signer got (never a request to sign).
    const e = await waitFor(
      async () => {
        const x = await call('GET', `/envelopes/${s.envelopeId}`);
        return x.status === 'completed' ? x : undefined;
      },
      PATIENT,
      'the envelope to complete',
    );
    expect(e.recipients[0]).toMatchObject({ delivery: 'embedded', status: 'signed', notifiedAt: null });
    await waitFor(async () => sink.to(email).length > 0 || undefined, PATIENT, 'the completed copy');
    expect(sink.to(email).map((m) => m.subject)).toEqual(['Completed: Supply agreement']);
  });

  it('a host on an origin the workspace did not allow gets a refused frame and not one message', async () => {
    const s = await sentFor('Rex Refused', 'rex@embedded.test', 'Refused frame');
    await inContext(browser, { viewport: DESKTOP.viewport }, async (context) => {
      const page = await context.newPage();
      const refusals: string[] = [];
      page.on('console', (m) => /frame-ancestors/.test(m.text()) && refusals.push(m.text()));
      await page.goto(`${refused.origin}/sign?url=${encodeURIComponent(s.url)}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { frameLoads: number }).frameLoads)).toBe(1);
      const frame = await signingFrame(page);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals[0]).toContain(`frame-ancestors 'self' ${allowed.origin}`);
      // The browser shows its own error in place of the page: no script of ours ran in it.
      expect(await frame.evaluate(() => document.querySelector('main.sign') === null)).toBe(true);
      expect(await heard(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, '5-refused-frame.png') });
    });
  });

  it('unframed, the return URL on an allowed origin is where the page goes once signed and when the link has ended; elsewhere it is ignored, saying why', async () => {
    const s = await sentFor('Uma Unframed', 'uma@embedded.test', 'Return trip');
    const back = `${allowed.origin}/done?order=42`;
    const url = `${s.url}?returnUrl=${encodeURIComponent(back)}`;
    await inContext(browser, { viewport: DESKTOP.viewport }, async (context) => {
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

      // Elsewhere: ignored, said in the console and on the page; nothing leaves.
      const away = `${s.url}?returnUrl=${encodeURIComponent(`${refused.origin}/done`)}`;
      await page.goto(away);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').getAttribute('data-return-url-ignored')).toBe(
        `returnUrl ignored: ${refused.origin} is not one of the origins this workspace allows to embed its pages (PATCH /workspace/embedding)`,
      );
      await expect
        .poll(() => warnings.some((w) => w.includes(`${refused.origin} is not one of the origins`)))
        .toBe(true);
      expect(await page.locator('main').getAttribute('data-return-url-ignored')).not.toBeNull();

      // On an allowed origin: consent reloads with it, signing goes there with the event and the envelope.
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').getAttribute('data-return-url-ignored')).toBeNull();
      await page.screenshot({ path: path.join(shots, '6-unframed-consent-desktop.png'), fullPage: true });
      await page.setViewportSize(PHONE.viewport);
      await page.screenshot({ path: path.join(shots, '6-unframed-consent-phone.png'), fullPage: true });
      await page.setViewportSize(DESKTOP.viewport);
      await consentIn(page.mainFrame());
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(back);
      expect(await page.locator('#storage-note').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Finish signing' }).click();
      await typeSignature(page.mainFrame());
      await page.waitForURL((u) => u.origin === allowed.origin, { timeout: PATIENT });
      const landed = new URL(page.url());
      expect(landed.pathname).toBe('/done');
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        order: '42',
        event: 'completed',
        envelopeId: s.envelopeId,
      });

      // The link again, now ended: straight back, saying why.
      await page.goto(url);
      await page.waitForURL((u) => u.origin === allowed.origin && u.searchParams.get('event') === 'ended');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        order: '42',
        event: 'ended',
        envelopeId: s.envelopeId,
        reason: 'envelope_completed',
      });
    });
  });

  it('a declined envelope: framed, the host hears declined with the reason; unframed, the page goes back with event=declined', async () => {
    const framed = await sentFor('Dee Framed', 'dee@embedded.test', 'Declined in a frame');
    const top = await sentFor('Dan Top', 'dan@embedded.test', 'Declined at the top');
    await inContext(browser, { viewport: DESKTOP.viewport }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${allowed.origin}/sign?url=${encodeURIComponent(framed.url)}`);
      await consentIn(await signingFrame(page));
      const frame = await signingFrame(page);
      await frame.getByRole('button', { name: 'Decline to sign' }).click();
      await frame.getByLabel('Your reason').fill('The prices are not the ones we agreed.');
      await frame.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect.poll(() => types(page)).toContain('dossier:declined');
      expect((await heard(page)).find(([t]) => t === 'dossier:declined')![1]).toEqual({
        type: 'dossier:declined',
        envelopeId: framed.envelopeId,
        recipientId: framed.recipientId,
        reason: 'The prices are not the ones we agreed.',
      });
      // Opened again in the frame, the link has ended: the host is told, with the reason.
      await page.reload();
      await expect.poll(() => types(page)).toContain('dossier:ended');
      expect((await heard(page)).find(([t]) => t === 'dossier:ended')![1]).toEqual({
        type: 'dossier:ended',
        envelopeId: framed.envelopeId,
        reason: 'recipient_declined',
      });
      await expectAccessible((await signingFrame(page)) as unknown as Page, 'the closed page in a frame');

      await page.goto(`${top.url}?returnUrl=${encodeURIComponent(`${allowed.origin}/done`)}`);
      await consentIn(page.mainFrame());
      await page.getByRole('button', { name: 'Decline to sign' }).click();
      await page.getByLabel('Your reason').fill('Not today.');
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await page.waitForURL((u) => u.origin === allowed.origin, { timeout: PATIENT });
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        event: 'declined',
        envelopeId: top.envelopeId,
      });
    });
  });

  it('on a phone, framed: every field placed on a PDF has a 44×44 px hit area, the tick shows, values fit their boxes', async () => {
    const bytes = await (async () => {
      const doc = await PDFDocument.create();
      doc.addPage([612, 792]).drawText('Order form', { x: 72, y: 720, size: 18 });
      return Buffer.from(await doc.save());
    })();
    const uploaded = await call('POST', '/documents/upload', bytes, {
      'content-type': 'application/pdf',
      'x-filename': 'order.pdf',
    });
    const doc = await call('PATCH', `/documents/${uploaded.id}`, {
      title: 'Order form',
      recipients: [
        { name: 'Maximilian Featherstonehaugh-Abernathy', email: 'max@embedded.test', delivery: 'embedded' },
      ],
    });
    const r = doc.recipients[0].id;
    // As small as the issue measured them on a phone (a 10 px checkbox, 12 px tall text fields, an 83×19 signature).
    const placed = [
      { type: 'checkbox', x: 72, y: 120, width: 16, height: 16, label: 'I agree' },
      { type: 'text', x: 72, y: 200, width: 150, height: 20, label: 'Company' },
      { type: 'name', x: 320, y: 200, width: 120, height: 20, label: 'Name' },
      { type: 'initials', x: 72, y: 300, width: 40, height: 20, label: 'Initials' },
      { type: 'signature', x: 72, y: 400, width: 140, height: 32, label: 'Signature' },
      { type: 'date', x: 320, y: 410, width: 90, height: 20, label: 'Date' },
      { type: 'attachment', x: 72, y: 520, width: 120, height: 20, label: 'ID' },
    ];
    await call('PUT', `/documents/${doc.id}/fields`, {
      fields: placed.map((f) => ({ recipientId: r, page: 1, required: f.type !== 'attachment', ...f })),
    });
    const envelope = await call('POST', '/envelopes', { documentId: doc.id });
    const url = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).recipients[0].signingUrl;

    await inContext(
      browser,
      { viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      async (context) => {
        const page = await context.newPage();
        await page.goto(`${allowed.origin}/sign?url=${encodeURIComponent(url)}`);
        await consentIn(await signingFrame(page));
        const frame = await signingFrame(page);
        await expect.poll(() => frame.locator('.pdf-page.is-ready').count(), { timeout: PATIENT }).toBe(1);
        await shoot(page, '7-framed-pdf-phone');
        const boxes = await frame.locator('.pdf-page .sign-field').evaluateAll((els) =>
          els.map((el) => {
            const b = el.getBoundingClientRect();
            return { type: (el as HTMLElement).dataset.type, width: b.width, height: b.height };
          }),
        );
        // The page drew them small: the test measures what it means to.
        expect(boxes.find((b) => b.type === 'checkbox')!.height).toBeLessThan(16);
        // Each control: a tap anywhere in the 44×44 px square centred on it (its edges and corners) lands on it.
        const targets = await frame.locator('.pdf-page button.sign-field').evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
            const reach = 21.5;
            const points = [-reach, 0, reach].flatMap((dx) => [-reach, 0, reach].map((dy) => [cx + dx, cy + dy]));
            return {
              type: (el as HTMLElement).dataset.type,
              missed: points.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y))).length,
            };
          }),
        );
        expect(targets.map((t) => t.type).sort()).toEqual(
          ['attachment', 'checkbox', 'initials', 'name', 'signature', 'text'].sort(),
        );
        expect(targets.filter((t) => t.missed > 0)).toEqual([]);
        // The viewer's and the dialog's small buttons are 44 px too.
        await frame.getByRole('button', { name: /^Signature, required/ }).tap();
        await frame.getByRole('dialog', { name: 'Your signature' }).waitFor();
        expect((await frame.getByRole('button', { name: 'Clear' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await shoot(page, '8-framed-dialog-phone');
        await frame.getByText('Type', { exact: true }).tap();
        await frame.getByRole('button', { name: 'Adopt signature' }).tap();

        // The tick shows in a checkbox however small; the name and the date fit inside their boxes.
        await frame.getByRole('checkbox', { name: /^I agree/ }).tap();
        const tick = await frame
          .locator('.pdf-page .sign-field[data-type="checkbox"] .sign-field-box')
          .evaluate((b) => ({ fill: getComputedStyle(b).backgroundColor, box: b.getBoundingClientRect().width }));
        expect(tick.fill).not.toBe('rgba(0, 0, 0, 0)');
        expect(tick.box).toBeGreaterThanOrEqual(14);
        for (const type of ['name', 'date']) {
          const fit = await frame.locator(`.pdf-page .sign-field[data-type="${type}"]`).evaluate((el) => {
            const value = el.querySelector<HTMLElement>('.sign-field-value')!;
            const [box, sheet] = [el.getBoundingClientRect(), el.parentElement!.getBoundingClientRect()];
            const v = value.getBoundingClientRect();
            return {
              shown: value.offsetWidth > 0,
              cut: value.scrollWidth > value.clientWidth + 1,
              inside: v.top >= box.top - 1 && v.bottom <= box.bottom + 1,
              onPage: box.left >= sheet.left - 1 && box.right <= sheet.right + 1,
            };
          });
          expect(fit, type).toEqual({ shown: true, cut: false, inside: true, onPage: true });
        }
        await expectAccessible(frame as unknown as Page, 'a PDF in a phone-sized frame');
        await shoot(page, '9-framed-pdf-filled-phone');
      },
    );
  });

  it('the viewer framed by an allowed host says it is ready and which page is read', async () => {
    const doc = await call('POST', '/documents', {
      title: 'Handbook',
      markdown: '# Handbook\n\nWelcome aboard.\n',
    });
    const link = await call('POST', '/links', { name: 'For the team', documentId: doc.id, isPublic: true });
    await inContext(browser, { viewport: DESKTOP.viewport }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${allowed.origin}/view?url=${encodeURIComponent(link.url)}`);
      await expect.poll(() => types(page), { timeout: PATIENT }).toContain('dossier:page');
      const all = await heard(page);
      expect(all[0]).toEqual(['dossier:ready', { type: 'dossier:ready', slug: link.slug }]);
      expect(all.find(([t]) => t === 'dossier:page')![1]).toEqual({
        type: 'dossier:page',
        slug: link.slug,
        documentId: doc.id,
        unit: 'section',
        number: 1,
        count: expect.any(Number),
      });
      // Where the frame may keep nothing, the viewer says a reload starts over; else not.
      const frame = await signingFrame(page);
      const blocked = await frame.evaluate(() => {
        try {
          localStorage.setItem('probe', '1');
          return false;
        } catch {
          return true;
        }
      });
      expect(await frame.locator('#storage-note').isVisible()).toBe(blocked);
      await shoot(page, '10-framed-viewer-desktop');
      // Switched off meanwhile: opened again, the host hears that it ended, and why.
      await call('PATCH', `/links/${link.id}`, { active: false });
      await page.reload();
      await expect.poll(() => types(page)).toContain('dossier:ended');
      expect((await heard(page)).find(([t]) => t === 'dossier:ended')).toEqual([
        'dossier:ended',
        { type: 'dossier:ended', slug: link.slug, reason: 'link_disabled' },
      ]);
    });
  });
});
