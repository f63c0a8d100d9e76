// Sample documents for the export tests and for eyeballing the output: every node type and mark.
import type { DocContent, DocMark, DocNodeBlock, DocNodeInline, DocNodeListItem, DocNodeTableRow } from '../../generated/api/types.gen.js';

const t = (text: string, ...marks: DocMark['type'][]): DocNodeInline =>
  marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type }) as DocMark) } : { type: 'text', text };
const link = (text: string, href: string): DocNodeInline => ({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });
const p = (...content: DocNodeInline[]): DocNodeBlock => ({ type: 'paragraph', content });
const h = (level: number, text: string): DocNodeBlock => ({ type: 'heading', attrs: { level }, content: [t(text)] });
const li = (...content: DocNodeBlock[]): DocNodeListItem => ({ type: 'listItem', content });
const cell = (text: string, header = false, attrs?: Record<string, unknown>) => ({
  type: header ? ('tableHeader' as const) : ('tableCell' as const),
  ...(attrs ? { attrs } : {}),
  content: [{ type: 'paragraph' as const, content: [t(text)] }],
});
const row = (...cells: ReturnType<typeof cell>[]): DocNodeTableRow => ({ type: 'tableRow', content: cells });

export const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

/** One of everything the document tree can hold. */
export function richDocument(): { title: string; content: DocContent } {
  return {
    title: 'Mutual Non-Disclosure Agreement — Zoë & Co',
    content: {
      type: 'doc',
      content: [
        h(1, 'Heading One'),
        p(
          t('This agreement is made between '),
          t('Acme Ltd', 'bold'),
          t(' and '),
          t('Globex Inc.', 'italic'),
          t(' with '),
          t('bold italic', 'bold', 'italic'),
          t(' text, '),
          t('inline code', 'code'),
          t(', '),
          t('struck', 'strike'),
          t(', '),
          t('underlined', 'underline'),
          t(', H'),
          t('2', 'subscript'),
          t('O and x'),
          t('2', 'superscript'),
          t(', and a '),
          link('link to the terms', 'https://example.com/terms'),
          t('.'),
        ),
        p(t('Unicode: Zoë — 日本語 → ∑ and Ελληνικά, Кириллица, emoji-free.')),
        p(t('First line'), { type: 'hardBreak' }, t('second line after a hard break')),
        p(t('Inline math '), { type: 'mathInline', attrs: { latex: '\\alpha + \\beta \\le \\gamma' } }, t(' inside a sentence.')),
        h(2, 'Heading Two'),
        {
          type: 'bulletList',
          content: [
            li(p(t('Bullet level one A'))),
            li(
              p(t('Bullet level one B')),
              {
                type: 'bulletList',
                content: [
                  li(p(t('Bullet level two A')), { type: 'bulletList', content: [li(p(t('Bullet level three A'))), li(p(t('Bullet level three B')))] }),
                  li(p(t('Bullet level two B'))),
                ],
              },
            ),
            li(p(t('Bullet level one C'))),
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [
            li(p(t('Ordered one'))),
            li(
              p(t('Ordered two')),
              {
                type: 'orderedList',
                content: [li(p(t('Nested ordered A')), { type: 'orderedList', content: [li(p(t('Deep ordered i'))), li(p(t('Deep ordered ii')))] }), li(p(t('Nested ordered B')))],
              },
            ),
            li(p(t('Ordered three'))),
          ],
        },
        h(3, 'Heading Three'),
        { type: 'blockquote', content: [p(t('A quoted paragraph that is long enough to wrap onto a second line of the page, to show the rule on the left.')), p(t('Second quoted paragraph.'))] },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'function add(a: number, b: number): number {\n\treturn a + b; // a very long comment that goes on and on so that the line must be wrapped inside the code block area\n}' }] },
        { type: 'horizontalRule' },
        h(4, 'Heading Four'),
        {
          type: 'table',
          content: [
            row(cell('Party', true), cell('Role', true), cell('Obligations', true)),
            row(cell('Acme Ltd'), cell('Discloser'), cell('Shares confidential information under this agreement, marked as such in writing.')),
            row(cell('Globex Inc.'), cell('Recipient'), cell('Keeps it secret for five years; returns or destroys it on request.')),
            row(cell('Both parties', false, { colspan: 2 }), cell('Notify breaches within 48 hours.', false, { align: 'right' })),
          ],
        },
        h(5, 'Heading Five'),
        { type: 'mathBlock', attrs: { latex: '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}' } },
        { type: 'mathBlock', attrs: { latex: 'E = mc^2' } },
        h(6, 'Heading Six'),
        p(t('Sign here: '), { type: 'signatureField', attrs: { id: 'fld_inline', recipientId: null, fieldType: 'initials', label: 'Initials', required: true } }, t(' thank you.')),
        { type: 'signatureField', attrs: { id: 'fld_sig', recipientId: 'rcp_1', fieldType: 'signature', label: 'Signature of the Discloser', required: true } },
        { type: 'signatureField', attrs: { id: 'fld_date', recipientId: 'rcp_1', fieldType: 'date', label: 'Date signed', required: false } },
        { type: 'signatureField', attrs: { id: 'fld_cb', recipientId: 'rcp_1', fieldType: 'checkbox', label: 'I agree to the terms', required: true } },
      ],
    },
  };
}

/** `n` paragraphs of lorem ipsum under a heading every ten. */
export function longDocument(n: number): { title: string; content: DocContent } {
  const content: DocNodeBlock[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) content.push(h(2, `Section ${i / 10 + 1}`));
    content.push(p(t(`Paragraph ${i + 1}. ${LOREM}`)));
  }
  return { title: 'A long document', content: { type: 'doc', content } };
}
