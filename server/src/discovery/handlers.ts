// GET /, GET /me and GET /openapi.json.
import type { Config } from '../config.js';
import { eventCatalog } from '../events/catalog.js';
import { allScopes, operations } from '../generated/operations.gen.js';
import type { Handlers } from '../handlers.js';
import { API_PREFIX } from '../platform/routes.js';
import { loadSpec } from '../platform/spec.js';

export function discoveryHandlers(config: Config): Handlers {
  const { doc, text } = loadSpec();
  const baseUrl = config.publicUrl + API_PREFIX;
  const tags = doc.tags ?? [];
  // Everything but the caller's own scopes is fixed for the life of the process: build it once.
  const resources = tags
    .filter((t) => operations.some((o) => o.tag === t.name))
    .map((t) => ({
      name: t.name,
      description: t.description ?? '',
      path: operations.find((o) => o.tag === t.name)!.path.replace(/\/\{.*$/, '') || '/',
    }));
  const groups = resources.map((r) => ({
    name: r.name,
    endpoints: operations
      .filter((o) => o.tag === r.name)
      .map((o) => ({ operationId: o.operationId, method: o.method, path: o.path, summary: o.summary, scope: o.scopes?.[0] ?? null })),
  }));
  const fixed = {
    version: doc.info.version,
    allScopes: [...allScopes],
    rateLimit: { perMinute: config.rateLimitPerMinute },
    linkOrigin: config.publicUrl,
    baseUrl,
    pagination: { style: 'cursor' as const, limitParam: 'limit' as const, cursorParam: 'cursor' as const, defaultLimit: 50, maxLimit: 100 },
    documentation: `${config.publicUrl}/docs`,
    openapi: `${baseUrl}/openapi.json`,
    resources,
    webhookEvents: eventCatalog,
  };

  return {
    getCatalog: async (req) => ({
      ...fixed,
      scopes: req.auth.scopes,
      ...(req.query.include === 'endpoints' ? { groups } : {}),
    }),
    getMe: async (req) => ({
      data: {
        workspaceId: req.auth.workspace.id,
        name: req.auth.workspace.name,
        email: req.auth.workspace.email,
        scopes: req.auth.scopes,
        plan: req.auth.workspace.plan,
        origin: config.publicUrl,
      },
    }),
    getOpenapi: async (_req, reply) => reply.type('application/json; charset=utf-8').send(text),
  };
}
