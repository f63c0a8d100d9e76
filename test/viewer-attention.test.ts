// Attention on the viewer page (/v/{slug}) in Chromium, against the built server: time accrues only for the
// sections on screen (read back from the server's visit_sections rows) and stops while the tab is hidden or the
// window unfocused; a last heartbeat goes with sendBeacon. A file of its own, its tests one at a time, so the
// server is quiet: their checks are that nothing arrives within a few seconds of heartbeats, each counted from the
// answer to the heartbeat that carried the time before (not from a fixed wait a busy machine can outlast).
import { describe, expect, it } from 'vitest';
import { inContext, missing, open, PATIENT } from './support/browser.js';
import {
  authored,
  browser,
  DESKTOP,
  heartbeatAnswered,
  link,
  origin,
  reading,
  sectionTimes,
  visit,
  visitIdOf,
  viewerServer,
} from './support/viewer.js';

viewerServer('viewer-attention');

describe.skipIf(missing)('attention on the viewer page, in Chromium', () => {
  it('accrues only for the sections on screen, and stops while the tab is hidden or the window unfocused', async () => {
    // Six parts, each taller than the window: the top of the page shows part 1 only.
    const d = await authored('Long read', 6, 10);
    const l = await link({ documentId: d.id, requireEmail: false, watermark: false });
    await visit(DESKTOP, l.slug, async (page) => {
      await reading(page);
      const visitId = (await visitIdOf(page, l.slug))!;
      expect(await page.locator('.view-section').count()).toBe(6);
      const grows = (index: number, from: number, by = 3000) =>
        expect
          .poll(() => (sectionTimes(visitId)[index] ?? 0) - from, { timeout: PATIENT, interval: 250 })
          .toBeGreaterThan(by);

      // At the top: part 1 accrues, the others nothing.
      await grows(0, 0);
      const top = sectionTimes(visitId);
      for (const i of [1, 2, 3, 4, 5]) expect(top[i] ?? 0).toBe(0);

      // Scrolled to part 5: it accrues; once a heartbeat has carried the time before the scroll, part 1 gets
      // nothing more while off screen.
      await page.locator('.view-section[data-index="4"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await grows(4, 0);
      const scrolled = sectionTimes(visitId);
      await grows(4, scrolled[4]);
      const later = sectionTimes(visitId);
      expect(later[0]).toBe(scrolled[0]);
      for (const i of [1, 2, 3, 5]) expect(later[i] ?? 0).toBe(scrolled[i] ?? 0);

      // The tab hidden: nothing more accrues (the time measured until then is sent as it hides).
      const beacon = heartbeatAnswered(page, { beacon: true });
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await beacon;
      const hidden = sectionTimes(visitId);
      await page.waitForTimeout(11_000);
      expect(sectionTimes(visitId)).toEqual(hidden);

      // Visible again: part 5 accrues again.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await grows(4, hidden[4]);

      // The window unfocused: nothing accrues either, after the heartbeat that carries the time before.
      // (watched from after the blur: the heartbeat that carries the time before it is the next one to start)
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await heartbeatAnswered(page);
      const blurred = sectionTimes(visitId);
      await page.waitForTimeout(11_000);
      expect(sectionTimes(visitId)).toEqual(blurred);
    });
  }, 120_000);

  it('a last heartbeat goes with sendBeacon when the page is left', async () => {
    const d = await authored('Short read', 1, 2);
    const l = await link({ documentId: d.id, requireEmail: false, watermark: false });
    await inContext(browser, { ...DESKTOP }, async (context) => {
      const { page } = await open(context, `${origin}/v/${l.slug}`);
      await reading(page);
      const visitId = (await visitIdOf(page, l.slug))!;
      await page.waitForTimeout(2500);
      expect(sectionTimes(visitId)[0] ?? 0).toBe(0);
      await page.goto('about:blank');
      await expect.poll(() => sectionTimes(visitId)[0] ?? 0, { timeout: PATIENT }).toBeGreaterThan(1500);
    });
  });
});
