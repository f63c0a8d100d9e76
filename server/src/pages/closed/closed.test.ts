// The closed page: its words for every 410 code, and its preview route (off unless DOSSIER_PAGE_PREVIEWS=true).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../../test/helpers.js';
import { ERROR_CODES } from '../../platform/errors.js';
import { asset, builtAssets } from '../assets.js';
import { GONE_CODES, closedPage } from './view.js';
import { langOf } from '../i18n.js';

const EN = langOf('en');

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  builtAssets(); // fails here, saying how to build them, when the web assets are not built
  on = await makeApp({ DOSSIER_PAGE_PREVIEWS: 'true', PUBLIC_URL: 'https://share.example.com' }, { startJobs: false });
  off = await makeApp({}, { startJobs: false });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const heading = (page: string) => page.match(/<h1>(.*?)<\/h1>/)![1];

describe('closedPage()', () => {
  it('has words for every code the API answers 410 with, each different', () => {
    expect(GONE_CODES.sort()).toEqual(
      Object.entries(ERROR_CODES)
        .filter(([, s]) => s === 410)
        .map(([c]) => c)
        .sort(),
    );
    expect(GONE_CODES.length).toBeGreaterThanOrEqual(17);
    const headings = GONE_CODES.map((reason) => heading(closedPage(EN, { reason }).toString()));
    expect(new Set(headings).size).toBe(GONE_CODES.length);
    expect(heading(closedPage(EN, { reason: 'link_disabled' }).toString())).toBe('This link has been switched off');
    expect(heading(closedPage(EN, { reason: 'link_view_limit' }).toString())).toBe(
      'This link has reached its view limit',
    );
    expect(heading(closedPage(EN, { reason: 'room_archived' }).toString())).toBe('This data room has been archived');
    expect(heading(closedPage(EN, { reason: 'request_closed' }).toString())).toBe('This request is closed');
    expect(heading(closedPage(EN, { reason: 'envelope_voided' }).toString())).toBe(
      'This signing request was cancelled',
    );
  });

  it('names what the link led to, escaped, and offers the copy button only with a URL that may be passed on', () => {
    const page = closedPage(EN, { reason: 'link_expired', title: 'Q3 <board> "pack"' }).toString();
    expect(page).toContain('<title>This link has expired: Q3 &lt;board&gt; &quot;pack&quot;</title>');
    expect(page).toContain('<p class="eyebrow" dir="auto">Q3 &lt;board&gt; &quot;pack&quot;</p>');
    expect(page).not.toMatch(/<script|copy-link/);
    const withUrl = closedPage(EN, { reason: 'link_expired', url: 'https://share.example.com/v/q3' }).toString();
    expect(withUrl).toContain(`<script type="module" src="${asset('closed.js')}"></script>`);
    expect(withUrl).toContain(
      '<div class="actions" id="closed-actions" hidden>\n<button type="button" class="btn btn-secondary" id="copy-link">Copy link</button>\n<p class="status" id="copy-status" role="status"></p>\n</div>',
    );
    expect(withUrl).toContain(
      '<script type="application/json" id="page-data">{"url":"https://share.example.com/v/q3"}</script>',
    );
  });

  it('offers no copy button where the link was closed on purpose, and says the reason in words, not as a code', () => {
    for (const reason of ['link_disabled', 'link_deleted'] as const) {
      const page = closedPage(EN, { reason, url: 'https://share.example.com/v/q3' }).toString();
      expect(page).not.toMatch(/<script|copy-link|Copy link/);
      expect(page).toContain(`data-reason="${reason}"`);
      // The code is an attribute only: nothing a reader sees names it.
      expect(page.replace(/<[^>]*>/g, '')).not.toContain(reason);
    }
  });
});

describe('GET /preview/closed/{reason}', () => {
  it('answers the 410 page for each reason, with its script and data', async () => {
    for (const reason of GONE_CODES) {
      const res = await on.app.inject({ method: 'GET', url: `/preview/closed/${reason}` });
      expect(res.statusCode, reason).toBe(410);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(
        closedPage(EN, { reason, url: `https://share.example.com/preview/closed/${reason}` }).toString(),
      );
    }
  });

  it('takes a title, bounded; an unknown reason or parameter is refused', async () => {
    const titled = await on.app.inject({
      method: 'GET',
      url: `/preview/closed/link_deleted?title=${encodeURIComponent('<b>Deck</b>')}`,
    });
    expect(titled.body).toContain('<p class="eyebrow" dir="auto">&lt;b&gt;Deck&lt;/b&gt;</p>');
    expect((await on.app.inject({ method: 'GET', url: '/preview/closed/not_a_reason' })).statusCode).toBe(404);
    expect(
      (await on.app.inject({ method: 'GET', url: `/preview/closed/link_deleted?title=${'x'.repeat(201)}` })).statusCode,
    ).toBe(400);
    expect((await on.app.inject({ method: 'GET', url: '/preview/closed/link_deleted?other=1' })).statusCode).toBe(400);
  });

  it('is not there unless DOSSIER_PAGE_PREVIEWS=true', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/preview/closed/link_expired' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
  });
});
