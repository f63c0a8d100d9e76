// The sentences the API itself sends back to a public page or an embedding app, in the language the request asks
// for (Accept-Language, best match of the 16): an error's `error` for the codes with a fixed meaning, and the
// verification's `summary`. `code` and `details` stay as they are (English, for programs); a code without words in
// the catalogue (a validation failure naming fields, a conflict saying which) keeps the API's English sentence, and
// Content-Language says which language the answer's sentence is in.
import { API_CATALOGUES } from './catalogues/api/index.js';
import type { ApiWordKey } from './catalogues/api/en.js';
import { DEFAULT_LOCALE, negotiate, type Locale } from './locales.js';
import { format, type Values } from './messages.js';
import { fileSize } from './size.js';
import type { ApiError } from '../errors.js';

/** The language of a request's Accept-Language for the API's sentences: the best match, else English. */
export function apiLocale(acceptLanguage: string | undefined): Locale {
  return negotiate(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** One sentence of the API's catalogue in `locale`. */
export function apiWord(locale: Locale, key: ApiWordKey, values?: Values): string {
  return format(API_CATALOGUES, locale, key, values);
}

const english = API_CATALOGUES.en;

/**
 * An error's sentence in `locale`, and the language it is in: the catalogue's words for its code (an upload over
 * its limit says the limit, from `details.maxBytes`), else the API's own English sentence.
 */
export function errorSentence(err: ApiError, locale: Locale): { text: string; locale: Locale } {
  if (locale === DEFAULT_LOCALE) return { text: err.message, locale: DEFAULT_LOCALE };
  const maxBytes = err.details?.maxBytes;
  const [key, values] = err.words
    ? [err.words.key, err.words.values]
    : typeof maxBytes === 'number' && (err.code === 'payload_too_large' || err.code === 'unprocessable')
      ? ['error.file_too_large', { size: fileSize(maxBytes, locale) }]
      : [`error.${err.code}`, undefined];
  if (!(key in english)) return { text: err.message, locale: DEFAULT_LOCALE };
  return { text: apiWord(locale, key as ApiWordKey, values && datesWritten(values, locale)), locale };
}

/** Dates as a day in the language (UTC, as the English sentences write them). */
function datesWritten(values: Values, locale: Locale): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(values))
    out[k] = v instanceof Date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(v) : v;
  return out;
}
