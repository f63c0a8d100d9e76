// The reading assistant's ranking on a known document: answerable questions find the passage that says it, in the
// right section, best first; questions the document does not answer say so; the scores are plain BM25.
import { describe, expect, it } from 'vitest';
import { fromMarkdown, passages, sectionTexts } from '../content/index.js';
import { answer, quote } from '../search/answer.js';
import { analyzeTerm } from '../search/analyzer.js';
import { buildIndex } from '../search/bm25.js';
import { bodyPassages, pageParagraphs, type SearchableDocument } from '../search/passages.js';

const TERM_SHEET = `Summary of the principal terms of the Series A financing of Acme Robotics.

# Investment

The investors will buy 2,000,000 Series A preferred shares at a price of 5 dollars per share.

# Liquidation preference

In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.

# Board

The board will have five seats: two for the founders, two for the investors and one independent director.

# Vesting

Founder shares vest monthly over four years with a one-year cliff.

- Acceleration on a change of control is single trigger.
- Unvested shares return to the company on departure.

# Fees

| Item | Amount |
| --- | --- |
| Legal fees | capped at 25,000 dollars |
| Due diligence | paid by the company |
`;

function termSheet(): SearchableDocument {
  const { content } = fromMarkdown(TERM_SHEET);
  return { documentId: 'doc_terms', title: 'Series A term sheet', passages: bodyPassages('doc_terms', content) };
}

describe('passages of an authored body', () => {
  it('splits paragraphs, list items and table rows, each in its section (the untitled first one is 0)', () => {
    const { content } = fromMarkdown(TERM_SHEET);
    const ps = passages(content);
    expect(ps.map((p) => [p.sectionIndex, p.text.slice(0, 24)])).toEqual([
      [0, 'Summary of the principal'],
      [1, 'The investors will buy 2'],
      [2, 'In the event of a liquid'],
      [3, 'The board will have five'],
      [4, 'Founder shares vest mont'],
      [4, 'Acceleration on a change'],
      [4, 'Unvested shares return t'],
      [5, 'Item | Amount'],
      [5, 'Legal fees | capped at 2'],
      [5, 'Due diligence | paid by '],
    ]);
    const texts = sectionTexts(content);
    expect(texts).toHaveLength(6);
    expect(texts[2]).toBe(
      'Liquidation preference\nIn the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.',
    );
  });

  it('without anything before the first heading, the first heading is section 0', () => {
    const { content } = fromMarkdown('# One\n\nFirst.\n\n# Two\n\nSecond.');
    expect(passages(content)).toEqual([
      { sectionIndex: 0, text: 'First.' },
      { sectionIndex: 1, text: 'Second.' },
    ]);
  });
});

describe('the analyzer', () => {
  it('folds case and accents, drops stop and framing words, stems', () => {
    expect(['Preferred', 'preference', 'Vesting', 'the', 'document', 'say', 'a', '7', 'Café'].map(analyzeTerm)).toEqual(
      ['prefer', 'prefer', 'vest', null, null, null, null, '7', 'cafe'],
    );
  });
});

describe('answers from the term sheet', () => {
  it('an answerable question: the liquidation paragraph first, quoted word for word, linked to its section', () => {
    const a = answer('What is the liquidation preference?', [termSheet()]);
    expect(a.found).toBe(true);
    expect(a.answer).toBe('The document says this in "Liquidation preference":');
    expect(a.passages[0]).toMatchObject({
      documentId: 'doc_terms',
      documentTitle: 'Series A term sheet',
      sectionIndex: 2,
      sectionId: 'liquidation-preference',
      heading: 'Liquidation preference',
      page: null,
      quote:
        'In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.',
    });
    // "preferred shares" (Investment) shares only one word with the question: listed after, well below
    expect(a.passages.map((p) => p.sectionId)).toEqual(['liquidation-preference', 'investment']);
    expect(a.passages[1].score).toBeLessThan(a.passages[0].score * 0.6);
    // the board passage shares no word with the question
    expect(a.passages.some((p) => p.sectionId === 'board')).toBe(false);
  });

  it('finds list items and table rows, and words in another form (vesting → vest)', () => {
    const vesting = answer('How does vesting work for founders?', [termSheet()]);
    expect(vesting.passages[0].quote).toBe('Founder shares vest monthly over four years with a one-year cliff.');
    const fees = answer('Who pays for due diligence?', [termSheet()]);
    expect(fees.passages[0]).toMatchObject({ sectionId: 'fees', quote: 'Due diligence | paid by the company' });
    const board = answer('How many board seats do the investors get?', [termSheet()]);
    expect(board.passages[0].sectionId).toBe('board');
  });

  it('an unanswerable question: not in this document, nothing quoted', () => {
    for (const q of [
      'What is the capital of France?',
      'Does the document say anything about the weather?',
      'What is it?',
    ]) {
      const a = answer(q, [termSheet()]);
      expect(a, q).toEqual({ question: q, found: false, answer: 'This is not in this document.', passages: [] });
    }
  });

  it('scores are plain Okapi BM25 (k1 1.2, b 0.75) summed over the question words', () => {
    // Three passages, one field: the score of "apple" in passage 0 computed by hand. A passage's length is its
    // number of distinct words (MiniSearch's measure): 2, 2 and 4.
    const ps = ['apple apple banana', 'banana cherry', 'cherry date fig grape'].map((text, i) => ({
      documentId: 'd',
      sectionIndex: i,
      heading: null,
      page: null,
      text,
    }));
    const [hit] = buildIndex(ps).search('apple');
    const N = 3,
      n = 1,
      tf = 2,
      len = 2,
      avg = (2 + 2 + 4) / 3;
    const idf = Math.log(1 + (N - n + 0.5) / (n + 0.5));
    expect(hit.score).toBeCloseTo((idf * (tf * 2.2)) / (tf + 1.2 * (0.25 + (0.75 * len) / avg)), 10);
    // two words: the sum of each word's BM25, not MiniSearch's count-weighted score
    const both = buildIndex(ps).search('apple banana')[0];
    const idfB = Math.log(1 + (N - 2 + 0.5) / (2 + 0.5));
    expect(both.score).toBeCloseTo(hit.score + (idfB * 2.2) / (1 + 1.2 * (0.25 + (0.75 * len) / avg)), 10);
  });

  it('across a room, names the document; not found says "these documents"', () => {
    const other: SearchableDocument = {
      documentId: 'doc_b',
      title: 'Board minutes',
      passages: bodyPassages('doc_b', fromMarkdown('# Minutes\n\nThe board approved the budget for 2026.').content),
    };
    const a = answer('When was the budget approved?', [termSheet(), other]);
    expect(a.answer).toBe('"Board minutes" says this in "Minutes":');
    expect(answer('Where is the office?', [termSheet(), other]).answer).toBe('This is not in these documents.');
  });
});

describe('nothing to search', () => {
  it('a scan or a file without text says so, rather than "not in this document"', () => {
    const scan: SearchableDocument = { documentId: 'doc_scan', title: 'Scan', passages: [] };
    expect(answer('What is the price?', [scan])).toEqual({
      question: 'What is the price?',
      found: false,
      answer: 'This document has no text the assistant can search (a scan or a file without text).',
      passages: [],
    });
  });
});

describe('quotes and PDF pages', () => {
  it('cuts a long passage at a word boundary with an ellipsis', () => {
    const q = quote('word '.repeat(400));
    expect(q.length).toBeLessThanOrEqual(1000);
    expect(q.endsWith('word…')).toBe(true);
  });

  it('splits a page at blank lines, joins its lines, and cuts a long paragraph after sentences', () => {
    expect(pageParagraphs('Title line\n\nFirst line\nsecond line.\n\n\nLast.')).toEqual([
      'Title line',
      'First line second line.',
      'Last.',
    ]);
    const long = pageParagraphs(`${'This is a sentence of the page. '.repeat(60)}`);
    expect(long.length).toBeGreaterThan(1);
    for (const p of long) expect(p.length).toBeLessThanOrEqual(720);
  });
});
