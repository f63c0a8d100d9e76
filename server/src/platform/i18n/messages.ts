// ICU messages (plurals, selects, numbers, dates) formatted with intl-messageformat, each message compiled once per
// language and kept. Catalogues are flat objects keyed like 'sign.submit'; English is the reference every other
// catalogue must match key for key and placeholder for placeholder (messages.test.ts).
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type PageLocale } from './locales.js';

export type Catalogue = Readonly<Record<string, string>>;
export type Values = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

function formatter(locale: string, key: string, source: string): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let f = compiled.get(id);
  if (!f) {
    // The pseudo-locale formats numbers and dates as English does.
    f = new IntlMessageFormat(source, locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale, undefined, {
      ignoreTag: true,
    });
    compiled.set(id, f);
  }
  return f;
}

/**
 * Formats `key` of the locale's catalogue, falling back to English's for a key the locale lacks (the completeness
 * test keeps that from shipping) and to the key itself for one no catalogue has.
 */
export function format(
  catalogues: Readonly<Record<string, Catalogue>>,
  locale: PageLocale,
  key: string,
  values?: Values,
): string {
  const own = catalogues[locale]?.[key];
  const source = own ?? catalogues[DEFAULT_LOCALE]?.[key];
  if (source === undefined) return key;
  const out = formatter(own === undefined ? DEFAULT_LOCALE : locale, key, source).format(values);
  return typeof out === 'string' ? out : String(out);
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
};

/**
 * The pseudo-locale's catalogue made from English's: letters accented outside ICU placeholders, and about 30%
 * longer, in brackets, so text cut off or overflowing shows in development and in the layout tests.
 */
export function pseudoCatalogue(english: Catalogue): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) {
    let depth = 0;
    let accented = '';
    for (const ch of text) {
      if (ch === '{') depth++;
      if (ch === '}') depth--;
      accented += depth === 0 ? (ACCENTED[ch] ?? ch) : ch;
    }
    const visible = text.replace(/\{[^{}]*\}/g, '').length;
    out[key] = `[${accented}${' ~'.repeat(Math.ceil((visible * 0.3) / 2))}]`;
  }
  return out;
}
