import { describe, expect, it } from 'vitest';
import { fromMarkdown } from './markdown.js';
import { bullets, docContentErrors, li, ordered, para, text } from './test-support.js';
import type { DocContent, DocNodeBlock } from './types.js';

/** Reads Markdown, checks the tree against the spec schema, returns it. */
function read(md: string): { content: DocContent; warnings: string[]; blocks: DocNodeBlock[] } {
  const r = fromMarkdown(md);
  expect(docContentErrors(r.content).slice(0, 5)).toEqual([]);
  return { ...r, blocks: r.content.content };
}

describe('fromMarkdown', () => {
  it('reads headings of every level with generated ids', () => {
    const { blocks, warnings } = read(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\nSetext\n======\n',
    );
    expect(warnings).toEqual([]);
    expect(blocks.map((b) => (b.type === 'heading' ? [b.attrs.level, b.attrs.id] : null))).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
      [6, 'six'],
      [1, 'setext'],
    ]);
  });

  it('reads paragraphs, soft line breaks as spaces, and hard breaks', () => {
    const { blocks } = read('First line\nsame paragraph\n\nHard  \nbreak and\\\nanother\n');
    expect(blocks).toEqual([
      para(text('First line same paragraph')),
      para(text('Hard'), { type: 'hardBreak' }, text('break and'), { type: 'hardBreak' }, text('another')),
    ]);
  });

  it('reads emphasis, strong, strikethrough, inline code and links as marks', () => {
    const { blocks, warnings } = read(
      '*i* **b** ~~s~~ `c` [l](https://example.com "Tip") ***bi*** **`bc`** [**bl**](mailto:a@example.com)',
    );
    expect(warnings).toEqual([]);
    expect(blocks).toEqual([
      para(
        text('i', [{ type: 'italic' }]),
        text(' '),
        text('b', [{ type: 'bold' }]),
        text(' '),
        text('s', [{ type: 'strike' }]),
        text(' '),
        text('c', [{ type: 'code' }]),
        text(' '),
        text('l', [{ type: 'link', attrs: { href: 'https://example.com', title: 'Tip' } }]),
        text(' '),
        text('bi', [{ type: 'bold' }, { type: 'italic' }]),
        text(' '),
        text('bc', [{ type: 'bold' }, { type: 'code' }]),
        text(' '),
        text('bl', [{ type: 'link', attrs: { href: 'mailto:a@example.com' } }, { type: 'bold' }]),
      ),
    ]);
  });

  it('reads autolinks, reference links and GFM literal links; lower-cases the scheme', () => {
    const { blocks, warnings } = read(
      '<https://a.example/x> [ref][r] www.b.example HTTPS://C.example/Y\n\n[r]: http://r.example "T"\n',
    );
    expect(warnings).toEqual([]);
    const p = blocks[0] as { content: { text: string; marks?: { attrs?: { href: string } }[] }[] };
    const links = p.content.filter((n) => n.marks).map((n) => [n.text, n.marks![0].attrs!.href]);
    expect(links).toEqual([
      ['https://a.example/x', 'https://a.example/x'],
      ['ref', 'http://r.example'],
      ['www.b.example', 'http://www.b.example'],
      ['HTTPS://C.example/Y', 'https://C.example/Y'],
    ]);
  });

  it('drops links the tree cannot hold, keeping their text, with a warning each', () => {
    const { blocks, warnings } = read('[a](javascript:alert(1)) [b](/relative) [c](data:text/html,x) [d](ftp://x)');
    expect(blocks).toEqual([para(text('a b c d'))]);
    expect(warnings).toEqual([
      'Link "a" to "javascript:alert(1)" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "b" to "/relative" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "c" to "data:text/html,x" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "d" to "ftp://x" was dropped and its text kept: only http, https and mailto addresses are supported',
    ]);
  });

  it('reads bullet and ordered lists, nested, with the ordered start', () => {
    const { blocks } = read('- a\n- b\n  1. c\n  2. d\n     - e\n\n3. x\n4. y\n\n0. zero\n');
    expect(blocks).toEqual([
      bullets(
        li(para(text('a'))),
        li(para(text('b')), ordered(null, li(para(text('c'))), li(para(text('d')), bullets(li(para(text('e'))))))),
      ),
      ordered(3, li(para(text('x'))), li(para(text('y'))), li(para(text('zero')))),
    ]);
    expect(read('0. zero\n').blocks[0]).toMatchObject({ type: 'orderedList', attrs: { start: 0 } });
  });

  it('gives a list item that starts with another block an empty first paragraph', () => {
    const { blocks } = read('- - inner\n-\n');
    expect(blocks).toEqual([
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              { type: 'paragraph' },
              { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('inner'))] }] },
            ],
          },
          { type: 'listItem', content: [{ type: 'paragraph' }] },
        ],
      },
    ]);
  });

  it('reads block quotes, nested', () => {
    const { blocks } = read('> quoted\n>\n> > deeper\n>\n> - item\n');
    expect(blocks).toEqual([
      {
        type: 'blockquote',
        content: [
          para(text('quoted')),
          { type: 'blockquote', content: [para(text('deeper'))] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('item'))] }] },
        ],
      },
    ]);
  });

  it('reads fenced and indented code, with the language', () => {
    const { blocks } = read('```ts title="x"\nconst a = 1;\n\nconst b = *2*;\n```\n\n    indented\n\n```\n```\n');
    expect(blocks).toEqual([
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;\n\nconst b = *2*;')] },
      { type: 'codeBlock', content: [text('indented')] },
      { type: 'codeBlock' },
    ]);
  });

  it('reads thematic breaks', () => {
    expect(read('a\n\n---\n\n***\n\n___\n').blocks).toEqual([
      para(text('a')),
      { type: 'horizontalRule' },
      { type: 'horizontalRule' },
      { type: 'horizontalRule' },
    ]);
  });

  it('reads GFM tables: header cells, alignment, short rows padded', () => {
    const { blocks, warnings } = read(
      '| Left | Centre | Right | None |\n|:-----|:------:|------:|------|\n| a | **b** | `c` | d |\n| only |\n',
    );
    expect(warnings).toEqual([]);
    const cell = (type: string, align: string | null, ...content: unknown[]) => ({
      type,
      ...(align ? { attrs: { align } } : {}),
      content: [content.length ? para(...content) : { type: 'paragraph' }],
    });
    expect(blocks).toEqual([
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              cell('tableHeader', 'left', text('Left')),
              cell('tableHeader', 'center', text('Centre')),
              cell('tableHeader', 'right', text('Right')),
              cell('tableHeader', null, text('None')),
            ],
          },
          {
            type: 'tableRow',
            content: [
              cell('tableCell', 'left', text('a')),
              cell('tableCell', 'center', text('b', [{ type: 'bold' }])),
              cell('tableCell', 'right', text('c', [{ type: 'code' }])),
              cell('tableCell', null, text('d')),
            ],
          },
          {
            type: 'tableRow',
            content: [
              cell('tableCell', 'left', text('only')),
              cell('tableCell', 'center'),
              cell('tableCell', 'right'),
              cell('tableCell', null),
            ],
          },
        ],
      },
    ]);
  });

  it('drops table cells beyond the header row with a warning', () => {
    const { blocks, warnings } = read('| a |\n|---|\n| 1 | 2 | 3 |\n');
    expect((blocks[0] as { content: { content: unknown[] }[] }).content[1].content).toHaveLength(1);
    expect(warnings).toEqual(["2 table cells beyond the header row's columns were dropped"]);
  });

  it('reads $..$ as inline math and $$..$$ as display math', () => {
    const { blocks, warnings } = read(
      'Energy $E = mc^2$ and $$\\sum_i x_i$$ inline.\n\n$$\\int_0^1 f(x)\\,dx$$\n\n$$\n\\begin{aligned}\na &= b\n\\end{aligned}\n$$\n',
    );
    expect(warnings).toEqual([]);
    expect(blocks).toEqual([
      para(
        text('Energy '),
        { type: 'mathInline', attrs: { latex: 'E = mc^2' } },
        text(' and '),
        { type: 'mathInline', attrs: { latex: '\\sum_i x_i' } },
        text(' inline.'),
      ),
      { type: 'mathBlock', attrs: { latex: '\\int_0^1 f(x)\\,dx' } },
      { type: 'mathBlock', attrs: { latex: '\\begin{aligned}\na &= b\n\\end{aligned}' } },
    ]);
  });

  it('drops images with one warning sentence each', () => {
    const { blocks, warnings } = read(
      'Logo: ![The logo](logo.png) end.\n\n![](https://x.example/chart.png)\n\n![ref img][i]\n\n[i]: pic.png\n',
    );
    expect(blocks).toEqual([para(text('Logo:  end.'))]);
    expect(warnings).toEqual([
      'Image "The logo" was dropped: images are not supported',
      'Image "https://x.example/chart.png" was dropped: images are not supported',
      'Image "ref img" was dropped: images are not supported',
    ]);
  });

  it('lists at most 20 image warnings, then sums up the rest', () => {
    const { warnings } = read(Array.from({ length: 25 }, (_, i) => `![i${i}](x.png)`).join('\n\n'));
    expect(warnings).toHaveLength(21);
    expect(warnings[20]).toBe('5 more images were dropped: images are not supported');
  });

  it('drops HTML inside Markdown with a warning, keeping text between tags', () => {
    const { blocks, warnings } = read(
      '<div class="x">\n\nblock\n\n</div>\n\nSome <b>bold</b> text<br>.\n\n<!-- a comment -->\n\n<script>alert(1)</script>\n',
    );
    expect(blocks).toEqual([para(text('block')), para(text('Some bold text.'))]);
    expect(warnings).toEqual([
      '6 pieces of HTML in the Markdown (<div>, <b>, <br>, <script>) were dropped: HTML inside Markdown is not supported',
    ]);
  });

  it('reports task list checkboxes and footnotes, keeping their text', () => {
    const { blocks, warnings } = read('- [x] done\n- [ ] todo\n\nA claim[^n].\n\n[^n]: The note.\n');
    expect(blocks).toEqual([
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [para(text('done'))] },
          { type: 'listItem', content: [para(text('todo'))] },
        ],
      },
      para(text('A claim[^n].')),
      para(text('[^n]: The note.')),
    ]);
    expect(warnings).toEqual([
      '2 task list checkboxes were dropped (the items were kept): checklists are not supported',
      'Footnotes were kept as plain text: footnotes are not supported',
    ]);
  });

  it('makes heading ids unique and an empty document one empty paragraph', () => {
    expect(read('# A\n\n# A\n\n## a\n').blocks.map((b) => (b as { attrs: { id: string } }).attrs.id)).toEqual([
      'a',
      'a-2',
      'a-3',
    ]);
    expect(read('').content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(read('   \n\n').content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('never throws on odd input', () => {
    const inputs = [
      '>'.repeat(20_000) + ' deep',
      '- '.repeat(5_000) + 'deep',
      '*'.repeat(50_000),
      '['.repeat(10_000) + ']('.repeat(10_000),
      '$$'.repeat(1000),
      '| a |\n|---|\n' + '| x |\n'.repeat(1000),
      '\u0000\uFFFF\uD800 text',
      '```\nunclosed',
      '$\nnot math\n$',
      '<img src=x onerror=alert(1)>',
      '![' + 'a'.repeat(5000) + '](x)',
      '[x](' + 'https://e.com/' + 'a'.repeat(3000) + ')',
    ];
    for (const md of inputs) {
      const r = read(md);
      expect(Array.isArray(r.warnings)).toBe(true);
    }
    // Not a string at all (a JavaScript caller): read as text.
    expect(fromMarkdown(undefined as unknown as string).content).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });

  it('drops links longer than the tree allows', () => {
    const href = 'https://e.com/' + 'a'.repeat(3000);
    const { blocks, warnings } = read(`[x](${href})`);
    expect(blocks).toEqual([para(text('x'))]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Link "x" to "https:\/\/e\.com\/a+…" was dropped and its text kept: the address is longer than 2048 characters$/,
    );
  });

  it('limits nesting opened on one line, reading the rest as text', () => {
    const { content, warnings } = read('> '.repeat(150) + 'deep');
    expect(warnings).toEqual([
      '1 line opened more than 100 nested quotes or lists; the markers beyond that were read as text',
    ]);
    let depth = 0;
    let node: unknown = content.content[0];
    while ((node as { type: string }).type === 'blockquote') {
      depth++;
      node = (node as { content: unknown[] }).content[0];
    }
    expect(depth).toBe(100);
    expect(node).toEqual(para(text('> '.repeat(49).trim() + ' > deep')));
  });

  it('keeps a paragraph with pathological emphasis as plain text, other paragraphs as usual', () => {
    const hostile = '**a_'.repeat(300);
    const { blocks, warnings } = read(`# Title\n\n*fine*\n\n${hostile}\n\n**also fine**\n`);
    expect(blocks).toEqual([
      { type: 'heading', attrs: { level: 1, id: 'title' }, content: [text('Title')] },
      para(text('fine', [{ type: 'italic' }])),
      para(text(hostile)),
      para(text('also fine', [{ type: 'bold' }])),
    ]);
    expect(warnings).toEqual([
      '1 block with more than 200 emphasis markers or brackets was kept as plain text, not read as Markdown',
    ]);
    // Code fences and tables are not affected.
    const code = read('```\n' + hostile + '\n```\n');
    expect(code.warnings).toEqual([]);
    const table = read('| a | b |\n|---|---|\n' + '| [x](https://e.com) | *y* |\n'.repeat(300));
    expect(table.warnings).toEqual([]);
  });
});
