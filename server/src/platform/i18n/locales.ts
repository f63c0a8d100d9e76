// The languages pages and emails are written in (the spec's Locale), and how one is chosen for a reader. The order
// a page picks in is the spec's: the recipient's or assignee's locale, the link's, the browser's Accept-Language,
// the workspace's, English.

export const LOCALES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'sv',
  'cs',
  'uk',
  'ja',
  'zh-CN',
  'ko',
  'ar',
  'he',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Development only: English accented and about 30% longer, to find cut-off and overflowing text. */
export const PSEUDO_LOCALE = 'en-XA';
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** A language's tag as a module names its catalogue (`pt-BR` → `ptBR`). */
type Ident<L extends string> = L extends `${infer A}-${infer B}` ? `${A}${B}` : L;

/** One value per language, from the catalogue modules' own names (`{ en, fr, …, ptBR, zhCN, … }`). */
export function byLocale<T>(values: { [L in Locale as Ident<L>]: T }): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((l) => [l, values[l.replace('-', '') as Ident<Locale>]])) as Record<Locale, T>;
}

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  cs: 'Čeština',
  uk: 'Українська',
  ja: '日本語',
  'zh-CN': '简体中文',
  ko: '한국어',
  ar: 'العربية',
  he: 'עברית',
};

const RTL = new Set<string>(['ar', 'he']);
const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function direction(locale: string): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The supported language closest to one BCP 47 tag, or null: exact (case-insensitive) first, then by language
 * (`fr-CA` → `fr`, `pt-PT` → `pt-BR`, `zh-Hans-SG`/`zh-SG` → `zh-CN`; `zh-TW`/`zh-Hant` match nothing, since we
 * have no Traditional Chinese).
 */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  const parts = lower.split(/[-_]/);
  const lang = parts[0];
  if (lang === 'zh') return parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? null : 'zh-CN';
  if (lang === 'pt') return 'pt-BR';
  if (lang === 'iw') return 'he';
  return BY_LOWER.get(lang) ?? null;
}

/** The best supported language of an Accept-Language header (by q, then order), or null. */
export function negotiate(acceptLanguage: string | undefined | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .slice(0, 30)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranges) {
    const found = matchLocale(r.tag);
    if (found) return found;
  }
  return null;
}

/** The first of the candidates that is a supported language (stored values, in the spec's order), else English. */
export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const c of candidates) if (isLocale(c)) return c;
  return DEFAULT_LOCALE;
}
