// The PDF export's bytes, pinned: each document of `goldenDocuments()` (every node type, marks, lists nested past
// the depth limit, tables that repeat their header and rows taller than a page, signature blocks pushed to the next
// page, code across pages, Greek, Cyrillic, Hebrew, Arabic, CJK, emoji, words longer than a line) is rendered with
// the clock pinned (pdf-lib stamps CreationDate and ModDate from it; nothing else in the file varies) and its
// SHA-256 compared with golden-hashes.json. A refactoring of the engine must leave every hash as it is.
//
// The bytes also depend on pdf-lib, fontkit, the DejaVu fonts and Node's zlib: after upgrading one of those (and
// only then), look at the PDFs (the test writes them to $DOSSIER_PDF_GOLDEN_OUT when set) and record the new
// hashes with DOSSIER_UPDATE_PDF_GOLDEN=1 npx vitest run src/pdf/export/golden.test.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetMonotonicClock } from '../../platform/clock.js';
import { goldenDocuments } from './fixtures.js';
import { countPdfPages, renderPdf } from './pdf.js';

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden-hashes.json');
const CLOCK = new Date('2026-01-02T03:04:05.000Z');

type Golden = Record<string, { sha256: string; pageCount: number; bytes: number }>;

const update = process.env.DOSSIER_UPDATE_PDF_GOLDEN === '1';
const out = process.env.DOSSIER_PDF_GOLDEN_OUT;
const golden: Golden = update ? {} : (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden);
const seen: Golden = {};

describe('renderPdf golden bytes', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CLOCK);
  });
  afterAll(() => {
    vi.useRealTimers();
    resetMonotonicClock();
    if (update) writeFileSync(GOLDEN, `${JSON.stringify(seen, null, 2)}\n`);
  });

  const docs = goldenDocuments();

  it('covers the same documents as the recorded hashes', () => {
    if (!update) expect(Object.keys(docs).sort()).toEqual(Object.keys(golden).sort());
  });

  for (const [name, doc] of Object.entries(docs)) {
    it(`${name}: the bytes are the recorded ones`, async () => {
      const { bytes, pageCount } = await renderPdf(doc);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      seen[name] = { sha256, pageCount, bytes: bytes.length };
      if (out) {
        mkdirSync(out, { recursive: true });
        writeFileSync(path.join(out, `${name}.pdf`), bytes);
      }
      expect(await countPdfPages(doc)).toBe(pageCount);
      if (!update) expect(seen[name]).toEqual(golden[name]);
    });
  }

  it('the clock is the only thing that varies between runs', async () => {
    // a Latin-only document: the dates sit in a compressed object stream, whose length a different date can change
    // by a byte or two once a document carries more objects (the fallback faces of the CJK in `rich`)
    const doc = docs.contract;
    const a = await renderPdf(doc);
    vi.setSystemTime(new Date(CLOCK.getTime() + 86_400_000));
    const b = await renderPdf(doc);
    vi.setSystemTime(CLOCK);
    const c = await renderPdf(doc);
    expect(Buffer.from(c.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(false);
    expect(b.bytes.length).toBe(a.bytes.length);
  });
});
