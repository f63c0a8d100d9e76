// Timestamps that never repeat or go backwards within this process, so rows written in the same millisecond
// still list newest first in the order they happened (lists sort on the timestamp, then the id).
let last = 0;

export function monotonicNow(): Date {
  last = Math.max(Date.now(), last + 1);
  return new Date(last);
}

export function monotonicIso(): string {
  return monotonicNow().toISOString();
}

/** Forgets the last timestamp given: for tests that moved a faked clock forward and then restored the real one. */
export function resetMonotonicClock(): void {
  last = 0;
}
