// PDF export of an authored document.
//
// A small layout engine over pdf-lib, in stages, one file each:
// - style.ts: page geometry, sizes, colours, and the text style marks make;
// - fonts.ts (the DejaVu faces) and shaping.ts: text → runs of one face with widths, tofu for missing glyphs;
// - tokenise.ts: inline content → words, spaces, hard breaks and inline field boxes;
// - line-break.ts: tokens → lines within a width;
// - layout.ts (with table.ts): the document tree laid out top to bottom on A4 pages (lists, quotes, code, tables
//   split across pages, math as Unicode, signature fields), each page a list of content-stream operators in which
//   text shows are kept symbolic (face + string, page.ts);
// - subset.ts and write.ts: the faces a document really uses embedded as subsets, the text encoded, each page's
//   content stream compressed with node:zlib;
// - fields.ts: where each signature field landed (page and box), reported beside the bytes for sealing.
// So every character is real, selectable text; characters no DejaVu face has take the Noto face of their script
// (pdf/text: CJK, Indic, Thai…); those no face has (emoji…) are drawn as a box from a small Type 3 font whose
// ToUnicode map still gives the original character.
import type { DocContent } from '../../generated/api/types.gen.js';
import { printsTitle } from './common.js';
import { placedFields, type PlacedField } from './fields.js';
import { ensureFallbacks, stringsIn } from '../text/index.js';
import { FACE_KEYS, loadFaces } from './fonts.js';
import { Layout } from './layout.js';
import { TofuFonts } from './shaping.js';
import { C, CONTENT_W, MARGIN_X } from './style.js';
import { writePdf } from './write.js';

export type { PlacedField } from './fields.js';

export interface ExportDocument {
  title: string;
  content: DocContent;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
  /** Where each signature field of the body landed (fields.ts), for sealing. */
  fields: PlacedField[];
}

async function layOut(doc: ExportDocument): Promise<Layout> {
  const faces = await loadFaces();
  // the fallback faces for the scripts no DejaVu face has (none for Latin, Greek, Cyrillic…), before the layout
  await ensureFallbacks(stringsIn([doc.title, doc.content]), (cp) => FACE_KEYS.some((k) => faces[k].has(cp)));
  const layout = new Layout(faces, new TofuFonts());
  const title = typeof doc.title === 'string' ? doc.title : '';
  const content = doc.content && Array.isArray(doc.content.content) ? doc.content.content : [];
  if (printsTitle(title, content)) layout.title(title);
  layout.blocks(content, { x: MARGIN_X, w: CONTENT_W }, { color: C.text, inList: false, listDepth: 0, depth: 0 });
  layout.finish();
  return layout;
}

/** Renders a document as an A4 PDF with embedded DejaVu fonts and "Page N of M" footers. */
export async function renderPdf(doc: ExportDocument): Promise<RenderedPdf> {
  const layout = await layOut(doc);
  layout.footers();
  const bytes = await writePdf(layout, doc.title);
  return { bytes, pageCount: layout.pages.length, fields: placedFields(layout.pages) };
}

/** The page count `renderPdf` would give, from the layout alone (no fonts embedded, nothing written). */
export async function countPdfPages(doc: ExportDocument): Promise<number> {
  return (await layOut(doc)).pages.length;
}
