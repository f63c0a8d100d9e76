import { describe, expect, it } from 'vitest';
import { type SafeHtml, escapeHtml, html, jsonScript, raw } from './html.js';

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '</title><script>alert(1)</script>',
  '&lt;already escaped&gt;',
  '<!-- comment --><![CDATA[x]]>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal as text, to be escaped like any other
  '`${x}` \u2028 \u0000',
];

describe('html``', () => {
  it('escapes every interpolated string, in text and in quoted attributes', () => {
    for (const s of HOSTILE) {
      const out = html`<p title="${s}">${s}</p>`.toString();
      expect(out).not.toMatch(/<(script|img|\/title)/i);
      expect(out.match(/"/g)).toHaveLength(2); // only the template's own quotes
      expect(out).not.toContain("'");
      expect(out).toBe(`<p title="${escapeHtml(s)}">${escapeHtml(s)}</p>`);
    }
    expect(html`${'<b>&"\'</b>'}`.toString()).toBe('&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;');
  });

  it('escapes an already-escaped string again: text is text', () => {
    expect(html`${'&amp;'}`.toString()).toBe('&amp;amp;');
  });

  it('does not escape nested templates twice, however deep', () => {
    const inner = html`<em>${'<i>'}</em>`;
    const outer = html`<p>${inner}</p>`;
    expect(html`<div>${outer}</div>`.toString()).toBe('<div><p><em>&lt;i&gt;</em></p></div>');
  });

  it('joins arrays, escaping strings and keeping templates', () => {
    const items = ['<a>', 'b&c'].map((s) => html`<li>${s}</li>`);
    expect(html`<ul>${items}</ul>`.toString()).toBe('<ul><li>&lt;a&gt;</li><li>b&amp;c</li></ul>');
    expect(html`${['<x>', html`<y>`, ['<z>']]}`.toString()).toBe('&lt;x&gt;<y>&lt;z&gt;');
  });

  it('renders nothing for null, undefined and false; numbers as they are', () => {
    const show = false;
    expect(html`a${null}b${undefined}c${show && html`<b>no</b>`}d${0}e${12.5}`.toString()).toBe('abc' + 'd0e12.5');
  });

  it('escapes what an object says of itself, unless it is markup', () => {
    const sneaky = { toString: () => '<script>x</script>' };
    expect(html`${sneaky}`.toString()).toBe('&lt;script&gt;x&lt;/script&gt;');
    // A look-alike is not markup: only html`` and raw() make SafeHtml.
    const fake = { toString: () => '<b>' } as unknown as SafeHtml;
    expect(html`${fake}`.toString()).toBe('&lt;b&gt;');
  });

  it('keeps markup trusted with raw() as it is, and only that', () => {
    expect(html`${raw('<svg aria-hidden="true"></svg>')}${'<svg>'}`.toString()).toBe(
      '<svg aria-hidden="true"></svg>&lt;svg&gt;',
    );
  });
});

describe('jsonScript()', () => {
  it('writes data a script can parse back, which no value can break out of', () => {
    const data = {
      title: '</script><script>alert(1)</script>',
      amp: 'a & b',
      sep: 'x\u2028y\u2029z',
      quote: '"\'',
      n: [1, null],
    };
    const out = jsonScript('page-data', data).toString();
    expect(out.startsWith('<script type="application/json" id="page-data">')).toBe(true);
    const body = out.slice(out.indexOf('>') + 1, out.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(data);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
  });

  it('escapes the id like any attribute', () => {
    expect(jsonScript('"><x', 1).toString()).toBe('<script type="application/json" id="&quot;&gt;&lt;x">1</script>');
  });
});
