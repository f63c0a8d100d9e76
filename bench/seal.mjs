#!/usr/bin/env node
// `npm run bench:seal [-- --runs 7 --warmup 2 --pages 20 --signers 5 --out /tmp/executed.pdf]`: the time to build
// and seal the executed PDF of a 20-page document with 5 signers (goal: under 1 s). Each signer has a signature
// (drawn PNG or typed), name, date, initials and a checkbox (25 stamps), consent records and audit entries; the
// result gets a certificate of evidence appended and a PAdES seal (pdf/seal executePdf). Prints the first call in
// this process (module and font loading included), the median and range of --runs warm calls, the output's pages
// and size, and pdfsig's verdict on it. The sealing identity is generated first, in a temporary SQLite database,
// as at a server's first start (its time is printed apart; it is not part of sealing).
//
// Runs on the BUILT server modules (server/dist): `node scripts/bootstrap.mjs` or `cd server && npx tsc -p tsconfig.build.json`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, root, tempDir } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '2' },
    pages: { type: 'string', default: '20' },
    signers: { type: 'string', default: '5' },
    out: { type: 'string' },
  },
});
const entry = path.join(root, 'server/dist/pdf/seal/index.js');
if (!fs.existsSync(entry)) {
  console.error('server/dist/pdf/seal is missing: build the server first (node scripts/bootstrap.mjs)');
  process.exit(1);
}
const dist = (p) => import(path.join(root, 'server/dist', p));
const { executePdf, loadSealingIdentity, verifyExecutedPdf, sha256Hex } = await dist('pdf/seal/index.js');
const { samplePdf, sampleEnvelope } = await dist('pdf/seal/fixtures.js');
const { openDatabase } = await dist('db/connect.js');

const pages = Number(opts.pages);
const signers = Number(opts.signers);
const dataDir = tempDir('seal');
const db = await openDatabase({ dataDir });
const ms = (t0) => performance.now() - t0;
try {
  let t0 = performance.now();
  const identity = await loadSealingIdentity({ config: {}, db });
  const identityMs = ms(t0);

  const snapshot = await samplePdf(pages);
  const { stamps, certificate } = sampleEnvelope(signers, pages, sha256Hex(snapshot));
  const seal = () => executePdf({ pdf: snapshot, stamps, certificate, identity }, 'installation');

  t0 = performance.now();
  let out = await seal();
  const firstMs = ms(t0);
  for (let i = 0; i < Number(opts.warmup); i++) await seal();
  const times = [];
  for (let i = 0; i < Number(opts.runs); i++) {
    t0 = performance.now();
    out = await seal();
    times.push(ms(t0));
  }

  const file = opts.out ?? path.join(dataDir, 'executed.pdf');
  fs.writeFileSync(file, out.pdf);
  const pdfsig = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  const verdict = pdfsig.error
    ? 'pdfsig not installed'
    : (/Signature Validation: (.*)/.exec(pdfsig.stdout)?.[1] ?? 'no signature found');
  const own = await verifyExecutedPdf(out.pdf);

  const med = median(times);
  console.log(
    `executed PDF: ${pages}-page document, ${signers} signers, ${stamps.length} stamps → ${out.pageCount} pages (${out.pageCount - out.documentPages} of certificate), ${(out.pdf.length / 1024).toFixed(0)} KB`,
  );
  console.log(
    `  build and seal, median of ${times.length}: ${med.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}) — goal under 1000 ms: ${med < 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(`  first call in a fresh process (module and font loading included): ${firstMs.toFixed(0)} ms`);
  console.log(`  sealing identity generated and stored at first start: ${identityMs.toFixed(0)} ms`);
  console.log(
    `  pdfsig: ${verdict}; own verifier: ${own.valid ? 'valid' : `invalid (${own.reason})`}${opts.out ? `; written to ${file}` : ''}`,
  );
} finally {
  await db.close();
  if (!opts.out) fs.rmSync(dataDir, { recursive: true, force: true });
}
