// The viewer page's reader features in Chromium (issue 12, item 7), against the built server, links and replies
// made over the API with a key: a question asked in the viewer, the owner's reply (POST /questions/{id}/reply)
// read there and written back to; the assistant answering from the document (a quoted passage whose link goes to
// its section) and saying plainly when the document does not say; the reaction bar, read back by the owner on
// GET /views/{id}; and reading aloud: its controls, and the section being read highlighted. Headless Chromium has
// speechSynthesis but no voices and no audio out, so where speaking is asserted the page gets a stand-in
// speechSynthesis (addInitScript) that records what it is asked to say and "finishes" a piece when the test says so
// (window.endUtterance()), or after a minute.
// Screenshots at 1280 and 390 wide go to a temporary folder whose path is printed, to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, clean, inContext, missing, open, PATIENT, pageRig } from './support/browser.js';
import { answerOf, type Server } from './support/server.js';

type Json = Record<string, any>;

let server: Server;
let browser: Browser;
let origin: string;
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-viewer-reader-'));
const [DESKTOP, PHONE] = VIEWPORTS;

pageRig(
  { RATE_LIMIT_PER_MINUTE: '100000' },
  (rig) => ({ server, browser, origin } = rig),
  `the viewer's reader tools: ${shots}`,
);

const api = (method: string, p: string, body?: unknown): Promise<Json> => answerOf(server, method, p, body);

async function made(method: string, p: string, body?: unknown): Promise<Json> {
  const res = await api(method, p, body);
  expect([200, 201], JSON.stringify(res)).toContain(res.status);
  return res.data;
}

// A term sheet whose sections each say one thing, long enough that they do not all fit on one screen.
const FILLER =
  'Both parties will act in good faith and keep the other informed of anything material to this agreement. ';
const TERM_SHEET = [
  '## Summary',
  `Acme raises a Series A round from the investors named in the schedule. ${FILLER.repeat(4)}`,
  '## Liquidation preference',
  'In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.',
  FILLER.repeat(4),
  '## Board composition',
  `The board has five seats: two for the founders, two for the investors and one independent director. ${FILLER.repeat(4)}`,
  '## Vesting',
  `Founder shares vest monthly over four years with a one-year cliff. ${FILLER.repeat(4)}`,
].join('\n\n');

const termSheet = () => made('POST', '/documents', { title: 'Series A term sheet', markdown: TERM_SHEET });
const link = (body: Json) =>
  made('POST', '/links', { name: 'Reader tools', requireEmail: false, watermark: false, ...body });
const everything = { allowAssistant: true, allowAudio: true, allowFeedback: true };

/** The visit this browser keeps for a link. */
const visitIdOf = (page: Page, slug: string) => page.evaluate((s) => localStorage.getItem(`dossier.visit.${s}`), slug);
/** A screenshot of a state of the page, to look at; axe runs on that state first (no critical or serious violation). */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}
const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const reading = (page: Page) => page.locator('.view-section').first().waitFor();
const tool = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: 'Reader tools' }).getByRole('button', { name });
const section = (page: Page, heading: string) => page.locator(`.view-section[aria-label="${heading}"]`);

/** Opens the link's page in a fresh context of this size (the stand-in speech first, when asked) and runs `body`. */
async function visit(
  size: (typeof VIEWPORTS)[number],
  slug: string,
  body: (page: Page, context: BrowserContext) => Promise<void>,
  opts: { speech?: boolean } = {},
): Promise<void> {
  await inContext(browser, { ...size }, async (context) => {
    if (opts.speech) await context.addInitScript(fakeSpeech);
    const { page, status, problems } = await open(context, `${origin}/v/${slug}`);
    expect(status).toBe(200);
    await reading(page);
    await body(page, context);
    await expectAccessible(page, `${slug} at the end of the test`);
    clean(problems);
  });
}

/**
 * A stand-in speechSynthesis: two voices, each utterance recorded in window.spoken and ended by
 * window.endUtterance() (or after a minute), so a loaded machine never moves past a piece before the test looks.
 */
function fakeSpeech(): void {
  type Said = { text: string; rate: number; voice: string | null };
  const spoken: Said[] = [];
  (window as unknown as { spoken: Said[] }).spoken = spoken;
  class Utterance {
    rate = 1;
    lang = '';
    voice: { voiceURI: string } | null = null;
    onend: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const voices = [
    { name: 'Test Voice A', lang: 'en-US', voiceURI: 'test-a', default: true, localService: true },
    { name: 'Test Voice B', lang: 'en-GB', voiceURI: 'test-b', default: false, localService: true },
  ];
  let current: Utterance | null = null;
  let timer = 0;
  let left = 0;
  let started = 0;
  const end = (u: Utterance) => {
    current = null;
    u.onend?.({});
  };
  const finish = (u: Utterance, ms: number) => {
    started = Date.now();
    left = ms;
    timer = window.setTimeout(() => end(u), ms);
  };
  const synth = {
    paused: false,
    getVoices: () => voices,
    addEventListener() {},
    speak(u: Utterance) {
      spoken.push({ text: u.text, rate: u.rate, voice: u.voice?.voiceURI ?? null });
      current = u;
      finish(u, 60_000);
    },
    cancel() {
      window.clearTimeout(timer);
      const u = current;
      current = null;
      synth.paused = false;
      u?.onerror?.({ error: 'interrupted' });
    },
    pause() {
      window.clearTimeout(timer);
      left -= Date.now() - started;
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
      if (current) finish(current, Math.max(0, left));
    },
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
  (window as unknown as { endUtterance: () => void }).endUtterance = () => {
    if (!current || synth.paused) return;
    window.clearTimeout(timer);
    end(current);
  };
}

// The tests run side by side (each has its own document, link and browser context): their waits overlap.
describe.skipIf(missing)("the viewer's reader tools in Chromium", { concurrent: true }, () => {
  it('a question: asked in the viewer, the reply from the owner read there, and written back to in the same thread', async ({
    expect,
  }) => {
    const d = await termSheet();
    const l = await link({ documentId: d.id });
    await visit(DESKTOP, l.slug, async (page) => {
      const visitId = (await visitIdOf(page, l.slug))!;
      // Questions are always there; the other tools only when the link switches them on.
      expect(await page.getByRole('group', { name: 'Reader tools' }).getByRole('button').allTextContents()).toEqual([
        'Questions',
      ]);
      expect(await page.locator('.feedback-bar').count()).toBe(0);

      await tool(page, 'Questions').click();
      expect(await tool(page, 'Questions').getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).id)).toBe(
        await label(page, 'Your question').getAttribute('id'),
      );
      // An empty question is said under the field, not sent.
      await page.getByRole('button', { name: 'Send question' }).click();
      expect(await page.locator('.question-form .field-error').textContent()).toBe('Write your question first.');
      await label(page, 'Your question').fill('Does the 1x preference include accrued dividends?');
      await page.getByRole('button', { name: 'Send question' }).click();
      const thread = page.locator('.thread').first();
      await thread.waitFor();
      expect(await thread.locator('.thread-state').textContent()).toBe('Waiting for a reply');
      expect(await thread.locator('.thread-head').textContent()).toContain('About Series A term sheet');
      const threadId = (await thread.getAttribute('data-thread-id'))!;

      // The owner sees it awaiting, about this document, and replies over the API.
      const owned = await made('GET', `/questions/${threadId}`);
      expect(owned.messages.map((m: Json) => m.body)).toEqual(['Does the 1x preference include accrued dividends?']);
      expect(owned.documentId).toBe(d.id);
      await made('POST', `/questions/${threadId}/reply`, {
        body: 'No: dividends are not accrued.\nThe preference is 1x, non-participating.',
      });

      // The reader looks again (the page also polls when the window regains focus): the reply is there.
      await page.getByRole('button', { name: 'Check for replies' }).click();
      await expect
        .poll(() => thread.locator('.message-owner .message-body').textContent())
        .toBe('No: dividends are not accrued.\nThe preference is 1x, non-participating.');
      expect(await thread.locator('.thread-state').textContent()).toBe('Replied');
      await shot(page, 'questions-reply-desktop');

      // Writing back in the same thread, with the keyboard.
      await thread.getByRole('button', { name: 'Write back' }).click();
      await page.keyboard.type('Thanks. Is that in the charter too?');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => thread.locator('.message').count()).toBe(3);
      expect(await thread.locator('.thread-state').textContent()).toBe('Waiting for a reply');
      expect(await page.locator('.thread').count()).toBe(1);
      const after = await made('GET', `/questions/${threadId}`);
      expect(after.messages.map((m: Json) => [m.author, m.body])).toEqual([
        ['viewer', 'Does the 1x preference include accrued dividends?'],
        ['owner', 'No: dividends are not accrued.\nThe preference is 1x, non-participating.'],
        ['viewer', 'Thanks. Is that in the charter too?'],
      ]);
      expect(after.awaitingOwner).toBe(true);

      // Escape closes the panel and gives focus back to its button.
      await page.keyboard.press('Escape');
      expect(await page.locator('#tool-panel').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Questions');

      // A reply while the panel is closed: counted on the button once the window has focus again.
      await made('POST', `/questions/${threadId}/reply`, { body: 'Yes, article 4.' });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => tool(page, /Questions/).textContent()).toBe('Questions1 (1 new reply)');
      await tool(page, /Questions/).click();
      await expect.poll(() => thread.locator('.message-owner').last().textContent()).toContain('Yes, article 4.');
      await expect.poll(() => tool(page, /Questions/).textContent()).toBe('Questions');

      // The same visit's threads after a reload.
      await page.reload();
      await reading(page);
      expect(await visitIdOf(page, l.slug)).toBe(visitId);
      await tool(page, 'Questions').click();
      await expect.poll(() => page.locator('.thread .message').count()).toBe(4);
    });
  });

  it('the assistant: a question the document answers gets the passage quoted, its link goes to the section; one it does not is told so', async ({
    expect,
  }) => {
    const d = await termSheet();
    const l = await link({ documentId: d.id, allowAssistant: true });
    await visit(DESKTOP, l.slug, async (page) => {
      await tool(page, 'Ask the document').click();
      await label(page, 'Your question about the document').fill('What is the liquidation preference?');
      await page.keyboard.press('Enter');
      const says = page.locator('.assistant-says');
      await expect.poll(() => says.textContent()).toBe('The document says this in "Liquidation preference":');
      const first = page.locator('.passage').first();
      expect(await first.locator('blockquote').textContent()).toBe(
        'In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.',
      );
      await shot(page, 'assistant-found-desktop');

      // The link scrolls to the section, moves focus there and marks the paragraph quoted.
      const target = section(page, 'Liquidation preference');
      await first.getByRole('link', { name: 'Go to “Liquidation preference”' }).click();
      await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
      expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await target.evaluate((el) => el.classList.contains('is-target'))).toBe(true);
      expect(await target.locator('.is-quoted').textContent()).toContain('receive 1x their investment');
      await shot(page, 'assistant-jumped-desktop');

      // Not in the document: said plainly, nothing quoted.
      await label(page, 'Your question about the document').fill('How many parking spaces do employees get?');
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect.poll(() => says.textContent()).toBe('This is not in this document.');
      expect(await page.locator('.assistant-says.is-missing').count()).toBe(1);
      expect(await page.locator('.passage').count()).toBe(0);
      await shot(page, 'assistant-missing-desktop');
    });
  });

  it('the reaction bar: a reaction sent, a second one (with a comment) replacing it, both read by the owner on the view', async ({
    expect,
  }) => {
    const d = await termSheet();
    const l = await link({ documentId: d.id, allowFeedback: true });
    await visit(DESKTOP, l.slug, async (page) => {
      const visitId = (await visitIdOf(page, l.slug))!;
      const bar = page.getByRole('region', { name: 'What did you think of this document?' });
      const reactions = bar.getByRole('group', { name: 'What did you think of this document?' });
      expect(await reactions.getByRole('button').allTextContents()).toEqual([
        'Love it',
        'Like it',
        'Neutral',
        'Confusing',
        'Dislike it',
      ]);
      // A comment alone is not sent: a reaction first.
      await bar.getByRole('button', { name: 'Send comment' }).click();
      expect(await bar.locator('.field-error').textContent()).toBe('Choose a reaction above first.');

      await reactions.getByRole('button', { name: 'Like it', exact: true }).click();
      await expect
        .poll(() => reactions.getByRole('button', { name: 'Like it', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await bar.getByRole('status').textContent()).toBe(
        'Thank you. Your answer: Like it. Choose again to change it.',
      );
      let view = await made('GET', `/views/${visitId}`);
      expect(view.feedback).toEqual([expect.objectContaining({ documentId: d.id, reaction: 'like', comment: null })]);

      // A second choice, with a comment, replaces the first.
      await label(page, 'Comment (optional)').fill('Clear, but say who the independent director is.');
      await reactions.getByRole('button', { name: 'Love it', exact: true }).click();
      await expect
        .poll(() => reactions.getByRole('button', { name: 'Love it', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await reactions.getByRole('button', { name: 'Like it', exact: true }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      view = await made('GET', `/views/${visitId}`);
      expect(view.feedback).toEqual([
        expect.objectContaining({
          documentId: d.id,
          reaction: 'love',
          comment: 'Clear, but say who the independent director is.',
        }),
      ]);
      await bar.scrollIntoViewIfNeeded();
      await shot(page, 'feedback-desktop');

      // The choice is shown again after a reload (kept in this browser: no operation reads it back).
      await page.reload();
      await reading(page);
      expect(await page.getByRole('button', { name: 'Love it', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await label(page, 'Comment (optional)').inputValue()).toBe(
        'Clear, but say who the independent director is.',
      );
    });
  });

  it('reading aloud: voice and speed chosen, the section being read highlighted and brought into view, pause and stop', async ({
    expect,
  }) => {
    const d = await termSheet();
    const l = await link({ documentId: d.id, allowAudio: true });
    // Chromium's own speechSynthesis (no voices here): the controls are offered.
    await visit(DESKTOP, l.slug, async (page) => {
      await tool(page, 'Listen').click();
      expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    });
    await visit(
      DESKTOP,
      l.slug,
      async (page) => {
        await tool(page, 'Listen').click();
        expect(await label(page, 'Voice').locator('option').allTextContents()).toEqual([
          'Browser default',
          'Test Voice A (en-US)',
          'Test Voice B (en-GB)',
        ]);
        expect(await label(page, 'Start at').locator('option').allTextContents()).toEqual([
          'Summary',
          'Liquidation preference',
          'Board composition',
          'Vesting',
        ]);
        await label(page, 'Voice').selectOption('test-b');
        await label(page, 'Speed').selectOption('1.5');
        await label(page, 'Start at').selectOption({ label: 'Board composition' });
        await page.getByRole('button', { name: 'Play' }).click();
        const board = section(page, 'Board composition');
        await expect.poll(() => board.evaluate((el) => el.classList.contains('is-reading'))).toBe(true);
        expect(await page.locator('.view-section.is-reading').count()).toBe(1);
        expect(await board.getAttribute('aria-current')).toBe('true');
        await expect.poll(() => board.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
        const said = await page.evaluate(
          () => (window as unknown as { spoken: { text: string; rate: number; voice: string }[] }).spoken,
        );
        expect(said[0]).toEqual({
          text: expect.stringMatching(/^Board composition The board has five seats/),
          rate: 1.5,
          voice: 'test-b',
        });
        await shot(page, 'audio-reading-desktop');

        // Paused: the button says Resume and the section stays marked; then on to the next section.
        await page.getByRole('button', { name: 'Pause' }).click();
        expect(await page.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);
        expect(await page.locator('#tool-panel .tool:not([hidden]) .status').textContent()).toBe(
          'Paused at “Board composition”.',
        );
        await page.getByRole('button', { name: 'Resume' }).click();
        const vesting = section(page, 'Vesting');
        // Speech goes on, a piece at a time, until the next section is reached.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => (window as unknown as { endUtterance: () => void }).endUtterance());
              return vesting.evaluate((el) => el.classList.contains('is-reading'));
            },
            { timeout: PATIENT },
          )
          .toBe(true);
        expect(await board.evaluate((el) => el.classList.contains('is-reading'))).toBe(false);

        // Stopped: nothing marked, Play again, focus kept on the controls.
        await page.getByRole('button', { name: 'Stop' }).click();
        expect(await page.locator('.view-section.is-reading').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play');
      },
      { speech: true },
    );
    // A link without audio, and a browser without speechSynthesis: no Listen.
    const quiet = await link({ documentId: d.id });
    await visit(DESKTOP, quiet.slug, async (page) => expect(await tool(page, 'Listen').count()).toBe(0));
    await inContext(browser, { ...DESKTOP }, async (context) => {
      await context.addInitScript(() => {
        delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
        delete (Window.prototype as unknown as { speechSynthesis?: unknown }).speechSynthesis;
      });
      const { page, problems } = await open(context, `${origin}/v/${l.slug}`);
      await reading(page);
      expect(await tool(page, 'Listen').count()).toBe(0);
      clean(problems);
    });
  });

  it('in a data room: the assistant searches every document and its link opens the other one; a question about the room; a reaction per document', async ({
    expect,
  }) => {
    const room = await made('POST', '/rooms', { name: 'Acme diligence' });
    const budget = await made('POST', '/documents', {
      title: 'Budget 2026',
      markdown: `## Hiring\n\nWe plan to hire twelve engineers in 2026. ${FILLER.repeat(6)}\n\n## Travel\n\nTravel stays flat. ${FILLER.repeat(6)}`,
    });
    const terms = await termSheet();
    await made('POST', `/rooms/${room.id}/documents`, { documentId: budget.id });
    await made('POST', `/rooms/${room.id}/documents`, { documentId: terms.id });
    const l = await link({ dataRoomId: room.id, allowAssistant: true, allowFeedback: true });
    await visit(DESKTOP, l.slug, async (page) => {
      const visitId = (await visitIdOf(page, l.slug))!;
      await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Budget 2026');

      // A reaction to the document shown; the other document has none yet.
      await page.getByRole('button', { name: 'Like it', exact: true }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Like it', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');

      // The answer is in the other document: its link opens it and goes to the section.
      await tool(page, 'Ask the document').click();
      await label(page, 'Your question about the documents').fill('What is the liquidation preference?');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('.assistant-says').textContent())
        .toBe('"Series A term sheet" says this in "Liquidation preference":');
      await page.getByRole('link', { name: 'Go to “Liquidation preference” in Series A term sheet' }).click();
      await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Series A term sheet');
      const target = section(page, 'Liquidation preference');
      await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await target.locator('.is-quoted').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Like it', exact: true }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      await shot(page, 'room-assistant-desktop');

      // A question about the room as a whole.
      await tool(page, 'Questions').click();
      expect(await label(page, 'About').locator('option').allTextContents()).toEqual([
        'This document: Series A term sheet',
        'The whole room',
      ]);
      await label(page, 'About').selectOption({ label: 'The whole room' });
      await label(page, 'Your question').fill('Is the cap table in here?');
      await page.getByRole('button', { name: 'Send question' }).click();
      const thread = page.locator('.thread').first();
      await expect.poll(() => thread.locator('.thread-head').textContent()).toContain('About Acme diligence');
      const owned = await made('GET', `/questions/${await thread.getAttribute('data-thread-id')}`);
      expect([owned.documentId, owned.dataRoomId]).toEqual([null, room.id]);

      const view = await made('GET', `/views/${visitId}`);
      expect(view.feedback).toEqual([expect.objectContaining({ documentId: budget.id, reaction: 'like' })]);
    });
  });

  it('on a phone: every tool usable at 390 px, the panel a sheet over the document, nothing wider than the screen', async ({
    expect,
  }) => {
    const d = await termSheet();
    const l = await link({ documentId: d.id, ...everything });
    await visit(
      PHONE,
      l.slug,
      async (page) => {
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await page.getByRole('group', { name: 'Reader tools' }).getByRole('button').allTextContents()).toEqual([
          'Listen',
          'Ask the document',
          'Questions',
        ]);
        await shot(page, 'reader-phone');

        await tool(page, 'Ask the document').click();
        const sheet = await page.locator('#tool-panel').boundingBox();
        expect(sheet!.x).toBe(0);
        expect(sheet!.width).toBe(390);
        await label(page, 'Your question about the document').fill('Who sits on the board?');
        await page.getByRole('button', { name: 'Ask', exact: true }).click();
        await expect
          .poll(() => page.locator('.assistant-says').textContent())
          .toBe('The document says this in "Board composition":');
        expect(await fits()).toBe(true);
        await shot(page, 'assistant-phone');
        // On a phone the sheet gets out of the way of the section it goes to.
        await page.getByRole('link', { name: 'Go to “Board composition”' }).first().click();
        expect(await page.locator('#tool-panel').isVisible()).toBe(false);
        await expect
          .poll(() => section(page, 'Board composition').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeLessThan(200);

        await tool(page, 'Questions').click();
        await label(page, 'Your question').fill('When is the first board meeting?');
        await page.getByRole('button', { name: 'Send question' }).click();
        const thread = page.locator('.thread').first();
        await thread.waitFor();
        await made('POST', `/questions/${await thread.getAttribute('data-thread-id')}/reply`, {
          body: 'In March, after closing.',
        });
        await page.getByRole('button', { name: 'Check for replies' }).click();
        await expect
          .poll(() => thread.locator('.message-owner .message-body').textContent())
          .toBe('In March, after closing.');
        expect(await fits()).toBe(true);
        await shot(page, 'questions-phone');

        await tool(page, 'Listen').click();
        await page.getByRole('button', { name: 'Play' }).click();
        await expect.poll(() => page.locator('.view-section.is-reading').getAttribute('aria-label')).toBe('Summary');
        await expect
          .poll(() =>
            section(page, 'Summary').evaluate((el) => {
              const top = el.getBoundingClientRect().top;
              return top > 0 && top < 200;
            }),
          )
          .toBe(true);
        await shot(page, 'audio-phone');
        await page.getByRole('button', { name: 'Stop' }).click();
        await page.getByRole('button', { name: 'Close Listen to the document' }).click();

        const bar = page.locator('.feedback-bar');
        await bar.scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Confusing', exact: true }).click();
        await expect
          .poll(() => page.getByRole('button', { name: 'Confusing', exact: true }).getAttribute('aria-pressed'))
          .toBe('true');
        expect(await fits()).toBe(true);
        await shot(page, 'feedback-phone');
        // Every control of the tools has a name.
        const unnamed = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              '#tool-panel button, #tool-panel select, #tool-panel textarea, #tool-panel input, .feedback-bar button, .feedback-bar textarea',
            ),
          ]
            .filter(
              (e) =>
                !(
                  e.textContent?.trim() ||
                  e.getAttribute('aria-label') ||
                  (e.id && document.querySelector(`label[for="${e.id}"]`))
                ),
            )
            .map((e) => e.outerHTML),
        );
        expect(unnamed).toEqual([]);
      },
      { speech: true },
    );
  });
});
