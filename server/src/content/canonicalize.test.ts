import { describe, expect, it } from 'vitest';
import { canonicalize } from './canonicalize.js';
import { fromMarkdown } from './markdown.js';
import { slugify } from './slug.js';
import { docContentErrors } from './test-support.js';
import type { DocContent, DocNodeHeading, DocNodeSignatureField } from './types.js';

const h = (level: number, text: string, id?: string): DocNodeHeading => ({
  type: 'heading',
  attrs: id === undefined ? { level } : { level, id },
  content: [{ type: 'text', text }],
});
const field = (id?: string): DocNodeSignatureField => ({
  type: 'signatureField',
  attrs: id === undefined ? { fieldType: 'signature' } : { id, fieldType: 'signature' },
});
const doc = (...content: DocContent['content']): DocContent => ({ type: 'doc', content });
const ids = (d: DocContent) =>
  d.content.filter((b): b is DocNodeHeading => b.type === 'heading').map((b) => b.attrs.id);

describe('canonicalize', () => {
  it('removes empty text nodes and empty marks, merges runs with the same marks, orders marks', () => {
    const out = canonicalize(
      doc({
        type: 'paragraph',
        content: [
          { type: 'text', text: '' },
          { type: 'text', text: 'a', marks: [] },
          { type: 'text', text: 'b' },
          { type: 'text', text: 'c', marks: [{ type: 'italic' }, { type: 'bold' }] },
          { type: 'text', text: 'd', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'bold' }] },
          { type: 'text', text: '', marks: [{ type: 'code' }] },
        ],
      }),
    );
    expect(out).toEqual(
      doc({
        type: 'paragraph',
        content: [
          { type: 'text', text: 'ab' },
          { type: 'text', text: 'cd', marks: [{ type: 'bold' }, { type: 'italic' }] },
        ],
      }),
    );
  });

  it('makes empty content one empty paragraph, and fills containers that must hold something', () => {
    expect(canonicalize(doc())).toEqual(doc({ type: 'paragraph' }));
    expect(canonicalize(doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] }))).toEqual(
      doc({ type: 'paragraph' }),
    );
    expect(canonicalize({ type: 'doc' } as DocContent)).toEqual(doc({ type: 'paragraph' }));
    expect(
      canonicalize(
        doc(
          { type: 'blockquote', content: [] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [] }] },
          { type: 'bulletList', content: [] },
          {
            type: 'table',
            content: [
              { type: 'tableRow', content: [{ type: 'tableCell', content: [] }] },
              { type: 'tableRow', content: [] },
            ],
          },
        ),
      ),
    ).toEqual(
      doc(
        { type: 'blockquote', content: [{ type: 'paragraph' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        {
          type: 'table',
          content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph' }] }] }],
        },
      ),
    );
  });

  it('leaves out attributes equal to their defaults, and code-block marks', () => {
    const out = canonicalize(
      doc(
        { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        {
          type: 'codeBlock',
          attrs: { language: null },
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'b' },
          ],
        },
        { type: 'codeBlock', attrs: { language: '' }, content: [] },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  attrs: { colspan: 1, rowspan: 1, align: null },
                  content: [{ type: 'paragraph', content: [] }],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://e.com', title: null } }] },
          ],
        },
      ),
    );
    expect(out).toEqual(
      doc(
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'ab' }] },
        { type: 'codeBlock' },
        {
          type: 'table',
          content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph' }] }] }],
        },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://e.com' } }] }],
        },
      ),
    );
  });

  it('generates heading ids from the text, unique within the document', () => {
    const out = canonicalize(
      doc(
        h(1, 'Introduction'),
        h(2, 'Scope & Purpose'),
        h(2, 'Introduction'),
        h(3, 'introduction'),
        h(2, 'Café Über'),
        h(2, '!!!'),
        h(2, '日本語の見出し'),
      ),
    );
    expect(ids(out)).toEqual([
      'introduction',
      'scope-purpose',
      'introduction-2',
      'introduction-3',
      'cafe-uber',
      'section',
      '日本語の見出し',
    ]);
  });

  it('keeps given ids, de-duplicating repeats, and never generates a taken id', () => {
    const out = canonicalize(
      doc(h(1, 'Terms'), h(1, 'Other', 'terms'), h(1, 'Again', 'terms'), h(1, 'Terms 2', 'terms-2'), h(1, 'Terms')),
    );
    // The given `terms` wins over a generated one; the repeated given id becomes unique.
    expect(ids(out)).toEqual(['terms-3', 'terms', 'terms-4', 'terms-2', 'terms-5']);
  });

  it('does not give a heading the id of the untitled first section', () => {
    expect(
      ids(canonicalize(doc({ type: 'paragraph', content: [{ type: 'text', text: 'Preamble' }] }, h(1, 'Intro')))),
    ).toEqual(['intro-2']);
    expect(
      ids(canonicalize(doc(h(1, 'Intro'), { type: 'paragraph', content: [{ type: 'text', text: 'Body' }] }))),
    ).toEqual(['intro']);
  });

  it('generates missing signature-field ids (fld_…), unique, keeping given ones', () => {
    const out = canonicalize(
      doc(
        field(),
        field('fld_given'),
        field('fld_given'),
        { type: 'paragraph', content: [{ type: 'text', text: 'Sign: ' }, field()] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [field()] }] }] },
      ),
    );
    const found: string[] = [];
    JSON.stringify(out, (_k, v) => {
      if (v && v.type === 'signatureField') found.push(v.attrs.id);
      return v;
    });
    expect(found).toHaveLength(5);
    expect(new Set(found).size).toBe(5);
    expect(found[1]).toBe('fld_given');
    for (const id of found) expect(id).toMatch(/^fld_[a-z0-9]+$/);
    expect(docContentErrors(out)).toEqual([]);
  });

  it('is idempotent and does not modify its input', () => {
    const input = doc(
      h(1, 'A'),
      h(1, 'A'),
      field(),
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'x' },
          { type: 'text', text: 'y' },
          { type: 'text', text: '' },
        ],
      },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [] }] }] },
        ],
      },
    );
    const before = structuredClone(input);
    const once = canonicalize(input);
    expect(input).toEqual(before);
    expect(canonicalize(once)).toEqual(once);
    expect(canonicalize(canonicalize(once))).toEqual(once);
    expect(docContentErrors(once)).toEqual([]);
  });

  it('is idempotent on converted documents', () => {
    const { content } = fromMarkdown('# T\n\n# T\n\n- - x\n\n| a |\n|---|\n| b |\n\n> q\n');
    expect(canonicalize(content)).toEqual(content);
  });

  it('keeps ids within 200 characters', () => {
    const long = 'word '.repeat(100);
    const out = canonicalize(doc(h(1, long), h(1, long), h(1, 'x', 'y'.repeat(200)), h(1, 'x', 'y'.repeat(200))));
    for (const id of ids(out)) expect([...id!].length).toBeLessThanOrEqual(200);
    expect(new Set(ids(out)).size).toBe(4);
    expect(docContentErrors(out)).toEqual([]);
  });

  it('slugifies text', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
    expect(slugify('1.2 Fees — and "Costs"')).toBe('1-2-fees-and-costs');
    expect(slugify('')).toBe('section');
  });
});
