// The reading figures of GET /analytics/documents/{id}, as the spec defines them (DocumentAnalyticsSection.yaml).
// The database supplies per-section counts, sums and medians and per-visit furthest sections; this turns them
// into the published figures, so each definition lives in one place.
import type { DocumentAnalyticsSection } from '../generated/api/types.gen.js';

/** Reading faster than 600 words a minute (100 ms a word) is skimming, not reading. */
export const READ_MS_PER_WORD = 100;
/** Whatever its length, a section on screen for less than 2 seconds was not read. */
export const MIN_READ_MS = 2000;

/** How long a visit must dwell on a section of `words` words to count as one of its readers. */
export function readerThresholdMs(words: number): number {
  return Math.max(MIN_READ_MS, words * READ_MS_PER_WORD);
}

/**
 * A document's reading time: wall-clock attention. Each heartbeat adds the largest time it credits to any one
 * section (sections on screen side by side share the same seconds), exactly what it adds to the visit's totalMs;
 * the rollup keeps that per visit and document (`reading_ms`, migration 101). So three heartbeats of 2,000 ms
 * over three sections read 6,000 ms here, on the view, the visitor and in the CSV. The per-section `totalMs` is
 * each section's own time on screen, so the sections' sum may exceed the document's reading time.
 */
export function documentReadingMs(perVisit: readonly { readingMs: number }[]): number {
  return perVisit.reduce((a, v) => a + v.readingMs, 0);
}

/** Median of numbers (mean of the two middle values for an even count); 0 for none. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface SectionInfo {
  index: number;
  heading: string | null;
  words: number;
}

/** What the database measured for one section over the visits in scope. */
export interface SectionMeasure {
  seen: number;
  readers: number;
  totalMs: number;
  /** Median visible time among the visits that saw it (unrounded). */
  medianMs: number;
}

/** A section's figures, exactly the wire's `DocumentAnalyticsSection`. */
export type SectionFigures = DocumentAnalyticsSection;

/**
 * Per-section figures. `furthest` maps a section index to the measured visits whose furthest section (highest
 * index with any attention) it is; a visit whose furthest index is past the document's end (the document lost
 * sections since) stopped at the last one.
 */
export function sectionFigures(
  sections: readonly SectionInfo[],
  measures: ReadonlyMap<number, SectionMeasure>,
  furthest: ReadonlyMap<number, number>,
  measuredViews: number,
): SectionFigures[] {
  const last = sections.length - 1;
  const stopped = new Map<number, number>();
  for (const [i, n] of furthest) if (i >= 0) stopped.set(Math.min(i, last), (stopped.get(Math.min(i, last)) ?? 0) + n);

  const base = sections.map((s) => {
    const m = measures.get(s.index) ?? { seen: 0, readers: 0, totalMs: 0, medianMs: 0 };
    const medianMs = Math.round(m.medianMs);
    return { s, m, medianMs, pace: s.words > 0 ? (medianMs * 100) / s.words : null };
  });
  // The document's own typical pace: the median over the sections somebody saw, ms per hundred words for sections
  // with words; sections without words (PDF pages with no text layer) compare time per section among themselves.
  const wordedPace = median(base.filter((b) => b.m.seen > 0 && b.pace !== null).map((b) => b.pace as number));
  const wordlessPace = median(base.filter((b) => b.m.seen > 0 && b.pace === null).map((b) => b.medianMs));

  let reached = [...stopped.values()].reduce((a, b) => a + b, 0);
  return base.map(({ s, m, medianMs, pace }) => {
    const here = stopped.get(s.index) ?? 0;
    const reachedHere = reached;
    reached -= here;
    const typical = pace === null ? wordlessPace : wordedPace;
    const own = pace === null ? medianMs : pace;
    return {
      index: s.index,
      heading: s.heading,
      words: s.words,
      seen: m.seen,
      readers: m.readers,
      totalMs: m.totalMs,
      medianMs,
      msPerHundredWords: pace === null ? null : round(pace, 1),
      friction: m.seen === 0 || typical === 0 ? 0 : round(own / typical, 2),
      stoppedHere: here,
      reached: reachedHere,
      reachedPct: measuredViews === 0 ? 0 : round((reachedHere * 100) / measuredViews, 1),
    };
  });
}
