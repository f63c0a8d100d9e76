// Document tree → HTML, for pages that show a body as it reads (the signing page). Every text and attribute is
// escaped here; links keep only the schemes the tree allows (http, https, mailto) and open in a new tab without the
// opener. Mathematics is shown as its LaTeX source. A signature field is drawn by the caller (`field`), which
// returns markup it has escaped itself.
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeSignatureField,
  DocNodeTableCell,
  DocNodeTableHeader,
  DocNodeText,
} from './types.js';

export interface ToHtmlOptions {
  /** Markup for a signature field, inline or as a block (`block` true when it stands alone). */
  field: (attrs: DocNodeSignatureField['attrs'], block: boolean) => string;
  /** Heading levels are shifted by this much (a page whose own h1 is the title passes 1); capped at 6. */
  headingOffset?: number;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);
const SAFE_HREF = /^(?:https?:|mailto:)/i;

const MARK_TAGS: Record<Exclude<DocMark['type'], 'link'>, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
  subscript: 'sub',
  superscript: 'sup',
};

function text(node: DocNodeText): string {
  let out = esc(node.text);
  for (const mark of [...(node.marks ?? [])].reverse()) {
    if (mark.type === 'link') {
      const href = mark.attrs.href;
      const title = mark.attrs.title ? ` title="${esc(mark.attrs.title)}"` : '';
      out = SAFE_HREF.test(href)
        ? `<a href="${esc(href)}"${title} target="_blank" rel="noopener noreferrer">${out}</a>`
        : out;
    } else {
      const tag = MARK_TAGS[mark.type];
      out = `<${tag}>${out}</${tag}>`;
    }
  }
  return out;
}

function inline(nodes: DocNodeInline[] | undefined, o: ToHtmlOptions): string {
  return (nodes ?? [])
    .map((n) => {
      switch (n.type) {
        case 'text':
          return text(n);
        case 'hardBreak':
          return '<br>';
        case 'mathInline':
          return `<code class="math">${esc(n.attrs.latex)}</code>`;
        case 'signatureField':
          return o.field(n.attrs, false);
      }
      return '';
    })
    .join('');
}

function cell(c: DocNodeTableCell | DocNodeTableHeader, o: ToHtmlOptions): string {
  const tag = c.type === 'tableHeader' ? 'th' : 'td';
  const a = c.attrs ?? {};
  const attrs = `${a.colspan && a.colspan > 1 ? ` colspan="${a.colspan}"` : ''}${a.rowspan && a.rowspan > 1 ? ` rowspan="${a.rowspan}"` : ''}${a.align ? ` class="align-${a.align}"` : ''}`;
  return `<${tag}${attrs}>${c.content.map((p) => `<p dir="auto">${inline(p.content, o)}</p>`).join('')}</${tag}>`;
}

function block(n: DocNodeBlock, o: ToHtmlOptions): string {
  switch (n.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(1, n.attrs.level + (o.headingOffset ?? 0)));
      return `<h${level}${n.attrs.id ? ` id="${esc(n.attrs.id)}"` : ''} dir="auto">${inline(n.content, o)}</h${level}>`;
    }
    // dir="auto": each block takes the direction of its first strong letter (Arabic and Hebrew read right to left)
    case 'paragraph':
      return `<p dir="auto">${inline(n.content, o)}</p>`;
    case 'bulletList':
      return `<ul>${n.content.map((li) => `<li dir="auto">${blocks(li.content, o)}</li>`).join('')}</ul>`;
    case 'orderedList': {
      const start = n.attrs?.start;
      return `<ol${start !== undefined && start !== 1 ? ` start="${Number(start)}"` : ''}>${n.content.map((li) => `<li dir="auto">${blocks(li.content, o)}</li>`).join('')}</ol>`;
    }
    case 'blockquote':
      return `<blockquote dir="auto">${blocks(n.content, o)}</blockquote>`;
    case 'codeBlock':
      return `<pre><code>${esc((n.content ?? []).map((t) => t.text).join(''))}</code></pre>`;
    case 'horizontalRule':
      return '<hr>';
    case 'mathBlock':
      return `<pre class="math"><code>${esc(n.attrs.latex)}</code></pre>`;
    case 'table':
      return `<div class="table-scroll"><table>${n.content.map((row) => `<tr>${row.content.map((c) => cell(c, o)).join('')}</tr>`).join('')}</table></div>`;
    case 'signatureField':
      return o.field(n.attrs, true);
  }
}

function blocks(nodes: DocNodeBlock[], o: ToHtmlOptions): string {
  return nodes.map((n) => block(n, o)).join('\n');
}

/** The body as HTML (block elements, no wrapper). */
export function toHtml(content: DocContent, o: ToHtmlOptions): string {
  return blocks(content.content, o);
}
