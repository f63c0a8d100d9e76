// What of HTML is read: the elements kept through sanitizing, those removed with their content, and why.
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/** Elements with a meaning in the tree (or Markdown's model of it). */
const MEANINGFUL = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'hr', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'tt', 'var',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'strong', 'b', 'em', 'i', 'mark', 'u', 'ins', 's', 'del', 'strike', 'sub', 'sup', 'q', 'summary',
];

/** Wrappers whose loss loses nothing: their content is read as if they were not there (no warning). */
const TRANSPARENT = new Set([
  'html', 'body', 'div', 'span', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside', 'figure',
  'figcaption', 'center', 'address', 'hgroup', 'fieldset', 'legend', 'form', 'details', 'font', 'small', 'big',
  'abbr', 'acronym', 'cite', 'dfn', 'time', 'data', 'label', 'bdi', 'bdo', 'nobr', 'wbr', 'colgroup', 'col',
]);

/** Elements removed together with everything inside them, with the reason given in the warning (null: no warning). */
export const REMOVED: ReadonlyMap<string, string | null> = new Map<string, string | null>([
  ...['img', 'image', 'picture', 'svg', 'canvas'].map((t) => [t, 'images are not supported'] as const),
  ...['video', 'audio', 'iframe', 'frame', 'frameset', 'noframes', 'object', 'embed', 'applet', 'param', 'source', 'track', 'map', 'area'].map(
    (t) => [t, 'embedded media is not supported'] as const,
  ),
  ['script', 'scripts are not allowed'],
  ['template', 'scripts are not allowed'],
  ['noscript', 'it only matters to browsers without scripts'],
  ['style', 'styles are not supported'],
  ['math', 'MathML is not supported'],
  ...['input', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'output', 'progress', 'meter'].map(
    (t) => [t, 'form controls are not supported'] as const,
  ),
  ['caption', 'table captions are not supported'],
  ['dialog', 'dialogs are not supported'],
  ...['head', 'title', 'meta', 'link', 'base'].map((t) => [t, null] as const),
]);

export const SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: [...MEANINGFUL, ...TRANSPARENT],
  strip: [...REMOVED.keys()],
  attributes: {
    a: ['href', 'title'],
    ol: ['start'],
    th: ['align', 'colSpan', 'rowSpan'],
    td: ['align', 'colSpan', 'rowSpan'],
    code: [['className', /^language-./]],
  },
  protocols: { href: ['http', 'https', 'mailto'] },
  ancestors: {
    li: ['ol', 'ul', 'dl'],
    dt: ['dl'],
    dd: ['dl'],
    tbody: ['table'],
    thead: ['table'],
    tfoot: ['table'],
    tr: ['table'],
    th: ['table'],
    td: ['table'],
  },
  clobber: [],
  clobberPrefix: '',
  required: {},
  allowComments: false,
  allowDoctypes: false,
};

export const KEPT_TAGS: ReadonlySet<string> = new Set([...MEANINGFUL, ...TRANSPARENT]);
