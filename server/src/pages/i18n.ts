// The language a public page is drawn in, picked once per request (spec: Locale): `?lang=` (the visitor's choice,
// kept in a cookie across reloads), else that kept choice, else the recipient's or assignee's `locale`, the link's,
// the browser's Accept-Language (best match), the workspace's, English. A view words itself with `L.t(key)`; its
// script gets the messages it needs through page-data (`L.client(prefixes)`), as the ASTs the server parsed, so the
// browser formats them with intl-messageformat without shipping its parser (packages/web/src/i18n.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { PAGE_CATALOGUES } from '../platform/i18n/catalogues/pages/index.js';
import {
  DEFAULT_LOCALE,
  direction,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  matchLocale,
  negotiate,
  PSEUDO_LOCALE,
  type PageLocale,
} from '../platform/i18n/locales.js';
import { format, type Values } from '../platform/i18n/messages.js';
import { errorSentence } from '../platform/i18n/api-words.js';
import type { ApiError } from '../platform/errors.js';
import type { ClientMessages } from './page-data.js';

/**
 * The query parameters the language menu keeps (a signing page's return URL, a preview's title); no other, so a
 * page never writes back what a URL carried (a token in a query is not repeated in the page).
 */
const KEPT_QUERY = new Set(['returnUrl', 'title']);

/** The cookie keeping a visitor's choice (`?lang=` or the language menu). */
export const LANG_COOKIE = 'dossier_lang';
const YEAR = 365 * 24 * 3600;

/** The pseudo-locale is for development: `?lang=en-XA` outside production, or with DOSSIER_PSEUDO_LOCALE=1. */
export function pseudoAllowed(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.DOSSIER_PSEUDO_LOCALE === '1';
}

/** What the page stored about its reader, in the spec's order after the visitor's own choice. */
export interface StoredLocales {
  recipient?: string | null;
  link?: string | null;
  workspace?: string | null;
}

export interface PageLang {
  locale: PageLocale;
  dir: 'ltr' | 'rtl';
  /** The message `key` formatted in the page's language. */
  t(key: string, values?: Values): string;
  /** A day in words in the page's language (UTC), as "3 March 2026" reads in English. */
  day(at?: string | Date): string;
  /** The messages under `prefixes`, for the page's script. */
  client(prefixes: readonly string[]): ClientMessages;
  /** The query parameters the language menu keeps (KEPT_QUERY). */
  query: [string, string][];
}

function cookieOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANG_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A value of `?lang=` or the cookie as a page language (exact or best match), or null. */
function chosen(value: unknown): PageLocale | null {
  if (typeof value !== 'string' || !value) return null;
  if (value === PSEUDO_LOCALE) return pseudoAllowed() ? PSEUDO_LOCALE : null;
  return matchLocale(value.slice(0, 35));
}

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** The language to draw `req`'s page in, in the spec's order. */
export function pickPageLocale(req: FastifyRequest, stored: StoredLocales = {}): PageLocale {
  return (
    chosen(query(req).lang) ??
    chosen(cookieOf(req)) ??
    [stored.recipient, stored.link].find(isLocale) ??
    negotiate(req.headers['accept-language']) ??
    (isLocale(stored.workspace) ? stored.workspace : DEFAULT_LOCALE)
  );
}

/**
 * The page's language; a `?lang=` choice is kept in a cookie for the next pages. Over https the cookie is
 * `SameSite=None; Secure; Partitioned`, so a signing page or viewer framed by another site keeps it too (in that
 * site's partition); a browser refusing it forgets the choice on reload, nothing worse.
 */
export function pageLang(req: FastifyRequest, reply: FastifyReply | undefined, stored: StoredLocales = {}): PageLang {
  const locale = pickPageLocale(req, stored);
  const asked = chosen(query(req).lang);
  if (reply && asked && asked !== chosen(cookieOf(req))) {
    const attrs = req.protocol === 'https' ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
    reply.header('set-cookie', `${LANG_COOKIE}=${encodeURIComponent(asked)}; Path=/; Max-Age=${YEAR}; ${attrs}`);
  }
  const q: [string, string][] = [];
  for (const [k, v] of Object.entries(query(req))) {
    if (!KEPT_QUERY.has(k)) continue;
    for (const one of Array.isArray(v) ? v : [v]) if (typeof one === 'string') q.push([k, one]);
  }
  return langOf(locale, q);
}

const days = new Map<string, Intl.DateTimeFormat>();

/** A page language without a request (a page drawn for a fixed language; tests). */
export function langOf(locale: PageLocale, q: [string, string][] = []): PageLang {
  // English keeps its British day order ("3 March 2026"); the pseudo-locale formats as English does.
  const intl = locale === 'en' || locale === PSEUDO_LOCALE ? 'en-GB' : locale;
  return {
    locale,
    dir: direction(locale),
    t: (key, values) => format(PAGE_CATALOGUES, locale, key, values),
    day(at = new Date()) {
      let f = days.get(intl);
      if (!f) {
        f = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
        days.set(intl, f);
      }
      return f.format(new Date(at));
    },
    client: (prefixes) => clientMessages(locale, prefixes),
    query: q,
  };
}

const clientCache = new Map<string, ClientMessages>();

/**
 * The messages whose keys start with one of `prefixes`: a message without placeholders as its text, one with them
 * as its parsed ICU AST (formatted in the browser by intl-messageformat, in the page's language).
 */
export function clientMessages(locale: PageLocale, prefixes: readonly string[]): ClientMessages {
  const id = `${locale}\u0000${prefixes.join(',')}`;
  const kept = clientCache.get(id);
  if (kept) return kept;
  const english = PAGE_CATALOGUES[DEFAULT_LOCALE];
  const own = PAGE_CATALOGUES[locale] ?? english;
  const m: ClientMessages['m'] = {};
  for (const key of Object.keys(english)) {
    if (!prefixes.some((p) => key.startsWith(p))) continue;
    const source = own[key] ?? english[key];
    const ast = new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true }).getAst();
    m[key] = ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast;
  }
  const out: ClientMessages = { locale: locale === PSEUDO_LOCALE ? 'en' : locale, m };
  clientCache.set(id, out);
  return out;
}

/** The 16 languages, each in its own name, for the language menu. */
export const MENU: readonly { locale: string; name: string; dir: 'ltr' | 'rtl' }[] = LOCALES.map((l) => ({
  locale: l,
  name: LOCALE_NAMES[l],
  dir: direction(l),
}));

export { fileSize } from '../platform/i18n/size.js';

/**
 * A refusal's sentence in the page's language where the API's catalogue words it (its particulars kept), else the
 * API's English sentence; `own` says whether it is in the page's language (else the page marks it `lang="en"`).
 */
export function refusalWords(L: PageLang, err: ApiError): { text: string; own: boolean } {
  const said = errorSentence(err, L.locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : L.locale);
  return { text: said.text, own: said.locale === L.locale };
}
