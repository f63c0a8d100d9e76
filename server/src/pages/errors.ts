// The pages' error and 404 pages. An error leaves a page route as an HTML page with the status the API would give
// it (the same mapping, api/errors.ts): a 410 as the closed page saying why, a 4xx saying what went
// wrong, a 500 with a reference that is logged with the error, never the error itself.
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerApiError, isApiUrl, toApiError } from '../api/errors.js';
import { closedPage, isGoneCode } from './closed/view.js';
import { langOf, pageLang, refusalWords, type PageLang } from './i18n.js';
import { escapeHtml, html, sendPage, shell, type SafeHtml } from './layout.js';
import { pageHeaders } from './security.js';

/** The statuses the catalogue words (`error.<status>.heading` and `.text`); any other speaks as 400 or 500. */
const WORDED = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503]);

function wordsFor(L: PageLang, status: number): { heading: string; text: string } {
  const s = WORDED.has(status) ? status : status >= 500 ? 500 : 400;
  return { heading: L.t(`error.${s}.heading`), text: L.t(`error.${s}.text`) };
}

export interface ErrorPageOptions {
  status: number;
  /** A 4xx's own sentence, shown under the general one: in English (marked so) unless `detailIsOwn`. */
  detail?: string;
  /** The detail is in the page's language (the page's or the API catalogue's words), not the API's English. */
  detailIsOwn?: boolean;
  /** A 500's reference, logged with the error. */
  reference?: string;
}

export function errorPage(L: PageLang, { status, detail, detailIsOwn, reference }: ErrorPageOptions): SafeHtml {
  const { heading, text } = wordsFor(L, status);
  return shell({
    title: heading,
    lang: L,
    body: html`<main id="main" class="page page-centred">
<div class="card">
<h1>${heading}</h1>
<p>${text}</p>
${detail && html`<p class="muted"${L.locale !== 'en' && !detailIsOwn && html` lang="en" dir="ltr"`}>${detail}</p>`}
${reference && html`<p class="small">${L.t('error.reference')} <span class="reference">${reference}</span></p>`}
<p class="small">${L.t('error.status', { status })}</p>
</div>
</main>`,
  });
}

/** A reference a reader can quote, to find the logged error: 10 hex digits, random. */
const newReference = () => randomBytes(5).toString('hex');

/**
 * Sends a drawn page; when the page itself cannot be drawn (the assets are not built), a bare one saying the same
 * and the reason in the log, so an error never becomes another error.
 */
export function sendSafely(
  reply: FastifyReply,
  status: number,
  draw: (L: PageLang) => SafeHtml,
  L: PageLang = langOf('en'),
): FastifyReply {
  let page: SafeHtml;
  try {
    page = draw(L);
  } catch (e) {
    reply.log.error({ err: e }, 'page could not be drawn');
    const { heading, text } = wordsFor(langOf('en'), status);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(heading)}</title><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`,
      );
  }
  return sendPage(reply, status, page);
}

/** The pages' answer to an error: the closed page for a 410, else the error page of its status. */
export function answerPageError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const e = toApiError(err, req.headers['content-type']);
  for (const [k, v] of Object.entries(e.headers ?? {})) reply.header(k, v);
  const code = e.code;
  const L = langOrEnglish(req, reply);
  if (isGoneCode(code)) return sendSafely(reply, 410, (l) => closedPage(l, { reason: code }), L);
  let reference: string | undefined;
  if (e.code === 'internal_error') {
    reference = newReference();
    req.log.error({ err, reference, route: req.routeOptions.url }, 'page failed');
  } else if (e.code === 'service_unavailable') {
    req.log.warn({ code: (err as { code?: unknown }).code, message: err.message }, 'dependency failed');
  }
  return sendSafely(
    reply,
    e.status,
    (l) => {
      const said = e.status < 500 ? refusalWords(l, e) : undefined;
      return errorPage(l, { status: e.status, reference, detail: said?.text, detailIsOwn: said?.own });
    },
    L,
  );
}

/** The reader's language for an error page (their choice or their browser's); English if even that fails. */
function langOrEnglish(req: FastifyRequest, reply: FastifyReply): PageLang {
  try {
    return pageLang(req, reply);
  } catch {
    return langOf('en');
  }
}

const PAGE_HEADERS = pageHeaders();

/**
 * Fastify's errors before any route is found (a malformed URL): the API's JSON under its prefix, the error page
 * with the pages' headers everywhere else.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiUrl(req.url)) return answerApiError(err, req, reply);
  return answerPageError(err, req, reply.headers(PAGE_HEADERS));
}

export function installPageErrors(app: FastifyInstance): void {
  app.setErrorHandler(answerPageError);
  app.setNotFoundHandler((req, reply) =>
    sendSafely(reply, 404, (L) => errorPage(L, { status: 404 }), langOrEnglish(req, reply)),
  );
}
