// HTML → document tree: rehype-parse, then a look at the raw tree to name what will be lost, then rehype-sanitize
// (a strict allow-list: scripts, styles, media and event handlers are gone before anything else reads the tree),
// then rehype-remark to mdast, then the same mdast reader as Markdown.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root } from 'mdast';
import type { Options as RemarkOptions } from 'rehype-remark';
import { lazy, once } from '../platform/lazy.js';
import { canonicalize } from './canonicalize.js';
import { KEPT_TAGS, REMOVED, SANITIZE_SCHEMA } from './html-schema.js';
import { acceptHref, reportDroppedLink, tidyHref } from './links.js';
import { plainParagraphs } from './markdown.js';
import { mdastToDoc, type DocData } from './mdast-to-doc.js';
import type { Conversion } from './types.js';
import { plural, wasWere, Warnings } from './warnings.js';

type Handlers = NonNullable<RemarkOptions['handlers']>;
type Handle = NonNullable<Handlers[string]>;
type State = Parameters<Handle>[0];
type MdastResult = ReturnType<Handle>;

/** `<u>`, `<ins>`, `<sub>`, `<sup>`: emphasis carrying the tree's mark (mdast has no such nodes, and emphasis keeps
 * them inline when rehype-remark groups content into paragraphs). */
function markHandler(docMark: NonNullable<DocData['docMark']>): Handle {
  return (state: State, node: Element) => {
    const result = { type: 'emphasis', children: state.all(node), data: { docMark } };
    state.patch(node, result as never);
    return result as unknown as MdastResult;
  };
}

/** `<th>` / `<td>`: a table cell that remembers what it was (see DocData). */
function cellHandler(header: boolean): Handle {
  return (state: State, node: Element) => {
    const p = node.properties ?? {};
    const span = (v: unknown) => {
      const n = Number.parseInt(String(v ?? ''), 10);
      return Number.isFinite(n) && n > 1 ? n : undefined;
    };
    const align = typeof p.align === 'string' ? p.align.toLowerCase() : '';
    const data: DocData & Record<string, unknown> = {
      docCell: true,
      docHeader: header,
      docAlign: align === 'left' || align === 'center' || align === 'right' ? align : null,
    };
    const colspan = span(p.colSpan);
    const rowspan = span(p.rowSpan);
    if (colspan) data.docColspan = data.hastUtilToMdastTemporaryColSpan = colspan;
    if (rowspan) data.docRowspan = data.hastUtilToMdastTemporaryRowSpan = rowspan;
    const result = { type: 'tableCell', children: state.all(node), data };
    state.patch(node, result as never);
    return result as unknown as MdastResult;
  };
}

// Loaded with the first HTML conversion (see markdown.ts).
const rehype = once(() => ({
  unified: lazy<typeof import('unified')>('unified')().unified,
  parse: lazy<typeof import('rehype-parse')>('rehype-parse')().default,
  remark: lazy<typeof import('rehype-remark')>('rehype-remark')().default,
  sanitize: lazy<typeof import('rehype-sanitize')>('rehype-sanitize')().default,
}));
const parser = once(() => rehype().unified().use(rehype().parse, { fragment: true }).freeze());
const toMdast = once(() =>
  rehype()
    .unified()
    .use(rehype().sanitize, SANITIZE_SCHEMA)
    .use(rehype().remark, {
      handlers: {
        u: markHandler('underline'),
        ins: markHandler('underline'),
        sub: markHandler('subscript'),
        sup: markHandler('superscript'),
        th: cellHandler(true),
        td: cellHandler(false),
      },
    })
    .freeze(),
);

/**
 * Reads HTML into the canonical document tree. Never throws. Scripts, styles, images, media, form controls and
 * unsupported elements are dropped, each kind reported once with its count (`2 <img> elements were dropped: …`).
 */
export function fromHtml(html: string): Conversion {
  const source = typeof html === 'string' ? html : String(html ?? '');
  const warnings = new Warnings();
  try {
    const hast = parser().parse(source);
    inspect(hast, warnings);
    const mdast = toMdast().runSync(hast) as unknown as Root;
    const content = canonicalize(mdastToDoc(mdast, { warnings, origin: 'html' }));
    return { content, warnings: warnings.list() };
  } catch {
    const text = source.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
    return {
      content: plainParagraphs(text),
      warnings: ['The HTML could not be read (it is nested too deeply); its text was kept as plain paragraphs'],
    };
  }
}

/**
 * Walks the parsed HTML before sanitizing, reporting what sanitizing and reading will drop, and tidies what it
 * can read better: link addresses (scheme lower-cased; other schemes removed here, with a warning) and cell
 * alignment given as `style="text-align: …"` (moved to `align`).
 */
function inspect(tree: HastRoot, w: Warnings): void {
  const handlerNames = new Set<string>();
  const visit = (nodes: readonly (HastContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const tag = node.tagName.toLowerCase();
      const props = (node.properties ??= {});
      const handlers = Object.keys(props).filter((k) => /^on/i.test(k));
      if (handlers.length) {
        for (const h of handlers) if (handlerNames.size < 5) handlerNames.add(h.toLowerCase());
        w.count(
          'handlers',
          (c) =>
            `${plural(c, 'event handler attribute')} (${[...handlerNames].join(', ')}) ${wasWere(c)} dropped: scripts are not allowed`,
          handlers.length,
        );
      }
      if (REMOVED.has(tag)) {
        const why = REMOVED.get(tag);
        if (why) w.count(`removed:${tag}`, (c) => `${plural(c, `<${tag}> element`)} ${wasWere(c)} dropped: ${why}`);
        continue; // nothing inside survives
      }
      if (tag === 'a' && typeof props.href === 'string') {
        const raw = props.href;
        const href = tidyHref(raw);
        if (!acceptHref(href) && hasScheme(href)) {
          reportDroppedLink(w, textOf(node), raw);
          delete props.href;
        } else props.href = href; // relative addresses are reported by the reader, like Markdown's
      }
      if ((tag === 'td' || tag === 'th') && props.align == null && typeof props.style === 'string') {
        const m = /(?:^|;)\s*text-align\s*:\s*(left|center|right)\b/i.exec(props.style);
        if (m) props.align = m[1].toLowerCase();
      }
      if (!KEPT_TAGS.has(tag)) {
        w.count(
          `unsupported:${tag}`,
          (c) =>
            `${plural(c, `<${tag}> element`)} ${wasWere(c)} not supported: ${c === 1 ? 'its' : 'their'} text was kept`,
        );
      }
      visit(node.children);
    }
  };
  visit(tree.children);
}

/** Whether an address names a scheme (`x:` before any `/`, `?` or `#`), as the sanitizer tells absolute from relative. */
function hasScheme(href: string): boolean {
  const colon = href.indexOf(':');
  if (colon < 0) return false;
  return [href.indexOf('/'), href.indexOf('?'), href.indexOf('#')].every((i) => i < 0 || colon < i);
}

function textOf(node: HastContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
