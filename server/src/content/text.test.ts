import { describe, expect, it } from 'vitest';
import { fromMarkdown } from './markdown.js';
import { countWords, plainText, sections, wordCount } from './text.js';
import type { DocContent } from './types.js';

const md = (s: string) => fromMarkdown(s).content;

describe('sections', () => {
  it('splits at every heading, with an untitled first section for leading content', () => {
    const content = md(
      'Preamble words here.\n\n# One\n\nFirst section body.\n\n## One point one\n\nNested body text\n\n- a list item\n\n# Two\n\n| a b | c |\n|---|---|\n| d | e f |\n',
    );
    expect(sections(content)).toEqual([
      { id: 'intro', index: 0, heading: null, level: null, words: 3 },
      { id: 'one', index: 1, heading: 'One', level: 1, words: 4 },
      { id: 'one-point-one', index: 2, heading: 'One point one', level: 2, words: 9 },
      { id: 'two', index: 3, heading: 'Two', level: 1, words: 7 },
    ]);
  });

  it('has no untitled section when the document starts with a heading (or only empty paragraphs precede it)', () => {
    const starts: DocContent = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Only' }] },
      ],
    };
    expect(sections(starts)).toEqual([{ id: 'only', index: 0, heading: 'Only', level: 2, words: 1 }]);
  });

  it('gives one untitled section for a document without headings, and none for an empty one', () => {
    expect(sections(md('Just some text.'))).toEqual([{ id: 'intro', index: 0, heading: null, level: null, words: 3 }]);
    expect(sections(md(''))).toEqual([]);
  });

  it('counts headings inside quotes and lists, uses given ids, and names empty headings', () => {
    const content: DocContent = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1, id: 'custom-id' }, content: [{ type: 'text', text: 'Given' }] },
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'quoted words' }] },
            { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'In quote' }] },
          ],
        },
        { type: 'heading', attrs: { level: 2 } },
        { type: 'paragraph', content: [{ type: 'text', text: 'after' }] },
      ],
    };
    expect(sections(content)).toEqual([
      { id: 'custom-id', index: 0, heading: 'Given', level: 1, words: 3 },
      { id: 'in-quote', index: 1, heading: 'In quote', level: 3, words: 2 },
      { id: 'section', index: 2, heading: '', level: 2, words: 1 },
    ]);
  });

  it('adds up to the word count of the document', () => {
    const content = md(
      'Intro.\n\n# A b\n\nc d e\n\n$$x + y$$\n\n```\ncode here\n```\n\n## F\n\n> g *h* [i](https://x.example)\n',
    );
    const total = sections(content).reduce((n, s) => n + s.words, 0);
    expect(total).toBe(wordCount(content));
    expect(total).toBe(14);
  });
});

describe('plainText and wordCount', () => {
  it('gives one line per block, table rows as lines with tab-separated cells', () => {
    const content = md(
      '# Title\n\nA *b* c\\\nd $x^2$\n\n- one\n- two\n\n> quote\n\n```\ncode\nlines\n```\n\n| h1 | h2 |\n|---|---|\n| a | b |\n\n---\n',
    );
    expect(plainText(content)).toBe('Title\nA b c\nd x^2\none\ntwo\nquote\ncode\nlines\nh1\th2\na\tb');
    expect(wordCount(content)).toBe(15);
  });

  it('leaves signature fields out', () => {
    const content: DocContent = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Signed: ' },
            { type: 'signatureField', attrs: { fieldType: 'signature', label: 'Sig' } },
          ],
        },
        { type: 'signatureField', attrs: { fieldType: 'date', label: 'Date' } },
      ],
    };
    expect(plainText(content)).toBe('Signed: ');
    expect(wordCount(content)).toBe(1);
  });

  it('counts words: punctuation alone is not a word, CJK characters are', () => {
    expect(countWords('Hello, world — this is   a test.')).toBe(6);
    expect(countWords("don't e-mail 3.5 | - *")).toBe(3);
    expect(countWords('日本語のテキスト and English')).toBe(10);
    expect(countWords('')).toBe(0);
  });
});
