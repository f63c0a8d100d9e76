// The viewer's pure rules: when a section counts as on screen, how measured time becomes heartbeat entries, and
// how many watermark tiles cover a page. The page itself is tested in Chromium (test/viewer-page.test.ts).
import { describe, expect, it } from 'vitest';
import { isReadable, toEntries } from './attention.js';
import { tileGrid } from './watermark.js';

describe('isReadable', () => {
  it('a short section counts once half of it is on screen; a tall one once it fills a quarter of the viewport', () => {
    expect(isReadable(0, 100, 800)).toBe(false);
    expect(isReadable(49, 100, 800)).toBe(false);
    expect(isReadable(50, 100, 800)).toBe(true);
    expect(isReadable(199, 3000, 800)).toBe(false);
    expect(isReadable(200, 3000, 800)).toBe(true);
  });
});

describe('toEntries', () => {
  it('whole milliseconds, zero left out, no entry over 60,000', () => {
    expect(
      toEntries(
        new Map([
          [0, 1234.9],
          [1, 0.4],
          [2, 130_000],
        ]),
      ),
    ).toEqual([
      { index: 0, visibleMs: 1234 },
      { index: 2, visibleMs: 60_000 },
      { index: 2, visibleMs: 60_000 },
      { index: 2, visibleMs: 10_000 },
    ]);
  });
});

describe('tileGrid', () => {
  it('covers the page, wrapping long text on a narrow page', () => {
    const w = { text: 'Confidential dana@acme.example 2026-11-25 10:00 203.0.113.7', fontSize: 20, rotation: -30 };
    const wide = tileGrid(800, 1600, w);
    expect(wide.columns * wide.cellWidth).toBeGreaterThanOrEqual(800);
    expect(wide.rows * wide.cellHeight).toBeGreaterThanOrEqual(1600);
    const narrow = tileGrid(320, 1600, w);
    expect(narrow.lineWidth).toBe(256);
    expect(narrow.columns * narrow.cellWidth).toBeGreaterThanOrEqual(320);
  });
});
