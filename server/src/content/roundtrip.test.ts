import { describe, expect, it } from 'vitest';
import { canonicalize } from './canonicalize.js';
import { fromMarkdown, toMarkdown } from './markdown.js';
import { docContentErrors } from './test-support.js';
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeParagraph,
  DocNodeTableCell,
  DocNodeTableRow,
  DocNodeText,
} from './types.js';

const t = (text: string, ...marks: DocMark[]): DocNodeText =>
  marks.length ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: DocNodeInline[]): DocNodeParagraph => ({ type: 'paragraph', content });
const li = (...content: DocNodeBlock[]): DocNodeListItem => ({ type: 'listItem', content });
const bold: DocMark = { type: 'bold' };
const italic: DocMark = { type: 'italic' };
const strike: DocMark = { type: 'strike' };
const code: DocMark = { type: 'code' };
const link = (href: string, title?: string): DocMark => ({ type: 'link', attrs: title ? { href, title } : { href } });
const math = (latex: string): DocNodeInline => ({ type: 'mathInline', attrs: { latex } });

/** Everything Markdown can express, in one document (no ids: they are generated from the text). */
const RICH: DocContent = {
  type: 'doc',
  content: [
    p(t('Preamble before the first heading, with '), t('bold', bold), t(' and '), t('italic', italic), t('.')),
    { type: 'heading', attrs: { level: 1 }, content: [t('Mutual Non-Disclosure Agreement')] },
    { type: 'heading', attrs: { level: 2 }, content: [t('1. Definitions & '), t('terms', italic)] },
    p(
      t('"Confidential Information" means '),
      t('all', bold, italic),
      t(' information, '),
      t('struck', strike),
      t(', '),
      t('code()', code),
      t(', '),
      t('linked', link('https://example.com/terms', 'The terms')),
      t(' and '),
      t('bold link', link('https://example.com/a'), bold),
      t(' plus '),
      t('mail us', link('mailto:legal@example.com')),
      t('.'),
    ),
    p(t('Characters that need escaping: * _ [brackets] `ticks` # 1. > | $5 <tag> & ~ \\ !')),
    p(t('Line one'), { type: 'hardBreak' }, t('line two after a hard break.')),
    p(t('Inline maths '), math('E = mc^2'), t(' and '), math('\\alpha_{i} + \\beta'), t(' in text.')),
    { type: 'mathBlock', attrs: { latex: '\\int_0^1 f(x)\\,dx = F(1) - F(0)' } },
    { type: 'mathBlock', attrs: { latex: '\\begin{aligned}\na &= b + c \\\\\nd &= e\n\\end{aligned}' } },
    { type: 'heading', attrs: { level: 3 }, content: [t('Lists')] },
    {
      type: 'bulletList',
      content: [
        li(p(t('first'))),
        li(p(t('second with '), t('code', code)), {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [li(p(t('three'))), li(p(t('four')), { type: 'bulletList', content: [li(p(t('deep')))] })],
        }),
        li(p(t('third')), p(t('a second paragraph in the item'))),
      ],
    },
    { type: 'orderedList', content: [li(p(t('one'))), li(p(t('two')))] },
    { type: 'orderedList', attrs: { start: 0 }, content: [li(p(t('zero-based')))] },
    { type: 'bulletList', content: [li(p(t('a list right after another')))] },
    {
      type: 'bulletList',
      content: [
        li(p(t('and another')), { type: 'codeBlock', attrs: { language: 'sh' }, content: [t('echo in a list')] }),
      ],
    },
    {
      type: 'blockquote',
      content: [
        p(t('Quoted '), t('text', bold)),
        { type: 'blockquote', content: [p(t('nested quote'))] },
        { type: 'bulletList', content: [li(p(t('list in quote')))] },
      ],
    },
    {
      type: 'codeBlock',
      attrs: { language: 'ts' },
      content: [t('const x = 1;\n\n// ``` fences inside\nconsole.log(`*not emphasis*`);')],
    },
    { type: 'codeBlock', content: [t('no language')] },
    { type: 'codeBlock' },
    { type: 'horizontalRule' },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', attrs: { align: 'left' }, content: [p(t('Term'))] },
            { type: 'tableHeader', attrs: { align: 'center' }, content: [p(t('Value'))] },
            { type: 'tableHeader', attrs: { align: 'right' }, content: [p(t('Notes'))] },
            { type: 'tableHeader', content: [p(t('Plain'))] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', attrs: { align: 'left' }, content: [p(t('Fee', bold))] },
            { type: 'tableCell', attrs: { align: 'center' }, content: [p(math('x^2'))] },
            { type: 'tableCell', attrs: { align: 'right' }, content: [p(t('a | pipe'))] },
            { type: 'tableCell', content: [p(t('see', link('https://example.com')))] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', attrs: { align: 'left' }, content: [{ type: 'paragraph' }] },
            { type: 'tableCell', attrs: { align: 'center' }, content: [p(t('x', code))] },
            { type: 'tableCell', attrs: { align: 'right' }, content: [p(t('1,000'))] },
            { type: 'tableCell', content: [{ type: 'paragraph' }] },
          ],
        },
      ],
    },
    { type: 'heading', attrs: { level: 2 }, content: [t('1. Definitions & terms')] }, // same text: id gets -2
    { type: 'heading', attrs: { level: 6 } },
    p(t('The end.')),
  ],
};

function roundTrip(doc: DocContent): { md: string; back: DocContent } {
  const md = toMarkdown(doc);
  const r = fromMarkdown(md);
  expect(r.warnings).toEqual([]);
  expect(docContentErrors(r.content).slice(0, 5)).toEqual([]);
  return { md, back: r.content };
}

describe('toMarkdown round trip', () => {
  it('reads back to the canonical tree for a rich document', () => {
    expect(docContentErrors(RICH)).toEqual([]);
    const { back } = roundTrip(RICH);
    expect(back).toEqual(canonicalize(RICH));
  });

  it('writes readable Markdown', () => {
    const md = toMarkdown(RICH);
    expect(md).toContain('# Mutual Non-Disclosure Agreement\n');
    expect(md).toContain('[linked](https://example.com/terms "The terms")');
    expect(md).toContain('$$\n\\int_0^1 f(x)\\,dx = F(1) - F(0)\n$$');
    expect(md).toContain('| :------ | :---: | --------: |');
    expect(md).toContain('3. three');
    expect(md).toContain('```ts\n');
  });

  it('is stable: Markdown written from read Markdown reads the same again', () => {
    const once = toMarkdown(RICH);
    const twice = toMarkdown(fromMarkdown(once).content);
    expect(twice).toBe(once);
  });

  it('keeps given heading ids only as far as they match the text (ids are not written)', () => {
    const doc: DocContent = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 1, id: 'custom' }, content: [t('Title')] }],
    };
    expect(roundTrip(doc).back.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 1, id: 'title' },
      content: [t('Title')],
    });
  });

  it('writes signature fields as a readable placeholder, which reads back as text', () => {
    const doc: DocContent = {
      type: 'doc',
      content: [
        p(t('Signed by')),
        {
          type: 'signatureField',
          attrs: {
            id: 'fld_a',
            recipientId: null,
            fieldType: 'signature',
            label: 'Signature of [Acme] *Ltd*',
            required: true,
          },
        },
        p(t('Date: '), { type: 'signatureField', attrs: { id: 'fld_b', fieldType: 'date' } }, t(' (today)')),
      ],
    };
    const md = toMarkdown(doc);
    expect(md).toBe('Signed by\n\n[signature: Signature of Acme Ltd]\n\nDate: [date] (today)\n');
    expect(fromMarkdown(md).content.content).toEqual([
      p(t('Signed by')),
      p(t('[signature: Signature of Acme Ltd]')),
      p(t('Date: [date] (today)')),
    ]);
  });

  it('drops what Markdown cannot say: underline, sub/superscript, spans, empty paragraphs', () => {
    const doc: DocContent = {
      type: 'doc',
      content: [
        p(t('u', { type: 'underline' }), t('s', { type: 'subscript' }), t('S', { type: 'superscript' }, bold)),
        { type: 'paragraph' },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 2 }, content: [p(t('wide'))] }] },
            {
              type: 'tableRow',
              content: [
                { type: 'tableCell', content: [p(t('a'))] },
                { type: 'tableCell', content: [p(t('b'))] },
              ],
            },
          ],
        },
      ],
    };
    const { back } = roundTrip(doc);
    expect(back.content[0]).toEqual(p(t('us'), t('S', bold)));
    expect(back.content[1].type).toBe('table');
    expect((back.content[1] as { content: DocNodeTableRow[] }).content[0].content).toHaveLength(2);
  });

  it('holds for generated documents', () => {
    const rand = prng(20240521);
    for (let i = 0; i < 400; i++) {
      const doc = randomDoc(rand, i % 2 === 1);
      expect(docContentErrors(doc).slice(0, 3)).toEqual([]);
      const md = toMarkdown(doc);
      const r = fromMarkdown(md);
      const expected = canonicalize(doc);
      if (JSON.stringify(r.content) !== JSON.stringify(expected)) {
        // Show the Markdown that failed, then let the assertion show the difference.
        console.log(`generated document ${i} did not round-trip:\n${md}`);
      }
      expect(r.content).toEqual(expected);
      expect(r.warnings).toEqual([]);
    }
  });
});

// ---- a generator of documents Markdown can express ------------------------------------------------------------

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'alpha',
  'beta',
  'Gamma',
  'x*y',
  '_under_',
  '[br]',
  '$5',
  '1.',
  '#',
  '-',
  '+',
  '>',
  '|',
  '`t`',
  '\\',
  '<b>',
  '&amp;',
  '~~',
  '!',
  '(p)',
  'é',
  '日本',
  '—',
  '"q"',
  "it's",
  '2)',
  '*',
  '_',
  '**',
];

function randomDoc(r: () => number, tight: boolean): DocContent {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const words = (n: number) => Array.from({ length: 1 + Math.floor(r() * n) }, () => pick(WORDS)).join(' ');
  const inlines = (allowBreak: boolean): DocNodeInline[] => {
    const out: DocNodeInline[] = [];
    const n = 1 + Math.floor(r() * 5);
    for (let i = 0; i < n; i++) {
      const k = r();
      if (k < 0.1) out.push(math(pick(['x^2', '\\alpha', 'a+b', '\\frac{1}{2}'])));
      else if (k < 0.15 && allowBreak && i > 0 && i < n - 1) out.push({ type: 'hardBreak' });
      else {
        const marks: DocMark[] = [];
        if (r() < 0.3) marks.push(bold);
        if (r() < 0.3) marks.push(italic);
        if (r() < 0.15) marks.push(strike);
        if (r() < 0.15) marks.push(code);
        if (r() < 0.15)
          marks.push(link(pick(['https://example.com/x', 'http://a.example/b?c=d&e=f', 'mailto:x@example.com'])));
        // Prose spaces runs apart; `tight` runs touch, and may start with a space (the hard cases for emphasis).
        out.push(
          t(
            tight ? (r() < 0.5 ? words(2) : ` ${words(2)}`) : `${i ? ' ' : ''}${words(4)}${i < n - 1 ? ' ' : ''}`,
            ...marks,
          ),
        );
      }
    }
    return out;
  };
  const block = (depth: number): DocNodeBlock => {
    const k = r();
    if (k < 0.3 || depth > 2) return p(...inlines(true));
    if (k < 0.4) return { type: 'heading', attrs: { level: 1 + Math.floor(r() * 6) }, content: inlines(false) };
    if (k < 0.5) {
      const items = Array.from({ length: 1 + Math.floor(r() * 3) }, () =>
        li(p(...inlines(true)), ...(r() < 0.3 ? [block(depth + 1)] : [])),
      );
      return r() < 0.5
        ? { type: 'bulletList', content: items }
        : { type: 'orderedList', attrs: { start: Math.floor(r() * 20) }, content: items };
    }
    if (k < 0.6) return { type: 'blockquote', content: [block(depth + 1), ...(r() < 0.5 ? [block(depth + 1)] : [])] };
    if (k < 0.7)
      return {
        type: 'codeBlock',
        ...(r() < 0.5 ? { attrs: { language: pick(['js', 'python', 'c++']) } } : {}),
        content: [t(`${words(5)}\n  ${words(3)}`)],
      };
    if (k < 0.75) return { type: 'horizontalRule' };
    if (k < 0.85) return { type: 'mathBlock', attrs: { latex: pick(['x = 1', '\\sum_i a_i', 'a \\\\\nb']) } };
    const cols = 1 + Math.floor(r() * 3);
    const aligns = Array.from({ length: cols }, () => pick(['left', 'center', 'right', null] as const));
    const row = (header: boolean): DocNodeTableRow => ({
      type: 'tableRow',
      content: aligns.map(
        (align): DocNodeTableCell => ({
          type: header ? ('tableHeader' as 'tableCell') : 'tableCell',
          ...(align ? { attrs: { align } } : {}),
          content: [p(...inlines(false))],
        }),
      ),
    });
    return { type: 'table', content: [row(true), ...Array.from({ length: Math.floor(r() * 3) }, () => row(false))] };
  };
  return { type: 'doc', content: Array.from({ length: 1 + Math.floor(r() * 6) }, () => block(0)) };
}
