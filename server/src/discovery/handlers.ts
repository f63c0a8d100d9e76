// GET /, GET /me and GET /openapi.json.
import type { Config } from '../config.js';
import { eventCatalog } from '../events/catalog.js';
import { allScopes, operations } from '../generated/operations.gen.js';
import type { Handlers } from '../api/handlers.js';
import { API_PREFIX } from '../api/routes.js';
import { loadSpec } from '../platform/spec.js';

/**
 * The path a resource group lives under: the static segments its operations' paths share (`/public` for the public
 * operations), or, when they share none, the first operation's path up to its first parameter.
 */
function resourcePath(ops: readonly { path: string }[]): string {
  const segments = ops.map((o) => o.path.split('/').slice(1));
  const common: string[] = [];
  for (let i = 0; segments.every((s) => i < s.length && s[i] === segments[0][i] && !s[i].startsWith('{')); i++)
    common.push(segments[0][i]);
  return common.length ? `/${common.join('/')}` : ops[0].path.replace(/\/\{.*$/, '') || '/';
}

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
      path: resourcePath(operations.filter((o) => o.tag === t.name)),
    }));
  const groups = resources.map((r) => ({
    name: r.name,
    endpoints: operations
      .filter((o) => o.tag === r.name)
      .map((o) => ({
        operationId: o.operationId,
        method: o.method,
        path: o.path,
        summary: o.summary,
        scope: o.scopes?.[0] ?? null,
        auth: o.auth,
      })),
  }));
  const fixed = {
    version: doc.info.version,
    allScopes: [...allScopes],
    rateLimit: { perMinute: config.rateLimitPerMinute },
    linkOrigin: config.linkOrigin,
    baseUrl,
    pagination: {
      style: 'cursor' as const,
      limitParam: 'limit' as const,
      cursorParam: 'cursor' as const,
      defaultLimit: 50,
      maxLimit: 100,
    },
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
