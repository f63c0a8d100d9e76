// What the PDF export does at page ends and at the top, read back from the PDF per page: the title is not printed
// twice, a heading is never left alone at the foot of a page, a signature block is never cut in two. Each case is
// laid out after every amount of filler from "fits easily" to "spills over", so the page end falls at each point.
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-tools.js';
import type { DocContent, DocNodeBlock } from '../../generated/api/types.gen.js';
import { renderDocx } from './docx.js';
import { filler } from './fixtures.js';
import { renderPdf } from './pdf.js';

const text = (t: string) => ({ type: 'text' as const, text: t });
const para = (t: string): DocNodeBlock => ({ type: 'paragraph', content: [text(t)] });
const heading = (level: number, t: string): DocNodeBlock =>
  ({ type: 'heading', attrs: { level }, content: [text(t)] }) as DocNodeBlock;
const field = (fieldType: string, label: string): DocNodeBlock =>
  ({ type: 'signatureField', attrs: { fieldType, label, required: true, recipientId: 'rcp_1' } }) as DocNodeBlock;
const doc = (title: string, content: DocNodeBlock[]) => ({ title, content: { type: 'doc', content } as DocContent });

/** Index of the first page containing each needle (-1 when none does). */
const pageOf = (pages: string[], needles: string[]) => needles.map((n) => pages.findIndex((p) => p.includes(n)));

/** Lays out `after` behind 1…`max` lines of filler; returns, per amount, the pages the needles are on. */
async function sweep(
  after: DocNodeBlock[],
  needles: string[],
  from: number,
  to: number,
): Promise<{ lines: number; pages: number[]; pageCount: number }[]> {
  const out = [];
  for (let lines = from; lines <= to; lines++) {
    const { bytes, pageCount } = await renderPdf(doc('Sweep', [filler(lines), ...after]));
    out.push({ lines, pages: pageOf(await pdfPages(bytes), needles), pageCount });
  }
  return out;
}

describe('PDF export: the title', () => {
  it('is not printed again above a first heading that says the same; it is printed otherwise', async () => {
    const same = await pdfPages(
      (await renderPdf(doc('Mutual NDA', [heading(1, 'Mutual  nda'), para('Each party may disclose.')]))).bytes,
    );
    expect(same[0].match(/mutual nda/gi)).toHaveLength(1);
    const other = await pdfPages(
      (await renderPdf(doc('Export me', [heading(1, 'Mutual NDA'), para('Each party may disclose.')]))).bytes,
    );
    expect(other[0]).toMatch(/^Export me\nMutual NDA\nEach party may disclose\./);
    const none = await pdfPages((await renderPdf(doc('Side letter', [para('Mutual NDA is mentioned here.')]))).bytes);
    expect(none[0]).toMatch(/^Side letter\nMutual NDA is mentioned here\./);
  });

  it('the DOCX export follows the same rule', async () => {
    const titles = async (title: string, content: DocNodeBlock[]) => {
      const bytes = Buffer.from(await renderDocx(doc(title, content)));
      // the Title style appears once in styles.xml; each use in document.xml is a paragraph property
      const { inflateRawSync } = await import('node:zlib');
      const at = bytes.indexOf('word/document.xml');
      const local = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), at);
      const size = bytes.readUInt32LE(local + 18);
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const xml = (
        bytes.readUInt16LE(local + 8) === 8
          ? inflateRawSync(bytes.subarray(start, start + size))
          : bytes.subarray(start, start + size)
      ).toString('utf8');
      return (xml.match(/<w:pStyle w:val="Title"\/>/g) ?? []).length;
    };
    expect(await titles('Mutual NDA', [heading(1, 'Mutual NDA'), para('x')])).toBe(0);
    expect(await titles('Export me', [heading(1, 'Mutual NDA'), para('x')])).toBe(1);
  });
});

describe('PDF export: a heading stays with what follows it', () => {
  const table: DocNodeBlock = {
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [
          { type: 'tableHeader', content: [para('Instalment')] },
          { type: 'tableHeader', content: [para('Conditions of payment')] },
        ],
      },
      {
        type: 'tableRow',
        content: [
          { type: 'tableCell', content: [para('First')] },
          { type: 'tableCell', content: [para('Due on signing. '.repeat(30))] },
        ],
      },
    ],
  } as DocNodeBlock;
  const cases: [string, DocNodeBlock[], string[]][] = [
    ['a table', [heading(2, 'Schedule of payments'), table], ['Schedule of payments', 'Instalment']],
    [
      'a code block',
      [
        heading(3, 'Configuration'),
        { type: 'codeBlock', content: [text('port = 8080\nhost = "0.0.0.0"\nworkers = 4')] } as DocNodeBlock,
      ],
      ['Configuration', 'port = 8080'],
    ],
    [
      'another heading and its paragraph',
      [
        heading(2, 'Article 9'),
        heading(3, 'Governing law'),
        para('This agreement is governed by the laws of Iceland.'),
      ],
      ['Article 9', 'Governing law', 'This agreement is governed'],
    ],
    [
      'a paragraph',
      [
        heading(2, 'Termination'),
        para('Either party may end this agreement with thirty days written notice to the other.'),
      ],
      ['Termination', 'Either party may end'],
    ],
  ];
  for (const [what, after, needles] of cases) {
    it(`followed by ${what}, wherever the page ends`, async () => {
      const results = await sweep(after, needles, 30, 48);
      // the sweep really crosses the page end: early amounts fit on page 1, late ones start on page 2
      expect(results[0].pages[0]).toBe(0);
      expect(results[results.length - 1].pages[0]).toBe(1);
      for (const r of results) {
        expect(r.pages, `after ${r.lines} lines of filler`).toEqual(needles.map(() => r.pages[0]));
      }
    });
  }
});

describe('PDF export: a signature block is kept whole', () => {
  it('its heading and name, signature and date fields share one page, wherever the page ends', async () => {
    const block = [
      heading(2, 'Signed for Globex Inc.'),
      field('name', 'Printed name'),
      field('signature', 'Signature of Globex'),
      field('date', 'Date signed'),
    ];
    const needles = ['Signed for Globex Inc.', 'Printed name', 'Signature of Globex', 'Date signed'];
    const results = await sweep(block, needles, 24, 48);
    expect(results[0].pages[0]).toBe(0);
    expect(results[results.length - 1].pages[0]).toBe(1);
    for (const r of results)
      expect(r.pages, `after ${r.lines} lines of filler`).toEqual([r.pages[0], r.pages[0], r.pages[0], r.pages[0]]);
  });

  it('fields without a heading are kept together too; a group taller than a page is laid out as it falls', async () => {
    const fields = [
      field('signature', 'First signature'),
      field('initials', 'Initials here'),
      field('date', 'Date of first signature'),
    ];
    const results = await sweep(fields, ['First signature', 'Initials here', 'Date of first signature'], 34, 46);
    for (const r of results) expect(new Set(r.pages).size, `after ${r.lines} lines of filler`).toBe(1);
    const many = Array.from({ length: 14 }, (_, i) => field('signature', `Signer ${i + 1}`));
    const { bytes } = await renderPdf(doc('Many signers', [para('Intro'), ...many]));
    const pages = await pdfPages(bytes);
    expect(pageOf(pages, ['Signer 1', 'Signer 14'])).toEqual([0, 1]);
  });
});
