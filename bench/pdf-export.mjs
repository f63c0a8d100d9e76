#!/usr/bin/env node
// Export speed: renderPdf and renderDocx on a ~20-page authored document (headings, marked-up paragraphs,
// nested lists, quotes, code, a table every few sections, inline and display math, signature fields).
// A warm-up of --warmup (default 3) exports each (JIT, font loading), then --runs (default 5) timed exports;
// prints the median ms per export and the pages.
//
// Runs on the BUILT server modules: build first with `cd server && npx tsc -p tsconfig.build.json`, then
// `node bench/pdf-export.mjs [--runs 5] [--warmup 3] [--sections 24] [--out /tmp/bench.pdf]`.
// Without a build (e.g. while other files do not compile), run the TypeScript sources through tsx instead:
// `node --import tsx bench/pdf-export.mjs --src` (tsx is a dev dependency of the workspace root and of server).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    sections: { type: 'string', default: '24' },
    src: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = opts.src
  ? path.join(root, 'server/src/pdf/export/index.ts')
  : path.join(root, 'server/dist/pdf/export/index.js');
if (!fs.existsSync(entry)) {
  console.error(
    `${path.relative(root, entry)} is missing: build the server (cd server && npx tsc -p tsconfig.build.json) or pass --src under node --import tsx`,
  );
  process.exit(1);
}
const { renderPdf, renderDocx, countPdfPages } = await import(pathToFileURL(entry).href);

// -- the document --------------------------------------------------------------------------------------------------

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.';
const text = (t, ...marks) =>
  marks.length ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) } : { type: 'text', text: t };
const p = (...content) => ({ type: 'paragraph', content });
const li = (...content) => ({ type: 'listItem', content });
const cell = (t, header = false) => ({ type: header ? 'tableHeader' : 'tableCell', content: [p(text(t))] });

function section(n) {
  const blocks = [
    { type: 'heading', attrs: { level: 2 }, content: [text(`${n}. Section on clause ${n}`)] },
    p(
      text('The parties agree that '),
      text('Confidential Information', 'bold'),
      text(' means '),
      text('all information', 'italic'),
      text(` disclosed under section ${n}. `),
      text(LOREM),
    ),
    p(
      text('The fee is computed as '),
      { type: 'mathInline', attrs: { latex: 'F = \\sum_{i=1}^{n} p_i \\times q_i' } },
      text(' where '),
      { type: 'mathInline', attrs: { latex: 'p_i \\ge 0' } },
      text(`, see the table below. ${LOREM}`),
    ),
    {
      type: 'bulletList',
      content: [
        li(
          p(
            text('Obligations of the discloser, with a '),
            { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://example.com/terms' } }] },
            text('.'),
          ),
        ),
        li(p(text('Obligations of the recipient')), {
          type: 'bulletList',
          content: [
            li(p(text('Keep it secret'))),
            li(p(text('Use it only for the purpose')), {
              type: 'orderedList',
              content: [li(p(text('Within the company'))), li(p(text('Within advisors')))],
            }),
          ],
        }),
        li(p(text('Term and termination'))),
      ],
    },
    { type: 'mathBlock', attrs: { latex: '\\int_0^\\infty e^{-\\lambda t} dt = \\frac{1}{\\lambda}' } },
    p(text(LOREM), text(' '), text(LOREM)),
  ];
  if (n % 3 === 0) {
    const rows = [{ type: 'tableRow', content: ['Item', 'Quantity', 'Price', 'Notes'].map((t) => cell(t, true)) }];
    for (let r = 1; r <= 8; r++)
      rows.push({
        type: 'tableRow',
        content: [
          cell(`Item ${r}`),
          cell(String(r * 3)),
          cell(`${(r * 19.5).toFixed(2)} €`),
          cell(r % 3 ? 'Standard terms apply.' : LOREM.slice(0, 120)),
        ],
      });
    blocks.push({ type: 'table', content: rows });
  }
  if (n % 4 === 0) blocks.push({ type: 'blockquote', content: [p(text(LOREM))] });
  if (n % 5 === 0)
    blocks.push({
      type: 'codeBlock',
      attrs: { language: 'json' },
      content: [{ type: 'text', text: '{\n  "clause": ' + n + ',\n  "parties": ["Acme Ltd", "Globex Inc."]\n}' }],
    });
  return blocks;
}

const sections = Number(opts.sections);
const content = [];
for (let n = 1; n <= sections; n++) content.push(...section(n));
content.push({
  type: 'signatureField',
  attrs: { id: 'fld_1', recipientId: null, fieldType: 'signature', label: 'Signature', required: true },
});
const doc = { title: 'Master Services Agreement — benchmark', content: { type: 'doc', content } };

// -- timing --------------------------------------------------------------------------------------------------------

const runs = Math.max(1, Number(opts.runs));
const warmup = Math.max(1, Number(opts.warmup));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function time(fn) {
  for (let i = 0; i < warmup; i++) await fn();
  const ms = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await fn();
    ms.push(performance.now() - t);
  }
  return { ms, last };
}

const pdf = await time(() => renderPdf(doc, 'installation'));
const docx = await time(() => renderDocx(doc, 'installation'));
const count = await time(() => countPdfPages(doc));
if (opts.out) fs.writeFileSync(opts.out, pdf.last.bytes);

const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
console.log(
  `document: ${sections} sections, ${JSON.stringify(doc.content).length} characters of JSON (${opts.src ? 'src via tsx' : 'server/dist'})`,
);
console.log(
  `renderPdf : median ${median(pdf.ms).toFixed(1)} ms per export, ${pdf.last.pageCount} pages, ${(pdf.last.bytes.length / 1024).toFixed(0)} KiB  [${fmt(pdf.ms)}]`,
);
console.log(`            ${(median(pdf.ms) / pdf.last.pageCount).toFixed(2)} ms per page`);
console.log(
  `countPdfPages (layout only): median ${median(count.ms).toFixed(1)} ms, ${count.last} pages  [${fmt(count.ms)}]`,
);
console.log(
  `renderDocx: median ${median(docx.ms).toFixed(1)} ms per export, ${(docx.last.length / 1024).toFixed(0)} KiB  [${fmt(docx.ms)}]`,
);
