// The language an email is written in, and its words: the addressee's own language (a recipient's or an
// assignee's `locale`, a link's for its reader), else the workspace's, else English. Only our wording is
// translated; what the sender wrote (a subject, a message, a reason) is passed in as written. Dates, numbers and
// sizes are formatted by Intl in that language before they reach a message.
import { EMAIL_CATALOGUES } from './catalogues/emails/index.js';
import { pickLocale, type Locale } from './locales.js';
import { format, type Values } from './messages.js';

/** The language of one email: the first of the candidates that is a supported language, else English. */
export function mailLocale(own: string | null | undefined, workspace: string | null | undefined): Locale {
  return pickLocale(own, workspace);
}

/** One message of the email catalogue in `locale`. */
export function mailText(locale: Locale, key: string, values?: Values): string {
  return format(EMAIL_CATALOGUES, locale, key, values);
}

/** A bound `t(key, values)` for the messages of one email. */
export function mailWords(locale: Locale): (key: string, values?: Values) => string {
  return (key, values) => mailText(locale, key, values);
}

/** A moment as the language writes it, in UTC and saying so (the reader's zone is unknown to a mail). */
export function mailDate(locale: Locale, iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(d)
    .concat(' UTC');
}

const UNITS = [
  ['byte', 1],
  ['kilobyte', 1e3],
  ['megabyte', 1e6],
  ['gigabyte', 1e9],
] as const;

/** A file size as the language writes it (SI units: 1 kB = 1000 bytes), e.g. "1,2 Mo" in French. */
export function mailBytes(locale: Locale, bytes: number): string {
  const n = Math.max(0, Number(bytes) || 0);
  let [unit, size] = UNITS[0] as readonly [string, number];
  for (const [u, s] of UNITS) if (n >= s) [unit, size] = [u, s];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(n / size);
}
