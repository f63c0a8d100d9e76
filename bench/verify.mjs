#!/usr/bin/env node
// `npm run bench:verify [-- --runs 3 --entries 20000]`: how long one POST /public/verify holds a worker on a 25 MB
// file. Times the pool's readSeals job itself (the file's SHA-256 and every signature checked, as a worker runs it)
// on this thread, per input, each at the 25 MB bound:
//   - a sealed PDF (an executed document whose snapshot carries 24.7 MB of incompressible data)
//   - the hostile shape: one 4 MB signature span, its /ByteRange written --entries times, padded to 25 MB
//   - that sealed PDF with one more signature entry appended, a distinct range over nearly the whole file (a
//     readable CMS: digested too; the most digesting the bounds let through), then with 31 more (refused)
//   - 24 signatures, each with 1 MB of contents
// Prints, per input, the answer (the verdicts, or the refusal) and the median and worst of --runs. Goal: none holds
// the worker more than a second or two. Runs on the BUILT server modules (server/dist).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { median, root, serverRequire } from './support.mjs';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, entries: { type: 'string', default: '20000' } },
});
const dist = (p) => import(path.join(root, 'server/dist', p));
if (!fs.existsSync(path.join(root, 'server/dist/work/jobs.js')))
  throw new Error('server/dist is missing: build first (node scripts/bootstrap.mjs)');
const { jobs } = await dist('work/jobs.js');
const { executePdf } = await dist('pdf/seal/execute.js');
const { freshIdentity, sampleEnvelope } = await dist('pdf/seal/fixtures.js');
const { PDFDocument, StandardFonts } = serverRequire('pdf-lib');

const MAX = 25 * 1024 * 1024;
const f0 = (n) => n.toFixed(0);

/** A one-page PDF carrying `bytes` bytes of incompressible data in an unreferenced stream. */
async function heavyPdf(bytes) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('A large executed document', { x: 72, y: 700, size: 12, font });
  doc.context.register(doc.context.stream(randomBytes(bytes)));
  return doc.save({ useObjectStreams: false });
}

const pad = (head, tail) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, MAX - head.length - tail.length), 0x20), tail]);

const identity = await freshIdentity();
const snapshot = await heavyPdf(MAX - 300 * 1024);
const { stamps, certificate } = sampleEnvelope(1, 1, createHash('sha256').update(snapshot).digest('hex'));
const sealed = Buffer.from((await executePdf({ pdf: snapshot, stamps, certificate, identity })).pdf);

const inputs = [];
inputs.push(['sealed PDF', sealed]);
{
  const head = Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Contents ',
  );
  const b = head.length;
  const c = b + 4 * 1024 * 1024 + 2;
  const entry = Buffer.from(`/ByteRange [0 ${b} ${c} 0]\n`);
  const entries = Number(opts.entries);
  inputs.push([
    `hostile: 4 MB span × ${entries} /ByteRange`,
    pad(
      Buffer.concat([
        head,
        Buffer.from('<'),
        Buffer.alloc(4 * 1024 * 1024, '0'),
        Buffer.from('>\n'),
        Buffer.concat(Array.from({ length: entries }, () => entry)),
      ]),
      Buffer.from('>>\nendobj\n%%EOF\n'),
    ),
  ]);
}
{
  const m = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(sealed.toString('latin1'));
  const [b, c, d] = m.slice(1, 4).map(Number);
  const more = Array.from({ length: 31 }, (_, i) => Buffer.from(`/ByteRange [0 ${b} ${c} ${d - 1 - i}]\n`));
  inputs.push(['sealed PDF + 1 range over the whole file', Buffer.concat([sealed, more[0]])]);
  inputs.push(['sealed PDF + 31 ranges over the whole file', Buffer.concat([sealed, ...more])]);
}
{
  const parts = [Buffer.from('%PDF-1.7\n')];
  let at = parts[0].length;
  for (let i = 0; i < 24; i++) {
    const head = Buffer.from(`${i + 1} 0 obj\n<< /Type /Sig /Contents `);
    const b = at + head.length;
    const c = b + 1024 * 1024 + 2;
    const tail = Buffer.from(` /ByteRange [0 ${b} ${c} 0] >>\nendobj\n`);
    parts.push(head, Buffer.from('<'), Buffer.alloc(1024 * 1024, '0'), Buffer.from('>'), tail);
    at = c + tail.length;
  }
  inputs.push(['24 signatures × 1 MB of contents', pad(Buffer.concat(parts), Buffer.from('%%EOF\n'))]);
}

console.log('input'.padEnd(48) + 'size MB  answer'.padEnd(52) + 'median ms  worst ms');
for (const [name, bytes] of inputs) {
  const times = [];
  let answer;
  for (let i = 0; i < Number(opts.runs); i++) {
    const t0 = performance.now();
    try {
      const out = await jobs.readSeals(new Uint8Array(bytes));
      answer = `${out.seals.length} seal(s): ${out.seals
        .map((s) => (s.valid ? 'valid' : s.reason?.slice(0, 30)))
        .slice(0, 2)
        .join(', ')}`;
    } catch (e) {
      answer = `refused: ${e.message.slice(0, 38)}`;
    }
    times.push(performance.now() - t0);
  }
  console.log(
    `${name.padEnd(48)}${(bytes.length / 1048576).toFixed(1).padStart(7)}  ${answer.slice(0, 50).padEnd(50)}${f0(median(times)).padStart(9)}${f0(Math.max(...times)).padStart(10)}`,
  );
}
