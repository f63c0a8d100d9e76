// DOCX export of an authored document, with the `docx` library.
//
// The structure maps onto real Word styles so the file stays editable: Title, Heading1…6, list numbering
// definitions (bullets •◦▪ and 1./a./i. by depth, one definition per list so numbering restarts like the source),
// a Quote style, a Code style (monospace, shaded), tables with repeating header rows, math as Unicode text in
// Cambria Math, signature fields as labelled boxes, and "Page N of M" fields in the footer.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  HeightRule,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type FileChild,
  type ILevelsOptions,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import type {
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeSignatureField,
  DocNodeTable,
} from '../../generated/api/types.gen.js';
import { cleanText, fieldTypeLabel, placeCells, plainText, printsTitle } from './common.js';
import { latexToUnicode } from './math.js';
import type { ExportDocument } from './pdf.js';

// A4 with 2 cm margins, in twips
const PAGE_W = 11906;
const PAGE_H = 16838;
const MARGIN = 1134;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const LIST_INDENT = 360;
const QUOTE_INDENT = 567;
const MAX_DEPTH = 40;

const MONO = 'Consolas';
const MATH_FONT = 'Cambria Math';
const COLOR = {
  text: '1A1A1F',
  muted: '6B6E78',
  link: '0D52C7',
  codeBg: 'F3F4F6',
  headerBg: 'E9ECF3',
  border: '9EA3AF',
  rule: 'C4C7CF',
  quoteRule: 'B3BAC8',
  field: '3558B0',
  fieldBg: 'F3F7FF',
};

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'break'>;

interface Ctx {
  /** Left indent (twips) of the content: list nesting and quotes. */
  indent: number;
  quote: boolean;
  listLevel: number;
  depth: number;
}

function runsForText(text: string, style: RunStyle): TextRun[] {
  const lines = cleanText(text)
    .replace(/\t/g, ' ')
    .split(/\r\n|\r|\n/);
  return lines.map((line, i) => new TextRun({ ...style, text: line, ...(i > 0 ? { break: 1 } : {}) }));
}

/** What each mark but a link adds to a run's style. */
const MARK_RUN: Readonly<Record<string, RunStyle>> = {
  bold: { bold: true },
  italic: { italics: true },
  underline: { underline: {} },
  strike: { strike: true },
  code: { font: MONO, shading: { type: ShadingType.CLEAR, fill: COLOR.codeBg, color: 'auto' } },
  subscript: { subScript: true },
  superscript: { superScript: true },
};

function markStyle(base: RunStyle, marks: DocMark[] | undefined): { style: RunStyle; href: string | null } {
  let style: RunStyle = { ...base };
  let href: string | null = null;
  for (const m of Array.isArray(marks) ? marks : []) {
    if (!m || typeof m !== 'object') continue;
    if (m.type === 'link') {
      if (m.attrs && typeof m.attrs.href === 'string') href = m.attrs.href;
    } else if (Object.hasOwn(MARK_RUN, m.type)) style = { ...style, ...MARK_RUN[m.type] };
  }
  if (href) style = { ...style, style: 'Hyperlink' };
  return { style, href };
}

function inlineField(attrs: DocNodeSignatureField['attrs']): TextRun {
  const label = cleanText(attrs.label?.trim() || fieldTypeLabel(attrs.fieldType));
  const text = attrs.fieldType === 'checkbox' ? `☐ ${label}` : `[${label}: __________]`;
  return new TextRun({
    text,
    color: COLOR.field,
    shading: { type: ShadingType.CLEAR, fill: COLOR.fieldBg, color: 'auto' },
  });
}

function inlines(nodes: DocNodeInline[] | undefined, base: RunStyle = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (!node || typeof node !== 'object') continue;
    switch (node.type) {
      case 'text': {
        if (typeof node.text !== 'string') break;
        const { style, href } = markStyle(base, node.marks);
        const runs = runsForText(node.text, style);
        if (href) out.push(new ExternalHyperlink({ link: href, children: runs }));
        else out.push(...runs);
        break;
      }
      case 'mathInline':
        out.push(
          ...runsForText(latexToUnicode(String(node.attrs?.latex ?? '')).replace(/\n/g, ' '), {
            ...base,
            font: MATH_FONT,
          }),
        );
        break;
      case 'hardBreak':
        out.push(new TextRun({ ...base, break: 1 }));
        break;
      case 'signatureField':
        if (node.attrs) out.push(inlineField(node.attrs));
        break;
      default:
        break;
    }
  }
  return out;
}

interface NumberingDef {
  reference: string;
  levels: ILevelsOptions[];
}

const BULLETS = ['•', '◦', '▪'];
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

class DocxBuilder {
  readonly numbering: NumberingDef[] = [];

  blocks(blocks: DocNodeBlock[] | undefined, ctx: Ctx): FileChild[] {
    const out: FileChild[] = [];
    for (const b of Array.isArray(blocks) ? blocks : []) out.push(...this.block(b, ctx));
    return out;
  }

  private paragraphProps(ctx: Ctx): { style?: string; indent?: { left: number } } {
    if (ctx.quote) return { style: 'Quote', indent: { left: ctx.indent + QUOTE_INDENT } };
    return ctx.indent > 0 ? { indent: { left: ctx.indent } } : {};
  }

  private block(node: DocNodeBlock, ctx: Ctx): FileChild[] {
    if (!node || typeof node !== 'object') return [];
    if (ctx.depth > MAX_DEPTH) {
      const text = plainText(node);
      return text ? [new Paragraph({ ...this.paragraphProps(ctx), children: runsForText(text, {}) })] : [];
    }
    switch (node.type) {
      case 'paragraph':
        return [new Paragraph({ ...this.paragraphProps(ctx), children: inlines(node.content) })];
      case 'heading': {
        const level = Math.min(6, Math.max(1, Math.round(Number(node.attrs?.level)) || 1));
        return [
          new Paragraph({
            heading: HEADINGS[level],
            ...(ctx.indent > 0 ? { indent: { left: ctx.indent } } : {}),
            children: inlines(node.content),
          }),
        ];
      }
      case 'bulletList':
      case 'orderedList':
        return this.list(
          node.type === 'orderedList',
          node.type === 'orderedList' ? node.attrs?.start : undefined,
          node.content,
          ctx,
        );
      case 'blockquote':
        return this.blocks(node.content, {
          ...ctx,
          quote: true,
          indent: ctx.quote ? ctx.indent + QUOTE_INDENT : ctx.indent,
          depth: ctx.depth + 1,
        });
      case 'codeBlock': {
        const code = cleanText(
          (Array.isArray(node.content) ? node.content : [])
            .map((t) => (typeof t?.text === 'string' ? t.text : ''))
            .join(''),
        ).replace(/\r\n?/g, '\n');
        const lines = code.replace(/\n$/, '').split('\n');
        return [
          new Paragraph({
            style: 'Code',
            ...(ctx.indent > 0 ? { indent: { left: ctx.indent } } : {}),
            children: lines.map((line, i) => new TextRun({ text: expandTabs(line), ...(i > 0 ? { break: 1 } : {}) })),
          }),
        ];
      }
      case 'horizontalRule':
        return [
          new Paragraph({
            ...(ctx.indent > 0 ? { indent: { left: ctx.indent } } : {}),
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLOR.rule, space: 1 } },
            children: [],
          }),
        ];
      case 'table':
        return this.table(node);
      case 'mathBlock': {
        const rows = latexToUnicode(String(node.attrs?.latex ?? '')).split('\n');
        return [
          new Paragraph({
            style: 'MathBlock',
            children: rows.map((row, i) => new TextRun({ text: row, ...(i > 0 ? { break: 1 } : {}) })),
          }),
        ];
      }
      case 'signatureField':
        return node.attrs ? this.signatureField(node.attrs, ctx) : [];
      default:
        return [];
    }
  }

  private list(
    ordered: boolean,
    startRaw: number | undefined,
    items: DocNodeListItem[] | undefined,
    ctx: Ctx,
  ): FileChild[] {
    const level = Math.min(8, ctx.listLevel);
    const start = Math.max(0, Math.floor(Number(startRaw ?? 1)) || 0);
    const reference = `list-${this.numbering.length + 1}`;
    const levels: ILevelsOptions[] = [];
    for (let l = 0; l <= 8; l++) {
      levels.push({
        level: l,
        format: ordered ? ORDERED_FORMATS[l % 3] : LevelFormat.BULLET,
        text: ordered ? `%${l + 1}.` : BULLETS[l % 3],
        alignment: AlignmentType.LEFT,
        start: l === level ? start : 1,
        style: {
          paragraph: { indent: { left: ctx.indent + LIST_INDENT + (l - level) * LIST_INDENT, hanging: LIST_INDENT } },
        },
      });
    }
    this.numbering.push({ reference, levels });
    const inner: Ctx = { ...ctx, indent: ctx.indent + LIST_INDENT, listLevel: ctx.listLevel + 1, depth: ctx.depth + 1 };
    const out: FileChild[] = [];
    for (const item of Array.isArray(items) ? items : []) {
      const content = Array.isArray(item?.content) ? item.content : [];
      const [first, ...rest] = content;
      if (first && first.type === 'paragraph') {
        out.push(
          new Paragraph({
            ...(ctx.quote ? { style: 'Quote' } : {}),
            numbering: { reference, level },
            children: inlines(first.content),
          }),
        );
        out.push(...this.blocks(rest, inner));
      } else {
        out.push(new Paragraph({ numbering: { reference, level }, children: [] }));
        out.push(...this.blocks(content, inner));
      }
    }
    return out;
  }

  private signatureField(attrs: DocNodeSignatureField['attrs'], ctx: Ctx): FileChild[] {
    const type = attrs.fieldType;
    const required = attrs.required !== false;
    const label = cleanText(attrs.label?.trim() || fieldTypeLabel(type));
    const caption = `${fieldTypeLabel(type)} field${required ? ' · required' : ' · optional'}`;
    const indent = ctx.indent > 0 ? { indent: { left: ctx.indent } } : {};
    if (type === 'checkbox') {
      return [
        new Paragraph({
          ...indent,
          spacing: { before: 160, after: 160 },
          children: [
            new TextRun({ text: '☐ ', color: COLOR.field, size: 26 }),
            new TextRun({ text: label + (required ? ' *' : ''), bold: true }),
            new TextRun({ text: `  ${caption}`, color: COLOR.muted, size: 15 }),
          ],
        }),
      ];
    }
    const widths: Record<string, number> = { signature: 5200, initials: 2200, date: 3200 };
    const width = Math.min(CONTENT_W - ctx.indent, widths[type] ?? 4600);
    const height = type === 'signature' ? 880 : type === 'initials' ? 680 : 520;
    const border = { style: BorderStyle.SINGLE, size: 8, color: COLOR.field };
    return [
      new Paragraph({
        style: 'FieldLabel',
        ...indent,
        children: [new TextRun({ text: label + (required ? ' *' : '') })],
      }),
      new Table({
        width: { size: width, type: WidthType.DXA },
        columnWidths: [width],
        ...(ctx.indent > 0 ? { indent: { size: ctx.indent, type: WidthType.DXA } } : {}),
        borders: everyBorder(border),
        rows: [
          new TableRow({
            height: { value: height, rule: HeightRule.ATLEAST },
            cantSplit: true,
            children: [
              new TableCell({
                width: { size: width, type: WidthType.DXA },
                shading: { type: ShadingType.CLEAR, fill: COLOR.fieldBg, color: 'auto' },
                verticalAlign: VerticalAlign.BOTTOM,
                children: [
                  new Paragraph({
                    children:
                      type === 'signature' || type === 'initials'
                        ? [new TextRun({ text: '×', color: COLOR.field })]
                        : [],
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
      new Paragraph({ style: 'FieldCaption', ...indent, children: [new TextRun({ text: caption })] }),
    ];
  }

  private table(node: DocNodeTable): FileChild[] {
    const rows = (Array.isArray(node.content) ? node.content : []).filter(
      (r) => r && Array.isArray(r.content) && r.content.length > 0,
    );
    if (rows.length === 0) return [];
    const nRows = rows.length;
    const { placed, nCols, filled } = placeCells(rows);
    // column widths in proportion to the text they hold (square root, so one long cell does not starve the rest)
    const weight = new Array<number>(nCols).fill(1);
    for (const p of placed) {
      if (p.colspan !== 1) continue;
      const len = plainText({ type: 'tableRow', content: [p.cell] }).length;
      weight[p.c] = Math.max(weight[p.c], Math.sqrt(Math.min(len, 400)) + 2);
    }
    const total = weight.reduce((a, b) => a + b, 0);
    const colW = weight.map((w) => Math.max(400, Math.floor((CONTENT_W * w) / total)));
    let headerEnd = 0;
    while (headerEnd < nRows && rows[headerEnd].content.every((c) => c?.type === 'tableHeader')) headerEnd++;
    if (headerEnd === nRows) headerEnd = 0;
    const border = { style: BorderStyle.SINGLE, size: 4, color: COLOR.border };
    const tableRows = rows.map((_row, r) => {
      const cells = placed
        .filter((p) => p.r === r)
        .map((p) => {
          const header = p.cell.type === 'tableHeader';
          const align =
            p.cell.attrs?.align === 'center'
              ? AlignmentType.CENTER
              : p.cell.attrs?.align === 'right'
                ? AlignmentType.RIGHT
                : undefined;
          const paragraphs = (Array.isArray(p.cell.content) ? p.cell.content : []).map(
            (para) =>
              new Paragraph({
                ...(align ? { alignment: align } : {}),
                children: inlines(para?.content, header ? { bold: true } : {}),
              }),
          );
          const width = colW.slice(p.c, p.c + p.colspan).reduce((a, b) => a + b, 0);
          return new TableCell({
            width: { size: width, type: WidthType.DXA },
            ...(p.colspan > 1 ? { columnSpan: p.colspan } : {}),
            ...(p.rowspan > 1 ? { rowSpan: p.rowspan } : {}),
            ...(header ? { shading: { type: ShadingType.CLEAR, fill: COLOR.headerBg, color: 'auto' } } : {}),
            children: paragraphs.length ? paragraphs : [new Paragraph({ children: [] })],
          });
        });
      // pad a short row so that every row spans the grid
      for (let k = filled[r]; k < nCols; k++)
        cells.push(
          new TableCell({ width: { size: colW[k], type: WidthType.DXA }, children: [new Paragraph({ children: [] })] }),
        );
      return new TableRow({ tableHeader: r < headerEnd, children: cells });
    });
    return [
      new Table({
        width: { size: colW.reduce((a, b) => a + b, 0), type: WidthType.DXA },
        columnWidths: colW,
        margins: { top: 60, bottom: 60, left: 100, right: 100 },
        borders: everyBorder(border),
        rows: tableRows,
      }),
      new Paragraph({ children: [] }),
    ];
  }
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
  return out;
}

/** A table's borders, all drawn alike (the outer edges and those between cells). */
function everyBorder<B>(border: B) {
  return { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border };
}

/** A heading level's style: bold, kept with what follows, its size (half-points) and spacing (twips) its own. */
function headingStyle(size: number, before: number, after: number, color = '0D1220') {
  return { run: { size, bold: true, color }, paragraph: { spacing: { before, after }, keepNext: true } };
}

/** Renders a document as a .docx file (A4, Word styles, "Page N of M" footer). */
export async function renderDocx(doc: ExportDocument): Promise<Uint8Array> {
  const builder = new DocxBuilder();
  const title = cleanText(typeof doc.title === 'string' ? doc.title : '').trim();
  const content = doc.content && Array.isArray(doc.content.content) ? doc.content.content : [];
  const body = builder.blocks(content, { indent: 0, quote: false, listLevel: 0, depth: 0 });
  const children: FileChild[] =
    title && printsTitle(title, content)
      ? [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: title })] }), ...body]
      : body;
  if (children.length === 0) children.push(new Paragraph({ children: [] }));

  const document = new Document({
    title: title || undefined,
    creator: 'Dossier',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: 21, color: COLOR.text },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        title: {
          run: { font: 'Calibri', size: 44, bold: true, color: '0D1220' },
          paragraph: {
            spacing: { after: 240 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLOR.rule, space: 4 } },
          },
        },
        heading1: headingStyle(36, 360, 120),
        heading2: headingStyle(30, 300, 120),
        heading3: headingStyle(26, 240, 100),
        heading4: headingStyle(23, 200, 80),
        heading5: headingStyle(21, 180, 80),
        heading6: headingStyle(21, 180, 80, COLOR.muted),
        listParagraph: { paragraph: { spacing: { after: 60 } } },
        hyperlink: { run: { color: COLOR.link, underline: {} } },
      },
      paragraphStyles: [
        {
          id: 'Quote',
          name: 'Quote',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { color: '444B55' },
          paragraph: {
            indent: { left: QUOTE_INDENT },
            border: { left: { style: BorderStyle.SINGLE, size: 18, color: COLOR.quoteRule, space: 8 } },
          },
        },
        {
          id: 'Code',
          name: 'Code',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: MONO, size: 18 },
          paragraph: {
            shading: { type: ShadingType.CLEAR, fill: COLOR.codeBg, color: 'auto' },
            spacing: { before: 120, after: 160, line: 252 },
          },
        },
        {
          id: 'MathBlock',
          name: 'Math Block',
          basedOn: 'Normal',
          next: 'Normal',
          run: { font: MATH_FONT, size: 24 },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 120, after: 120 } },
        },
        {
          id: 'FieldLabel',
          name: 'Field Label',
          basedOn: 'Normal',
          next: 'Normal',
          run: { bold: true, size: 19 },
          paragraph: { keepNext: true, spacing: { before: 200, after: 60 } },
        },
        {
          id: 'FieldCaption',
          name: 'Field Caption',
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: 14, color: COLOR.muted },
          paragraph: { spacing: { before: 40, after: 160 } },
        },
      ],
    },
    numbering: { config: builder.numbering },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_W, height: PAGE_H },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, footer: 567, header: 567 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 17,
                    color: COLOR.muted,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
