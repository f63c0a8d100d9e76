// Form posts to page routes: application/x-www-form-urlencoded only, bounded in bytes and fields, parsed into a
// null-prototype record (a field named __proto__ is just a field). The pages take no other body: the JSON parser
// and the API's file streams are removed from the pages' context, so anything else is a 415 page, and the API
// (a sibling context) never sees this parser (its operations keep answering 415 for a form body). No page form
// posts a file yet: the upload page sends files with its script to the public upload operation, which streams
// them (platform/uploads.ts); a multipart parser joins here the day a page form needs one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../platform/errors.js';

export const FORM_BODY_LIMIT = 64 * 1024;
export const FORM_MAX_FIELDS = 200;

/** A parsed form: one string per field, or every value when a field repeats (checkboxes). */
export type FormBody = Record<string, string | string[]>;

export function parseForm(text: string): FormBody {
  const form: FormBody = Object.create(null);
  let fields = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++fields > FORM_MAX_FIELDS) throw errors.payloadTooLarge(`a form may have at most ${FORM_MAX_FIELDS} fields`);
    const seen = form[name];
    form[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return form;
}

/** Installs the pages' one body parser, in the pages' context only. */
export function installFormParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (e) {
        done(e as ApiError, undefined);
      }
    },
  );
  // A form posted from another site is refused: the browser says where a request comes from (Sec-Fetch-Site,
  // else Origin), and page forms are only ever posted from our own pages (CSP form-action 'self').
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const site = req.headers['sec-fetch-site'];
    const crossSite = site !== undefined ? site === 'cross-site' : !fromHost(req.headers.origin, req.headers.host);
    if (crossSite) throw new ApiError('forbidden', 'this form can only be sent from its own page');
  });
}

/** True when an Origin header names the host the request was sent to, or there is none (not a browser, or `null`). */
function fromHost(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined || origin === 'null') return true;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
