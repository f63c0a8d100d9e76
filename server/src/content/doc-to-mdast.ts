// Document tree → mdast, for writing Markdown. Only what Markdown can say survives: underline, subscript and
// superscript marks, cell spans, per-cell alignment other than the header row's, custom heading ids, hard breaks
// in headings and table cells, and empty paragraphs are lost. Signature fields become a readable placeholder
// (`[signature: Label]`) that reads back as plain text.
import type { Html, List, ListItem, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type {} from 'remark-math';
import { markEquals } from './marks.js';
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeSignatureField,
  DocNodeTable,
} from './types.js';

export function docToMdast(doc: DocContent): Root {
  return { type: 'root', children: flow(doc.content) };
}

function flow(blocks: readonly DocNodeBlock[]): RootContent[] {
  const out: RootContent[] = [];
  for (const b of blocks) {
    const node = block(b);
    if (node) out.push(node);
  }
  return out;
}

function block(node: DocNodeBlock): RootContent | null {
  switch (node.type) {
    case 'heading':
      return {
        type: 'heading',
        depth: node.attrs.level as 1 | 2 | 3 | 4 | 5 | 6,
        children: keepEdges(phrasing(node.content ?? [])),
      };
    case 'paragraph':
      return node.content?.length ? { type: 'paragraph', children: keepEdges(phrasing(node.content)) } : null;
    case 'bulletList':
    case 'orderedList': {
      const list: List = {
        type: 'list',
        ordered: node.type === 'orderedList',
        spread: false,
        children: node.content.map(listItem),
      };
      if (node.type === 'orderedList') list.start = node.attrs?.start ?? 1;
      return list;
    }
    case 'blockquote':
      return { type: 'blockquote', children: flow(node.content) as never };
    case 'codeBlock':
      return {
        type: 'code',
        lang: node.attrs?.language || null,
        meta: null,
        value: (node.content ?? []).map((t) => t.text).join(''),
      };
    case 'horizontalRule':
      return { type: 'thematicBreak' };
    case 'table':
      return table(node);
    case 'mathBlock':
      return { type: 'math', value: node.attrs.latex };
    case 'signatureField':
      return { type: 'paragraph', children: [placeholder(node)] };
    default:
      return null;
  }
}

function listItem(item: DocNodeListItem): ListItem {
  const children = flow(item.content) as ListItem['children'];
  // Blank lines inside an item only where needed to keep its blocks apart (a nested list may follow directly).
  const spread = children.length > 1 && children.slice(1).some((c) => c.type !== 'list');
  return { type: 'listItem', spread, children };
}

function table(node: DocNodeTable): Table {
  const align: Table['align'] = [];
  const rows: TableRow[] = node.content.map((row, r) => {
    const cells: TableCell[] = [];
    for (const cell of row.content) {
      const children: PhrasingContent[] = [];
      for (const p of cell.content) {
        if (!p.content?.length) continue;
        if (children.length) children.push({ type: 'text', value: ' ' });
        children.push(...phrasing(p.content));
      }
      if (r === 0) align.push(cell.attrs?.align ?? null);
      cells.push({ type: 'tableCell', children: keepEdges(children) });
      for (let i = 1; i < (cell.attrs?.colspan ?? 1); i++) {
        if (r === 0) align.push(null);
        cells.push({ type: 'tableCell', children: [] });
      }
    }
    return { type: 'tableRow', children: cells };
  });
  return { type: 'table', align, children: rows };
}

/**
 * Markdown trims the whitespace at the start and end of a paragraph, heading or table cell: written as character
 * references (raw, so they are not escaped) it reads back as the same whitespace.
 */
function keepEdges(children: PhrasingContent[]): PhrasingContent[] {
  const ref = (ws: string): PhrasingContent[] =>
    [...ws].map((c) => ({ type: 'html', value: `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};` }));
  const out = [...children];
  const first = out[0];
  if (first?.type === 'text') {
    const lead = /^\s+/.exec(first.value)?.[0];
    if (lead) {
      const rest = first.value.slice(lead.length);
      out.splice(0, 1, ...ref(lead), ...(rest ? [{ type: 'text' as const, value: rest }] : []));
    }
  }
  const last = out[out.length - 1];
  if (last?.type === 'text') {
    const trail = /\s+$/.exec(last.value)?.[0];
    if (trail) {
      const rest = last.value.slice(0, last.value.length - trail.length);
      out.splice(out.length - 1, 1, ...(rest ? [{ type: 'text' as const, value: rest }] : []), ...ref(trail));
    }
  }
  return out;
}

/** `[signature: Label]`, written out as is (a raw node, so the brackets are not escaped). */
function placeholder(field: DocNodeSignatureField): Html {
  const clean = (s: string) =>
    s
      .replace(/[[\]\\|<>`*_~$&]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const label = field.attrs.label ? clean(field.attrs.label) : '';
  return { type: 'html', value: `[${field.attrs.fieldType}${label ? `: ${label}` : ''}]` };
}

// ---- inline ------------------------------------------------------------------------------------------------------

/** Marks Markdown can write around text (`code` is written as inline code, the rest are lost). */
const WRAPPING = new Set<DocMark['type']>(['link', 'bold', 'italic', 'strike']);

interface Item {
  node: DocNodeInline;
  marks: DocMark[]; // wrapping marks still to apply
  code: boolean;
}

function phrasing(content: readonly DocNodeInline[]): PhrasingContent[] {
  const items: Item[] = [];
  for (const node of content) {
    const marks = node.type === 'text' ? (node.marks ?? []).filter((m) => WRAPPING.has(m.type)) : [];
    const code = node.type === 'text' && (node.marks ?? []).some((m) => m.type === 'code');
    const last = items[items.length - 1];
    // Runs that differed only in marks Markdown cannot write are one run here.
    if (node.type === 'text' && last?.node.type === 'text' && last.code === code && sameMarks(last.marks, marks)) {
      last.node = { type: 'text', text: last.node.text + node.text };
      continue;
    }
    items.push({ node, marks, code });
  }
  const out = build(items);
  // Two inline maths side by side (`$a$$b$`) would read as one; an empty comment keeps them apart (a comment
  // reads back as nothing). Maths carry no marks, so they only ever meet at this level.
  for (let i = out.length - 1; i > 0; i--) {
    if (out[i].type === 'inlineMath' && out[i - 1].type === 'inlineMath')
      out.splice(i, 0, { type: 'html', value: '<!-- -->' });
  }
  return out;
}

function sameMarks(a: DocMark[], b: DocMark[]): boolean {
  return a.length === b.length && a.every((m) => b.some((n) => markEquals(m, n)));
}

/** Nests the runs: at each step the mark shared by the longest stretch of runs becomes the outer node. */
function build(items: Item[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i];
    if (!item.marks.length) {
      out.push(leaf(item));
      i++;
      continue;
    }
    let best = item.marks[0];
    let end = i + 1;
    for (const mark of item.marks) {
      let j = i + 1;
      while (j < items.length && items[j].marks.some((m) => markEquals(m, mark))) j++;
      if (j > end) {
        best = mark;
        end = j;
      }
    }
    const inner = items.slice(i, end).map((it) => ({ ...it, marks: it.marks.filter((m) => !markEquals(m, best)) }));
    out.push(wrap(best, build(inner)));
    i = end;
  }
  return out;
}

function wrap(mark: DocMark, children: PhrasingContent[]): PhrasingContent {
  switch (mark.type) {
    case 'link':
      return { type: 'link', url: mark.attrs.href, title: mark.attrs.title ?? null, children };
    case 'bold':
      return { type: 'strong', children };
    case 'italic':
      return { type: 'emphasis', children };
    default:
      return { type: 'delete', children };
  }
}

function leaf({ node, code }: Item): PhrasingContent {
  switch (node.type) {
    case 'text':
      return code ? { type: 'inlineCode', value: node.text } : { type: 'text', value: node.text };
    case 'mathInline':
      return { type: 'inlineMath', value: node.attrs.latex };
    case 'hardBreak':
      return { type: 'break' };
    case 'signatureField':
      return placeholder(node);
    default:
      return { type: 'text', value: '' };
  }
}
