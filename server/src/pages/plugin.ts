// The public pages, a Fastify plugin beside the API (its own encapsulated context): security headers on every
// answer (security.ts), form bodies only (forms.ts), HTML error and 404 pages (errors.ts), the built assets
// (assets.ts), and the pages themselves, each a folder with its routes and view.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import type { Services } from '../services.js';
import { assetRoutes } from './assets.js';
import { closedRoutes } from './closed/routes.js';
import { docsRoutes } from './docs/routes.js';
import type { OperationDeprecations } from '../generated/version.gen.js';
import { installPageErrors } from './errors.js';
import { signRoutes } from './sign/routes.js';
import { installFormParsing } from './forms.js';
import { pageHeaders } from './security.js';
import { uploadRoutes } from './upload/routes.js';
import { verifyRoutes } from './verify/routes.js';
import { viewRoutes } from './view/routes.js';

export interface PagesOptions {
  config: Config;
  /** operationIds the API has a handler for (the /docs page marks them built). */
  implemented: ReadonlySet<string>;
  /** The domains' services, for the pages that call their actions (the signing and upload pages). */
  services?: Services;
  /** The API's limiter: a page a token opens counts in the same windows as the public operations. */
  limiter?: RateLimiter;
  /** Extra page routes, registered in the pages' context (tests). */
  routes?: (app: FastifyInstance) => void;
  /** What is deprecated, by operationId (the /docs index marks it; default: the spec's). */
  deprecations?: Readonly<Record<string, OperationDeprecations>>;
}

/** Sets `headers`, first removing the defaults they leave out (X-Frame-Options on a page that may be framed). */
const headersHook = (
  headers: Record<string, string>,
  defaults: Record<string, string> = {},
): onRequestAsyncHookHandler => {
  const dropped = Object.keys(defaults).filter((name) => !(name in headers));
  return async (_req, reply) => {
    for (const name of dropped) reply.removeHeader(name);
    reply.headers(headers);
  };
};

export async function pagesPlugin(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  // Every answer of this context (the 404 and error pages too) has the default headers; a route that says
  // otherwise (config.page) gets its own, computed here once, set after the defaults.
  const defaults = pageHeaders();
  app.addHook('onRequest', headersHook(defaults));
  app.addHook('onRoute', (route) => {
    const page = route.config?.page;
    if (page) route.onRequest = [...[route.onRequest ?? []].flat(), headersHook(pageHeaders(page), defaults)];
  });
  installFormParsing(app);
  installPageErrors(app);

  assetRoutes(app);
  docsRoutes(app, opts);
  closedRoutes(app, opts);
  uploadRoutes(app, opts);
  verifyRoutes(app);
  if (opts.services) signRoutes(app, { services: opts.services, limiter: opts.limiter });
  if (opts.services) viewRoutes(app, { services: opts.services, config: opts.config });
  app.get('/', async (_req, reply) => reply.redirect('/docs'));
  opts.routes?.(app);
}
