import { describe, expect, it } from 'vitest';
import { fromHtml } from './html.js';
import { fromMarkdown, toMarkdown } from './markdown.js';
import { sections, plainText } from './text.js';
import { docContentErrors } from './test-support.js';

const CHUNK = `## Section heading

This is a paragraph with *emphasis*, **strong text**, \`inline code\`, a [link](https://example.com/page) and
some inline math $a^2 + b^2 = c^2$. It goes on for a while to look like real prose in a contract, where the
parties agree to keep things confidential ~~forever~~ for five years.

- First item with **bold**
- Second item
  1. nested one
  2. nested two

| Term | Value | Notes |
|:-----|:-----:|------:|
| Fee  | 100   | net 30 |
| Cap  | 1,000 | yearly |

> A quotation from the agreement, with a [reference](https://example.org).

\`\`\`json
{ "key": "value", "n": 1 }
\`\`\`

$$
\\sum_{i=1}^{n} x_i
$$

---

`;

describe('large input', () => {
  it('converts 500,000 characters of Markdown', () => {
    const md = CHUNK.repeat(Math.ceil(500_000 / CHUNK.length)).slice(0, 500_000);
    let t = performance.now();
    const r = fromMarkdown(md);
    const readMs = performance.now() - t;
    t = performance.now();
    const back = toMarkdown(r.content);
    const writeMs = performance.now() - t;
    t = performance.now();
    const s = sections(r.content);
    plainText(r.content);
    const derivedMs = performance.now() - t;
    console.log(
      `500,000-char Markdown: fromMarkdown ${Math.round(readMs)} ms (${r.content.content.length} blocks, ${s.length} sections), toMarkdown ${Math.round(writeMs)} ms (${back.length} chars), sections+plainText ${Math.round(derivedMs)} ms`,
    );
    expect(r.warnings).toEqual([]);
    expect(s.length).toBeGreaterThan(500);
    expect(docContentErrors(r.content).slice(0, 3)).toEqual([]);
  });

  it('converts 500,000 characters of hostile Markdown', () => {
    const patterns = ['**a_', '[^a]', ']', '[a]('];
    for (const p of patterns) {
      const md = p.repeat(Math.ceil(500_000 / p.length));
      const t = performance.now();
      const r = fromMarkdown(md);
      console.log(`500,000-char Markdown of ${JSON.stringify(p)}: ${Math.round(performance.now() - t)} ms`);
      expect(r.warnings.length).toBeGreaterThan(0);
    }
  });

  it('converts 1,000,000 characters of HTML', () => {
    const chunk = '<h2>Section</h2><p>Paragraph with <b>bold</b>, <i>italic</i> and a <a href="https://example.com">link</a>.</p><ul><li>one</li><li>two</li></ul><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>';
    const html = chunk.repeat(Math.ceil(1_000_000 / chunk.length));
    const t = performance.now();
    const r = fromHtml(html);
    console.log(`${html.length}-char HTML: fromHtml ${Math.round(performance.now() - t)} ms (${r.content.content.length} blocks)`);
    expect(r.warnings).toEqual([]);
  });
});
