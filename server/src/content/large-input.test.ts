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

// Long inputs convert correctly. How fast is not asserted here (a busy machine must not fail a test): the
// 500,000-character case is timed by `npm run bench:stall`, and runs in the worker pool.
const SIZE = 50_000;

describe('large input', () => {
  it('converts 50,000 characters of Markdown, and writes it back', () => {
    const md = CHUNK.repeat(Math.ceil(SIZE / CHUNK.length)).slice(0, SIZE);
    const r = fromMarkdown(md);
    const back = toMarkdown(r.content);
    const s = sections(r.content);
    expect(plainText(r.content).length).toBeGreaterThan(SIZE / 3);
    expect(back.length).toBeGreaterThan(SIZE / 2);
    expect(r.warnings).toEqual([]);
    expect(s.length).toBeGreaterThan(50);
    expect(docContentErrors(r.content).slice(0, 3)).toEqual([]);
  });

  it('converts 50,000 characters of hostile Markdown', () => {
    const patterns = ['**a_', '[^a]', ']', '[a]('];
    for (const p of patterns) {
      const md = p.repeat(Math.ceil(SIZE / p.length));
      const r = fromMarkdown(md);
      expect(r.warnings.length).toBeGreaterThan(0);
    }
  });

  it('converts 100,000 characters of HTML', () => {
    const chunk =
      '<h2>Section</h2><p>Paragraph with <b>bold</b>, <i>italic</i> and a <a href="https://example.com">link</a>.</p><ul><li>one</li><li>two</li></ul><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>';
    const html = chunk.repeat(Math.ceil((2 * SIZE) / chunk.length));
    const r = fromHtml(html);
    expect(r.content.content.length).toBeGreaterThan(1000);
    expect(r.warnings).toEqual([]);
  });
});
