// Layout: the document tree laid out top to bottom on A4 pages. Blocks flow down the page and break between lines;
// headings keep with what follows and a run of signature fields (a signature block) stays on one page; lists,
// quotes, code, math and tables (table.ts measures them) each have their rules. The result is, per page, the
// operators the writer turns into a content stream (page.ts).
import type {
  DocNodeBlock,
  DocNodeInline,
  DocNodeParagraph,
  DocNodeSignatureField,
  DocNodeTable,
} from '../../generated/api/types.gen.js';
import { cleanText, fieldTypeLabel, listMarker, plainText } from './common.js';
import type { Faces } from './fonts.js';
import { breakLines, textMetrics, type Line } from './line-break.js';
import { latexToUnicode } from './math.js';
import { num, rgbFill, rgbStroke, type PageState, type TextOp } from './page.js';
import { fakeOf, Shaper, type Piece, type TofuFonts } from './shaping.js';
import {
  BODY_SIZE,
  BOTTOM_Y,
  C,
  CELL_PAD,
  CODE_SIZE,
  CONTENT_W,
  FOOTER_BASELINE,
  HEADING_SIZES,
  HEADING_SPACE_BEFORE,
  LEADING,
  LIST_INDENT,
  MARGIN_X,
  MATH_BLOCK_SIZE,
  MAX_DEPTH,
  MIN_BOX_W,
  PAGE_W,
  QUOTE_INDENT,
  TITLE_SIZE,
  TOP_Y,
  baseStyle,
  type Align,
  type Box,
  type RGB,
} from './style.js';
import { measureTable, sum, type CellLayout } from './table.js';
import { Tokenizer, type FieldBox, type Token } from './tokenise.js';

/** Where the layout stood, to lay a group of blocks out again from there (keepTogether). */
interface LayoutMark {
  pages: number;
  ops: number;
  links: number;
  decor: number;
  fields: number;
  y: number;
  gap: number;
  markers: Marker[];
  ruleTops: (number | null)[];
}

/** The text show of a piece at (x, y), with the weight or slant its face lacks. */
function textOp(p: Piece, x: number, y: number): TextOp {
  const fake = fakeOf(p);
  return { face: p.face, size: p.size, x, y, text: p.text, color: p.style.color, ...(fake ? { fake } : {}) };
}

const isHeading = (b: DocNodeBlock | undefined) => !!b && typeof b === 'object' && b.type === 'heading';
const isBlockField = (b: DocNodeBlock | undefined) => !!b && typeof b === 'object' && b.type === 'signatureField';

/**
 * End (exclusive) of the group of blocks starting at `i` that must start on one page: headings with the block after
 * them (at least its first line), and a run of block signature fields (a signature block: name, signature, date)
 * kept whole, with the headings above it.
 */
function keepGroupEnd(list: DocNodeBlock[], i: number): number {
  let j = i;
  while (j < list.length && isHeading(list[j])) j++;
  if (isBlockField(list[j])) {
    while (isBlockField(list[j])) j++;
    return j;
  }
  return j > i ? Math.min(j + 1, list.length) : i + 1;
}

interface Env {
  color: RGB;
  inList: boolean;
  listDepth: number;
  depth: number;
}

interface OpenRule {
  x: number;
  top: number | null;
}

interface Marker {
  pieces: Piece[];
  x: number;
}

export class Layout {
  readonly pages: PageState[] = [];
  private page!: PageState;
  private y = TOP_Y;
  private gap = 0;
  private readonly rules: OpenRule[] = [];
  /** List markers waiting for the first line of their item (several when lists start inside list items). */
  private markers: Marker[] = [];
  readonly shaper: Shaper;

  constructor(
    readonly faces: Faces,
    readonly tofu: TofuFonts,
  ) {
    this.shaper = new Shaper(faces, tofu);
    this.newPage();
  }

  // -- flow ------------------------------------------------------------------------------------------------------

  private newPage(): void {
    if (this.page) {
      for (const r of this.rules) this.closeRule(r);
    }
    this.page = { ops: [], links: [], decor: [], fields: [] };
    this.pages.push(this.page);
    this.y = TOP_Y;
    this.gap = 0;
    for (const r of this.rules) r.top = TOP_Y;
  }

  private atTop(): boolean {
    return this.y >= TOP_Y - 0.01;
  }

  private room(): number {
    return this.y - BOTTOM_Y;
  }

  private space(n: number): void {
    this.gap = Math.max(this.gap, n);
  }

  /** Makes room for `h` points of content (plus the pending gap), breaking the page when needed. */
  private ensure(h: number): void {
    const gap = this.atTop() ? 0 : this.gap;
    if (!this.atTop() && gap + h > this.room()) this.newPage();
    else this.y -= gap;
    this.gap = 0;
    for (const r of this.rules) if (r.top === null) r.top = this.y;
  }

  private closeRule(r: OpenRule): void {
    if (r.top !== null && r.top - this.y > 0.5) {
      this.page.decor.push(`q ${rgbFill(C.quoteRule)} ${num(r.x)} ${num(this.y)} 2.2 ${num(r.top - this.y)} re f Q`);
    }
    r.top = null;
  }

  // -- drawing primitives --------------------------------------------------------------------------------------

  private fillRect(x: number, y: number, w: number, h: number, c: RGB): void {
    this.page.ops.push(`q ${rgbFill(c)} ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f Q`);
  }

  private strokeRect(x: number, y: number, w: number, h: number, c: RGB, lw: number): void {
    this.page.ops.push(`q ${rgbStroke(c)} ${num(lw)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S Q`);
  }

  private line(x1: number, y1: number, x2: number, y2: number, c: RGB, lw: number): void {
    this.page.ops.push(`q ${rgbStroke(c)} ${num(lw)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  private drawPieces(pieces: Piece[], x: number, baseline: number): void {
    for (const p of pieces) {
      if (p.text.trim() !== '' || p.style.underline || p.style.strike)
        this.page.ops.push(textOp(p, x, baseline + p.rise));
      x += p.width;
    }
  }

  /** Draws a laid-out line whose top is at `top`; returns nothing (the caller advances y). */
  private drawLine(line: Line, x0: number, top: number, width: number, align: Align, useMarker: boolean): void {
    const baseline = top - line.ascent;
    // a right-to-left paragraph starts at the right edge where a left-to-right one starts at the left
    if (line.rtl && align === 'left') align = 'right';
    const dx = align === 'right' ? width - line.width : align === 'center' ? (width - line.width) / 2 : 0;
    const x = x0 + Math.max(0, dx);
    if (useMarker && this.markers.length) {
      for (const m of this.markers) this.drawPieces(m.pieces, m.x, baseline);
      this.markers = [];
    }
    // backgrounds of inline code first
    for (const it of line.items) {
      if (it.kind === 'text' && it.piece.style.codeBg && it.piece.text.trim() !== '') {
        const s = it.piece.style.size;
        this.fillRect(x + it.x - 1, baseline - s * 0.27, it.piece.width + 2, s * 1.22, C.inlineCodeBg);
      }
    }
    let run: TextOp | null = null;
    let runEnd = 0;
    let runShaped = false;
    for (const it of line.items) {
      if (it.kind === 'box') {
        run = null;
        this.drawInlineField(it.box, x + it.x, baseline, it.width, it.height);
        continue;
      }
      const p = it.piece;
      const px = x + it.x;
      const py = baseline + p.rise;
      if (
        run &&
        !runShaped &&
        !p.shaped &&
        run.face === p.face &&
        run.size === p.size &&
        run.y === py &&
        run.color === p.style.color &&
        run.fake === fakeOf(p) &&
        Math.abs(runEnd - px) < 0.01
      ) {
        run.text += p.text;
      } else {
        run = textOp(p, px, py);
        runShaped = p.shaped === true;
        this.page.ops.push(run);
      }
      runEnd = px + p.width;
      const s = p.style.size;
      if (p.style.underline) this.fillRect(px, baseline - s * 0.12, p.width, Math.max(0.5, s * 0.055), p.style.color);
      if (p.style.strike) this.fillRect(px, baseline + s * 0.27, p.width, Math.max(0.5, s * 0.055), p.style.color);
      if (p.style.link) {
        const last = this.page.links[this.page.links.length - 1];
        const rect: [number, number, number, number] = [px, baseline - s * 0.25, px + p.width, baseline + s * 0.95];
        if (
          last &&
          last.href === p.style.link &&
          Math.abs(last.rect[2] - px) < 0.5 &&
          Math.abs(last.rect[1] - rect[1]) < 0.5
        )
          last.rect[2] = rect[2];
        else this.page.links.push({ rect, href: p.style.link });
      }
    }
  }

  private drawInlineField(box: FieldBox, x: number, baseline: number, w: number, h: number): void {
    const bottom = baseline - 3.5;
    this.page.fields.push({ field: box.field, inline: box, x, y: bottom, width: w, height: h });
    this.fillRect(x, bottom, w, h, C.fieldBg);
    this.strokeRect(x, bottom, w, h, C.fieldBorder, 0.7);
    if (box.field.fieldType === 'checkbox') return;
    const caption = box.field.label?.trim() || fieldTypeLabel(box.field.fieldType);
    const style = baseStyle(Math.min(6.5, box.size * 0.65), C.fieldBorder);
    let pieces = this.shaper.pieces(cleanText(caption), style);
    const maxW = w - 6;
    if (pieces.reduce((a, p) => a + p.width, 0) > maxW) pieces = this.shaper.splitToWidth(pieces, maxW)[0] ?? [];
    this.drawPieces(pieces, x + 3, bottom + 3);
  }

  /** Draws the pending list marker on its own (for list items that start with something other than text). */
  private flushMarker(): void {
    if (!this.markers.length) return;
    const m = textMetrics(BODY_SIZE);
    this.ensure(m.ascent + m.descent);
    for (const mk of this.markers) this.drawPieces(mk.pieces, mk.x, this.y - m.ascent);
    this.markers = [];
  }

  /** Places lines in the flow, breaking pages between lines. */
  private flowLines(lines: Line[], box: Box, align: Align): void {
    for (const line of lines) {
      this.ensure(line.height);
      this.drawLine(line, box.x, this.y, box.w, align, true);
      this.y -= line.height;
    }
  }

  // -- document ---------------------------------------------------------------------------------------------------

  title(title: string): void {
    const t = cleanText(title).trim();
    if (!t) return;
    const tokens = new Tokenizer(this.shaper);
    tokens.text(t, baseStyle(TITLE_SIZE, C.heading, { bold: true }));
    this.flowLines(
      breakLines(tokens.tokens, CONTENT_W, this.shaper, TITLE_SIZE),
      { x: MARGIN_X, w: CONTENT_W },
      'left',
    );
    this.y -= 6;
    this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, C.rule, 0.8);
    this.space(16);
  }

  blocks(blocks: DocNodeBlock[] | undefined, box: Box, env: Env): void {
    const list = Array.isArray(blocks) ? blocks : [];
    for (let i = 0; i < list.length; ) {
      const end = keepGroupEnd(list, i);
      if (end - i > 1) this.keepTogether(list.slice(i, end), box, env);
      else this.block(list[i], box, env);
      i = end;
    }
  }

  /**
   * Lays out blocks that belong together; when one of them began on a later page than the first (a heading left
   * alone at the foot of a page, a signature block cut in two), lays them out again from the top of a new page. A
   * group that does not fit on one page even so is laid out as it falls, where it started.
   */
  private keepTogether(group: DocNodeBlock[], box: Box, env: Env): void {
    const start = this.mark();
    const fresh = this.atTop();
    if (this.layGroup(group, box, env) || fresh) return;
    this.rollback(start);
    this.newPage();
    if (this.layGroup(group, box, env)) return;
    this.rollback(start);
    for (const block of group) this.block(block, box, env);
  }

  /** Lays out the blocks; true when each began on the page the first one did. */
  private layGroup(group: DocNodeBlock[], box: Box, env: Env): boolean {
    let first: number | null = null;
    let together = true;
    for (const block of group) {
      const before = { page: this.pages.length - 1, ops: this.page.ops.length };
      this.block(block, box, env);
      const page = this.firstDrawnPage(before);
      if (page === null) continue;
      first ??= page;
      if (page !== first) together = false;
    }
    return together;
  }

  /** The page where something was first drawn since `before`, or null when nothing was. */
  private firstDrawnPage(before: { page: number; ops: number }): number | null {
    for (let p = before.page; p < this.pages.length; p++) {
      if (this.pages[p].ops.length > (p === before.page ? before.ops : 0)) return p;
    }
    return null;
  }

  private mark(): LayoutMark {
    const page = this.page;
    return {
      pages: this.pages.length,
      ops: page.ops.length,
      links: page.links.length,
      decor: page.decor.length,
      fields: page.fields.length,
      y: this.y,
      gap: this.gap,
      markers: [...this.markers],
      ruleTops: this.rules.map((r) => r.top),
    };
  }

  private rollback(m: LayoutMark): void {
    this.pages.length = m.pages;
    this.page = this.pages[m.pages - 1];
    this.page.ops.length = m.ops;
    this.page.links.length = m.links;
    this.page.decor.length = m.decor;
    this.page.fields.length = m.fields;
    this.y = m.y;
    this.gap = m.gap;
    this.markers = m.markers;
    this.rules.forEach((r, i) => {
      r.top = m.ruleTops[i];
    });
  }

  private block(node: DocNodeBlock, box: Box, env: Env): void {
    if (!node || typeof node !== 'object') return;
    if (env.depth > MAX_DEPTH) {
      // absurdly deep nesting: keep the text, drop the structure
      const text = plainText(node);
      if (text.trim())
        this.paragraphTokens(
          new Tokenizer(this.shaper).inlines([{ type: 'text', text }], baseStyle(BODY_SIZE, env.color)).tokens,
          box,
          env,
          'left',
        );
      return;
    }
    switch (node.type) {
      case 'paragraph':
        this.paragraph(node, box, env);
        break;
      case 'heading':
        this.heading(node.attrs?.level ?? 1, node.content, box);
        break;
      case 'bulletList':
      case 'orderedList':
        this.list(node, box, env);
        break;
      case 'blockquote':
        this.blockquote(node.content, box, env);
        break;
      case 'codeBlock':
        this.codeBlock(
          (Array.isArray(node.content) ? node.content : [])
            .map((t) => (typeof t?.text === 'string' ? t.text : ''))
            .join(''),
          box,
        );
        break;
      case 'horizontalRule':
        this.flushMarker();
        this.space(10);
        this.ensure(1);
        this.line(box.x, this.y, box.x + box.w, this.y, C.rule, 0.8);
        this.y -= 1;
        this.space(10);
        break;
      case 'table':
        this.table(node, box);
        break;
      case 'mathBlock':
        this.mathBlock(String(node.attrs?.latex ?? ''), box, env);
        break;
      case 'signatureField':
        if (node.attrs) this.signatureBlock(node.attrs, box);
        break;
      default:
        break;
    }
  }

  private paragraph(node: DocNodeParagraph, box: Box, env: Env): void {
    const tokens = new Tokenizer(this.shaper).inlines(node.content, baseStyle(BODY_SIZE, env.color)).tokens;
    this.paragraphTokens(tokens, box, env, 'left');
  }

  private paragraphTokens(tokens: Token[], box: Box, env: Env, align: Align): void {
    const gap = env.inList ? 3 : 7;
    this.space(gap);
    this.flowLines(breakLines(tokens, box.w, this.shaper, BODY_SIZE), box, align);
    this.space(gap);
  }

  private heading(levelRaw: number, content: DocNodeInline[] | undefined, box: Box): void {
    const level = Math.min(6, Math.max(1, Math.round(Number(levelRaw)) || 1));
    const size = HEADING_SIZES[level];
    const color = level === 6 ? C.muted : C.heading;
    const tokens = new Tokenizer(this.shaper).inlines(content, baseStyle(size, color, { bold: true })).tokens;
    const lines = breakLines(tokens, box.w, this.shaper, size);
    this.space(HEADING_SPACE_BEFORE[level]);
    // keep the heading with at least two lines of what follows
    const total = lines.reduce((a, l) => a + l.height, 0);
    const keep = total + 2 * BODY_SIZE * LEADING + 6;
    if (!this.atTop() && this.gap + keep > this.room() && keep < TOP_Y - BOTTOM_Y) this.newPage();
    this.flowLines(lines, box, 'left');
    this.space(level <= 2 ? 7 : 5);
  }

  private list(node: DocNodeBlock & { type: 'bulletList' | 'orderedList' }, box: Box, env: Env): void {
    const items = Array.isArray(node.content) ? node.content : [];
    const ordered = node.type === 'orderedList';
    const start = ordered
      ? Math.max(0, Math.floor(Number((node as { attrs?: { start?: number } }).attrs?.start ?? 1)) || 0)
      : 1;
    const markerStyle = baseStyle(BODY_SIZE, env.color);
    const markers = items.map((_, i) => this.shaper.pieces(listMarker(ordered, env.listDepth, start + i), markerStyle));
    const widest = Math.max(0, ...markers.map((m) => m.reduce((a, p) => a + p.width, 0)));
    const indent = box.w - LIST_INDENT < MIN_BOX_W ? 0 : Math.max(LIST_INDENT, widest + 6);
    const inner: Box = { x: box.x + indent, w: box.w - indent };
    const innerEnv: Env = { ...env, inList: true, listDepth: env.listDepth + 1, depth: env.depth + 1 };
    this.space(env.inList ? 2 : 6);
    items.forEach((item, i) => {
      const mw = markers[i].reduce((a, p) => a + p.width, 0);
      this.markers.push({ pieces: markers[i], x: inner.x - 5 - mw });
      this.blocks(Array.isArray(item?.content) ? item.content : [], inner, innerEnv);
      this.flushMarker();
    });
    this.space(env.inList ? 2 : 6);
  }

  private blockquote(content: DocNodeBlock[] | undefined, box: Box, env: Env): void {
    this.space(8);
    const indent = box.w - QUOTE_INDENT < MIN_BOX_W ? 0 : QUOTE_INDENT;
    const rule: OpenRule = { x: box.x + 2, top: null };
    if (indent > 0) this.rules.push(rule);
    this.blocks(content, { x: box.x + indent, w: box.w - indent }, { ...env, color: C.quote, depth: env.depth + 1 });
    if (indent > 0) {
      this.closeRule(rule);
      this.rules.splice(this.rules.indexOf(rule), 1);
    }
    this.space(8);
  }

  private codeBlock(code: string, box: Box): void {
    this.flushMarker();
    const style = baseStyle(CODE_SIZE, C.text, { mono: true });
    const pad = 6;
    const lh = CODE_SIZE * 1.38;
    const innerW = box.w - 2 * pad;
    const lines: Piece[][] = [];
    for (const raw of cleanText(code).replace(/\r\n?/g, '\n').split('\n')) {
      const text = expandTabs(raw);
      const pieces = this.shaper.pieces(text, style);
      const width = pieces.reduce((a, p) => a + p.width, 0);
      if (width <= innerW) lines.push(pieces);
      else lines.push(...this.shaper.splitToWidth(pieces, innerW));
    }
    if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
    if (lines.length === 0) lines.push([]);
    this.space(8);
    let i = 0;
    while (i < lines.length) {
      this.ensure(2 * pad + lh);
      let fit = Math.max(1, Math.floor((this.room() - 2 * pad) / lh));
      const left = lines.length - i;
      if (fit < left && fit < 2 && !this.atTop()) {
        this.newPage();
        continue;
      }
      fit = Math.min(fit, left);
      const h = 2 * pad + fit * lh;
      this.fillRect(box.x, this.y - h, box.w, h, C.codeBg);
      for (let k = 0; k < fit; k++) {
        const baseline = this.y - pad - k * lh - CODE_SIZE * 1.0;
        this.drawPieces(lines[i + k], box.x + pad, baseline);
      }
      this.y -= h;
      i += fit;
      if (i < lines.length) this.newPage();
    }
    this.space(8);
  }

  private mathBlock(latex: string, box: Box, env: Env): void {
    this.flushMarker();
    const text = latexToUnicode(latex);
    this.space(9);
    for (const row of text.split('\n')) {
      const tokens = new Tokenizer(this.shaper);
      tokens.text(row, baseStyle(MATH_BLOCK_SIZE, env.color, { math: true }));
      this.flowLines(breakLines(tokens.tokens, box.w, this.shaper, MATH_BLOCK_SIZE), box, 'center');
    }
    this.space(9);
  }

  private signatureBlock(attrs: DocNodeSignatureField['attrs'], box: Box): void {
    this.flushMarker();
    const type = attrs.fieldType;
    const required = attrs.required !== false;
    const label = cleanText(attrs.label?.trim() || fieldTypeLabel(type));
    const labelStyle = baseStyle(9.5, C.text, { bold: true });
    const captionStyle = baseStyle(7, C.muted);
    const caption = `${fieldTypeLabel(type)} field${required ? ' · required' : ' · optional'}`;
    this.space(10);
    if (type === 'checkbox') {
      const h = 16;
      this.ensure(h);
      const top = this.y;
      this.page.fields.push({ field: attrs, x: box.x, y: top - 12, width: 11, height: 11 });
      this.fillRect(box.x, top - 12, 11, 11, C.fieldBg);
      this.strokeRect(box.x, top - 12, 11, 11, C.fieldBorder, 0.9);
      const lp = this.shaper.pieces(label + (required ? ' *' : ''), labelStyle);
      this.drawPieces(lp, box.x + 17, top - 9.5);
      const lw = lp.reduce((a, p) => a + p.width, 0);
      this.drawPieces(this.shaper.pieces(caption, captionStyle), box.x + 17 + lw + 8, top - 9.5);
      this.y -= h;
      this.space(10);
      return;
    }
    const boxH = type === 'signature' ? 44 : type === 'initials' ? 34 : 26;
    const boxW = Math.min(box.w, type === 'signature' ? 260 : type === 'initials' ? 110 : type === 'date' ? 160 : 230);
    const labelLines = breakLines(
      new Tokenizer(this.shaper).inlines([{ type: 'text', text: label + (required ? ' *' : '') }], labelStyle).tokens,
      box.w,
      this.shaper,
      9.5,
    );
    const labelH = labelLines.reduce((a, l) => a + l.height, 0);
    const total = labelH + 2 + boxH + 11;
    this.ensure(total);
    let top = this.y;
    for (const l of labelLines) {
      this.drawLine(l, box.x, top, box.w, 'left', false);
      top -= l.height;
    }
    top -= 2;
    const bottom = top - boxH;
    this.page.fields.push({ field: attrs, x: box.x, y: bottom, width: boxW, height: boxH });
    this.fillRect(box.x, bottom, boxW, boxH, C.fieldBg);
    this.strokeRect(box.x, bottom, boxW, boxH, C.fieldBorder, 0.9);
    if (type === 'signature' || type === 'initials') {
      const ly = bottom + 10;
      this.drawPieces(this.shaper.pieces('×', baseStyle(10, C.fieldBorder)), box.x + 7, ly + 2);
      this.line(box.x + 18, ly, box.x + boxW - 10, ly, C.fieldBorder, 0.6);
    }
    this.drawPieces(this.shaper.pieces(caption, captionStyle), box.x, bottom - 8.5);
    this.y = bottom - 11;
    this.space(10);
  }

  // -- tables -----------------------------------------------------------------------------------------------------

  private table(node: DocNodeTable, box: Box): void {
    this.flushMarker();
    const table = measureTable(node, box, this.shaper);
    if (!table) return;
    const { cells, nCols, colX, rowH, groups, headerEnd, headerH, repeatHeader } = table;

    const drawGroup = (a: number, b: number) => {
      const top = this.y;
      for (const cell of cells) {
        if (cell.row < a || cell.row > b) continue;
        const cTop = top - sum(rowH.slice(a, cell.row));
        const h = sum(rowH.slice(cell.row, cell.row + cell.rowspan));
        this.drawCell(cell, colX, nCols, cTop, h, 0, cell.lines.length);
      }
      this.y = top - sum(rowH.slice(a, b + 1));
    };
    const drawHeader = () => {
      if (headerEnd > 0) drawGroup(0, headerEnd - 1);
    };

    this.space(8);
    const pageSpace = TOP_Y - BOTTOM_Y;
    const firstBody = groups.find(([a]) => a >= headerEnd);
    const firstH = headerH + (firstBody ? sum(rowH.slice(firstBody[0], firstBody[1] + 1)) : 0);
    this.ensure(firstH <= pageSpace ? firstH : Math.min(headerH + 60, pageSpace));
    /** True while the page holds nothing but this table's header: a new page would not give more room. */
    let fresh = this.atTop();
    drawHeader();
    const nextPage = () => {
      this.newPage();
      if (repeatHeader) drawHeader();
      fresh = true;
    };
    const freshRoom = pageSpace - (repeatHeader ? headerH : 0);
    for (const [a, b] of groups) {
      if (a < headerEnd) continue;
      const h = sum(rowH.slice(a, b + 1));
      // move to a new page when the rows fit there; rows taller than any page are split from here on
      if (h > this.room() + 0.01 && !fresh && h <= freshRoom + 0.01) nextPage();
      if (h <= this.room() + 0.01) {
        drawGroup(a, b);
        fresh = false;
        continue;
      }
      // taller than a page: its rows one at a time, each split between lines of text (spans are dropped)
      for (let r = a; r <= b; r++) {
        const rowCells = cells.filter((c) => c.row === r);
        if (rowCells.length === 0) continue;
        const next = rowCells.map(() => 0);
        const done = () => rowCells.every((c, i) => next[i] >= c.lines.length);
        for (let first = true; first || !done(); first = false) {
          const need =
            Math.max(0, ...rowCells.map((c, i) => (next[i] < c.lines.length ? c.lines[next[i]].height : 0))) +
            2 * CELL_PAD;
          if (need > this.room() && !fresh) nextPage();
          const availH = this.room() - 2 * CELL_PAD;
          const ends = rowCells.map((c, i) => {
            let used = 0;
            let k = next[i];
            while (k < c.lines.length && (k === next[i] || used + c.lines[k].height + c.lines[k].gapBefore <= availH)) {
              used += c.lines[k].height + (k === next[i] ? 0 : c.lines[k].gapBefore);
              k++;
            }
            return { k, used };
          });
          const sliceH = Math.max(...ends.map((e) => e.used)) + 2 * CELL_PAD;
          const top = this.y;
          rowCells.forEach((cell, i) => {
            this.drawCell(cell, colX, nCols, top, sliceH, next[i], ends[i].k);
            next[i] = ends[i].k;
          });
          this.y = top - sliceH;
          fresh = false;
          if (!done()) nextPage();
        }
      }
    }
    this.space(8);
  }

  private drawCell(
    cell: CellLayout,
    colX: number[],
    nCols: number,
    top: number,
    h: number,
    from: number,
    to: number,
  ): void {
    const x = colX[cell.col];
    const w = colX[Math.min(nCols, cell.col + cell.colspan)] - x;
    if (cell.header) this.fillRect(x, top - h, w, h, C.headerBg);
    let lt = top - CELL_PAD;
    for (let k = from; k < to; k++) {
      const line = cell.lines[k];
      if (k > from) lt -= line.gapBefore;
      this.drawLine(line, x + CELL_PAD, lt, w - 2 * CELL_PAD, cell.align, false);
      lt -= line.height;
    }
    this.strokeRect(x, top - h, w, h, C.border, 0.5);
  }

  // -- footer -----------------------------------------------------------------------------------------------------

  footers(): void {
    const total = this.pages.length;
    const style = baseStyle(8.5, C.muted);
    this.pages.forEach((page, i) => {
      const pieces = this.shaper.pieces(`Page ${i + 1} of ${total}`, style);
      const w = pieces.reduce((a, p) => a + p.width, 0);
      let x = (PAGE_W - w) / 2;
      for (const p of pieces) {
        page.ops.push(textOp(p, x, FOOTER_BASELINE));
        x += p.width;
      }
    });
  }

  finish(): void {
    for (const r of this.rules) this.closeRule(r);
    this.rules.length = 0;
    this.markers = [];
  }
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
  return out;
}
