// Registers every operation of the spec by operationId (the route table fastify-openapi-glue's parser builds,
// see openapi-routes.ts), with its validation schemas, authentication and handler; an operation without a
// handler answers 501.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { authenticate } from './authenticate.js';
import type { KeyStore } from '../auth/keys.js';
import { operations, type OperationId, type OperationSpec } from '../generated/operations.gen.js';
import type { Handlers } from './handlers.js';
import { ApiError, errors } from '../platform/errors.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import { specRoutes } from './openapi-routes.js';
import { installIdempotency } from './idempotency.js';
import type { IdempotencyStore } from './idempotency-store.js';
import { responseSchemas, type ResponseSchemas } from './serialization.js';
import { loadSpec } from '../platform/spec.js';
import { UPLOAD_LIMITS, installUploadHandling, uploadPreParsing } from '../platform/uploads.js';
import { deprecations as specDeprecations, type OperationDeprecations } from '../generated/version.gen.js';
import { deprecationHooks } from './versioning.js';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of a spec operation (method and URL pattern): under the API prefix, and the few at the origin. */
    apiRoutes: readonly { method: string; url: string }[];
    /** operationIds that have a handler (the others answer 501). */
    implementedOperations: ReadonlySet<string>;
  }
}

const byId = new Map<string, OperationSpec>(operations.map((o) => [o.operationId, o]));

/** JSON bodies are validated by schema; files and other media are checked by their handlers while streaming. */
function adaptSchema(route: RouteOptions): void {
  const schema = route.schema as { response?: unknown; body?: unknown; querystring?: unknown } | undefined;
  if (!schema) return;
  // Responses are checked by the contract tests, not rewritten on the way out, except where a compiled
  // serialiser is known to keep every field (serialization.ts).
  const response = responseSchemas(
    (route.config as { operationId?: string } | undefined)?.operationId,
    schema.response as ResponseSchemas | undefined,
  );
  if (response) schema.response = response;
  else delete schema.response;
  const content = (schema.body as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
  // Uploads take any content type as a stream and check the bytes themselves (platform/uploads.ts).
  const operationId = (route.config as { operationId?: string } | undefined)?.operationId;
  if (operationId !== undefined && operationId in UPLOAD_LIMITS) delete schema.body;
  else if (content) {
    const accepted = Object.keys(content);
    if (content['application/json']) schema.body = content['application/json'].schema;
    else delete schema.body;
    // A body in a media type the operation does not declare is a 415, whatever parser Fastify has for it.
    route.preValidation = async (req) => {
      const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
      if (type && !accepted.includes(type)) throw errors.unsupportedMediaType(type);
    };
  }
  // Strict filters: a query parameter the operation does not define is refused, not ignored.
  if (schema.querystring && typeof schema.querystring === 'object') {
    schema.querystring = { ...schema.querystring, additionalProperties: false };
  } else if (route.method !== 'OPTIONS') {
    schema.querystring = { type: 'object', properties: {}, additionalProperties: false };
  }
}

export interface OperationDeps {
  handlers: Handlers;
  keys: KeyStore;
  limiter: RateLimiter;
  idempotency?: IdempotencyStore;
  /** What is deprecated (default: the spec's; tests give their own). */
  deprecations?: Readonly<Record<string, OperationDeprecations>>;
}

export async function registerOperations(app: FastifyInstance, deps: OperationDeps): Promise<void> {
  const registered: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', registered);
  app.decorate('implementedOperations', new Set(Object.keys(deps.handlers)));
  installUploadHandling(app, API_PREFIX);
  app.addHook('onRoute', (route) => {
    if ((route.config as { operationId?: string } | undefined)?.operationId === undefined) return;
    adaptSchema(route);
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url });
  });
  const routes = await specRoutes(loadSpec().doc);
  const routeOf = (item: (typeof routes)[number]): RouteOptions => {
    const op = byId.get(item.operationId);
    if (!op)
      throw new Error(
        `operation ${item.operationId} is in the spec but not in the generated table: run npm run generate`,
      );
    const handler =
      deps.handlers[item.operationId as OperationId] ??
      (async () => {
        throw errors.notImplemented(item.operationId);
      });
    const deprecated = deprecationHooks((deps.deprecations ?? specDeprecations)[item.operationId]);
    // The deprecation headers first, so a refused call (401, 429) carries them too.
    const onRequest = [deprecated.onRequest, authenticate(op, deps.keys, deps.limiter)].filter((h) => h !== undefined);
    const upload = UPLOAD_LIMITS[item.operationId as OperationId] !== undefined;
    return {
      method: item.method,
      url: item.url,
      schema: item.schema,
      handler,
      ...(onRequest.length ? { onRequest } : {}),
      ...(deprecated.preHandler ? { preHandler: deprecated.preHandler } : {}),
      ...(upload ? { preParsing: uploadPreParsing(item.operationId as OperationId) } : {}),
      config: { operationId: item.operationId },
    } as RouteOptions;
  };
  const atOrigin = (item: (typeof routes)[number]) => byId.get(item.operationId)?.base === 'origin';
  // The health probes at the root as well: before the pages plugin claims every other path.
  for (const item of routes.filter(atOrigin)) app.route(routeOf(item));
  await app.register(
    async (instance) => {
      // An unknown path under the API prefix answers JSON; the pages plugin answers every other path with its 404 page.
      instance.setNotFoundHandler((req, reply) => {
        const e = new ApiError('route_not_found', `no route ${req.method} ${req.url.split('?')[0]}`);
        return reply.code(404).send({ ...e.toJSON(), requestId: req.id });
      });
      if (deps.idempotency) installIdempotency(instance, deps.idempotency);
      // Every operation, the probes too (a client generated from the spec calls them under the base).
      for (const item of routes) instance.route(routeOf(item));
    },
    { prefix: API_PREFIX },
  );
}
