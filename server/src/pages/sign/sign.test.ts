// The signing page over HTTP (the browser journeys are in test/signing-page.test.ts): each step drawn from the
// session, the refusals in words with their statuses, the first open marking the recipient viewed, the strict
// headers, and the document body as escaped HTML with this signer's fields in it.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { perFile, makeApp } from '../../../test/helpers.js';
import { toHtml } from '../../content/to-html.js';
import { builtAssets } from '../assets.js';

beforeAll(() => {
  builtAssets();
});
const t = perFile(() => makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false }));

const uniq = () => randomBytes(4).toString('hex');
const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'PageTest/1.0' } });
const pub = (method: string, path: string, suffix: string, body?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/public/signing/${path.split('/sign/')[1]}${suffix}`,
    ...(body !== undefined ? { payload: body as object } : {}),
  });

async function sent(opts: { accessCode?: string; sequential?: boolean; title?: string } = {}) {
  const [a, b] = [`a@${uniq()}.test`, `b@${uniq()}.test`];
  const doc = (
    await t.api('POST', '/documents', {
      title: opts.title ?? 'Mutual NDA',
      markdown: 'Draft.\n',
      recipients: [
        {
          name: 'Ada Lovelace',
          email: a,
          routingOrder: 1,
          ...(opts.accessCode ? { accessCode: opts.accessCode } : {}),
        },
        { name: 'Bob Babbage', email: b, routingOrder: 2 },
      ],
    })
  ).json().data;
  const [ra, rb] = doc.recipients;
  const f = (id: string, fieldType: string, label: string) => ({
    type: 'signatureField',
    attrs: { recipientId: id, fieldType, label, required: true },
  });
  const content = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Terms <b>' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Read ' },
          { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com/t' } }] },
          { type: 'text', text: ' & sign.' },
        ],
      },
      f(ra.id, 'text', 'Company'),
      f(ra.id, 'signature', 'Signature'),
      f(rb.id, 'signature', 'Bob signs'),
    ],
  };
  expect((await t.api('PATCH', `/documents/${doc.id}`, { content })).statusCode).toBe(200);
  const send = await t.api('POST', '/envelopes', {
    documentId: doc.id,
    sequential: opts.sequential ?? false,
    message: 'Please <sign>.',
  });
  expect(send.statusCode, send.body).toBe(201);
  const envelopeId = send.json().data.id;
  const e = (await t.api('GET', `/envelopes/${envelopeId}?include=signingUrls`)).json().data;
  const path = (email: string) =>
    new URL(e.recipients.find((r: { email: string }) => r.email === email).signingUrl).pathname;
  return { envelopeId, ada: path(a), bob: path(b) };
}

describe('GET /sign/{token}', () => {
  it('serves the path of the signing URLs: the consent step with the disclosure verbatim, the first open marking the recipient viewed', async () => {
    const { envelopeId, ada } = await sent();
    expect(ada).toMatch(/^\/sign\/sgn_/);
    const res = await page(ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<h2 id="step-title">Agree to sign electronically</h2>');
    expect(res.body).toContain('Please &lt;sign&gt;.');
    expect(res.body).not.toMatch(/<script(?![^>]*(type="module" src="\/assets\/|type="application\/json"))/);
    const session = (await pub('GET', ada, '')).json().data;
    // Verbatim: each paragraph's text as stored (the sender, address and title only set apart in <bdi>).
    const shown = res.body.replace(/<\/?bdi>/g, '');
    expect(res.body).toContain('<bdi>no-reply@dossier.invalid</bdi>');
    for (const p of session.disclosure.text.split(/\n\s*\n/))
      expect(shown).toContain(`<p>${p.trim().replace(/"/g, '&quot;')}</p>`);
    const e = (await t.api('GET', `/envelopes/${envelopeId}`)).json().data;
    expect(e.recipients[0]).toMatchObject({ status: 'viewed' });
    expect(e.recipients[0].viewedAt).not.toBeNull();
    // The body is not shown before consent.
    expect(res.body).not.toContain('doc-body');
  });

  it("after consent: the body as escaped HTML, this signer's fields in order as controls, another's greyed", async () => {
    const { ada } = await sent();
    await pub('POST', ada, '/consent', { accepted: true });
    const body = (await page(ada)).body;
    expect(body).toContain('<h2 id="terms-b" dir="auto">Terms &lt;b&gt;</h2>');
    expect(body).toContain(
      '<a href="https://example.com/t" target="_blank" rel="noopener noreferrer">this</a> &amp; sign.',
    );
    expect(body).toMatch(
      /<button type="button" class="sign-field is-mine" data-field-id="fld_[^"]+" data-type="text" data-index="0">/,
    );
    expect(body).toMatch(/data-type="signature" data-index="1">/);
    expect(body).toContain(
      '<span class="sign-field-label">Bob signs</span> <span class="sign-field-value">another signer</span>',
    );
    expect(body).toContain('id="signature-dialog"');
    expect(body).toContain('id="decline-dialog"');
  });

  it('the access code step first when the sender set one', async () => {
    const { ada } = await sent({ accessCode: 'BLUE-HERON-42' });
    const body = (await page(ada)).body;
    expect(body).toContain('<h2 id="step-title">Enter your access code</h2>');
    expect(body).toContain('<label for="access-code">Access code</label>');
    expect(body).toContain('5 tries before the link locks for 15 minutes.');
    expect(body).not.toContain('Agree to sign electronically');
  });

  it('409 in words for a signer whose turn has not come; 410 in words once it is over; 404 for a token never issued', async () => {
    const { envelopeId, ada, bob } = await sent({ sequential: true, title: 'Supply <contract>' });
    const waiting = await page(bob);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.body).toContain('<h1>It is not your turn to sign yet</h1>');
    expect(waiting.body).toContain('Supply &lt;contract&gt;');
    expect(waiting.body).not.toContain('not_your_turn');

    expect((await t.api('POST', `/envelopes/${envelopeId}/void`, { reason: 'Wrong <version>' })).statusCode).toBe(200);
    for (const p of [ada, bob]) {
      const over = await page(p);
      expect(over.statusCode).toBe(410);
      expect(over.body).toContain('<h1>This signing request was cancelled</h1>');
      expect(over.body).toContain('The sender cancelled &quot;Supply &lt;contract&gt;&quot;: Wrong &lt;version&gt;.');
      // Said in words, never as the code.
      expect(over.body).not.toMatch(/Reason:|envelope_voided</);
      // No signed copy of a cancelled envelope: the same 410.
      expect((await pub('GET', p, '/executed.pdf')).json().code).toBe('envelope_voided');
    }

    const unknown = await page('/sign/sgn_neverissued0000000000000000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This signing link is not valid.');
    expect((await page('/sign/not-a-token')).statusCode).toBe(404);
  });
});

describe('the rate limit', () => {
  it("counts a page load as a call of its token, in the public operations' windows: the 429 page with retry-after", async () => {
    const small = await makeApp({ RATE_LIMIT_PER_MINUTE: '6' }, { startJobs: false });
    try {
      const doc = (
        await small.api('POST', '/documents', {
          title: 'Limited',
          markdown: 'Text.\n',
          recipients: [{ name: 'Ada', email: `a@${uniq()}.test` }],
        })
      ).json().data;
      expect((await small.api('POST', `/documents/${doc.id}/signature-blocks`, {})).statusCode).toBe(201);
      const envelopeId = (await small.api('POST', '/envelopes', { documentId: doc.id })).json().data.id;
      const path = new URL(
        (await small.api('GET', `/envelopes/${envelopeId}?include=signingUrls`)).json().data.recipients[0].signingUrl,
      ).pathname;
      const loads = [];
      for (let i = 0; i < 7; i++) loads.push(await small.app.inject({ method: 'GET', url: path }));
      expect(loads.slice(0, 6).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(loads[0].headers['x-ratelimit-limit']).toBe('6');
      expect(loads[6].statusCode).toBe(429);
      expect(Number(loads[6].headers['retry-after'])).toBeGreaterThan(0);
      expect(loads[6].body).toContain('<h1>Too many tries</h1>');
      // The public operation with the same token is in the same window.
      const token = path.split('/sign/')[1];
      expect((await small.app.inject({ method: 'GET', url: `/api/v1/public/signing/${token}` })).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});

describe('toHtml()', () => {
  it('escapes text, keeps only http(s) and mailto links, shows math as source, draws fields through the caller', () => {
    const out = toHtml(
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '<img src=x onerror=alert(1)>' },
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'bold' }],
              },
            ],
          },
          { type: 'mathBlock', attrs: { latex: 'a<b' } },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }] },
            ],
          },
          {
            type: 'table',
            content: [
              {
                type: 'tableRow',
                content: [
                  {
                    type: 'tableHeader',
                    attrs: { colspan: 2, align: 'center' },
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'H' }] }],
                  },
                ],
              },
            ],
          },
          { type: 'signatureField', attrs: { id: 'fld_1', fieldType: 'signature' } },
        ],
      },
      { field: (a, block) => `[${a.id}:${block}]` },
    );
    expect(out).toContain('<p dir="auto">&lt;img src=x onerror=alert(1)&gt;<strong>x</strong></p>');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<pre class="math"><code>a&lt;b</code></pre>');
    expect(out).toContain('<ol start="3"><li dir="auto"><p dir="auto">three</p></li></ol>');
    expect(out).toContain('<th colspan="2" class="align-center"><p dir="auto">H</p></th>');
    expect(out).toContain('[fld_1:true]');
  });
});
