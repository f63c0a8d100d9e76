import { beforeAll, describe, expect, it } from 'vitest';
import { asset, builtAssets } from './assets.js';
import { html, shell } from './layout.js';
import { langOf } from './i18n.js';

beforeAll(() => {
  builtAssets(); // fails here, saying how to build them, when the web assets are not built
});

const HOSTILE = '</title><script>alert(1)</script>"\'&';

describe('shell()', () => {
  it('draws a whole page: doctype, language, viewport, title, robots, the one stylesheet, the body', () => {
    const page = shell({ title: 'Hello', body: html`<main><h1>Hi</h1></main>` }).toString();
    expect(page.startsWith('<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<title>Hello</title>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain(`<link rel="stylesheet" href="${asset('styles.css')}">`);
    expect(page).toContain('<body>\n<main><h1>Hi</h1></main>');
    expect(page).not.toMatch(/<script|style=|<style|property="og:|name="description"/);
  });

  it('escapes whatever it is given', () => {
    const page = shell({
      title: HOSTILE,
      description: HOSTILE,
      robots: HOSTILE,
      lang: { ...langOf('en'), locale: '"x' as 'en', query: [['q', HOSTILE]] },
      og: { title: HOSTILE, url: 'https://x.example/?a=1&b="2"' },
      body: html`<p>${HOSTILE}</p>`,
    }).toString();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>');
    expect(page).toContain('<html lang="&quot;x" dir="ltr">');
    expect(page).toContain('<input type="hidden" name="q" value="&lt;/title&gt;');
    expect(page).toContain('<meta property="og:url" content="https://x.example/?a=1&amp;b=&quot;2&quot;">');
  });

  it('takes the robots meta per page (or none), a description and Open Graph tags', () => {
    expect(shell({ title: 't', body: html``, robots: 'index, follow' }).toString()).toContain(
      '<meta name="robots" content="index, follow">',
    );
    expect(shell({ title: 't', body: html``, robots: null }).toString()).not.toContain('name="robots"');
    const page = shell({
      title: 't',
      body: html``,
      description: 'A deck',
      og: {
        title: 'Q3 deck',
        description: 'Board pack',
        image: 'https://x.example/i.png',
        url: 'https://x.example/v/q3',
        siteName: 'Acme',
      },
    }).toString();
    expect(page).toContain('<meta name="description" content="A deck">');
    for (const [p, c] of [
      ['og:title', 'Q3 deck'],
      ['og:description', 'Board pack'],
      ['og:image', 'https://x.example/i.png'],
      ['og:url', 'https://x.example/v/q3'],
      ['og:type', 'website'],
      ['og:site_name', 'Acme'],
    ]) {
      expect(page).toContain(`<meta property="${p}" content="${c}">`);
    }
  });

  it('loads page scripts as modules from their hashed files, and their data as a JSON block, never inline code', () => {
    const page = shell({
      title: 't',
      body: html`<main></main>`,
      scripts: ['closed.js'],
      data: { url: 'https://x.example/</script>' },
    }).toString();
    expect(page).toContain(`<script type="module" src="${asset('closed.js')}"></script>`);
    expect(page).toContain(
      '<script type="application/json" id="page-data">{"url":"https://x.example/\\u003c/script\\u003e"}</script>',
    );
    // Every <script> either has a src or is a data block.
    for (const tag of page.match(/<script[^>]*>/g)!) expect(tag).toMatch(/ src="\/assets\/| type="application\/json"/);
    expect(() => shell({ title: 't', body: html``, scripts: ['nope.js'] })).toThrow(/no asset "nope.js"/);
  });
});
