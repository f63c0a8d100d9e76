// The viewer page (/v/{slug}) in Chromium, against the built server (`node server/dist/main.js`), links made over
// the API with a key: every gate passed one at a time (the address with its lists, the emailed code with a
// resend, the password, the terms with a typed name, the capture questions), each refusal shown in words under
// its field, and all of them together on a phone; the watermark seen over the pages (screenshots at 1280 and
// 390 wide, kept in a temporary folder whose path is printed, to look at); screenshot protection; a download; a
// data room read as a viewer-group member. Attention (time per section on screen) is in viewer-attention.test.ts.
import fs from 'node:fs';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { clean, inContext, open, missing, PATIENT } from './support/browser.js';
import {
  api,
  authored,
  browser,
  codeOf,
  DESKTOP,
  errorText,
  label,
  link,
  made,
  origin,
  PHONE,
  pdfDocument,
  query,
  reading,
  sectionTimes,
  shot,
  visit,
  visitIdOf,
  viewerServer,
  write,
} from './support/viewer.js';

viewerServer('viewer-page');

// The tests run side by side (each has its own document, link and browser context): much of their time is spent
// waiting on the page's five-second heartbeats, which overlap instead of adding up. Attention, whose checks are
// that nothing arrives within a few seconds, has a file and a quiet server of its own (viewer-attention.test.ts).
describe.skipIf(missing)('the viewer page in Chromium', { concurrent: true }, () => {
  describe('every gate, one at a time', () => {
    it('the address: one the lists refuse is told so under the field; an admitted one opens the document', async ({
      expect,
    }) => {
      const d = await authored('Pitch deck');
      const l = await link({
        documentId: d.id,
        requireEmail: true,
        allowedDomains: ['acme.example'],
        watermark: false,
      });
      await visit(
        DESKTOP,
        l.slug,
        async (page) => {
          await label(page, 'Email address').waitFor();
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('gate-email-input');
          await label(page, 'Email address').fill('not-an-address');
          await page.keyboard.press('Enter');
          expect(await errorText(page, 'gate-email-error')).toBe('Enter a whole email address, like name@example.com.');
          await label(page, 'Email address').fill('eve@elsewhere.example');
          await page.getByRole('button', { name: 'Continue' }).click();
          await expect
            .poll(() => errorText(page, 'gate-email-error'))
            .toMatch(/^This address is not allowed to open this link\./);
          expect(await label(page, 'Email address').getAttribute('aria-invalid')).toBe('true');
          await shot(page, 'gate-email-refused-desktop');
          await label(page, 'Email address').fill('dana@acme.example');
          await page.getByRole('button', { name: 'Continue' }).click();
          await reading(page);
          expect(await page.getByRole('heading', { name: 'Part 1' }).count()).toBe(1);
        },
        [403],
      );
    });

    it('the emailed code: a wrong one says how many tries are left, a new one can be sent, the right one opens', async ({
      expect,
    }) => {
      const d = await authored('Board minutes');
      const l = await link({ documentId: d.id, requireEmail: true, requireEmailVerification: true, watermark: false });
      await visit(
        DESKTOP,
        l.slug,
        async (page) => {
          await label(page, 'Email address').fill('sam@fund.example');
          await page.keyboard.press('Enter');
          await label(page, 'Verification code').waitFor();
          expect(await page.locator('#gate-verification-to').textContent()).toBe('sam@fund.example');
          expect(await page.locator('#gate-verification-hint').textContent()).toMatch(/5 tries left\.$/);
          const visitId = (await visitIdOf(page, l.slug))!;
          const first = codeOf(visitId);
          await label(page, 'Verification code').fill(first === '000000' ? '111111' : '000000');
          await page.keyboard.press('Enter');
          await expect
            .poll(() => errorText(page, 'gate-verification-error'))
            .toBe('That code is not right. 4 tries left.');
          await shot(page, 'gate-code-wrong-desktop');
          // One code a minute: asked again at once, the page says to wait; a minute later (moved back here), it sends.
          await page.getByRole('button', { name: 'Send a new code' }).click();
          await expect
            .poll(() => errorText(page, 'gate-verification-error'))
            .toBe('A new code was sent a moment ago. Wait a minute before asking again.');
          write(
            'update link_visits set verification_sent_at = ? where id = ?',
            new Date(Date.now() - 120_000).toISOString(),
            visitId,
          );
          await page.getByRole('button', { name: 'Send a new code' }).click();
          await expect
            .poll(() => page.locator('#gate-verification-status').textContent())
            .toMatch(/^A new code is on its way to sam@fund\.example\./);
          expect(await errorText(page, 'gate-verification-error')).toBe('');
          await expect.poll(() => codeOf(visitId)).not.toBe(first);
          await label(page, 'Verification code').fill(codeOf(visitId));
          await page.keyboard.press('Enter');
          await reading(page);
        },
        [422, 429],
      );
    });

    it('the password: a wrong one is refused in words and selected; the right one opens', async ({ expect }) => {
      const d = await authored('Cap table');
      const l = await link({ documentId: d.id, requireEmail: false, password: 'correct horse', watermark: false });
      await visit(
        DESKTOP,
        l.slug,
        async (page) => {
          await label(page, 'Password').fill('wrong');
          await page.keyboard.press('Enter');
          await expect
            .poll(() => errorText(page, 'gate-password-error'))
            .toBe('That password is not right. Check it and try again.');
          await label(page, 'Password').fill('correct horse');
          await page.keyboard.press('Enter');
          await reading(page);
          // The form it was in is gone: focus is on the heading, not lost.
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('view-title');
        },
        [422],
      );
    });

    it('the terms: the exact text shown, a typed name required by the agreement, acceptance kept', async ({
      expect,
    }) => {
      const text = 'The recipient keeps this confidential.\n\nIt is used only to evaluate an investment in Acme Ltd.';
      const agreement = await made('POST', '/agreements', {
        name: 'Mutual NDA (investors)',
        body: text,
        requireName: true,
      });
      const d = await authored('Data pack');
      const l = await link({
        documentId: d.id,
        requireEmail: false,
        requireNda: true,
        agreementId: agreement.id,
        watermark: false,
      });
      await visit(DESKTOP, l.slug, async (page) => {
        await page.locator('#gate-nda').waitFor();
        expect(await page.locator('#gate-nda-title').textContent()).toBe('Accept the terms: Mutual NDA (investors)');
        expect(await page.locator('#gate-nda-text p').allTextContents()).toEqual([
          'The recipient keeps this confidential.',
          'It is used only to evaluate an investment in Acme Ltd.',
        ]);
        await page.getByRole('button', { name: 'Accept and continue' }).click();
        expect(await errorText(page, 'gate-nda-name-error')).toBe('Type your full name to accept.');
        await label(page, 'Your full name').fill('Dana Whitfield');
        await page.getByRole('button', { name: 'Accept and continue' }).click();
        expect(await errorText(page, 'gate-nda-error')).toBe('Tick the box to accept the terms.');
        await shot(page, 'gate-terms-desktop');
        // From the keyboard alone: the name field, the box (Space), the button (Enter).
        await label(page, 'Your full name').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('gate-nda-accept');
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept and continue');
        await page.keyboard.press('Enter');
        await reading(page);
        const visitId = await visitIdOf(page, l.slug);
        const [row] = query<{ nda_text: string; nda_signed_name: string }>(
          'select nda_text, nda_signed_name from link_visits where id = ?',
          visitId,
        );
        expect(row).toEqual({ nda_text: text, nda_signed_name: 'Dana Whitfield' });
      });
    });

    it('the capture questions: required ones asked in words, each control labelled, the answers kept', async ({
      expect,
    }) => {
      const d = await authored('Teaser');
      const l = await link({
        documentId: d.id,
        requireEmail: false,
        watermark: false,
        captureFields: [
          { label: 'Company', type: 'text', required: true },
          { label: 'Role', type: 'select', required: false, options: ['Investor', 'Advisor'] },
          { label: 'I agree to be contacted', type: 'checkbox', required: true },
        ],
      });
      await visit(DESKTOP, l.slug, async (page) => {
        await label(page, 'Company').waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        expect(await errorText(page, 'capture-company-error')).toBe('Answer “Company” to continue.');
        await label(page, 'Company').fill('Acme Ventures');
        await label(page, 'Role (optional)').selectOption('Investor');
        await page.getByRole('button', { name: 'Continue' }).click();
        expect(await page.locator('[id^="capture-"][id$="-error"]').allTextContents()).toContain(
          'Tick “I agree to be contacted” to continue.',
        );
        await shot(page, 'gate-capture-desktop');
        await label(page, 'I agree to be contacted').check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await reading(page);
        const [row] = query<{ capture_answers: string }>(
          'select capture_answers from link_visits where id = ?',
          await visitIdOf(page, l.slug),
        );
        expect(JSON.parse(row.capture_answers)).toEqual({
          company: 'Acme Ventures',
          role: 'Investor',
          i_agree_to_be_contacted: true,
        });
      });
    });
  });

  it('every gate together, on a phone: address, code, password, terms, questions, then the document; a reload keeps the visit', async ({
    expect,
  }) => {
    const agreement = await made('POST', '/agreements', {
      name: 'Phone NDA',
      body: 'Keep it to yourself.',
      requireName: false,
    });
    const d = await authored('Everything deck');
    const l = await link({
      documentId: d.id,
      requireEmail: true,
      requireEmailVerification: true,
      password: 'open sesame',
      requireNda: true,
      agreementId: agreement.id,
      captureFields: [{ label: 'Company', type: 'text', required: true }],
    });
    await visit(PHONE, l.slug, async (page) => {
      await label(page, 'Email address').fill('pat@acme.example');
      await shot(page, 'all-1-email-phone');
      await page.getByRole('button', { name: 'Continue' }).click();
      await label(page, 'Verification code').waitFor();
      await shot(page, 'all-2-code-phone');
      await label(page, 'Verification code').fill(codeOf((await visitIdOf(page, l.slug))!));
      await page.getByRole('button', { name: 'Continue' }).click();
      await label(page, 'Password').waitFor();
      await shot(page, 'all-3-password-phone');
      await label(page, 'Password').fill('open sesame');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('#gate-nda').waitFor();
      await shot(page, 'all-4-terms-phone');
      await label(page, 'I have read these terms and accept them').check();
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await label(page, 'Company').waitFor();
      await shot(page, 'all-5-capture-phone');
      await label(page, 'Company').fill('Acme');
      await page.getByRole('button', { name: 'Continue' }).click();
      await reading(page);
      await shot(page, 'all-6-document-phone');
      // Nothing overflows sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A reload picks the same visit up (its id in localStorage, its token in the cookie): no gate again.
      const before = await visitIdOf(page, l.slug);
      await page.reload();
      await reading(page);
      expect(await visitIdOf(page, l.slug)).toBe(before);
      expect(await page.locator('form.gate:not([hidden])').count()).toBe(0);
    });
  });

  it('a gate tightened while reading (a new password) takes the document away until it is cleared again', async ({
    expect,
  }) => {
    const d = await authored('Tightened', 1, 1);
    const l = await link({ documentId: d.id, requireEmail: false, password: 'first one' });
    await visit(
      DESKTOP,
      l.slug,
      async (page) => {
        await label(page, 'Password').fill('first one');
        await page.keyboard.press('Enter');
        await reading(page);
        expect((await api('PATCH', `/links/${l.id}`, { password: 'second one' })).status).toBe(200);
        // The next heartbeat (or any call) is refused with gates_pending: the password is asked again.
        await label(page, 'Password').waitFor({ timeout: PATIENT });
        expect(await page.locator('#reader').isVisible()).toBe(false);
        await label(page, 'Password').fill('second one');
        await page.keyboard.press('Enter');
        await reading(page);
      },
      [403],
    );
  });

  it('an address taken off the allowed list while reading closes the document, in words', async ({ expect }) => {
    const d = await authored('Allow list', 1, 1);
    const l = await link({ documentId: d.id, requireEmail: true, allowedEmails: ['kim@acme.example'] });
    await visit(
      DESKTOP,
      l.slug,
      async (page) => {
        await label(page, 'Email address').fill('kim@acme.example');
        await page.keyboard.press('Enter');
        await reading(page);
        expect((await api('PATCH', `/links/${l.id}`, { allowedEmails: ['someone-else@acme.example'] })).status).toBe(
          200,
        );
        await expect
          .poll(() => page.locator('#view-error').textContent(), { timeout: PATIENT })
          .toMatch(/^This link no longer admits your address/);
        expect(await page.locator('.view-section').count()).toBe(0);
      },
      [403],
    );
  });

  it('without the cookie (the browser refused it), the page reads through the token it holds, heartbeats included', async ({
    expect,
  }) => {
    const d = await authored('No cookies', 1, 2);
    const l = await link({ documentId: d.id, requireEmail: false, password: 'no cookies here' });
    await inContext(browser, { ...DESKTOP }, async (context) => {
      await context.route('**/api/v1/public/links/*/visits', async (route) => {
        // route.fetch() keeps the answer's cookie in the context's jar: dropped from there and from the answer.
        const res = await route.fetch();
        await context.clearCookies();
        const headers = { ...res.headers() };
        delete headers['set-cookie'];
        await route.fulfill({ response: res, headers });
      });
      const { page, problems } = await open(context, `${origin}/v/${l.slug}`);
      await label(page, 'Password').fill('no cookies here');
      await page.keyboard.press('Enter');
      await reading(page);
      expect(await context.cookies()).toEqual([]);
      const visitId = (await visitIdOf(page, l.slug))!;
      await expect.poll(() => sectionTimes(visitId)[0] ?? 0, { timeout: PATIENT }).toBeGreaterThan(1000);
      clean(problems);
    });
  });

  it('past the view cap: the visit that opened reads on after a reload; a new browser gets the closed page', async ({
    expect,
  }) => {
    const d = await authored('Once only', 1, 1);
    const l = await link({ documentId: d.id, requireEmail: false, maxViews: 1 });
    await inContext(browser, { ...DESKTOP }, async (context) => {
      const first = await open(context, `${origin}/v/${l.slug}`);
      await reading(first.page);
      const again = await first.page.reload();
      expect(again!.status()).toBe(410);
      await reading(first.page);
      expect(await first.page.locator('#view-closed').isVisible()).toBe(false);
    });
    await inContext(browser, { ...PHONE }, async (context) => {
      const { page, status, problems } = await open(context, `${origin}/v/${l.slug}`);
      expect(status).toBe(410);
      expect(
        await page.getByRole('heading', { level: 1, name: 'This link has reached its view limit' }).isVisible(),
      ).toBe(true);
      expect(await page.locator('form.gate:not([hidden]), .view-section').count()).toBe(0);
      await shot(page, 'view-limit-phone');
      clean(problems);
    });
  });

  describe('the watermark', () => {
    it('is drawn over every section with the placeholders filled and its position, opacity, rotation, size and colour (desktop and phone)', async ({
      expect,
    }) => {
      const d = await authored('Watermarked memo', 3, 3);
      const l = await link({
        name: 'Memo for Dana',
        documentId: d.id,
        requireEmail: true,
        watermark: true,
        watermarkConfig: {
          text: 'CONFIDENTIAL {email} {date} {time} {ip} {link}',
          position: 'tiled',
          opacity: 30,
          rotation: -30,
          fontSize: 22,
          color: '#b42318',
        },
      });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await label(page, 'Email address').fill('dana@acme.example');
          await page.keyboard.press('Enter');
          await reading(page);
          const sections = await page.locator('.view-section').count();
          expect(sections).toBe(3);
          expect(await page.locator('.view-section > .watermark').count()).toBe(sections);
          const text = (await page.locator('.watermark-text').first().getAttribute('data-text'))!;
          expect(text).toMatch(
            /^CONFIDENTIAL dana@acme\.example \d{4}-\d{2}-\d{2} \d{2}:\d{2} 127\.0\.0\.1 Memo for Dana$/,
          );
          const style = await page
            .locator('.view-section > .watermark')
            .first()
            .evaluate((el) => {
              const cs = getComputedStyle(el);
              const span = getComputedStyle(el.querySelector('.watermark-text')!);
              return {
                opacity: cs.opacity,
                color: cs.color,
                fontSize: cs.fontSize,
                transform: span.transform,
                pointerEvents: cs.pointerEvents,
              };
            });
          expect(style.opacity).toBe('0.3');
          expect(style.color).toBe('rgb(180, 35, 24)');
          expect(style.fontSize).toBe('22px');
          expect(style.pointerEvents).toBe('none');
          // rotate(-30deg) as a matrix: cos 30° = 0.866, sin -30° = -0.5.
          expect(style.transform).toMatch(/^matrix\(0\.866\d*, -0\.5, 0\.5, 0\.866\d*, 0, 0\)$/);
          await shot(page, `watermark-tiled-${size.name}`);
        });
      }
    });

    it('centre and footer positions', async ({ expect }) => {
      const d = await authored('Positions', 2, 1);
      for (const position of ['center', 'footer'] as const) {
        const l = await link({
          documentId: d.id,
          requireEmail: false,
          watermarkConfig: {
            text: 'Seen by {ip}',
            position,
            opacity: 40,
            rotation: 20,
            fontSize: 32,
            color: '#4f46e5',
          },
        });
        await visit(DESKTOP, l.slug, async (page) => {
          await reading(page);
          expect(await page.locator('.view-section').first().locator('.watermark-text').count()).toBe(1);
          expect(await page.locator(`.watermark-${position}`).count()).toBe(2);
          await shot(page, `watermark-${position}-desktop`);
        });
      }
    });

    it('a PDF is drawn page by page from the file the server stamped for this visitor', async ({ expect }) => {
      const d = await pdfDocument('Stamped deck', ['Page one of the deck', 'Page two of the deck']);
      const l = await link({
        documentId: d.id,
        requireEmail: true,
        watermarkConfig: {
          text: '{email} {ip}',
          position: 'center',
          opacity: 35,
          rotation: -30,
          fontSize: 40,
          color: '#b42318',
        },
      });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await label(page, 'Email address').fill('lee@acme.example');
          await page.keyboard.press('Enter');
          await page.locator('.view-page.is-ready').nth(1).waitFor({ timeout: PATIENT });
          expect(await page.locator('.view-page').count()).toBe(2);
          // No second overlay on a PDF page: the stamp is in the file.
          expect(await page.locator('.view-page .watermark').count()).toBe(0);
          await shot(page, `watermark-pdf-${size.name}`);
        });
      }
    });
  });

  it('a long PDF draws its pages as they come near the screen, and counts time per page', async ({ expect }) => {
    const d = await pdfDocument(
      'Long deck',
      Array.from({ length: 12 }, (_, i) => `Slide ${i + 1}`),
    );
    const l = await link({ documentId: d.id, requireEmail: false });
    await visit(DESKTOP, l.slug, async (page) => {
      await page.locator('.view-page.is-ready').first().waitFor({ timeout: PATIENT });
      expect(await page.locator('.view-page').count()).toBe(12);
      await page.waitForTimeout(500);
      expect(await page.locator('.view-page[data-index="11"]').getAttribute('class')).not.toContain('is-ready');
      await page.locator('.view-page[data-index="11"]').scrollIntoViewIfNeeded();
      await page.locator('.view-page[data-index="11"].is-ready').waitFor({ timeout: PATIENT });
      const visitId = await visitIdOf(page, l.slug);
      await expect.poll(() => sectionTimes(visitId!)[11] ?? 0, { timeout: PATIENT }).toBeGreaterThan(1000);
    });
  });

  it('screenshot protection: printing shows a notice only; the document is covered while the window is unfocused', async ({
    expect,
  }) => {
    const d = await authored('Protected', 2, 2);
    const l = await link({ documentId: d.id, requireEmail: false, screenshotProtection: true });
    await visit(DESKTOP, l.slug, async (page) => {
      await reading(page);
      expect(await page.locator('body').getAttribute('class')).toContain('is-protected');
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      expect(await page.locator('#shield').isVisible()).toBe(true);
      expect(await page.locator('#reader').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      await shot(page, 'protection-unfocused-desktop');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      expect(await page.locator('#shield').isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('main').evaluate((el) => getComputedStyle(el).display)).toBe('none');
      expect(await page.evaluate(() => getComputedStyle(document.body, '::before').content)).toBe(
        '"Printing is turned off for this document."',
      );
      await page.emulateMedia({ media: 'screen' });
    });
  });

  it('allowDownload: the Download button hands over a stamped PDF', async ({ expect }) => {
    const d = await authored('Keep a copy', 1, 1);
    const plain = await link({ documentId: d.id, requireEmail: false, allowDownload: false });
    await visit(DESKTOP, plain.slug, async (page) => {
      await reading(page);
      expect(await page.locator('#download').isVisible()).toBe(false);
    });
    const l = await link({ documentId: d.id, requireEmail: false, allowDownload: true });
    await visit(DESKTOP, l.slug, async (page) => {
      await reading(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download' }).click(),
      ]);
      const file = await download.path();
      expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  it('a data room read as a viewer-group member: only what the group was given, in its folders, attention per document, and as a zip behind an emailed code; a stranger is refused', async ({
    expect,
  }) => {
    const room = await made('POST', '/rooms', { name: 'Acme diligence' });
    const finance = await made('POST', `/rooms/${room.id}/folders`, { name: 'Financials' });
    const legal = await made('POST', `/rooms/${room.id}/folders`, { name: 'Legal' });
    const accounts = await authored('Audited accounts', 2, 1);
    const budget = await authored('Budget 2026', 2, 1);
    const secret = await authored('Board only', 1, 1);
    await made('POST', `/rooms/${room.id}/documents`, { documentId: accounts.id, folderId: finance.id });
    await made('POST', `/rooms/${room.id}/documents`, { documentId: budget.id, folderId: finance.id });
    await made('POST', `/rooms/${room.id}/documents`, { documentId: secret.id, folderId: legal.id });
    const group = await made('POST', `/rooms/${room.id}/groups`, {
      name: 'Investors',
      members: ['@acme.example'],
      folderIds: [finance.id],
    });
    const l = await link({ dataRoomId: room.id, groupId: group.id, allowDownload: true, bulkDownloadOtp: true });
    await visit(
      DESKTOP,
      l.slug,
      async (page) => {
        await label(page, 'Email address').fill('eve@other.example');
        await page.keyboard.press('Enter');
        await expect.poll(() => errorText(page, 'gate-email-error')).toMatch(/^This address is not allowed/);
        await label(page, 'Email address').fill('dana@acme.example');
        await page.keyboard.press('Enter');
        const tree = page.getByRole('navigation', { name: 'Documents in this room' });
        await tree.getByRole('link', { name: 'Audited accounts' }).waitFor();
        expect(await tree.locator('.tree-folder').allTextContents()).toEqual(['Financials']);
        expect(await tree.getByRole('link').allTextContents()).toEqual(['Audited accounts', 'Budget 2026']);
        await reading(page);
        expect(await page.locator('#reader-doc').textContent()).toBe('Audited accounts');
        await tree.getByRole('link', { name: 'Budget 2026' }).click();
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Budget 2026');
        expect(await tree.getByRole('link', { name: 'Budget 2026' }).getAttribute('aria-current')).toBe('page');
        await shot(page, 'room-group-desktop');
        // Attention is kept per document: the first one's time went as the reader moved on, the second's follows.
        const visitId = await visitIdOf(page, l.slug);
        const docsRead = () =>
          query<{ document_id: string }>(
            'select distinct document_id from visit_sections where visit_id = ? and visible_ms > 0',
            visitId,
          )
            .map((r) => r.document_id)
            .sort();
        await expect.poll(docsRead, { timeout: PATIENT }).toEqual([accounts.id, budget.id].sort());
        // Everything the group may read, as a zip, behind the code mailed to the visitor.
        await page.getByRole('button', { name: 'Download everything' }).click();
        await label(page, 'Download code').waitFor();
        await shot(page, 'room-bulk-code-desktop');
        await label(page, 'Download code').fill(codeOf((await visitIdOf(page, l.slug))!));
        const [zip] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download', exact: true }).click(),
        ]);
        const bytes = fs.readFileSync((await zip.path())!);
        expect(bytes.subarray(0, 2).toString()).toBe('PK');
        expect(bytes.includes(Buffer.from('Budget 2026'))).toBe(true);
        expect(bytes.includes(Buffer.from('Board only'))).toBe(false);
      },
      [403],
    );
    await visit(PHONE, l.slug, async (page) => {
      await label(page, 'Email address').fill('pat@acme.example');
      await page.keyboard.press('Enter');
      await reading(page);
      await shot(page, 'room-group-phone', true);
    });
  });

  describe('a data room behaves like a web site', () => {
    it('each document has its own address: real links, Back and Forward, a deep link that still passes the gates', async ({
      expect,
    }) => {
      const room = await made('POST', '/rooms', { name: 'Deal room' });
      const docs = [
        await authored('Term sheet', 2, 1),
        await authored('Cap table', 2, 1),
        await authored('Board minutes', 2, 1),
      ];
      for (const d of docs) await made('POST', `/rooms/${room.id}/documents`, { documentId: d.id });
      const l = await link({ dataRoomId: room.id, requireEmail: true, watermark: false });
      const at = (id: string) => `/v/${l.slug}/d/${id}`;
      await visit(DESKTOP, l.slug, async (page) => {
        await label(page, 'Email address').fill('dana@acme.example');
        await page.keyboard.press('Enter');
        const tree = page.getByRole('navigation', { name: 'Documents in this room' });
        await tree.getByRole('link', { name: 'Cap table' }).waitFor();
        // Real links: each names the document's own address.
        expect(await tree.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          docs.map((d) => at(d.id)),
        );
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Term sheet');
        await tree.getByRole('link', { name: 'Cap table' }).click();
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Cap table');
        expect(new URL(page.url()).pathname).toBe(at(docs[1]!.id));
        expect(await page.title()).toBe('Cap table · Deal room');
        await tree.getByRole('link', { name: 'Board minutes' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(at(docs[2]!.id));
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Board minutes');
        await shot(page, 'room-deep-desktop');
        // Back returns to the document before, within the room; Forward goes on again.
        await page.goBack();
        await expect.poll(() => new URL(page.url()).pathname).toBe(at(docs[1]!.id));
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Cap table');
        expect(await tree.getByRole('link', { name: 'Cap table' }).getAttribute('aria-current')).toBe('page');
        await page.goBack();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/v/${l.slug}`);
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Term sheet');
        await page.goForward();
        await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Cap table');
      });
      // A deep link in a fresh browser: the email gate first, then the document the address names.
      for (const size of [DESKTOP, PHONE]) {
        await inContext(browser, { ...size }, async (context) => {
          const { page, status, problems } = await open(context, `${origin}${at(docs[2]!.id)}`);
          expect(status).toBe(200);
          await label(page, 'Email address').waitFor();
          expect(await page.locator('#reader').isVisible()).toBe(false);
          await shot(page, `room-deep-link-gate-${size.name}`);
          await label(page, 'Email address').fill('pat@acme.example');
          await page.keyboard.press('Enter');
          await expect.poll(() => page.locator('#reader-doc').textContent()).toBe('Board minutes');
          await reading(page);
          await shot(page, `room-deep-link-${size.name}`, size === PHONE);
          clean(problems);
        });
      }
      // An address naming a document that is not in the room: said so, the first one shown, the address mended.
      await inContext(browser, { ...DESKTOP }, async (context) => {
        const other = await authored('Not in the room', 1, 1);
        const { page, problems } = await open(context, `${origin}${at(other.id)}`);
        await label(page, 'Email address').fill('pat@acme.example');
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.locator('#doc-status').textContent())
          .toBe('The document that address names is not in this room for you, so the first one is shown instead.');
        expect(await page.locator('#reader-doc').textContent()).toBe('Term sheet');
        expect(new URL(page.url()).pathname).toBe(at(docs[0]!.id));
        await expectAccessible(page, 'room, a document not in it');
        clean(problems);
      });
      // A document link has nothing under it: its own address instead.
      const single = await link({ documentId: docs[0]!.id, requireEmail: false, watermark: false });
      const res = await fetch(`${origin}/v/${single.slug}/d/${docs[1]!.id}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([302, `/v/${single.slug}`]);
    });
  });

  describe('a long document', () => {
    it('an authored one has contents and a place in the bar; the reading position is remembered on return', async ({
      expect,
    }) => {
      const d = await authored('Annual report', 50, 1);
      const l = await link({ documentId: d.id, requireEmail: false, watermark: false });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await reading(page);
          const bar = page.getByRole('region', { name: 'Reading tools' });
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Section 1 of 50');
          const contents = page.getByRole('navigation', { name: 'Contents' });
          await contents.getByText('Contents · 50 sections').click();
          expect(await contents.getByRole('link').count()).toBe(50);
          await shot(page, `contents-${size.name}`);
          await contents.getByRole('link', { name: 'Part 12', exact: true }).click();
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Section 12 of 50');
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
            .toBe('Part 12');
          // The list in the bar jumps too.
          await bar.getByLabel('Go to').selectOption({ label: '30. Part 30' });
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Section 30 of 50');
          // The section sits right under the bar, not hidden behind it.
          const [barBottom, top] = await Promise.all([
            bar.evaluate((e) => e.getBoundingClientRect().bottom),
            page.locator('#doc-section-30').evaluate((e) => e.getBoundingClientRect().top),
          ]);
          expect(top).toBeGreaterThanOrEqual(barBottom - 1);
          expect(top).toBeLessThan(barBottom + 40);
          await shot(page, `contents-jumped-${size.name}`);
          // Back another day (a reload): the same place, said so.
          await page.waitForTimeout(600);
          await page.reload();
          await expect
            .poll(() => page.locator('#doc-status').textContent())
            .toBe('Picked up where you left off: Part 30.');
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Section 30 of 50');
          await shot(page, `contents-returned-${size.name}`);
        });
      }
    });

    it('a PDF: page x of y, Previous and Next, a page to jump to, the page remembered', async ({ expect }) => {
      const d = await pdfDocument('Deck', ['One', 'Two', 'Three', 'Four', 'Five']);
      const l = await link({ documentId: d.id, requireEmail: false, watermark: false });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await page.locator('.view-page.is-ready').first().waitFor();
          const bar = page.getByRole('region', { name: 'Reading tools' });
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 1 of 5');
          expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
          await page.getByRole('button', { name: 'Next page' }).click();
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 2 of 5');
          await bar.getByLabel('Go to').selectOption({ label: 'Page 4' });
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 4 of 5');
          await shot(page, `pdf-pages-${size.name}`);
          await page.waitForTimeout(600);
          await page.reload();
          await expect
            .poll(() => page.locator('#doc-status').textContent())
            .toBe('Picked up where you left off: Page 4 of 5.');
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 4 of 5');
        });
      }
    });
    it('a PDF: thumbnails of its pages in the contents, drawn only once opened and scrolled to, each a way to its page', async ({
      expect,
    }) => {
      const d = await pdfDocument(
        'Board pack',
        Array.from({ length: 14 }, (_, i) => `Board page ${i + 1}`),
      );
      const l = await link({ documentId: d.id, requireEmail: false, watermark: false });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await page.locator('.view-page.is-ready').first().waitFor();
          const contents = page.getByRole('navigation', { name: 'Contents' });
          const thumbs = contents.locator('.doc-thumb');
          const ready = () => contents.locator('.doc-thumb.is-ready').count();
          expect(await thumbs.count()).toBe(14);
          // Closed: nothing drawn, however long one waits.
          await page.waitForTimeout(300);
          expect(await ready()).toBe(0);
          await contents.getByText('Pages · 14').click();
          await contents.locator('.doc-thumb.is-ready').first().waitFor();
          // Only those in view (with a little ahead): the last pages wait until the strip is scrolled to them.
          await expect.poll(ready).toBeGreaterThanOrEqual(size === PHONE ? 3 : 6);
          await page.waitForTimeout(300);
          expect(
            await contents
              .locator('.doc-thumb')
              .last()
              .evaluate((e) => e.classList.contains('is-ready')),
          ).toBe(false);
          expect(await ready()).toBeLessThan(14);
          // A drawn thumbnail has the page on it (dark text on white), at the page's shape.
          const inked = await contents
            .locator('.doc-thumb-canvas')
            .first()
            .evaluate((c: HTMLCanvasElement) => {
              const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
              let dark = 0;
              for (let i = 0; i < px.length; i += 4) if (px[i]! < 128 && px[i + 3]! > 0) dark++;
              return { dark, ratio: c.height / c.width };
            });
          expect(inked.dark).toBeGreaterThan(0);
          expect(inked.ratio).toBeCloseTo(842 / 595, 1);
          // The current page is marked; each thumbnail is a 44 px target named by its page, and takes the reader there.
          expect(await thumbs.first().getAttribute('aria-current')).toBe('true');
          const box = (await thumbs.nth(2).boundingBox())!;
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
          await shot(page, `pdf-thumbnails-${size.name}`);
          await contents.getByRole('link', { name: 'Page 3', exact: true }).click();
          const bar = page.getByRole('region', { name: 'Reading tools' });
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 3 of 14');
          await expect.poll(() => thumbs.nth(2).getAttribute('aria-current')).toBe('true');
          expect(await thumbs.first().getAttribute('aria-current')).toBeNull();
          // Scrolled to the end of the strip, the last pages are drawn too.
          await thumbs.last().scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              contents
                .locator('.doc-thumb')
                .last()
                .evaluate((e) => e.classList.contains('is-ready')),
            )
            .toBe(true);
          await contents.getByRole('link', { name: 'Page 14', exact: true }).click();
          await expect.poll(() => bar.locator('#reader-count').textContent()).toBe('Page 14 of 14');
          await shot(page, `pdf-thumbnails-last-${size.name}`);
        });
      }
    });
  });

  describe('polish', () => {
    it('an anonymous visitor: the watermark has no blank slot, its tiles are whole and apart; the bar is opaque; the title is shown once', async ({
      expect,
    }) => {
      const d = await authored('Quarterly letter', 3, 3);
      const l = await link({ documentId: d.id, requireEmail: false, watermark: true, allowDownload: true });
      for (const size of [DESKTOP, PHONE]) {
        await visit(size, l.slug, async (page) => {
          await reading(page);
          const text = (await page.locator('.watermark-text').first().getAttribute('data-text'))!;
          expect(text).toMatch(/^Confidential · \d{4}-\d{2}-\d{2}$/);
          // Every tile lies inside its section, and no two tiles overlap.
          const problems = await page.locator('.view-section').evaluateAll((sections) =>
            sections.flatMap((s, i) => {
              const box = s.getBoundingClientRect();
              const tiles = [...s.querySelectorAll('.watermark-text')].map((t) => t.getBoundingClientRect());
              const out: string[] = [];
              tiles.forEach((t, j) => {
                if (
                  t.left < box.left - 0.5 ||
                  t.right > box.right + 0.5 ||
                  t.top < box.top - 0.5 ||
                  t.bottom > box.bottom + 0.5
                )
                  out.push(`section ${i} tile ${j} is cut`);
                tiles.slice(j + 1).forEach((u, k) => {
                  if (t.left < u.right && u.left < t.right && t.top < u.bottom && u.top < t.bottom)
                    out.push(`section ${i} tiles ${j} and ${j + k + 1} overlap`);
                });
              });
              return tiles.length ? out : [`section ${i} has no tile`];
            }),
          );
          expect(problems).toEqual([]);
          // The sticky bar hides what scrolls under it.
          expect(await page.locator('#reader-bar').evaluate((e) => getComputedStyle(e).backgroundColor)).toMatch(
            /^rgb\(\d+, \d+, \d+\)$/,
          );
          // The title once, as the page's heading.
          const shown = await page.evaluate(
            () =>
              [...document.querySelectorAll('body *')].filter(
                (e) =>
                  e.childElementCount === 0 &&
                  (e as HTMLElement).offsetParent !== null &&
                  e.textContent?.trim() === 'Quarterly letter',
              ).length,
          );
          expect(shown).toBe(1);
          await page.mouse.wheel(0, 700);
          await shot(page, `polish-watermark-${size.name}`);
        });
      }
    });

    it('the email gate admits an internationalised address, as the server keeps it', async ({ expect }) => {
      const d = await authored('For Zoë', 1, 1);
      const l = await link({ documentId: d.id, requireEmail: true, watermark: false });
      await visit(PHONE, l.slug, async (page) => {
        await label(page, 'Email address').fill('zoë@fund.example');
        await page.keyboard.press('Enter');
        await reading(page);
        const visitId = await visitIdOf(page, l.slug);
        expect(
          query<{ viewer_email: string }>('select viewer_email from link_visits where id = ?', visitId)[0]
            ?.viewer_email,
        ).toBe('zoë@fund.example');
        await shot(page, 'idn-email-phone');
      });
    });

    it('a switched-off link: words only, no code and no pointless Copy link', async ({ expect }) => {
      const d = await authored('Switched off', 1, 1);
      const l = await link({ documentId: d.id, requireEmail: false });
      await made('PATCH', `/links/${l.id}`, { active: false });
      for (const size of [DESKTOP, PHONE]) {
        await inContext(browser, { ...size }, async (context) => {
          const { page, status, problems } = await open(context, `${origin}/v/${l.slug}`);
          expect(status).toBe(410);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link has been switched off');
          expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
          // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), the text as rendered, is what is checked
          expect(await page.locator('main').innerText()).not.toMatch(/link_disabled|Reason:/);
          await shot(page, `switched-off-${size.name}`);
          clean(problems);
        });
      }
    });
  });
});
