#!/usr/bin/env node
// `npm run bench:pages [-- --rounds 3]`: what the public pages weigh and how long they take to open on a slow
// phone network. The built server (a real process) serves an authored document's signing page, its viewer page,
// a PDF's viewer page and /docs; Chromium opens each with an empty cache on simulated Fast 3G (the devtools
// protocol's Network.emulateNetworkConditions: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up) and reports
// the bytes transferred (what went over the wire, compressed or not) and the time until the page is usable (its
// document or form drawn). Each page twice: as a browser asks for it (Accept-Encoding: gzip, deflate, br), and
// with `identity` forced, i.e. as the pages went before they were compressed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchKey, median, root, startDossier, tempDir } from './support.mjs';

const { chromium } = createRequire(path.join(root, 'test/package.json'))('playwright-core');
const { PDFDocument, StandardFonts } = createRequire(path.join(root, 'server/package.json'))('pdf-lib');
const { values: opts } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Math.max(1, Number(opts.rounds));

// Chrome DevTools' "Fast 3G" preset.
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = tempDir('pages');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '1000000' };
const server = await startDossier(env);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  const key = server.key ?? benchKey(env);
  const call = async (method, url, body, headers = {}) => {
    const raw = Buffer.isBuffer(body);
    const res = await fetch(`${server.origin}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body && !raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };
  const lorem =
    'The company grew revenue in every quarter of the year, and the board approved the plan for the next round of hiring. ';
  const markdown = Array.from(
    { length: 8 },
    (_, i) => `## Part ${i + 1}\n\n${lorem.repeat(4)}\n\n${lorem.repeat(3)}`,
  ).join('\n\n');

  // An authored document: shared by a link, and sent for signing (a text field and a signature for its signer).
  const authored = await call('POST', '/documents', {
    title: 'Consulting agreement',
    markdown,
    recipients: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
  });
  const r = authored.recipients[0];
  const content = {
    type: 'doc',
    content: [
      ...Array.from({ length: 8 }, (_, i) => [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Part ${i + 1}` }] },
        { type: 'paragraph', content: [{ type: 'text', text: lorem.repeat(5) }] },
      ]).flat(),
      {
        type: 'signatureField',
        attrs: { recipientId: r.id, fieldType: 'signature', label: 'Signature', required: true },
      },
    ],
  };
  await call('PATCH', `/documents/${authored.id}`, { content });
  const envelope = await call('POST', '/envelopes', { documentId: authored.id });
  const signingUrl = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).recipients[0].signingUrl;
  const viewLink = await call('POST', '/links', { name: 'Bench', documentId: authored.id, requireEmail: false });

  // A 12-page PDF shared by a link.
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= 12; p++) {
    const page = pdf.addPage([595, 842]);
    for (let l = 0; l < 40; l++)
      page.drawText(`${p}.${l + 1} ${lorem.slice(0, 80)}`, { x: 50, y: 790 - l * 18, size: 10, font });
  }
  const pdfDoc = await call('POST', '/documents/upload?title=Deck', Buffer.from(await pdf.save()), {
    'content-type': 'application/pdf',
    'x-filename': 'deck.pdf',
  });
  const pdfLink = await call('POST', '/links', {
    name: 'Bench PDF',
    documentId: pdfDoc.id,
    requireEmail: false,
    watermark: false,
  });

  const pages = [
    {
      name: 'signing page (authored)',
      url: new URL(new URL(signingUrl).pathname, server.origin).toString(),
      ready: '#consent-check',
    },
    { name: 'viewer (authored)', url: `${server.origin}/v/${viewLink.slug}`, ready: '.view-section' },
    { name: 'viewer (PDF, 12 pages)', url: `${server.origin}/v/${pdfLink.slug}`, ready: '.view-page.is-ready' },
    { name: '/docs', url: `${server.origin}/docs`, ready: '[data-section-id^="operation/"]' },
  ];

  /** One cold load: bytes over the wire (every response's encoded length), requests, and ms until `ready` shows. */
  async function load(page, encoding) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    if (encoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
    // Counted per request the context sees (the page's and its workers': pdf.js's worker is fetched by one).
    let bytes = 0;
    let requests = 0;
    const sized = [];
    context.on('requestfinished', (req) => {
      requests++;
      sized.push(
        req
          .sizes()
          .then((z) => (bytes += z.responseBodySize + z.responseHeadersSize))
          .catch(() => undefined),
      );
    });
    const t0 = performance.now();
    // Usable: its scripts ran (the load event) and what it shows is drawn.
    await tab.goto(page.url, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForSelector(page.ready, { timeout: 120_000 });
    const ms = performance.now() - t0;
    // What is still arriving for this state (the PDF's pages, a chunk) counts in its weight.
    await tab.waitForLoadState('networkidle').catch(() => undefined);
    await Promise.all(sized);
    await context.close();
    return { bytes, requests, ms };
  }

  const rows = [];
  for (const page of pages) {
    for (const [mode, encoding] of [
      ['compressed', null],
      ['identity', 'identity'],
    ]) {
      const runs = [];
      for (let i = 0; i < rounds; i++) runs.push(await load(page, encoding));
      rows.push({
        page: page.name,
        mode,
        kb: median(runs.map((x) => x.bytes)) / 1024,
        requests: median(runs.map((x) => x.requests)),
        ms: median(runs.map((x) => x.ms)),
      });
    }
  }
  console.log(
    `\nPages on simulated Fast 3G (Chromium, cold cache, 390×844; median of ${rounds}). Transferred = bytes on the wire.\n`,
  );
  console.log(
    `${'page'.padEnd(26)} ${'encoding'.padEnd(11)} ${'transferred'.padStart(12)} ${'requests'.padStart(9)} ${'usable after'.padStart(13)}`,
  );
  for (const r of rows)
    console.log(
      `${r.page.padEnd(26)} ${r.mode.padEnd(11)} ${`${r.kb.toFixed(1)} KB`.padStart(12)} ${String(r.requests).padStart(9)} ${`${(r.ms / 1000).toFixed(2)} s`.padStart(13)}`,
    );
} finally {
  await browser.close();
  await server.stop();
}
