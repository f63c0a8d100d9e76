// Sample documents for the export tests and for eyeballing the output: every node type and mark.
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeParagraph,
  DocNodeTableRow,
} from '../../generated/api/types.gen.js';

const t = (text: string, ...marks: DocMark['type'][]): DocNodeInline =>
  marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type }) as DocMark) } : { type: 'text', text };
const link = (text: string, href: string): DocNodeInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const p = (...content: DocNodeInline[]): DocNodeParagraph => ({ type: 'paragraph', content });
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
        p(
          t('Inline math '),
          { type: 'mathInline', attrs: { latex: '\\alpha + \\beta \\le \\gamma' } },
          t(' inside a sentence.'),
        ),
        h(2, 'Heading Two'),
        {
          type: 'bulletList',
          content: [
            li(p(t('Bullet level one A'))),
            li(p(t('Bullet level one B')), {
              type: 'bulletList',
              content: [
                li(p(t('Bullet level two A')), {
                  type: 'bulletList',
                  content: [li(p(t('Bullet level three A'))), li(p(t('Bullet level three B')))],
                }),
                li(p(t('Bullet level two B'))),
              ],
            }),
            li(p(t('Bullet level one C'))),
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [
            li(p(t('Ordered one'))),
            li(p(t('Ordered two')), {
              type: 'orderedList',
              content: [
                li(p(t('Nested ordered A')), {
                  type: 'orderedList',
                  content: [li(p(t('Deep ordered i'))), li(p(t('Deep ordered ii')))],
                }),
                li(p(t('Nested ordered B'))),
              ],
            }),
            li(p(t('Ordered three'))),
          ],
        },
        h(3, 'Heading Three'),
        {
          type: 'blockquote',
          content: [
            p(
              t(
                'A quoted paragraph that is long enough to wrap onto a second line of the page, to show the rule on the left.',
              ),
            ),
            p(t('Second quoted paragraph.')),
          ],
        },
        {
          type: 'codeBlock',
          attrs: { language: 'ts' },
          content: [
            {
              type: 'text',
              text: 'function add(a: number, b: number): number {\n\treturn a + b; // a very long comment that goes on and on so that the line must be wrapped inside the code block area\n}',
            },
          ],
        },
        { type: 'horizontalRule' },
        h(4, 'Heading Four'),
        {
          type: 'table',
          content: [
            row(cell('Party', true), cell('Role', true), cell('Obligations', true)),
            row(
              cell('Acme Ltd'),
              cell('Discloser'),
              cell('Shares confidential information under this agreement, marked as such in writing.'),
            ),
            row(
              cell('Globex Inc.'),
              cell('Recipient'),
              cell('Keeps it secret for five years; returns or destroys it on request.'),
            ),
            row(
              cell('Both parties', false, { colspan: 2 }),
              cell('Notify breaches within 48 hours.', false, { align: 'right' }),
            ),
          ],
        },
        h(5, 'Heading Five'),
        { type: 'mathBlock', attrs: { latex: '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}' } },
        { type: 'mathBlock', attrs: { latex: 'E = mc^2' } },
        h(6, 'Heading Six'),
        p(
          t('Sign here: '),
          {
            type: 'signatureField',
            attrs: { id: 'fld_inline', recipientId: null, fieldType: 'initials', label: 'Initials', required: true },
          },
          t(' thank you.'),
        ),
        {
          type: 'signatureField',
          attrs: {
            id: 'fld_sig',
            recipientId: 'rcp_1',
            fieldType: 'signature',
            label: 'Signature of the Discloser',
            required: true,
          },
        },
        {
          type: 'signatureField',
          attrs: { id: 'fld_date', recipientId: 'rcp_1', fieldType: 'date', label: 'Date signed', required: false },
        },
        {
          type: 'signatureField',
          attrs: {
            id: 'fld_cb',
            recipientId: 'rcp_1',
            fieldType: 'checkbox',
            label: 'I agree to the terms',
            required: true,
          },
        },
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

const field = (fieldType: string, label: string, id: string, recipientId: string | null = 'rcp_1'): DocNodeBlock =>
  ({
    type: 'signatureField',
    attrs: { id, recipientId, fieldType, label, required: fieldType !== 'date' },
  }) as DocNodeBlock;
const inlineField = (fieldType: string, label: string, id: string): DocNodeInline =>
  ({ type: 'signatureField', attrs: { id, recipientId: 'rcp_2', fieldType, label, required: true } }) as DocNodeInline;
/** One paragraph of `lines` short hard-broken lines: filler whose height grows a line at a time (the golden
 * documents' and the layout tests'). */
export const filler = (lines: number): DocNodeBlock =>
  p(
    ...Array.from({ length: lines }, (_, i) => [
      t(`Filler line ${i + 1}`),
      ...(i < lines - 1 ? [{ type: 'hardBreak' } as DocNodeInline] : []),
    ]).flat(),
  );
const doc = (title: string, content: DocNodeBlock[]) => ({ title, content: { type: 'doc' as const, content } });

/**
 * Documents that together reach every path of the PDF layout: the PDF export's golden test renders each and
 * checks the bytes did not change (see golden.test.ts).
 */
export function goldenDocuments(): Record<string, { title: string; content: DocContent }> {
  const bigRows: DocNodeTableRow[] = [
    row(cell('#', true), cell('Item', true), cell('Description', true), cell('Amount', true, { align: 'right' })),
  ];
  for (let r = 1; r <= 70; r++)
    bigRows.push(
      row(
        cell(String(r)),
        cell(`Item ${r}`),
        cell(r % 7 ? 'Standard terms apply.' : LOREM),
        cell(`${(r * 19.5).toFixed(2)} €`, false, { align: 'right' }),
      ),
    );
  const tallCell = {
    type: 'tableCell' as const,
    content: Array.from({ length: 60 }, (_, i) => ({
      type: 'paragraph' as const,
      content: [t(`Tall cell paragraph ${i + 1}. ${LOREM.slice(0, 90)}`)],
    })),
  };
  let deep: DocNodeBlock = p(t('At the bottom of a very deep nest '), inlineField('initials', 'Deep', 'fld_deep'));
  for (let i = 0; i < 45; i++)
    deep =
      i % 2
        ? { type: 'blockquote', content: [deep] }
        : { type: 'bulletList', content: [li(p(t(`Level ${45 - i}`)), deep)] };
  return {
    rich: richDocument(),
    long: longDocument(90),
    contract: contractDocument(12),
    titleOnly: { title: 'Only a title', content: { type: 'doc', content: [] } },
    untitled: { title: '', content: { type: 'doc', content: [p(t('No title at all.'))] } },
    titleRepeated: doc('Terms of Service', [h(1, 'Terms of Service'), p(t(LOREM))]),
    tables: doc('Tables', [
      p(t('A long table whose header row repeats on every page it runs onto.')),
      { type: 'table', content: bigRows },
      h(2, 'Spans'),
      {
        type: 'table',
        content: [
          row(cell('A', true), cell('B', true), cell('C', true)),
          row(cell('Spans two rows', false, { rowspan: 2 }), cell('b1'), cell('c1', false, { align: 'center' })),
          row(cell('b2 and c2 together', false, { colspan: 2 })),
          row(cell('short'), cell('row')),
          row(cell('Supercalifragilisticexpialidociousandthensomemorelettersthatneverstop'), cell('x'), cell('y')),
        ],
      },
      h(2, 'A row taller than a page'),
      {
        type: 'table',
        content: [row(cell('Key', true), cell('Value', true)), { type: 'tableRow', content: [cell('tall'), tallCell] }],
      },
      { type: 'table', content: [row(cell('Only', true), cell('headers', true))] },
    ]),
    signatures: doc('Signatures', [
      filler(52),
      h(2, 'Signed by the parties'),
      field('name', 'Name of the Discloser', 'fld_name'),
      field('signature', 'Signature of the Discloser', 'fld_sig_a'),
      field('date', 'Date', 'fld_date_a'),
      p(
        t('Initial each page: '),
        inlineField('initials', 'Initials', 'fld_init'),
        t(' and tick '),
        inlineField('checkbox', 'Agree', 'fld_tick'),
        t(' here.'),
      ),
      {
        type: 'table',
        content: [
          row(cell('Party', true), cell('Sign', true)),
          {
            type: 'tableRow',
            content: [
              cell('Acme'),
              { type: 'tableCell', content: [p(inlineField('signature', 'Acme signs', 'fld_cell'))] },
            ],
          },
        ],
      },
      {
        type: 'bulletList',
        content: [
          li(field('text', 'Job title', 'fld_list', null)),
          li(p(t('Attach '), inlineField('attachment', 'ID card', 'fld_att'))),
        ],
      },
      { type: 'blockquote', content: [field('checkbox', 'I have read the terms', 'fld_cb_q')] },
      field('initials', 'Initials of the Recipient', 'fld_init_b', 'rcp_2'),
    ]),
    scripts: doc('Scripts — Ελληνικά, Кириллица, עברית, العربية, 日本語', [
      p(t('Greek: Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.')),
      p(t('Cyrillic: Съешь же ещё этих мягких французских булок, да выпей чаю.')),
      p(t('Hebrew in a sentence: the words '), t('שלום עולם ברוכים הבאים'), t(' read right to left.')),
      p(
        t('Arabic: '),
        t('مرحبا بالعالم، هذه جملة عربية طويلة بما يكفي لتلتف على السطر التالي من الصفحة إن شاء الله.', 'bold'),
      ),
      p(
        t(
          'Japanese: 日本語の文章は単語の間に空白がないので、文字ごとに改行できます。これは長い文章です。これは長い文章です。これは長い文章です。',
        ),
      ),
      p(t('Korean: 한국어 문장도 들어 있습니다. Chinese: 中文句子。 Emoji: 🎉👍 and a lone surrogate \ud800 here.')),
      p(t('Devanagari: नमस्ते दुनिया. Thai: สวัสดีชาวโลก. Armenian: Բարեւ աշխարհ. Georgian: გამარჯობა.')),
      p(t('Hyphen-separated-compound-words-that-go-on-and-on-and-on-until-they-must-break-somewhere/and/slashes/too.')),
      p(
        t(
          'Supercalifragilisticexpialidociousandthensomemorelettersthatneverstopatallbecauseitisonewordwithoutanyspaces.',
        ),
      ),
      p(
        t('Marks: '),
        t('mono bold', 'code', 'bold'),
        t(' '),
        t('mono italic', 'code', 'italic'),
        t(' x'),
        t('n+1', 'superscript'),
        t(' a'),
        t('i,j', 'subscript'),
        t(' '),
        link(
          'a link that is long enough to wrap over the end of the line onto the next one',
          'https://example.com/a?b=(c)&d=é',
        ),
      ),
      {
        type: 'mathBlock',
        attrs: { latex: '\\forall x \\in \\mathbb{R}: \\sqrt{x^2} = |x| \\\\ \\int_a^b f(x)\\,dx = F(b) - F(a)' },
      },
      p(t('Tabs\tand\r\nnewlines\nbecome spaces.')),
    ]),
    code: doc('Code', [
      filler(40),
      {
        type: 'codeBlock',
        attrs: { language: 'ts' },
        content: [
          {
            type: 'text',
            text: Array.from(
              { length: 90 },
              (_, i) => `\tline ${i + 1}:\tconst x${i} = ${'y'.repeat(i % 17)}; // ${i % 5 === 0 ? LOREM : 'short'}`,
            ).join('\n'),
          },
        ],
      },
      { type: 'codeBlock', content: [] },
      { type: 'horizontalRule' },
    ]),
    deep: doc('Deep', [
      deep,
      {
        type: 'orderedList',
        attrs: { start: 3998 },
        content: Array.from({ length: 4 }, (_, i) =>
          li(p(t(`Item ${i}`)), {
            type: 'orderedList',
            content: [
              li(p(t('nested')), {
                type: 'orderedList',
                attrs: { start: 3999 },
                content: [li(p(t('roman'))), li(p(t('beyond')))],
              }),
            ],
          }),
        ),
      },
    ]),
    headingsAtFoot: doc('Headings', [
      filler(54),
      h(2, 'A heading that would be left alone'),
      p(t(LOREM)),
      filler(20),
      h(3, 'Heading'),
      h(4, 'Heading under it'),
      p(t('Its text.')),
    ]),
  };
}

/** A contract of `sections` sections like the export benchmark's (bench/pdf-export.mjs). */
export function contractDocument(sections: number): { title: string; content: DocContent } {
  const content: DocNodeBlock[] = [];
  for (let n = 1; n <= sections; n++) {
    content.push(
      h(2, `${n}. Section on clause ${n}`),
      p(
        t('The parties agree that '),
        t('Confidential Information', 'bold'),
        t(' means '),
        t('all information', 'italic'),
        t(` disclosed under section ${n}. `),
        t(LOREM),
      ),
      p(
        t('The fee is computed as '),
        { type: 'mathInline', attrs: { latex: 'F = \\sum_{i=1}^{n} p_i \\times q_i' } },
        t(`, see the table below. ${LOREM}`),
      ),
      {
        type: 'bulletList',
        content: [
          li(p(t('Obligations of the discloser, with a '), link('link', 'https://example.com/terms'), t('.'))),
          li(p(t('Obligations of the recipient')), {
            type: 'bulletList',
            content: [li(p(t('Keep it secret'))), li(p(t('Use it only for the purpose')))],
          }),
        ],
      },
      { type: 'mathBlock', attrs: { latex: '\\int_0^\\infty e^{-\\lambda t} dt = \\frac{1}{\\lambda}' } },
    );
    if (n % 3 === 0) {
      const rows = [row(cell('Item', true), cell('Quantity', true), cell('Price', true), cell('Notes', true))];
      for (let r = 1; r <= 8; r++)
        rows.push(
          row(
            cell(`Item ${r}`),
            cell(String(r * 3)),
            cell(`${(r * 19.5).toFixed(2)} €`),
            cell(r % 3 ? 'Standard terms apply.' : LOREM.slice(0, 120)),
          ),
        );
      content.push({ type: 'table', content: rows });
    }
    if (n % 4 === 0) content.push({ type: 'blockquote', content: [p(t(LOREM))] });
  }
  content.push(field('signature', 'Signature', 'fld_1', null));
  return { title: 'Master Services Agreement', content: { type: 'doc', content } };
}
