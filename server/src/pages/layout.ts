// The page shell every public page is drawn in, and what views need to write one: the html`` template and the
// asset lookup. A view returns shell({...}); a route sends it with sendPage().
import type { FastifyReply } from 'fastify';
import { asset } from './assets.js';
import { html, jsonScript, type SafeHtml } from './html.js';
import { langOf, MENU, type PageLang } from './i18n.js';
import type { ClientMessages } from './page-data.js';

export { asset } from './assets.js';
export { SafeHtml, escapeHtml, html, jsonScript, raw } from './html.js';

/** Open Graph tags, for pages a link preview may show (a public viewer link). */
export interface OpenGraph {
  title?: string;
  description?: string;
  /** Absolute URL. */
  image?: string;
  /** Absolute URL of the page. */
  url?: string;
  type?: string;
  siteName?: string;
}

export interface ShellOptions {
  title: string;
  /** What goes in <body>: the page's <main> and anything around it. */
  body: SafeHtml;
  /** The page's language (its `<html lang dir>`, the language menu's choice); English when not given. */
  lang?: PageLang;
  /** The messages the page's script words itself with (L.client(prefixes)), read by packages/web/src/i18n.ts. */
  messages?: ClientMessages;
  /**
   * The robots meta. Capability pages are nobody's search result, so the default keeps them out; the viewer
   * will pass 'index, follow' for a link its owner made public. null leaves the tag out.
   */
  robots?: string | null;
  description?: string;
  og?: OpenGraph;
  /** Scripts by logical name (a file of packages/web/src/pages, as 'closed.js'), loaded as deferred modules. */
  scripts?: string[];
  /** The page's initial data, for its script to read with pageData() (a JSON block, not an inline script). */
  data?: unknown;
  /** An icon in place of Dossier's (absolute URL; the route allows its origin in img-src). */
  favicon?: string;
}

export const DEFAULT_ROBOTS = 'noindex, nofollow';

function openGraph(og: OpenGraph | undefined): SafeHtml[] {
  if (!og) return [];
  const tags: [string, string | undefined][] = [
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:image', og.image],
    ['og:url', og.url],
    ['og:type', og.type ?? 'website'],
    ['og:site_name', og.siteName],
  ];
  return tags
    .filter(([, v]) => v !== undefined)
    .map(([property, content]) => html`<meta property="${property}" content="${content}">`);
}

/**
 * The language menu: a plain GET form (it works without script), the 16 languages each in its own name and
 * language, the page's other query parameters kept. Its label says "Language" in English too, for a reader who
 * landed in a language they cannot read.
 */
function languageMenu(L: PageLang): SafeHtml {
  const options = L.locale === 'en-XA' ? [...MENU, { locale: 'en-XA', name: 'English (pseudo)', dir: 'ltr' }] : MENU;
  return html`<form class="lang-menu" method="get">
<label for="lang-select">${L.t('page.lang.label')}${L.locale !== 'en' && html` <span lang="en" dir="ltr">(Language)</span>`}</label>
<select id="lang-select" name="lang">${options.map(
    (o) =>
      html`<option value="${o.locale}" lang="${o.locale === 'en-XA' ? 'en' : o.locale}" dir="${o.dir}"${o.locale === L.locale ? html` selected` : ''}>${o.name}</option>`,
  )}</select>
${L.query.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<button type="submit" class="btn btn-secondary btn-small">${L.t('page.lang.change')}</button>
</form>`;
}

export function shell(opts: ShellOptions): SafeHtml {
  const robots = opts.robots === undefined ? DEFAULT_ROBOTS : opts.robots;
  const L = opts.lang ?? langOf('en');
  return html`<!doctype html>
<html lang="${L.locale}" dir="${L.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}</title>
${robots !== null && html`<meta name="robots" content="${robots}">`}
${opts.description !== undefined && html`<meta name="description" content="${opts.description}">`}
${openGraph(opts.og)}
${opts.favicon ? html`<link rel="icon" href="${opts.favicon}">` : html`<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">`}
<link rel="stylesheet" href="${asset('styles.css')}">
${(opts.scripts ?? []).map((name) => html`<script type="module" src="${asset(name)}"></script>`)}
</head>
<body>
${opts.body}
<footer class="site-footer">
${languageMenu(L)}
<p class="site-name">Dossier</p>
</footer>
${opts.data !== undefined && jsonScript('page-data', opts.data)}
${opts.messages !== undefined && jsonScript('page-messages', opts.messages)}
</body>
</html>
`;
}

/**
 * A page's modal dialog: a form with its heading, the fields given, then its actions (the submit button, and one
 * that closes it). The page's script finds it by its ids: `${id}-dialog`, `${id}-form`, `${id}-title`.
 */
export function dialog(d: {
  id: string;
  title: string;
  body: SafeHtml;
  submit: { label: string; id?: string; danger?: boolean };
  close: string;
}): SafeHtml {
  return html`<dialog id="${d.id}-dialog" class="dialog" aria-labelledby="${d.id}-title">
<form id="${d.id}-form" method="dialog" novalidate>
<h2 id="${d.id}-title">${d.title}</h2>
${d.body}
<div class="actions">
<button type="submit" class="btn ${d.submit.danger ? 'btn-danger' : 'btn-primary'}"${d.submit.id !== undefined && html` id="${d.submit.id}"`}>${d.submit.label}</button>
<button type="button" class="btn btn-secondary" data-close>${d.close}</button>
</div>
</form>
</dialog>`;
}

/** Sends a drawn page with its status. */
export function sendPage(reply: FastifyReply, status: number, page: SafeHtml): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page.toString());
}
