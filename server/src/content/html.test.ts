import { describe, expect, it } from 'vitest';
import { fromHtml } from './html.js';
import { bullets, docContentErrors, li, ordered, para, text } from './test-support.js';
import type { DocContent, DocNodeBlock } from './types.js';

function read(html: string): { content: DocContent; warnings: string[]; blocks: DocNodeBlock[]; json: string } {
  const r = fromHtml(html);
  expect(docContentErrors(r.content).slice(0, 5)).toEqual([]);
  return { ...r, blocks: r.content.content, json: JSON.stringify(r.content) };
}

describe('fromHtml', () => {
  it('reads headings, paragraphs, line breaks and rules', () => {
    const { blocks, warnings } = read(
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><p>Para with<br>a break</p><hr><p>After</p>',
    );
    expect(warnings).toEqual([]);
    expect(blocks).toEqual([
      { type: 'heading', attrs: { level: 1, id: 'one' }, content: [text('One')] },
      { type: 'heading', attrs: { level: 2, id: 'two' }, content: [text('Two')] },
      { type: 'heading', attrs: { level: 3, id: 'three' }, content: [text('Three')] },
      { type: 'heading', attrs: { level: 4, id: 'four' }, content: [text('Four')] },
      { type: 'heading', attrs: { level: 5, id: 'five' }, content: [text('Five')] },
      { type: 'heading', attrs: { level: 6, id: 'six' }, content: [text('Six')] },
      para(text('Para with'), { type: 'hardBreak' }, text('a break')),
      { type: 'horizontalRule' },
      para(text('After')),
    ]);
  });

  it('reads every mark, including those Markdown lacks', () => {
    const { blocks, warnings } = read(
      '<p><strong>b</strong> <b>b2</b> <em>i</em> <i>i2</i> <u>u</u> <ins>ins</ins> <s>s</s> <del>d</del> <strike>k</strike> H<sub>2</sub>O x<sup>2</sup> <code>c</code> <a href="https://example.com" title="T">l</a> <b><i><u>all</u></i></b></p>',
    );
    expect(warnings).toEqual([]);
    expect(blocks).toEqual([
      para(
        text('b', [{ type: 'bold' }]),
        text(' '),
        text('b2', [{ type: 'bold' }]),
        text(' '),
        text('i', [{ type: 'italic' }]),
        text(' '),
        text('i2', [{ type: 'italic' }]),
        text(' '),
        text('u', [{ type: 'underline' }]),
        text(' '),
        text('ins', [{ type: 'underline' }]),
        text(' '),
        text('s', [{ type: 'strike' }]),
        text(' '),
        text('d', [{ type: 'strike' }]),
        text(' '),
        text('k', [{ type: 'strike' }]),
        text(' H'),
        text('2', [{ type: 'subscript' }]),
        text('O x'),
        text('2', [{ type: 'superscript' }]),
        text(' '),
        text('c', [{ type: 'code' }]),
        text(' '),
        text('l', [{ type: 'link', attrs: { href: 'https://example.com', title: 'T' } }]),
        text(' '),
        text('all', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }]),
      ),
    ]);
  });

  it('reads lists, nested, with the ordered start', () => {
    const { blocks } = read(
      '<ul><li>a</li><li><p>b</p><ol start="4"><li>c</li><li>d<ul><li>e</li></ul></li></ol></li></ul><ol><li>one</li></ol>',
    );
    expect(blocks).toEqual([
      bullets(
        li(para(text('a'))),
        li(para(text('b')), ordered(4, li(para(text('c'))), li(para(text('d')), bullets(li(para(text('e'))))))),
      ),
      ordered(null, li(para(text('one')))),
    ]);
  });

  it('reads block quotes, code blocks with their language, and block wrappers', () => {
    const { blocks, warnings } = read(
      '<blockquote><p>quoted</p><blockquote>deeper</blockquote></blockquote><pre><code class="language-python">def f():\n    return 1\n</code></pre><pre>plain</pre><div>d1</div><section><div>d2</div><article>d3</article></section>',
    );
    expect(warnings).toEqual([]);
    expect(blocks).toEqual([
      { type: 'blockquote', content: [para(text('quoted')), { type: 'blockquote', content: [para(text('deeper'))] }] },
      { type: 'codeBlock', attrs: { language: 'python' }, content: [text('def f():\n    return 1')] },
      { type: 'codeBlock', content: [text('plain')] },
      para(text('d1')),
      para(text('d2')),
      para(text('d3')),
    ]);
  });

  it('reads tables: header cells, alignment (attribute or style), spans', () => {
    const { blocks, warnings } = read(`
      <table>
        <thead><tr><th align="left">Name</th><th style="text-align: center">Qty</th><th align="right">Price</th></tr></thead>
        <tbody>
          <tr><td colspan="2">Two wide</td><td align="right"><b>3</b></td></tr>
          <tr><td rowspan="2">Tall</td><td>x<br>y</td><td></td></tr>
          <tr><td>z</td><td>w</td></tr>
        </tbody>
      </table>`);
    expect(warnings).toEqual([]);
    const cell = (type: string, attrs: object | null, ...content: unknown[]) => ({
      type,
      ...(attrs ? { attrs } : {}),
      content: [content.length ? para(...content) : { type: 'paragraph' }],
    });
    expect(blocks).toEqual([
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              cell('tableHeader', { align: 'left' }, text('Name')),
              cell('tableHeader', { align: 'center' }, text('Qty')),
              cell('tableHeader', { align: 'right' }, text('Price')),
            ],
          },
          {
            type: 'tableRow',
            content: [
              cell('tableCell', { colspan: 2 }, text('Two wide')),
              cell('tableCell', { align: 'right' }, text('3', [{ type: 'bold' }])),
            ],
          },
          {
            type: 'tableRow',
            content: [
              cell('tableCell', { rowspan: 2 }, text('Tall')),
              cell('tableCell', null, text('x'), { type: 'hardBreak' }, text('y')),
              cell('tableCell', null),
            ],
          },
          { type: 'tableRow', content: [cell('tableCell', null, text('z')), cell('tableCell', null, text('w'))] },
        ],
      },
    ]);
  });

  it('reads a table without header cells as data cells only', () => {
    const { blocks } = read('<table><tr><td>a</td><td>b</td></tr></table>');
    expect(blocks).toEqual([
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableCell', content: [para(text('a'))] },
              { type: 'tableCell', content: [para(text('b'))] },
            ],
          },
        ],
      },
    ]);
  });

  it('flattens blocks inside table cells to paragraphs, with a warning', () => {
    const { blocks, warnings } = read(
      '<table><tr><th>h</th></tr><tr><td><p>one</p><ul><li>two</li></ul></td></tr></table>',
    );
    expect((blocks[0] as { content: { content: { content: unknown }[] }[] }).content[1].content[0].content).toEqual([
      para(text('one')),
      para(text('two')),
    ]);
    expect(warnings).toEqual([
      'Lists, headings and other blocks in 1 table cell was flattened to paragraphs: table cells hold only paragraphs',
    ]);
  });

  it('reads a whole HTML page, leaving out the head', () => {
    const { blocks, warnings } = read(
      '<!doctype html><html><head><meta charset="utf-8"><title>Page title</title><style>body { color: red }</style><link rel="stylesheet" href="x.css"></head><body><p>Body text</p></body></html>',
    );
    expect(blocks).toEqual([para(text('Body text'))]);
    expect(warnings).toEqual(['1 <style> element was dropped: styles are not supported']);
  });

  it('removes scripts, event handlers and javascript: links (sanitising)', () => {
    const { json, blocks, warnings } = read(
      '<p onclick="steal()" onmouseover="x()">Hi <a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(2)">two</a> <a href="jav&#x61;script:alert(3)">three</a> <a href="data:text/html;base64,PHNjcmlwdD4=">four</a> <a href="vbscript:x">five</a> <img src=x onerror="alert(4)"></p><script>alert("evil")</script><svg><script>alert(5)</script></svg><iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="y"><noscript><p>enable js</p></noscript>',
    );
    expect(blocks).toEqual([para(text('Hi click two three four five'))]);
    for (const bad of [
      'javascript',
      'JaVaScRiPt',
      'alert',
      'steal',
      'onclick',
      'data:',
      'vbscript',
      'evil',
      'enable js',
    ])
      expect(json).not.toContain(bad);
    expect(warnings).toEqual([
      '3 event handler attributes (onclick, onmouseover, onerror) were dropped: scripts are not allowed',
      'Link "click" to "javascript:alert(1)" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "two" to "JaVaScRiPt:alert(2)" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "three" to "javascript:alert(3)" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "four" to "data:text/html;base64,PHNjcmlwdD4=" was dropped and its text kept: only http, https and mailto addresses are supported',
      'Link "five" to "vbscript:x" was dropped and its text kept: only http, https and mailto addresses are supported',
      '1 <img> element was dropped: images are not supported',
      '1 <script> element was dropped: scripts are not allowed',
      '1 <svg> element was dropped: images are not supported',
      '1 <iframe> element was dropped: embedded media is not supported',
      '1 <object> element was dropped: embedded media is not supported',
      '1 <embed> element was dropped: embedded media is not supported',
      '1 <noscript> element was dropped: it only matters to browsers without scripts',
    ]);
  });

  it('reports dropped elements de-duplicated, with counts', () => {
    const { blocks, warnings } = read(
      '<p>Photos: <img src="a.png" alt="A"><img src="b.png"></p><video src="v.mp4"></video><audio src="a.mp3"></audio><video></video><form><input type="text"><button>Go</button></form><marquee>m1</marquee><marquee>m2</marquee><p>End</p>',
    );
    expect(blocks).toEqual([para(text('Photos:')), para(text('m1m2')), para(text('End'))]);
    expect(warnings).toEqual([
      '2 <img> elements were dropped: images are not supported',
      '2 <video> elements were dropped: embedded media is not supported',
      '1 <audio> element was dropped: embedded media is not supported',
      '1 <input> element was dropped: form controls are not supported',
      '1 <button> element was dropped: form controls are not supported',
      '2 <marquee> elements were not supported: their text was kept',
    ]);
  });

  it('keeps http, https and mailto links (scheme lower-cased) and drops relative ones with a warning', () => {
    const { blocks, warnings } = read(
      '<p><a href="HTTPS://Example.com/A">a</a> <a href="mailto:x@example.com">m</a> <a href="/docs">rel</a> <a name="anchor">plain</a></p>',
    );
    expect(blocks).toEqual([
      para(
        text('a', [{ type: 'link', attrs: { href: 'https://Example.com/A' } }]),
        text(' '),
        text('m', [{ type: 'link', attrs: { href: 'mailto:x@example.com' } }]),
        text(' rel plain'),
      ),
    ]);
    expect(warnings).toEqual([
      'Link "rel" to "/docs" was dropped and its text kept: only http, https and mailto addresses are supported',
    ]);
  });

  it('reads text outside any element, and empty or whitespace input as one empty paragraph', () => {
    expect(read('just text').blocks).toEqual([para(text('just text'))]);
    expect(read('').content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(read('  \n <div> </div> ').content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('shares the Markdown reader: the same tree for the same document', async () => {
    const { fromMarkdown } = await import('./markdown.js');
    const html =
      '<h2>Terms</h2><p>Pay <strong>100</strong> by <em>Friday</em>, see <a href="https://example.com">site</a>.</p><ul><li>one</li><li>two</li></ul><blockquote><p>q</p></blockquote><pre><code class="language-js">x()</code></pre><hr>';
    const md =
      '## Terms\n\nPay **100** by *Friday*, see [site](https://example.com).\n\n- one\n- two\n\n> q\n\n```js\nx()\n```\n\n***\n';
    expect(read(html).content).toEqual(fromMarkdown(md).content);
  });

  it('never throws on odd input', () => {
    for (const html of [
      '<div>'.repeat(20_000) + 'deep',
      '<table>'.repeat(2000),
      '<<<>>>',
      '<p',
      '</p></p></div>',
      '\u0000',
      '<a href="' + 'x'.repeat(5000) + '">long</a>',
      '<ul><li>'.repeat(3000),
    ]) {
      const r = read(html);
      expect(Array.isArray(r.warnings)).toBe(true);
    }
  });
});
