// Every page state in the development pseudo-locale (en-XA: English accented and about a third longer), on a
// phone (390 px), in Chromium against the built server: no text runs past its box, the page never scrolls
// sideways, and no message key shows where words should be. Catches a layout that only fits English, and a string
// the catalogues miss.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, missing, open, VIEWPORTS, pageRig } from './support/browser.js';
import { type Server, callApi } from './support/server.js';
import type { Browser } from 'playwright-core';

let server: Server;
let browser: Browser;
let origin: string;
const PHONE = VIEWPORTS.find((v) => v.name === 'phone')!;

pageRig({ RATE_LIMIT_PER_MINUTE: '100000' }, (rig) => ({ server, browser, origin } = rig));

const call = (method: string, url: string, body?: unknown) => callApi(server, method, url, body);

/** A key-shaped word where words should be (`sign.js.busy`, `view.email.title`…). */
const RAW_KEY = /\b(?:page|common|api|field|sign|view|upload|verify|closed|error)\.[a-zA-Z][\w.]*\b/;

/**
 * What is wrong with the page as it stands: sideways scrolling, a visible block whose text is wider than it
 * (cut off or spilling), a raw key among the words.
 */
async function problemsOf(page: Page, state: string): Promise<string[]> {
  const found = await page.evaluate((source) => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    // Each visible piece of text must lie inside the box of the block that holds it (a word cut off by overflow
    // hidden, or spilling past its button or card, does not) and inside the window.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? '').trim()) continue;
      const parent = node.parentElement!;
      if (parent.closest('[hidden], dialog:not([open]), noscript, script, style, .visually-hidden, select, option'))
        continue;
      let block: HTMLElement | null = parent;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) continue;
      const style = getComputedStyle(block);
      if (style.visibility === 'hidden' || block.getClientRects().length === 0) continue;
      const box = block.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        const outside =
          r.left < box.left - 1 || r.right > box.right + 1 || r.left < -1 || r.right > window.innerWidth + 1;
        if (outside) {
          out.push(
            `${block.tagName.toLowerCase()}${block.id ? `#${block.id}` : ''}.${[...block.classList].join('.')}: "${(node.textContent ?? '').trim().slice(0, 40)}" runs past its box (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`,
          );
          break;
        }
      }
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the words shown (textContent holds the page-messages JSON, keys and all).
    const words = document.body.innerText;
    const key = new RegExp(source).exec(words);
    if (key) out.push(`a raw key shows: ${key[0]}`);
    return out;
  }, RAW_KEY.source);
  return found.map((p) => `${state}: ${p}`);
}

async function check(page: Page, state: string, all: string[]): Promise<void> {
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  all.push(...(await problemsOf(page, state)));
}

let n = 0;
async function sent(opts: { sequential?: boolean } = {}) {
  const people = [
    { name: 'Ada Lovelace', email: `ada${++n}@pseudo.test`, routingOrder: 1 },
    { name: 'Bob Babbage', email: `bob${n}@pseudo.test`, routingOrder: 2 },
  ];
  const doc = (
    await call('POST', '/documents', { title: 'Consulting agreement', markdown: 'Draft.\n', recipients: people })
  ).data;
  const field = (recipientId: string, fieldType: string, label: string | null) => ({
    type: 'signatureField',
    attrs: { recipientId, fieldType, label, required: true },
  });
  const [a, b] = doc.recipients;
  await call('PATCH', `/documents/${doc.id}`, {
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Consulting agreement' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Acme Ltd pays 900 euros a day.' }] },
        field(a.id, 'text', 'Company'),
        field(a.id, 'checkbox', 'I agree to the terms'),
        field(a.id, 'attachment', 'Passport'),
        field(a.id, 'signature', null),
        field(b.id, 'signature', null),
      ],
    },
  });
  const envelope = (await call('POST', '/envelopes', { documentId: doc.id, sequential: opts.sequential ?? false }))
    .data;
  const e = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
  const urls = e.recipients.map((r: { signingUrl: string }) => `${origin}${new URL(r.signingUrl).pathname}?lang=en-XA`);
  return { ada: urls[0] as string, bob: urls[1] as string };
}

describe.skipIf(missing)('every page in the pseudo-locale, on a phone', () => {
  it('the signing page in each state, its dialogs, the closed and not-your-turn pages, the error page', async () => {
    const all: string[] = [];
    const { ada, bob } = await sent({ sequential: true });
    await inContext(browser, PHONE, async (context) => {
      const { page } = await open(context, ada);
      await check(page, 'consent', all);
      await page.locator('#consent-form [data-open="decline-dialog"]').click();
      await check(page, 'decline dialog (consent)', all);
      await page.locator('#decline-dialog [data-close]').click();
      await page.locator('#consent-check').check();
      await Promise.all([page.waitForNavigation(), page.locator('#consent-submit').click()]);
      await page.waitForLoadState('networkidle');
      await check(page, 'document', all);
      await page.locator('#finish').click();
      await check(page, 'finish with fields missing', all);
      await page.locator('.sign-field.is-mine[data-type="text"]').click();
      await check(page, 'text dialog', all);
      await page.locator('#text-input').fill('Acme');
      await page.locator('#text-form button[type="submit"]').click();
      await page.locator('.sign-field.is-mine[data-type="checkbox"]').click();
      await page.locator('.sign-field.is-mine[data-type="attachment"]').click();
      await check(page, 'attachment dialog', all);
      await page.locator('#attach-upload').click();
      await check(page, 'attachment dialog, nothing chosen', all);
      await page
        .locator('#attach-input')
        .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
      await page.locator('#attach-upload').click();
      await expect.poll(() => page.locator('#attach-status').textContent()).toMatch(/passport\.pdf/);
      await check(page, 'attachment uploaded', all);
      await page.locator('#attach-dialog [data-close]').click();
      await page.locator('#finish').click();
      await page.locator('#signature-dialog').waitFor();
      await check(page, 'signature dialog (draw)', all);
      await page.locator('input[name="sig-mode"][value="type"]').check();
      await check(page, 'signature dialog (type)', all);
      await page.locator('#sig-adopt').click();
      await page.locator('#done:not([hidden])').waitFor();
      await check(page, 'signed, others to sign', all);
      await page.reload();
      await check(page, 'closed: already signed', all);
    });
    await inContext(browser, PHONE, async (context) => {
      const later = await sent({ sequential: true });
      const { page } = await open(context, later.bob);
      await check(page, 'not your turn', all);
      await page.goto(`${origin}/no/such/page?lang=en-XA`);
      await check(page, '404', all);
      await page.goto(bob);
      await check(page, 'consent, second signer', all);
    });
    expect(all).toEqual([]);
  });

  it('the viewer (a gate, the document), the upload page and the verify page', async () => {
    const all: string[] = [];
    const doc = (
      await call('POST', '/documents', {
        title: 'Series A pack',
        markdown: '# Part 1\n\nThe company raises 4 million euros.\n\n# Part 2\n\nTwo board seats.\n',
      })
    ).data;
    const link = (await call('POST', '/links', { documentId: doc.id, requireEmail: true, watermark: false })).data;
    const request = (
      await call('POST', '/requests', {
        title: 'Onboarding',
        requireEmail: true,
        items: [
          { name: 'Passport', required: true },
          { name: 'Proof of address', required: false },
        ],
      })
    ).data;
    await inContext(browser, PHONE, async (context) => {
      const { page } = await open(context, `${origin}/v/${link.slug}?lang=en-XA`);
      await page.locator('#gate-email:not([hidden])').waitFor();
      await check(page, 'viewer: address gate', all);
      await page.locator('#gate-email button[type="submit"]').click();
      await check(page, 'viewer: address missing', all);
      await page.locator('#gate-email-input').fill('dana@acme.example');
      await page.locator('#gate-email button[type="submit"]').click();
      await page.locator('.view-section').first().waitFor();
      await check(page, 'viewer: document', all);
      await page.goto(`${origin}/r/${request.slug}?lang=en-XA`);
      await check(page, 'upload: open page', all);
      await page
        .locator('.file-input')
        .first()
        .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
      await check(page, 'upload: address missing', all);
      await page.goto(`${origin}/verify?lang=en-XA`);
      await check(page, 'verify', all);
      await page
        .locator('#verify-file')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.waitForTimeout(500);
      await check(page, 'verify: not a PDF', all);
      // The checks themselves find what they look for: a clipped line and a raw key, planted.
      await page.evaluate(() => {
        const clipped = Object.assign(document.createElement('p'), { textContent: '[Çlíppéd ţéxţ ~ ~ ~]' });
        clipped.style.cssText = 'width: 40px; white-space: nowrap; overflow: hidden';
        const key = Object.assign(document.createElement('p'), { textContent: 'sign.js.busy' });
        document.querySelector('main')!.append(clipped, key);
      });
      const planted = await problemsOf(page, 'planted');
      expect(planted.some((p) => p.includes('Çlíppéd ţéxţ') && p.includes('runs past its box'))).toBe(true);
      expect(planted).toContain('planted: a raw key shows: sign.js.busy');
    });
    expect(all).toEqual([]);
  });
});
