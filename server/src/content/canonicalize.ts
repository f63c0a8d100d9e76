// The canonical form the server stores (DocContent.yaml): empty text nodes and empty `marks` removed, missing
// heading and signature-field ids generated (and repeated ones made unique), an empty `content` list made one
// empty paragraph. Beyond what the spec lists, it also settles every choice that does not change the document,
// so two trees that mean the same compare equal (this is what makes the Markdown round trip exact):
// - adjacent text runs with the same marks are merged; marks are put in one fixed order, each type once;
// - a code block's text is one unmarked run (the spec drops marks inside code);
// - attributes equal to their default are left out: ordered-list `start` 1, code-block `language` null or empty,
//   table-cell `colspan`/`rowspan` 1 and `align` null, link `title` null or empty; an attrs object left empty goes;
// - empty `content` of paragraphs, headings and code blocks is left out (the spec: "omitted or empty");
// - containers that must hold something get one empty paragraph (blockquote, list item, table cell); a list item
//   whose first block is not a paragraph gets an empty one first (DocNodeListItem: "Its first block is a
//   paragraph"); lists, tables and rows with nothing in them are removed.
// Nodes of types it does not know are copied unchanged. The input is never modified. canonicalize is idempotent.
import { newId } from '../platform/ids.js';
import { hasLeadingContent, inlineText } from './tree.js';
import { normalizeMarks, marksEqual } from './marks.js';
import { slugify, uniqueId } from './slug.js';
import type {
  DocContent,
  DocNodeBlock,
  DocNodeHeading,
  DocNodeInline,
  DocNodeListItem,
  DocNodeParagraph,
  DocNodeSignatureField,
  DocNodeTableCell,
  DocNodeTableHeader,
  DocNodeTableRow,
  DocNodeText,
  DocumentTableCellAttrs,
} from './types.js';

/** Id of the untitled section before the first heading (DocumentSection.id). */
export const INTRO_SECTION_ID = 'intro';

export function canonicalize(content: DocContent): DocContent {
  const blocks = Array.isArray(content?.content) ? content.content : [];
  const doc: DocContent = { type: 'doc', content: canonicalBlocks(blocks) };
  if (doc.content.length === 0) doc.content = [{ type: 'paragraph' }];
  assignIds(doc);
  return doc;
}

function canonicalBlocks(blocks: readonly DocNodeBlock[]): DocNodeBlock[] {
  const out: DocNodeBlock[] = [];
  for (const b of blocks) {
    const c = canonicalBlock(b);
    if (c) out.push(c);
  }
  return out;
}

function canonicalBlock(node: DocNodeBlock): DocNodeBlock | null {
  switch (node.type) {
    case 'paragraph':
      return paragraph(node);
    case 'heading': {
      const attrs: DocNodeHeading['attrs'] = { level: node.attrs.level };
      if (node.attrs.id !== undefined) attrs.id = node.attrs.id;
      const inl = canonicalInlines(node.content);
      return inl.length ? { type: 'heading', attrs, content: inl } : { type: 'heading', attrs };
    }
    case 'bulletList': {
      const items = (node.content ?? []).map(listItem);
      return items.length ? { type: 'bulletList', content: items } : null;
    }
    case 'orderedList': {
      const items = (node.content ?? []).map(listItem);
      if (!items.length) return null;
      const start = node.attrs?.start;
      return start !== undefined && start !== 1
        ? { type: 'orderedList', attrs: { start }, content: items }
        : { type: 'orderedList', content: items };
    }
    case 'blockquote': {
      const inner = canonicalBlocks(node.content ?? []);
      return { type: 'blockquote', content: inner.length ? inner : [{ type: 'paragraph' }] };
    }
    case 'codeBlock': {
      const text = (node.content ?? []).map((t) => (typeof t.text === 'string' ? t.text : '')).join('');
      const out: DocNodeBlock = { type: 'codeBlock' };
      const language = node.attrs?.language;
      if (language != null && language !== '') out.attrs = { language };
      if (text) out.content = [{ type: 'text', text }];
      return out;
    }
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    case 'table': {
      const rows = (node.content ?? []).map(tableRow).filter((r): r is DocNodeTableRow => r !== null);
      return rows.length ? { type: 'table', content: rows } : null;
    }
    case 'mathBlock':
      return { type: 'mathBlock', attrs: { latex: node.attrs.latex } };
    case 'signatureField':
      return signatureField(node);
    default:
      return structuredClone(node);
  }
}

function paragraph(node: DocNodeParagraph): DocNodeParagraph {
  const inl = canonicalInlines(node.content);
  return inl.length ? { type: 'paragraph', content: inl } : { type: 'paragraph' };
}

function listItem(item: DocNodeListItem): DocNodeListItem {
  const content = canonicalBlocks(item.content ?? []);
  if (content.length === 0 || content[0].type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { type: 'listItem', content };
}

function tableRow(row: DocNodeTableRow): DocNodeTableRow | null {
  const cells = (row.content ?? []).map(tableCell);
  return cells.length ? { type: 'tableRow', content: cells } : null;
}

function tableCell<T extends DocNodeTableCell | DocNodeTableHeader>(cell: T): T {
  const paragraphs = (cell.content ?? []).filter((p) => p?.type === 'paragraph').map(paragraph);
  const content: DocNodeParagraph[] = paragraphs.length ? paragraphs : [{ type: 'paragraph' }];
  const a = cell.attrs;
  const attrs: DocumentTableCellAttrs = {};
  if (a) {
    if (a.colspan !== undefined && a.colspan !== 1) attrs.colspan = a.colspan;
    if (a.rowspan !== undefined && a.rowspan !== 1) attrs.rowspan = a.rowspan;
    if (a.align != null) attrs.align = a.align;
  }
  return (Object.keys(attrs).length ? { type: cell.type, attrs, content } : { type: cell.type, content }) as T;
}

function signatureField(node: DocNodeSignatureField): DocNodeSignatureField {
  return { type: 'signatureField', attrs: { ...node.attrs } };
}

function canonicalInlines(content: readonly DocNodeInline[] | undefined): DocNodeInline[] {
  const out: DocNodeInline[] = [];
  for (const node of content ?? []) {
    switch (node.type) {
      case 'text': {
        if (typeof node.text !== 'string' || node.text === '') break;
        const marks = normalizeMarks(node.marks ?? []);
        const last = out[out.length - 1];
        if (last?.type === 'text' && marksEqual(last.marks, marks)) {
          last.text += node.text; // `last` is a node this function made
          break;
        }
        const t: DocNodeText = { type: 'text', text: node.text };
        if (marks.length) t.marks = marks;
        out.push(t);
        break;
      }
      case 'hardBreak':
        out.push({ type: 'hardBreak' });
        break;
      case 'mathInline':
        out.push({ type: 'mathInline', attrs: { latex: node.attrs.latex } });
        break;
      case 'signatureField':
        out.push(signatureField(node));
        break;
      default:
        out.push(structuredClone(node));
    }
  }
  return out;
}

// ---- ids -------------------------------------------------------------------------------------------------------

/** Headings and signature fields of the tree in document order (depth first). */
function collect(doc: DocContent): { headings: DocNodeHeading[]; fields: DocNodeSignatureField[] } {
  const headings: DocNodeHeading[] = [];
  const fields: DocNodeSignatureField[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; content?: unknown };
    if (n.type === 'heading') headings.push(node as DocNodeHeading);
    else if (n.type === 'signatureField') fields.push(node as DocNodeSignatureField);
    if (Array.isArray(n.content)) for (const child of n.content) visit(child);
  };
  for (const block of doc.content) visit(block);
  return { headings, fields };
}

function assignIds(doc: DocContent): void {
  const { headings, fields } = collect(doc);
  const leading = hasLeadingContent(doc.content);

  // Headings: given ids are kept (the first of a repeated id keeps it); the rest get a unique slug. When there is
  // an untitled first section, its id `intro` is not generated for a heading.
  const used = new Set<string>();
  const pending: { heading: DocNodeHeading; base: string }[] = [];
  for (const h of headings) {
    const id = h.attrs.id;
    if (typeof id === 'string' && id !== '' && !used.has(id)) used.add(id);
    else pending.push({ heading: h, base: typeof id === 'string' && id !== '' ? id : slugify(inlineText(h.content)) });
  }
  for (const { heading, base } of pending) {
    const id = uniqueId(base, (c) => used.has(c) || (leading && c === INTRO_SECTION_ID));
    used.add(id);
    heading.attrs.id = id;
  }

  // Signature fields: given ids kept (first wins), the rest get a new `fld_` id.
  const usedFields = new Set<string>();
  const needId: DocNodeSignatureField[] = [];
  for (const f of fields) {
    const id = f.attrs.id;
    if (typeof id === 'string' && id !== '' && !usedFields.has(id)) usedFields.add(id);
    else needId.push(f);
  }
  for (const f of needId) {
    let id = newId('fld');
    while (usedFields.has(id)) id = newId('fld');
    usedFields.add(id);
    f.attrs.id = id;
  }
}
