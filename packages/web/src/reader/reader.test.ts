// How the reader's text is cut for speaking. The tools themselves are tested in Chromium (test/viewer-reader.test.ts).
import { describe, expect, it } from 'vitest';
import { pieces } from './audio.js';

describe('pieces', () => {
  it('packs whole sentences up to 220 characters, folding whitespace', () => {
    expect(pieces('  One.\n\nTwo?  Three!  ')).toEqual(['One. Two? Three!']);
    const s = `${'word '.repeat(30).trim()}.`; // 150 characters
    expect(pieces(`${s} ${s}`)).toEqual([s, s]);
  });

  it('cuts a sentence longer than that between words, losing none; an empty text says nothing', () => {
    const long = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    const out = pieces(long);
    expect(out.length).toBeGreaterThan(1);
    expect(out.every((p) => p.length <= 220)).toBe(true);
    expect(out.join(' ')).toBe(long);
    expect(pieces('x'.repeat(300))).toEqual(['x'.repeat(300)]);
    expect(pieces('   ')).toEqual([]);
  });
});
