// renderPdf's `fields`: where each signature field of the body landed. Each reported box is checked against the PDF
// itself: the page's content stream must fill a rectangle exactly there (the field's background).
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocContent, DocNodeBlock, DocNodeInline, DocNodeSignatureField } from '../../generated/api/types.gen.js';
import { contractDocument, filler, goldenDocuments, LOREM, richDocument } from './fixtures.js';
import { renderPdf, type PlacedField } from './pdf.js';

const PAGE_W = 595.28;
const PAGE_H = 841.89;

/** The signature-field nodes of a body, depth first. */
function bodyFields(content: DocContent): DocNodeSignatureField['attrs'][] {
  const out: DocNodeSignatureField['attrs'][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; attrs?: unknown; content?: unknown };
    if (n.type === 'signatureField') out.push(n.attrs as DocNodeSignatureField['attrs']);
    if (Array.isArray(n.content)) n.content.forEach(visit);
  };
  content.content.forEach(visit);
  return out;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = page.doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      return inflateSync(stream.contents).toString('latin1');
    })
    .join('\n');
}

/** Per page, the rectangles its content streams fill (`x y w h re f`). */
async function filledRects(bytes: Uint8Array): Promise<[number, number, number, number][][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .map((page) =>
      [...contentOf(page).matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re f\b/g)].map(
        (m) => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number],
      ),
    );
}

/** Checks the fields against the body and against the PDF; returns them. */
async function checked(doc: { title: string; content: DocContent }): Promise<PlacedField[]> {
  const { bytes, pageCount, fields } = await renderPdf(doc);
  const body = bodyFields(doc.content);
  expect(fields.length).toBe(body.length);
  expect(fields.map((f) => f.fieldId).sort()).toEqual(body.map((f) => f.id ?? null).sort());
  const rects = await filledRects(bytes);
  expect(rects.length).toBe(pageCount);
  for (const f of fields) {
    const node = body.find((b) => (b.id ?? null) === f.fieldId)!;
    expect(f.type).toBe(node.fieldType);
    expect(f.recipientId).toBe(node.recipientId ?? null);
    expect(Number.isInteger(f.page) && f.page >= 1 && f.page <= pageCount).toBe(true);
    // inside the page, and inside its margins
    expect(f.width).toBeGreaterThan(0);
    expect(f.height).toBeGreaterThan(0);
    expect(f.x).toBeGreaterThanOrEqual(56.7 - 0.01);
    expect(f.x + f.width).toBeLessThanOrEqual(PAGE_W - 56.7 + 0.01);
    expect(f.y).toBeGreaterThanOrEqual(40);
    expect(f.y + f.height).toBeLessThanOrEqual(PAGE_H - 60 + 0.01);
    // the PDF fills exactly that rectangle on that page
    const hit = rects[f.page - 1].some(
      ([x, y, w, h]) =>
        Math.abs(x - f.x) < 0.011 &&
        Math.abs(y - f.y) < 0.011 &&
        Math.abs(w - f.width) < 0.011 &&
        Math.abs(h - f.height) < 0.011,
    );
    expect(hit, `${f.fieldId} at ${JSON.stringify(f)}`).toBe(true);
  }
  return fields;
}

const text = (t: string): DocNodeInline => ({ type: 'text', text: t });
const para = (t: string): DocNodeBlock => ({ type: 'paragraph', content: [text(t)] });
const field = (
  id: string,
  fieldType: DocNodeSignatureField['attrs']['fieldType'],
  recipientId: string | null = 'rcp_1',
): DocNodeSignatureField => ({
  type: 'signatureField',
  attrs: { id, recipientId, fieldType, label: `Field ${id}`, required: true },
});
const doc = (content: DocNodeBlock[]) => ({ title: 'Fields', content: { type: 'doc', content } as DocContent });

describe('renderPdf fields', () => {
  it('reports every field of a document with each kind, block and inline, where the PDF draws it', async () => {
    const fields = await checked(richDocument());
    expect(fields.map((f) => [f.fieldId, f.type, f.recipientId])).toEqual([
      ['fld_inline', 'initials', null],
      ['fld_sig', 'signature', 'rcp_1'],
      ['fld_date', 'date', 'rcp_1'],
      ['fld_cb', 'checkbox', 'rcp_1'],
    ]);
    const cb = fields.find((f) => f.fieldId === 'fld_cb')!;
    expect([cb.width, cb.height]).toEqual([11, 11]);
    const sig = fields.find((f) => f.fieldId === 'fld_sig')!;
    const date = fields.find((f) => f.fieldId === 'fld_date')!;
    // a signature block flows down the page: the date box sits below the signature box, on the same page
    expect(date.page).toBe(sig.page);
    expect(date.y + date.height).toBeLessThan(sig.y);
  });

  it('reports fields in tables, lists and quotes, and a signature block pushed to page 2 says page 2', async () => {
    const { signatures } = goldenDocuments();
    const fields = await checked(signatures);
    expect(fields.length).toBe(10);
    // the filler fills page 1; the heading and the signature block under it go to page 2 together
    for (const f of fields) expect(f.page).toBe(2);
    expect(fields.map((f) => f.fieldId)).toEqual([
      'fld_name',
      'fld_sig_a',
      'fld_date_a',
      'fld_init',
      'fld_tick',
      'fld_cell',
      'fld_list',
      'fld_att',
      'fld_cb_q',
      'fld_init_b',
    ]);
    expect(fields.find((f) => f.fieldId === 'fld_list')!.recipientId).toBeNull();
  });

  it('moves a field from page 1 to page 2 as the text above it grows', async () => {
    const seen: { lines: number; page: number; y: number; pageCount: number }[] = [];
    for (const lines of [10, 50, 54, 56, 58]) {
      const { pageCount, fields } = await renderPdf(doc([filler(lines), field('fld_s', 'signature') as DocNodeBlock]));
      expect(fields.length).toBe(1);
      seen.push({ lines, page: fields[0].page, y: fields[0].y, pageCount });
    }
    expect(seen[0].page).toBe(1);
    const moved = seen.find((s) => s.page === 2);
    expect(moved, JSON.stringify(seen)).toBeDefined();
    expect(moved!.pageCount).toBe(2);
    // at the top of page 2: above where it was at the foot of page 1
    const last1 = [...seen].reverse().find((s) => s.page === 1)!;
    expect(moved!.y).toBeGreaterThan(last1.y);
    await checked(doc([filler(moved!.lines), field('fld_s', 'signature') as DocNodeBlock]));
  });

  it('reports a field in a header row once, though the header repeats on every page', async () => {
    const cell = (content: DocNodeInline[], header = false) => ({
      type: header ? ('tableHeader' as const) : ('tableCell' as const),
      content: [{ type: 'paragraph' as const, content }],
    });
    const rows = [
      {
        type: 'tableRow' as const,
        content: [
          cell([text('Initial: '), field('fld_head', 'initials') as DocNodeInline], true),
          cell([text('Terms')], true),
        ],
      },
    ];
    for (let i = 0; i < 80; i++)
      rows.push({ type: 'tableRow', content: [cell([text(`Row ${i}`)]), cell([text(LOREM.slice(0, 60))])] });
    const d = doc([{ type: 'table', content: rows }]);
    const { pageCount } = await renderPdf(d);
    expect(pageCount).toBeGreaterThan(1);
    const fields = await checked(d);
    expect(fields).toHaveLength(1);
    expect(fields[0].page).toBe(1);
    // the repeated header draws the same box again on page 2, at the top: not reported a second time
    const page2 = (await filledRects((await renderPdf(d)).bytes))[1];
    expect(
      page2.some(
        ([x, , w, h]) =>
          Math.abs(x - fields[0].x) < 0.011 &&
          Math.abs(w - fields[0].width) < 0.011 &&
          Math.abs(h - fields[0].height) < 0.011,
      ),
    ).toBe(true);
  });

  it('gives a null id to a field without one, and reports none for a body without fields', async () => {
    const d = doc([para('Sign:'), { type: 'signatureField', attrs: { fieldType: 'name' } }]);
    const fields = await checked(d);
    expect(fields).toEqual([expect.objectContaining({ fieldId: null, recipientId: null, type: 'name', page: 1 })]);
    expect((await renderPdf(doc([para('No fields here.')]))).fields).toEqual([]);
  });

  it('places the one field of a 7-page contract on its last page', async () => {
    const d = contractDocument(12);
    const { pageCount, fields } = await renderPdf(d);
    expect(fields).toHaveLength(1);
    expect(fields[0].page).toBe(pageCount);
    await checked(d);
  });
});
