// The verify page as the server draws it: public (no token, indexable), under the pages' strict CSP, its file input
// labelled, its script and the bound it checks before sending, words for every verdict, and a word for those
// without JavaScript. The page at work in Chromium is test/verify-page.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../../test/helpers.js';
import { MAX_UPLOAD_BYTES } from '../../platform/uploads.js';
import { asset, builtAssets } from '../assets.js';
import { VERDICT_ADVICE, VERDICT_HEADINGS } from '../page-data.js';

let t: TestApp;
beforeAll(async () => {
  builtAssets(); // fails here, saying how to build them, when the web assets are not built
  t = await makeApp({}, { startJobs: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /verify', () => {
  it('draws the page: labelled file input, its script, the 25 MB bound, no robots exclusion, the strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/verify' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
    const page = res.body;
    expect(page).toContain('<h1>Is this signed document genuine?</h1>');
    expect(page).toContain('<input type="file" id="verify-file" class="file-input" accept="application/pdf,.pdf">');
    expect(page).toContain('<label for="verify-file" class="btn btn-primary">Choose a PDF</label>');
    expect(page).toContain(`<script type="module" src="${asset('verify.js')}"></script>`);
    expect(page).toContain(`{"maxBytes":${MAX_UPLOAD_BYTES}}`);
    expect(page).toContain('One PDF, up to 25 MB.');
    expect(page).toContain('<noscript>');
    expect(page).not.toContain('name="robots"');
  });

  it('has a heading and advice for every verdict the operation answers, each different', () => {
    const verdicts = ['genuine', 'altered', 'foreign_seal', 'unsealed', 'unknown'];
    expect(Object.keys(VERDICT_HEADINGS).sort()).toEqual([...verdicts].sort());
    expect(Object.keys(VERDICT_ADVICE).sort()).toEqual([...verdicts].sort());
    expect(new Set(Object.values(VERDICT_HEADINGS)).size).toBe(verdicts.length);
    expect(new Set(Object.values(VERDICT_ADVICE)).size).toBe(verdicts.length);
  });
});
