// axe-core run in a page of the browser suites: its script injected through the devtools protocol (so the page's
// strict CSP does not apply to it), then every rule run on the page as it stands. A critical or serious violation
// fails the test, naming the rule and the elements; moderate and minor ones are left to the pages' own reviews.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The critical and serious violations of the page in its current state, as "rule (impact): help — targets";
 * `within` (a CSS selector) limits the run to that part of the page.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document | string, o: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const out = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return out.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, within);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails when axe finds a critical or serious violation in the page as it stands (or in its part `within`);
 * `state` names it in the failure.
 */
export async function expectAccessible(page: Page, state: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), `axe on ${state}`).toEqual([]);
}
