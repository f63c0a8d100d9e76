// The consumer disclosure a signer reads before consenting to sign electronically (ESIGN Act §101(c),
// 15 U.S.C. §7001(c)), in the signer's language (platform/i18n/catalogues/disclosure). Its exact text, version and
// language are recorded with each consent and printed on the certificate; the version changes whenever the
// wording does, in any language.
import { DISCLOSURE_CATALOGUES } from '../platform/i18n/catalogues/disclosure/index.js';
import { DEFAULT_LOCALE, type Locale } from '../platform/i18n/locales.js';
import { format } from '../platform/i18n/messages.js';

export const DISCLOSURE_VERSION = '2025-01';

export interface Disclosure {
  version: string;
  /** The language `text` is written in. */
  locale: Locale;
  text: string;
}

type DisclosedEnvelope = { title: string; sender_name: string; sender_email: string };

const PARAGRAPHS = [
  'disclosure.agree',
  'disclosure.needs',
  'disclosure.paper',
  'disclosure.withdraw',
  'disclosure.contact',
] as const;

/**
 * The disclosure's text in `locale`, naming the envelope's sender and title: paragraphs separated by a blank line,
 * ending with a newline. What the signing page shows and what a consent in that language records, byte for byte.
 */
export function disclosureText(locale: Locale, envelope: DisclosedEnvelope): string {
  const values = {
    sender: envelope.sender_name || envelope.sender_email,
    email: envelope.sender_email,
    title: envelope.title,
  };
  return `${PARAGRAPHS.map((key) => format(DISCLOSURE_CATALOGUES, locale, key, values)).join('\n\n')}\n`;
}

/** The disclosure for one envelope in `locale` (English unless given). */
export function disclosureFor(envelope: DisclosedEnvelope, locale: Locale = DEFAULT_LOCALE): Disclosure {
  return { version: DISCLOSURE_VERSION, locale, text: disclosureText(locale, envelope) };
}
