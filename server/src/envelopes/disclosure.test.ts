// The disclosure in each language: English word for word as it was before it was translated (consents recorded
// then keep matching what is shown), every language naming the sender, their address and the document, five
// paragraphs each, and none left in English.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../platform/i18n/locales.js';
import { DISCLOSURE_VERSION, disclosureFor, disclosureText } from './disclosure.js';

const envelope = { title: 'Mutual NDA', sender_name: 'Grace Hopper', sender_email: 'grace@example.com' };

describe('disclosureText', () => {
  it('is in English what it was before translations', () => {
    expect(disclosureFor(envelope)).toEqual({
      version: DISCLOSURE_VERSION,
      locale: 'en',
      text:
        'Grace Hopper (grace@example.com) asks you to review and sign "Mutual NDA" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.\n\n' +
        'You need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.\n\n' +
        'You may ask Grace Hopper for a paper copy of any record at any time, at no charge.\n\n' +
        'You may withdraw this consent at any time before you sign by choosing "Withdraw consent" on the signing page. You will then not be able to sign electronically until you agree again.\n\n' +
        'To change the email address records are sent to, write to grace@example.com.\n',
    });
  });

  it.each(LOCALES)('%s names the sender, their address and the document in five paragraphs', (locale) => {
    const text = disclosureText(locale, envelope);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('grace@example.com');
    expect(text).toContain('Mutual NDA');
    expect(text.trimEnd().split('\n\n')).toHaveLength(5);
    if (locale !== 'en') expect(text).not.toContain('electronically');
    expect(disclosureFor(envelope, locale).locale).toBe(locale);
  });

  it('names the sender by address when they have no name', () => {
    expect(disclosureText('de', { ...envelope, sender_name: '' })).toMatch(
      /^grace@example\.com \(grace@example\.com\)/,
    );
  });
});
