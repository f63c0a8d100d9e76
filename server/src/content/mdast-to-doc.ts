// mdast (the Markdown syntax tree) → document tree. Markdown (remark-parse) and HTML (rehype-remark) both arrive
// here, so both are read by the same rules. Whatever the tree cannot hold is dropped and reported to `warnings`.
// The result is not yet canonical: callers pass it through canonicalize().
import type { Nodes, Parents, Root, Table, TableCell } from 'mdast';
import type {} from 'remark-math'; // its types add `math` and `inlineMath` to mdast
import { acceptHref, MAX_LINK_TITLE_LENGTH, reportDroppedLink } from './links.js';
import { withMark } from './marks.js';
import { plural, quote, wasWere, type Warnings } from './warnings.js';
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeParagraph,
  DocNodeTableCell,
  DocNodeTableHeader,
  DocNodeTableRow,
  DocumentTableCellAttrs,
} from './types.js';

export const MAX_LANGUAGE_LENGTH = 64;
const MAX_START = 999_999_999;

/**
 * Extra facts the HTML reader leaves on mdast nodes (`node.data`) for what mdast itself cannot say: a mark the
 * tree has but Markdown has not (`<u>`, `<sub>`, `<sup>` arrive as emphasis carrying `docMark`), and what a table
 * cell was in HTML (header or not, its spans and alignment). Cells without `docCell` in a table that has some are
 * fillers rehype-remark added for spans and short rows.
 */
export interface DocData {
  docMark?: 'underline' | 'subscript' | 'superscript';
  docCell?: boolean;
  docHeader?: boolean;
  docColspan?: number;
  docRowspan?: number;
  docAlign?: 'left' | 'center' | 'right' | null;
}

export interface MdastToDocOptions {
  warnings: Warnings;
  /** The Markdown text the tree was parsed from: tells a paragraph that is just `$$..$$` (display math). */
  source?: string;
  /** Where the tree came from, for the wording of warnings. */
  origin: 'markdown' | 'html';
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'inlineMath',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);

type AnyNode = Nodes | { type: string; children?: AnyNode[]; value?: unknown; data?: unknown };

const docData = (node: { data?: unknown }): DocData => (node.data ?? {}) as DocData;

export function mdastToDoc(root: Root, options: MdastToDocOptions): DocContent {
  return new Reader(root, options).read();
}

class Reader {
  private readonly w: Warnings;
  private readonly source: string | undefined;
  private readonly origin: 'markdown' | 'html';
  private readonly definitions = new Map<string, { url: string; title: string | null }>();
  /** Inline content dropped so far (tells a paragraph emptied by the reader from one that was empty). */
  private drops = 0;

  constructor(
    private readonly root: Root,
    options: MdastToDocOptions,
  ) {
    this.w = options.warnings;
    this.source = options.source;
    this.origin = options.origin;
  }

  read(): DocContent {
    this.collectDefinitions(this.root);
    return { type: 'doc', content: this.blocks(this.root.children) };
  }

  private collectDefinitions(node: AnyNode): void {
    if (node.type === 'definition') {
      const d = node as { identifier: string; url: string; title?: string | null };
      if (!this.definitions.has(d.identifier))
        this.definitions.set(d.identifier, { url: d.url, title: d.title ?? null });
    }
    const children = (node as { children?: AnyNode[] }).children;
    if (Array.isArray(children)) for (const c of children) this.collectDefinitions(c);
  }

  // ---- blocks ------------------------------------------------------------------------------------------------

  /** Block content; inline nodes found among blocks are gathered into paragraphs. */
  private blocks(nodes: readonly AnyNode[]): DocNodeBlock[] {
    const out: DocNodeBlock[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      if (!run.length) return;
      const p = this.paragraph(run);
      if (p) out.push(p);
      run = [];
    };
    for (const node of nodes) {
      if (PHRASING.has(node.type)) run.push(node);
      else {
        flush();
        this.block(node, out);
      }
    }
    flush();
    return out;
  }

  private block(node: AnyNode, out: DocNodeBlock[]): void {
    const n = node as Nodes;
    switch (n.type) {
      case 'heading': {
        const content = this.inlines(n.children);
        out.push({
          type: 'heading',
          attrs: { level: Math.min(6, Math.max(1, n.depth)) },
          ...(content.length ? { content } : {}),
        });
        return;
      }
      case 'paragraph': {
        const p = this.paragraph(n.children);
        if (p) out.push(p);
        return;
      }
      case 'list': {
        const items: DocNodeListItem[] = [];
        for (const child of n.children) {
          if (child.type === 'listItem') {
            if (child.checked === true || child.checked === false) {
              this.w.count(
                'task',
                (c) =>
                  `${plural(c, 'task list checkbox', 'task list checkboxes')} ${wasWere(c)} dropped (the items were kept): checklists are not supported`,
              );
            }
            items.push({ type: 'listItem', content: this.blocks(child.children) });
          } else {
            items.push({ type: 'listItem', content: this.blocks([child]) });
          }
        }
        if (!items.length) return;
        if (n.ordered) {
          const start =
            typeof n.start === 'number' && Number.isFinite(n.start)
              ? Math.min(MAX_START, Math.max(0, Math.trunc(n.start)))
              : 1;
          out.push(
            start === 1
              ? { type: 'orderedList', content: items }
              : { type: 'orderedList', attrs: { start }, content: items },
          );
        } else {
          out.push({ type: 'bulletList', content: items });
        }
        return;
      }
      case 'blockquote':
        out.push({ type: 'blockquote', content: this.blocks(n.children) });
        return;
      case 'code': {
        const node: DocNodeBlock = { type: 'codeBlock' };
        const lang = n.lang?.trim();
        if (lang) {
          if ([...lang].length <= MAX_LANGUAGE_LENGTH) node.attrs = { language: lang };
          else
            this.w.count(
              'language',
              (c) =>
                `The language of ${plural(c, 'code block')} ${wasWere(c)} dropped: it is longer than ${MAX_LANGUAGE_LENGTH} characters`,
            );
        }
        if (n.value) node.content = [{ type: 'text', text: n.value }];
        out.push(node);
        return;
      }
      case 'math':
        out.push({ type: 'mathBlock', attrs: { latex: n.value } });
        return;
      case 'thematicBreak':
        out.push({ type: 'horizontalRule' });
        return;
      case 'table':
        this.table(n, out);
        return;
      case 'html':
        this.html(n.value);
        return;
      case 'definition':
        return; // used by the references that name it
      case 'footnoteDefinition': {
        this.footnote();
        const inner = this.blocks(n.children);
        const label = { type: 'text' as const, text: `[^${n.label ?? n.identifier}]: ` };
        const first = inner[0];
        if (first?.type === 'paragraph') first.content = [label, ...(first.content ?? [])];
        else inner.unshift({ type: 'paragraph', content: [label] });
        out.push(...inner);
        return;
      }
      case 'yaml':
        this.unsupported('front matter');
        return;
      default: {
        const children = (node as { children?: unknown }).children;
        if (Array.isArray(children)) out.push(...this.blocks(children as AnyNode[]));
        else if (typeof (node as { value?: unknown }).value === 'string' && (node as { value: string }).value) {
          out.push({
            type: 'paragraph',
            content: [{ type: 'text', text: softBreaks((node as { value: string }).value) }],
          });
        } else this.unsupported(node.type);
      }
    }
  }

  /** A paragraph of `nodes`, a display-math block for a paragraph that is only `$$..$$`, or null when reading
   * dropped everything in it. */
  private paragraph(nodes: readonly AnyNode[]): DocNodeBlock | null {
    const display = this.displayMath(nodes);
    if (display) return display;
    const before = this.drops;
    const content = this.inlines(nodes);
    if (this.drops > before) {
      trimEdges(content);
      if (content.every((n) => n.type === 'text' && !n.text.trim())) return null;
    }
    return content.length ? { type: 'paragraph', content } : null;
  }

  private displayMath(nodes: readonly AnyNode[]): DocNodeBlock | null {
    if (this.source === undefined) return null;
    const significant = nodes.filter((n) => !(n.type === 'text' && typeof n.value === 'string' && !n.value.trim()));
    if (significant.length !== 1 || significant[0].type !== 'inlineMath') return null;
    const m = significant[0] as Nodes & { type: 'inlineMath' };
    const offset = m.position?.start.offset;
    if (offset === undefined || !this.source.startsWith('$$', offset)) return null;
    return { type: 'mathBlock', attrs: { latex: m.value } };
  }

  private table(node: Table, out: DocNodeBlock[]): void {
    const fromHtml = node.children.some((row) => row.children.some((cell) => docData(cell).docCell));
    const width = Math.max(node.align?.length ?? 0, node.children[0]?.children.length ?? 0);
    const rows: DocNodeTableRow[] = [];
    let extra = 0;
    node.children.forEach((row, r) => {
      const cells: (DocNodeTableHeader | DocNodeTableCell)[] = [];
      row.children.forEach((cell, i) => {
        const data = docData(cell);
        if (fromHtml && !data.docCell) return; // filler for a span or a short row
        if (!fromHtml && i >= width) {
          extra++;
          return;
        }
        const header = fromHtml ? data.docHeader === true : r === 0;
        const attrs: DocumentTableCellAttrs = {};
        const align = fromHtml ? (data.docAlign ?? null) : (node.align?.[i] ?? null); // HTML aligns cells one by one
        if (align) attrs.align = align;
        if (data.docColspan && data.docColspan > 1) attrs.colspan = Math.min(1000, data.docColspan);
        if (data.docRowspan && data.docRowspan > 1) attrs.rowspan = Math.min(65534, data.docRowspan);
        const content = this.cellParagraphs(cell);
        const type = header ? 'tableHeader' : 'tableCell';
        cells.push(Object.keys(attrs).length ? { type, attrs, content } : { type, content });
      });
      if (!fromHtml) {
        for (let i = cells.length; i < width; i++) {
          const type = r === 0 ? 'tableHeader' : 'tableCell';
          const align = node.align?.[i];
          cells.push(
            align
              ? { type, attrs: { align }, content: [{ type: 'paragraph' }] }
              : { type, content: [{ type: 'paragraph' }] },
          );
        }
      }
      if (cells.length) rows.push({ type: 'tableRow', content: cells });
    });
    if (extra) {
      this.w.count(
        'cells',
        (c) => `${plural(c, 'table cell')} beyond the header row's columns ${wasWere(c)} dropped`,
        extra,
      );
    }
    if (rows.length) out.push({ type: 'table', content: rows });
  }

  /** A table cell's content as paragraphs (cells hold only paragraphs; other blocks are flattened into them). */
  private cellParagraphs(cell: TableCell): DocNodeParagraph[] {
    const paragraphs: DocNodeParagraph[] = [];
    let flattened = false;
    let run: AnyNode[] = [];
    const flush = () => {
      if (!run.length) return;
      const content = this.inlines(run);
      if (content.length) paragraphs.push({ type: 'paragraph', content });
      run = [];
    };
    const visit = (nodes: readonly AnyNode[]) => {
      for (const node of nodes) {
        if (PHRASING.has(node.type) || node.type === 'html') {
          run.push(node);
          continue;
        }
        flush();
        const n = node as Nodes;
        if (n.type === 'paragraph') {
          const content = this.inlines(n.children);
          if (content.length) paragraphs.push({ type: 'paragraph', content });
        } else if (n.type === 'code') {
          flattened = true;
          if (n.value)
            paragraphs.push({
              type: 'paragraph',
              content: [{ type: 'text', text: n.value, marks: [{ type: 'code' }] }],
            });
        } else if (n.type === 'math') {
          flattened = true;
          paragraphs.push({ type: 'paragraph', content: [{ type: 'mathInline', attrs: { latex: n.value } }] });
        } else if (n.type === 'html') {
          this.html(n.value);
        } else if ('children' in n && Array.isArray(n.children)) {
          flattened = true;
          visit(n.children as AnyNode[]);
          flush();
        } else if (n.type !== 'thematicBreak') {
          this.unsupported(n.type);
        }
      }
    };
    visit(cell.children as AnyNode[]);
    flush();
    if (flattened) {
      this.w.count(
        'cell-blocks',
        (c) =>
          `Lists, headings and other blocks in ${plural(c, 'table cell')} ${c === 1 ? 'was' : 'were'} flattened to paragraphs: table cells hold only paragraphs`,
      );
    }
    return paragraphs.length ? paragraphs : [{ type: 'paragraph' }];
  }

  // ---- inline ------------------------------------------------------------------------------------------------

  private inlines(nodes: readonly AnyNode[], marks: DocMark[] = []): DocNodeInline[] {
    const out: DocNodeInline[] = [];
    for (const node of nodes) this.inline(node, marks, out);
    return out;
  }

  private text(value: string, marks: DocMark[], out: DocNodeInline[]): void {
    if (!value) return;
    out.push(marks.length ? { type: 'text', text: value, marks: [...marks] } : { type: 'text', text: value });
  }

  private inline(node: AnyNode, marks: DocMark[], out: DocNodeInline[]): void {
    const n = node as Nodes;
    switch (n.type) {
      case 'text':
        this.text(softBreaks(n.value), marks, out);
        return;
      case 'emphasis': {
        const mark = docData(n).docMark ?? 'italic';
        this.inlineChildren(n, withMark(marks, { type: mark }), out);
        return;
      }
      case 'strong':
        this.inlineChildren(n, withMark(marks, { type: 'bold' }), out);
        return;
      case 'delete':
        this.inlineChildren(n, withMark(marks, { type: 'strike' }), out);
        return;
      case 'inlineCode':
        this.text(softBreaks(n.value), withMark(marks, { type: 'code' }), out);
        return;
      case 'inlineMath':
        out.push({ type: 'mathInline', attrs: { latex: n.value } });
        return;
      case 'break':
        out.push({ type: 'hardBreak' });
        return;
      case 'link':
        this.link(n.url, n.title ?? null, n, marks, out);
        return;
      case 'linkReference': {
        const def = this.definitions.get(n.identifier);
        if (def) this.link(def.url, def.title, n, marks, out);
        else this.inlineChildren(n, marks, out);
        return;
      }
      case 'image':
        this.image(n.alt ?? '', n.url);
        return;
      case 'imageReference':
        this.image(n.alt ?? '', this.definitions.get(n.identifier)?.url ?? '');
        return;
      case 'html':
        this.html(n.value);
        return;
      case 'footnoteReference':
        this.footnote();
        this.text(`[^${n.label ?? n.identifier}]`, marks, out);
        return;
      default: {
        const children = (node as { children?: unknown }).children;
        const value = (node as { value?: unknown }).value;
        if (Array.isArray(children)) {
          // A block where only inline content can go (HTML can nest so): keep its text, one space apart.
          const last = out[out.length - 1];
          if (last && !(last.type === 'text' && /\s$/.test(last.text)) && last.type !== 'hardBreak')
            this.text(' ', marks, out);
          for (const c of children as AnyNode[]) this.inline(c, marks, out);
        } else if (typeof value === 'string') this.text(softBreaks(value), marks, out);
        else this.unsupported(node.type);
      }
    }
  }

  private inlineChildren(node: Parents, marks: DocMark[], out: DocNodeInline[]): void {
    for (const c of node.children as AnyNode[]) this.inline(c, marks, out);
  }

  private link(url: string, title: string | null, node: Parents, marks: DocMark[], out: DocNodeInline[]): void {
    if (!url) {
      // An HTML <a> without an address (a bare anchor, or one whose address the sanitizer removed).
      this.inlineChildren(node, marks, out);
      return;
    }
    const href = acceptHref(url);
    if (!href) {
      reportDroppedLink(this.w, mdastText(node), url);
      this.inlineChildren(node, marks, out);
      return;
    }
    const attrs: { href: string; title?: string } = { href };
    const t = title?.trim();
    if (t) attrs.title = [...t].slice(0, MAX_LINK_TITLE_LENGTH).join('');
    this.inlineChildren(node, withMark(marks, { type: 'link', attrs }), out);
  }

  private image(alt: string, url: string): void {
    this.drops++;
    const name = alt.trim() || url.trim();
    const sentence = name
      ? `Image ${quote(name)} was dropped: images are not supported`
      : 'An image was dropped: images are not supported';
    this.w.item('image', sentence, (c) => `${plural(c, 'more image')} ${wasWere(c)} dropped: images are not supported`);
  }

  private readonly htmlTags = new Set<string>();

  private html(value: string): void {
    const v = value.trim();
    if (!v || /^<!--[\s\S]*-->$/.test(v)) return; // a comment shows nothing; nothing is lost
    this.drops++;
    for (const m of v.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)) {
      if (this.htmlTags.size < 8) this.htmlTags.add(`<${m[1].toLowerCase()}>`);
    }
    this.w.count('html', (c) => {
      const tags = this.htmlTags.size ? ` (${[...this.htmlTags].join(', ')})` : '';
      return this.origin === 'markdown'
        ? `${plural(c, 'piece')} of HTML in the Markdown${tags} ${wasWere(c)} dropped: HTML inside Markdown is not supported`
        : `${plural(c, 'piece')} of raw HTML${tags} ${wasWere(c)} dropped`;
    });
  }

  private footnote(): void {
    this.w.count('footnote', () => 'Footnotes were kept as plain text: footnotes are not supported');
  }

  private unsupported(type: string): void {
    this.drops++;
    const what = this.origin === 'markdown' ? 'Markdown' : 'HTML';
    this.w.count(
      `unsupported:${type}`,
      (c) => `${plural(c, `unsupported ${what} element`)} (${type}) ${wasWere(c)} dropped`,
    );
  }
}

/** Soft line breaks inside a paragraph read as spaces. */
function softBreaks(value: string): string {
  return value.replace(/[ \t]*(?:\r\n|\r|\n)[ \t]*/g, ' ');
}

/** After content was dropped out of a paragraph: no whitespace left hanging at its edges. */
function trimEdges(content: DocNodeInline[]): void {
  const first = content[0];
  if (first?.type === 'text') {
    first.text = first.text.replace(/^\s+/, '');
    if (!first.text) content.shift();
  }
  const last = content[content.length - 1];
  if (last?.type === 'text') {
    last.text = last.text.replace(/\s+$/, '');
    if (!last.text) content.pop();
  }
}

/** Plain text of an mdast subtree (for warnings). */
function mdastText(node: AnyNode): string {
  const n = node as { value?: unknown; alt?: unknown; children?: AnyNode[] };
  if (typeof n.value === 'string') return n.value;
  if (Array.isArray(n.children)) return n.children.map(mdastText).join('');
  return typeof n.alt === 'string' ? n.alt : '';
}
