// The pages' error and 404 pages. An error leaves a page route as an HTML page with the status the API would give
// it (the same mapping, api/errors.ts): a 410 as the closed page saying why, a 4xx saying what went
// wrong, a 500 with a reference that is logged with the error, never the error itself.
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerApiError, isApiUrl, toApiError } from '../api/errors.js';
import { closedPage, isGoneCode } from './closed/view.js';
import { escapeHtml, html, sendPage, shell, type SafeHtml } from './layout.js';
import { pageHeaders } from './security.js';

const WORDS: Record<number, { heading: string; text: string }> = {
  400: {
    heading: 'This request could not be read',
    text: 'Something in it was not what this page expects. Go back and try again.',
  },
  401: { heading: 'You need to sign in to see this page', text: 'This page needs a valid link or code.' },
  403: {
    heading: 'You cannot open this page',
    text: 'This page is not open to you, or the request did not come from its own page.',
  },
  404: {
    heading: 'Page not found',
    text: 'There is nothing at this address. Check it, or ask whoever sent it to you for a new link.',
  },
  405: { heading: 'This page cannot do that', text: 'Go back and try again.' },
  409: { heading: 'This changed while you were on it', text: 'Reload the page to see where things stand.' },
  413: { heading: 'That was too large', text: 'What you sent is more than this page accepts.' },
  415: { heading: 'That cannot be sent here', text: 'This page accepts only its own forms.' },
  422: { heading: 'Please check what you entered', text: 'Something in it could not be accepted.' },
  429: { heading: 'Too many tries', text: 'Wait a minute, then try again.' },
  500: { heading: 'Something went wrong on our side', text: 'The problem has been logged. Try again in a moment.' },
  503: {
    heading: 'Temporarily unavailable',
    text: 'A service this page needs did not answer. Nothing was changed: try again in a moment.',
  },
};

function wordsFor(status: number): { heading: string; text: string } {
  return WORDS[status] ?? (status >= 500 ? WORDS[500] : WORDS[400]);
}

export interface ErrorPageOptions {
  status: number;
  /** A 4xx's own sentence (the catalogue's message), shown under the general one. */
  detail?: string;
  /** A 500's reference, logged with the error. */
  reference?: string;
}

export function errorPage({ status, detail, reference }: ErrorPageOptions): SafeHtml {
  const { heading, text } = wordsFor(status);
  return shell({
    title: heading,
    body: html`<main id="main" class="page page-centred">
<div class="card">
<h1>${heading}</h1>
<p>${text}</p>
${detail && html`<p class="muted">${detail}</p>`}
${reference && html`<p class="small">If it keeps happening, quote this reference: <span class="reference">${reference}</span></p>`}
<p class="small">Error ${status}</p>
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
export function sendSafely(reply: FastifyReply, status: number, draw: () => SafeHtml): FastifyReply {
  let page: SafeHtml;
  try {
    page = draw();
  } catch (e) {
    reply.log.error({ err: e }, 'page could not be drawn');
    const { heading, text } = wordsFor(status);
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
  if (isGoneCode(code)) return sendSafely(reply, 410, () => closedPage({ reason: code }));
  let reference: string | undefined;
  if (e.code === 'internal_error') {
    reference = newReference();
    req.log.error({ err, reference, route: req.routeOptions.url }, 'page failed');
  } else if (e.code === 'service_unavailable') {
    req.log.warn({ code: (err as { code?: unknown }).code, message: err.message }, 'dependency failed');
  }
  return sendSafely(reply, e.status, () =>
    errorPage({ status: e.status, reference, detail: e.status < 500 ? e.message : undefined }),
  );
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
  app.setNotFoundHandler((_req, reply) => sendSafely(reply, 404, () => errorPage({ status: 404 })));
}
