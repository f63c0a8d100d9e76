// Builds the Fastify application: validation, error handling, every operation of the spec, public pages.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { KeyStore } from './auth/keys.js';
import type { Config } from './config.js';
import { domainHandlers, type Domain } from './domain.js';
import { domains } from './domains.js';
import type { Handlers } from './api/handlers.js';
import { installApi } from './api/plugin.js';
import { announceVersion } from './api/versioning.js';
import type { OperationDeprecations } from './generated/version.gen.js';
import { answerFrameworkError } from './pages/errors.js';
import { pagesPlugin, type PagesOptions } from './pages/plugin.js';
import { installCompression } from './platform/compression.js';
import { redactingLogger } from './platform/log.js';
import { sendHsts, trustProxyOption } from './platform/proxy.js';
import { echoRequestId, REQUEST_ID_LOG_LABEL, requestIdOptions } from './platform/request-id.js';
import { RateLimiter, type RateLimitStore } from './platform/rate-limit.js';
import { IdempotencyStore } from './api/idempotency-store.js';
import type { Services } from './services.js';

export interface AppOptions {
  config: Config;
  keys: KeyStore;
  services: Services;
  rateLimitStore?: RateLimitStore;
  logger?: FastifyServerOptions['logger'];
  /** The domains served (default: every domain, domains.ts). */
  domains?: readonly Domain[];
  /** Extra or replacement handlers (tests). */
  handlers?: Handlers;
  /** Extra page routes, in the pages' context (tests). */
  pages?: PagesOptions['routes'];
  /** What is deprecated, by operationId (tests; default: the spec's). */
  deprecations?: Readonly<Record<string, OperationDeprecations>>;
}

/** JSON bodies up to this size; files are streamed and limited by their own handlers. */
const JSON_BODY_LIMIT = 5 * 1024 * 1024;
const FILE_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'multipart/form-data',
  // Media types the spec only answers with; accepted as streams so no request is refused for naming them.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/markdown',
  'text/csv',
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(opts.logger),
    ...requestIdOptions,
    // Whose X-Forwarded-For and X-Forwarded-Proto make req.ip and req.protocol (TRUST_PROXY, platform/proxy.ts).
    trustProxy: trustProxyOption(opts.config.trustProxy),
    // Our own one-line access log names the route pattern, never the raw URL (which may carry tokens).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    bodyLimit: JSON_BODY_LIMIT,
    ajv: undefined,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL is answered before routing: JSON under the API prefix, an HTML page elsewhere.
    frameworkErrors: answerFrameworkError,
  });

  echoRequestId(app);
  sendHsts(app, opts.config.trustProxy);
  announceVersion(app);

  // File uploads reach their handler as the raw stream, so size limits apply while reading.
  app.addContentTypeParser(FILE_TYPES, (_req, payload, done) => done(null, payload));

  // Only where it is written: a hook costs every request something even when its line is dropped.
  if ((app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info(
        {
          method: req.method,
          route: req.routeOptions.url ?? 'unmatched',
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }

  // Before every route, so the API's JSON and the pages' HTML are compressed alike (platform/compression.ts).
  await installCompression(app);

  const limiter = new RateLimiter(opts.config.rateLimitPerMinute, opts.rateLimitStore);
  const s = opts.services;
  // Open event streams never end by themselves: closing the app ends them (their clients resume elsewhere).
  app.addHook('preClose', async () => s.feed.endAll());
  const handlers: Handlers = { ...domainHandlers(opts.domains ?? domains, s), ...opts.handlers };
  await installApi(app, {
    handlers,
    keys: opts.keys,
    limiter,
    idempotency: new IdempotencyStore(s.db.kysely),
    deprecations: opts.deprecations,
  });
  // The pages are a sibling of the API: their own error and 404 pages, headers and body parsing.
  await app.register(pagesPlugin, {
    config: opts.config,
    implemented: app.implementedOperations,
    services: opts.services,
    limiter,
    routes: opts.pages,
    deprecations: opts.deprecations,
  });
  return app;
}
