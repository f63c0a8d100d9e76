// The page's words in its language: the messages its view handed over (the `page-messages` block, only the keys
// the script uses; server/src/pages/i18n.ts), formatted with intl-messageformat from the ASTs the server parsed, so
// the bundle carries the formatter without the ICU parser. Numbers, file sizes and lists through Intl, in the
// page's language. Read lazily: a module importing this one runs under Node in the unit tests too.
import { IntlMessageFormat } from 'intl-messageformat';
import type { ClientMessages } from './page-data.js';

type Values = Record<string, string | number | Date>;

let loaded: ClientMessages | undefined;
function messages(): ClientMessages {
  if (!loaded) {
    const el = typeof document === 'undefined' ? null : document.getElementById('page-messages');
    loaded = el ? (JSON.parse(el.textContent ?? 'null') as ClientMessages) : { locale: 'en', m: {} };
  }
  return loaded;
}

/** The page's language for Intl (the pseudo-locale formats as English). */
export const locale = (): string => messages().locale;

const compiled = new Map<string, IntlMessageFormat>();

/** Whether the page was handed `key`. */
export const has = (key: string): boolean => key in messages().m;

/** The message `key` in the page's language; `fallback` (English) when the page was not handed it. */
export function t(key: string, values?: Values, fallback?: string): string {
  const m = messages().m[key];
  if (m === undefined) return fallback ?? key;
  if (typeof m === 'string') return m;
  let f = compiled.get(key);
  if (!f) {
    // biome-ignore lint/suspicious/noExplicitAny: the AST the server's intl-messageformat parsed (same version).
    f = new IntlMessageFormat(m as any, locale(), undefined, { ignoreTag: true });
    compiled.set(key, f);
  }
  const out = f.format(values);
  return typeof out === 'string' ? out : String(out);
}

/**
 * A file size in the page's language ("3.2 MB", "3,2 Mo"…): bytes, kB or MB as the size calls for; a file's size
 * to a tenth of a MB, a limit (`limit`) as the round number it is ("25 MB").
 */
export function fileSize(bytes: number, limit = false): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale(), {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    minimumFractionDigits: unit === 'megabyte' && !limit ? 1 : 0,
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}

/** A list of names in the page's language ("a, b, c"; "a、b、c"; "a، b، c"). */
export function list(items: string[]): string {
  return new Intl.ListFormat(locale(), { style: 'short', type: 'unit' }).format(items);
}

/** A number in the page's language. */
export const num = (n: number): string => new Intl.NumberFormat(locale()).format(n);

const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction of a body of text by its first strong letter: a document keeps its own, whatever the page's
 * language (dir="auto" on a block whose children set their own direction would find no letter and take the page's).
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const first = text.match(
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|\p{L}/u,
  );
  return first && RTL_SCRIPT.test(first[0]) ? 'rtl' : 'ltr';
}
