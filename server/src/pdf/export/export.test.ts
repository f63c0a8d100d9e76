import { inflateRawSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-tools.js';
import type { DocContent, DocNodeBlock, DocNodeTableRow } from '../../generated/api/types.gen.js';
import { renderDocx } from './docx.js';
import { LOREM, longDocument, richDocument } from './fixtures.js';
import { fontLoadCount, loadFaces } from './fonts.js';
import { countPdfPages, renderPdf } from './pdf.js';

/** The entries of a zip archive (stored or deflated), enough to read a .docx. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataStart, dataStart + size);
    out.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const para = (text: string): DocNodeBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
/** A table cell, or a header cell, of one paragraph. */
const cell = <T extends 'tableCell' | 'tableHeader' = 'tableCell'>(text: string, type = 'tableCell' as T) => ({
  type,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

describe('renderPdf', () => {
  it('renders every node type as real, extractable text with page numbers', async () => {
    const { bytes, pageCount } = await renderPdf(richDocument());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pageCount).toBeGreaterThan(0);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBe(pageCount);
    const all = pages.join('\n');

    // every node's text, in one list
    for (const text of [
      // title and headings
      'Mutual Non-Disclosure Agreement',
      ...['Heading One', 'Heading Two', 'Heading Three', 'Heading Four', 'Heading Five', 'Heading Six'],
      // paragraph text across marks
      'This agreement is made between Acme Ltd and Globex Inc. with bold italic text',
      // unicode, including characters no DejaVu face has (drawn with the Noto face of their script)
      'Zoë — 日本語 → ∑',
      'Ελληνικά, Кириллица',
      // lists: three levels of bullets and numbers
      '• Bullet level one A',
      '◦ Bullet level two A',
      '▪ Bullet level three B',
      '1. Ordered one',
      '3. Ordered three',
      'a. Nested ordered A',
      'ii. Deep ordered ii',
      // quote, code (wrapped), table cells, math, signature fields
      'Second quoted paragraph.',
      'function add(a: number, b: number): number {',
      'wrapped inside the code block area',
      ...['Party', 'Role', 'Obligations', 'Acme Ltd', 'Discloser', 'Globex Inc.'],
      'Keeps it secret for five years',
      'Notify breaches within 48 hours.',
      'α + β ≤ γ',
      '∑ᵢ₌₁ⁿ i = (n(n+1))/2',
      'E = mc²',
      'Signature of the Discloser *',
      'Signature field · required',
      'I agree to the terms',
    ])
      expect(all, text).toContain(text);
    // links, sub/superscript
    expect(all).toMatch(/struck, underlined, H2O and x2, and a link to the terms\./);
    // hard break
    expect(all).toMatch(/First line\nsecond line after a hard break/);
    // footers
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pageCount}`);
    });

    // fonts are embedded DejaVu subsets with ToUnicode maps (plus a Noto subset for the Japanese, and the Type 3 font
    // of missing glyphs); no standard 14 font
    const parsed = await PDFDocument.load(bytes);
    const fonts: { base: string; subtype: string; embedded: boolean; toUnicode: boolean }[] = [];
    for (const [, obj] of parsed.context.enumerateIndirectObjects()) {
      if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
      const subtype = String(obj.get(PDFName.of('Subtype')));
      if (subtype === '/CIDFontType2' || subtype === '/CIDFontType0') continue; // descendant of a Type0 font
      let embedded = false;
      const descendants = obj.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      if (descendants) {
        const cid = descendants.lookup(0, PDFDict);
        const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
        embedded = !!(descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3')));
      }
      fonts.push({
        base: String(obj.get(PDFName.of('BaseFont')) ?? ''),
        subtype,
        embedded: embedded || subtype === '/Type3',
        toUnicode: !!obj.get(PDFName.of('ToUnicode')),
      });
    }
    expect(fonts.length).toBeGreaterThan(3);
    for (const f of fonts) {
      expect(f.embedded && f.toUnicode).toBe(true);
      if (f.subtype === '/Type0') expect(f.base).toMatch(/^\/[A-Z]{6}\+(DejaVuSans|NotoSans)/);
      else expect(f.subtype).toBe('/Type3');
    }
    expect(fonts.map((f) => f.base)).toEqual(
      expect.arrayContaining([expect.stringMatching(/DejaVuSans-Bold$/), expect.stringMatching(/DejaVuSansMono$/)]),
    );
    // the link is an annotation
    const annots = parsed
      .getPages()
      .flatMap((page) => page.node.Annots()?.asArray() ?? [])
      .map((ref) => parsed.context.lookup(ref, PDFDict));
    expect(
      annots.map((a) => a.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString).decodeText()),
    ).toContain('https://example.com/terms');
  });

  it('paginates a long document, numbering every page', async () => {
    const { bytes, pageCount } = await renderPdf(longDocument(300));
    expect(pageCount).toBeGreaterThan(15);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBe(pageCount);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pageCount}`);
    });
    expect(pages[0]).toContain('Paragraph 1.');
    expect(pages[pageCount - 1]).toContain('Paragraph 300.');
    // nothing lost between pages
    const all = pages.join('\n');
    for (let i = 1; i <= 300; i++) expect(all).toContain(`Paragraph ${i}.`);
    expect(await countPdfPages(longDocument(300))).toBe(pageCount);
  });

  it('splits a long table across pages and repeats its header row', async () => {
    const rows: DocNodeTableRow[] = [
      { type: 'tableRow', content: ['Item', 'Description'].map((text) => cell(text, 'tableHeader')) },
    ];
    for (let i = 1; i <= 120; i++)
      rows.push({ type: 'tableRow', content: [`Row ${i}`, `Description of row ${i}`].map((text) => cell(text)) });
    const doc = { title: 'Table', content: { type: 'doc', content: [{ type: 'table', content: rows }] } as DocContent };
    const { bytes, pageCount } = await renderPdf(doc);
    expect(pageCount).toBeGreaterThan(2);
    const pages = await pdfPages(bytes);
    for (const text of pages) expect(text).toMatch(/Item Description/);
    const all = pages.join('\n');
    for (let i = 1; i <= 120; i++) expect(all).toContain(`Description of row ${i}`);
  });

  it('splits a table row taller than a page between lines', async () => {
    const long = Array.from({ length: 90 }, (_, i) => `Line ${i + 1} of a very tall cell.`).join(' ');
    const doc = {
      title: 'Tall',
      content: {
        type: 'doc',
        content: [
          { type: 'table', content: [{ type: 'tableRow', content: [cell('Short'), cell(long + ' ' + long)] }] },
        ],
      } as DocContent,
    };
    const { bytes, pageCount } = await renderPdf(doc);
    expect(pageCount).toBeGreaterThan(1);
    const all = (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ');
    expect(all).toContain('Line 90 of a very tall cell.');
  });

  it('copes with empty, odd and deeply nested content', async () => {
    const empty = await renderPdf({ title: '', content: { type: 'doc', content: [] } });
    expect(empty.pageCount).toBe(1);
    expect((await pdfPages(empty.bytes))[0]).toContain('Page 1 of 1');

    let deep: DocNodeBlock = para('bottom of the well');
    for (let i = 0; i < 300; i++)
      deep =
        i % 2
          ? { type: 'blockquote', content: [deep] }
          : { type: 'bulletList', content: [{ type: 'listItem', content: [deep] }] };
    const word = 'x'.repeat(2000);
    const doc = {
      title: 'Odd \u0000 title \uD800',
      content: {
        type: 'doc',
        content: [
          deep,
          para(word),
          para('tab\there\u0007 bell'),
          { type: 'codeBlock' },
          { type: 'heading', attrs: { level: 9 } },
          {
            type: 'table',
            content: [
              {
                type: 'tableRow',
                content: [{ type: 'tableCell', attrs: { colspan: 3, rowspan: 9 }, content: [para('spanning')] }],
              },
            ],
          },
          { type: 'mathBlock', attrs: { latex: '\\frac{' } },
          {
            type: 'orderedList',
            attrs: { start: 0 },
            content: [{ type: 'listItem', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }] }],
          },
        ],
      } as DocContent,
    };
    const { bytes, pageCount } = await renderPdf(doc);
    expect(pageCount).toBeGreaterThan(0);
    const all = (await pdfPages(bytes)).join('\n');
    expect(all).toContain('bottom of the well');
    expect(all.replace(/\s/g, '')).toContain(word);
    expect(all).toContain('spanning');
  });

  it('keeps characters no font has as text, within bounds', async () => {
    // private-use characters: no face, DejaVu or Noto, draws them
    const many = Array.from({ length: 5000 }, (_, i) => String.fromCodePoint(0xf0000 + i)).join('');
    const { bytes, pageCount } = await renderPdf({
      title: 'Private use',
      content: { type: 'doc', content: [para(many)] },
    });
    expect(pageCount).toBeGreaterThan(1);
    const all = (await pdfPages(bytes)).join('').replace(/\s|Page \d+ of \d+/g, '');
    expect(all).toContain(many.slice(0, 4000));
    expect(all).toContain('\uFFFD'); // past 4096 distinct missing characters
  });

  it('loads the fonts once per process', async () => {
    const a = await loadFaces();
    await renderPdf({ title: 'x', content: { type: 'doc', content: [para(LOREM)] } });
    expect(await loadFaces()).toBe(a);
    expect(fontLoadCount()).toBe(1);
  });
});

describe('renderDocx', () => {
  it('writes Word styles, lists, tables, math and a page-number footer', async () => {
    const bytes = await renderDocx(richDocument());
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    const files = unzip(bytes);
    const doc = files.get('word/document.xml')!;
    expect(doc).toBeDefined();
    // every part of the body, in one list
    for (const xml of [
      '<w:pStyle w:val="Title"/>',
      ...[1, 2, 3, 4, 5, 6].map((l) => `<w:pStyle w:val="Heading${l}"/>`),
      'Mutual Non-Disclosure Agreement — Zoë &amp; Co',
      'Unicode: Zoë — 日本語 → ∑',
      '>Acme Ltd</w:t>',
      // lists: numbering at three levels
      '<w:numPr><w:ilvl w:val="2"/>',
      'Bullet level three A',
      // quote, code, math, table with a repeating header row
      '<w:pStyle w:val="Quote"/>',
      '<w:pStyle w:val="Code"/>',
      '<w:pStyle w:val="MathBlock"/>',
      '∑ᵢ₌₁ⁿ i = (n(n+1))/2',
      'α + β ≤ γ',
      '<w:tbl>',
      '<w:tblHeader/>',
      '<w:gridSpan w:val="2"/>',
      'Notify breaches within 48 hours.',
      'Signature of the Discloser *',
      '<w:hyperlink',
    ])
      expect(doc, xml).toContain(xml);
    expect(doc).toMatch(/<w:b\/>.*?>Acme Ltd</);
    expect(files.get('word/numbering.xml')).toMatch(/w:numFmt w:val="lowerRoman"/);
    expect(files.get('word/numbering.xml')).toMatch(/w:numFmt w:val="bullet"/);
    expect(files.get('word/_rels/document.xml.rels')).toContain('https://example.com/terms');
    expect(files.get('word/styles.xml')).toContain('w:styleId="Quote"');
    // footer: Page {PAGE} of {NUMPAGES}
    const footerName = [...files.keys()].find((n) => /^word\/footer\d*\.xml$/.test(n))!;
    const footer = files.get(footerName)!;
    expect(footer).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/);
    expect(footer).toMatch(/NUMPAGES/);
    expect(footer).toContain('Page ');
  });

  it('copes with deep nesting and empty content', async () => {
    let deep: DocNodeBlock = para('bottom of the well');
    for (let i = 0; i < 300; i++)
      deep =
        i % 2
          ? { type: 'blockquote', content: [deep] }
          : { type: 'orderedList', content: [{ type: 'listItem', content: [deep] }] };
    const doc = unzip(
      await renderDocx({
        title: 'Deep',
        content: {
          type: 'doc',
          content: [
            deep,
            { type: 'codeBlock' },
            {
              type: 'table',
              content: [
                { type: 'tableRow', content: [{ type: 'tableCell', attrs: { rowspan: 5 }, content: [para('x')] }] },
              ],
            },
          ],
        } as DocContent,
      }),
    ).get('word/document.xml')!;
    expect(doc).toContain('bottom of the well');
    expect(
      unzip(await renderDocx({ title: '', content: { type: 'doc', content: [] } })).get('word/document.xml'),
    ).toContain('<w:body>');
  });

  it('produces well-formed XML for hostile text', async () => {
    const bytes = await renderDocx({
      title: 'a <b> & "c"',
      content: { type: 'doc', content: [para('ctrl \u0001\u0002 lone \uDC00 <tag> & done')] },
    });
    const doc = unzip(bytes).get('word/document.xml')!;
    expect(doc).toContain('ctrl  lone \uFFFD &lt;tag&gt; &amp; done');
    expect(doc).not.toMatch(/[\u0000-\u0008]/);
  });
});
