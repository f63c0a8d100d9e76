// Markdown ⇄ document tree. Reading: CommonMark + GFM (tables, strikethrough, autolinks, task lists, footnotes) +
// `$..$` / `$$..$$` mathematics, through the shared mdast reader. Writing: the tree as mdast, through
// remark-stringify with the same extensions, so what is written reads back to the same canonical tree.
import type { Root } from 'mdast';
import type { Options as StringifyOptions } from 'remark-stringify';
import { lazy, once } from '../platform/lazy.js';
import { canonicalize } from './canonicalize.js';
import { docToMdast } from './doc-to-mdast.js';
import { guardMarkdown, restorePlain } from './markdown-guard.js';
import { mdastToDoc } from './mdast-to-doc.js';
import type { Conversion, DocContent } from './types.js';
import { Warnings } from './warnings.js';

// The unified/remark toolchain is loaded (synchronously) with the first conversion, not at start: a server that
// converts nothing never pays its start-up time and memory.
const remark = once(() => ({
  unified: lazy<typeof import('unified')>('unified')().unified,
  gfm: lazy<typeof import('remark-gfm')>('remark-gfm')().default,
  math: lazy<typeof import('remark-math')>('remark-math')().default,
  parse: lazy<typeof import('remark-parse')>('remark-parse')().default,
  stringify: lazy<typeof import('remark-stringify')>('remark-stringify')().default,
}));
const reader = once(() => {
  const r = remark();
  return r.unified().use(r.parse).use(r.gfm).use(r.math).freeze();
});

const WRITE_OPTIONS: StringifyOptions = {
  bullet: '-',
  bulletOrdered: '.',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '*', // `***` can never be read as a setext heading underline
  listItemIndent: 'one',
  incrementListMarker: true,
  resourceLink: false,
};
const writer = once(() => {
  const r = remark();
  return r.unified().use(r.gfm).use(r.math).use(r.stringify, WRITE_OPTIONS).freeze();
});

/**
 * Reads Markdown into the canonical document tree. Never throws: whatever the tree cannot hold (images, HTML,
 * links other than http/https/mailto, …) is dropped with one sentence in `warnings`.
 */
export function fromMarkdown(md: string): Conversion {
  const source = typeof md === 'string' ? md : String(md ?? '');
  const warnings = new Warnings();
  try {
    const guarded = guardMarkdown(source, warnings);
    const tree = reader().runSync(reader().parse(guarded.source)) as Root;
    const doc = mdastToDoc(tree, { warnings, source: guarded.source, origin: 'markdown' });
    restorePlain(doc.content, guarded.plain);
    const content = canonicalize(doc);
    return { content, warnings: warnings.list() };
  } catch {
    // Only pathological input gets here (nesting deeper than the stack): keep its text, one paragraph per block.
    return {
      content: plainParagraphs(source),
      warnings: ['The Markdown could not be read (it is nested too deeply); its text was kept as plain paragraphs'],
    };
  }
}

/**
 * Writes the tree as Markdown (GFM with `$` math). fromMarkdown(toMarkdown(x)) equals canonicalize(x) for every
 * tree Markdown can express; not kept: underline/subscript/superscript marks, cell spans, custom heading ids,
 * hard breaks in headings and table cells, empty paragraphs, text with line breaks outside code, and signature
 * fields, written as a placeholder line such as `[signature: Label]` that reads back as text. Bare URLs and e-mail
 * addresses in unlinked text read back as links (GFM autolinks).
 */
export function toMarkdown(content: DocContent): string {
  return writer().stringify(docToMdast(canonicalize(content)));
}

/** Text split at blank lines into plain paragraphs (the fallback when Markdown cannot be read). */
export function plainParagraphs(text: string): DocContent {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return canonicalize({
    type: 'doc',
    content: blocks.map((t) => ({ type: 'paragraph', content: [{ type: 'text', text: t }] })),
  });
}
