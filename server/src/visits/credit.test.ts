import { describe, expect, it } from 'vitest';
import { anchorOf, completionOf, creditHeartbeat, IDLE_MS } from './credit.js';

const T0 = Date.parse('2026-11-25T09:00:00Z');
const opened = { lastHeartbeatMs: null, sittingStartMs: T0, lastSeenMs: T0 };

describe('crediting a heartbeat', () => {
  it('credits what the page measured when it fits in the wall time', () => {
    const c = creditHeartbeat(opened, T0 + 5000, [
      { index: 0, visibleMs: 1800 },
      { index: 1, visibleMs: 4200 },
    ]);
    expect(c).toEqual({
      newSitting: false,
      elapsedMs: 5000,
      sections: [
        { index: 0, creditedMs: 1800 },
        { index: 1, creditedMs: 4200 },
      ],
      visitMs: 4200,
    });
  });

  it('never credits a section more than the wall time since the previous heartbeat (oversized)', () => {
    const c = creditHeartbeat({ ...opened, lastHeartbeatMs: T0 + 10_000 }, T0 + 12_000, [
      { index: 3, visibleMs: 60_000 },
    ]);
    expect(c.sections).toEqual([{ index: 3, creditedMs: 2000 }]);
    expect(c.visitMs).toBe(2000);
  });

  it('adds entries for one index before capping, so splitting a claim gains nothing', () => {
    const entries = Array.from({ length: 500 }, () => ({ index: 7, visibleMs: 60_000 }));
    const c = creditHeartbeat(opened, T0 + 3000, entries);
    expect(c.sections).toEqual([{ index: 7, creditedMs: 3000 }]);
  });

  it('lets sections share seconds but grows the visit by at most the wall time', () => {
    const entries = Array.from({ length: 500 }, (_, i) => ({ index: i, visibleMs: 60_000 }));
    const c = creditHeartbeat(opened, T0 + 4000, entries);
    expect(c.sections).toHaveLength(500);
    expect(c.sections.every((s) => s.creditedMs === 4000)).toBe(true);
    expect(c.visitMs).toBe(4000);
  });

  it('credits nothing to a replay arriving at the same instant as the heartbeat it copies', () => {
    const c = creditHeartbeat({ ...opened, lastHeartbeatMs: T0 + 5000 }, T0 + 5000, [{ index: 0, visibleMs: 5000 }]);
    expect(c).toMatchObject({ elapsedMs: 0, sections: [], visitMs: 0 });
  });

  it('credits nothing when the clock went backwards', () => {
    const c = creditHeartbeat({ ...opened, lastHeartbeatMs: T0 + 9000 }, T0 + 1000, [{ index: 0, visibleMs: 5000 }]);
    expect(c).toMatchObject({ elapsedMs: 0, sections: [], visitMs: 0 });
  });

  it('starts a new sitting after 30 idle minutes and credits the gap nothing', () => {
    const t = { lastHeartbeatMs: T0, sittingStartMs: T0 - 60_000, lastSeenMs: T0 };
    const c = creditHeartbeat(t, T0 + IDLE_MS + 1, [{ index: 0, visibleMs: 60_000 }]);
    expect(c).toEqual({ newSitting: true, elapsedMs: 0, sections: [], visitMs: 0 });
    expect(creditHeartbeat(t, T0 + IDLE_MS, [{ index: 0, visibleMs: 60_000 }])).toMatchObject({
      newSitting: false,
      visitMs: 60_000,
    });
  });

  it('counts idleness from the latest sign of activity, but elapsed only from the anchor', () => {
    const t = { lastHeartbeatMs: T0, sittingStartMs: T0, lastSeenMs: T0 + IDLE_MS };
    const c = creditHeartbeat(t, T0 + IDLE_MS + 10_000, [{ index: 0, visibleMs: 60_000 }]);
    expect(c.newSitting).toBe(false);
    expect(c.visitMs).toBe(60_000);
  });

  it('credits nothing to a visit that never opened (no anchor)', () => {
    const c = creditHeartbeat({ lastHeartbeatMs: null, sittingStartMs: null, lastSeenMs: T0 }, T0 + 60_000, [
      { index: 0, visibleMs: 60_000 },
    ]);
    expect(c).toMatchObject({ newSitting: false, elapsedMs: 0, visitMs: 0, sections: [] });
  });

  it('counts from a new sitting (a page load) when it is later than the last heartbeat', () => {
    expect(anchorOf({ lastHeartbeatMs: T0, sittingStartMs: T0 + 500, lastSeenMs: T0 })).toBe(T0 + 500);
    expect(anchorOf({ lastHeartbeatMs: T0 + 900, sittingStartMs: T0 + 500, lastSeenMs: T0 })).toBe(T0 + 900);
  });

  it('drops zero and negative claims', () => {
    const c = creditHeartbeat(opened, T0 + 5000, [
      { index: 0, visibleMs: 0 },
      { index: 1, visibleMs: -5 },
    ]);
    expect(c.sections).toEqual([]);
  });

  it('reports completion as a share, capped and rounded', () => {
    expect(completionOf(1, 3)).toBe(0.3333);
    expect(completionOf(5, 3)).toBe(1);
    expect(completionOf(0, 0)).toBe(0);
  });
});
