// The contract's version on the wire: every answer, API or page, names it (x-dossier-api-version), and a call that
// uses a deprecated operation, parameter or body field answers RFC 9745's Deprecation, RFC 8594's Sunset and a Link
// to its entry in the changelog (/docs/changes), read from the spec's `deprecated: true` + `x-dossier-sunset`.
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { apiVersion, type Deprecated, type OperationDeprecations } from '../generated/version.gen.js';

export const API_VERSION_HEADER = 'x-dossier-api-version';

/**
 * Every reply carries the version (one hook at the root, before both plugins). A synchronous hook: an async one
 * costs every request a promise and a turn of the microtask queue (GET /me measured it).
 */
export function announceVersion(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header(API_VERSION_HEADER, apiVersion);
    done();
  });
}

interface Announcement {
  since: number;
  sunset: number;
  link: string;
}

/** A part's headers, worked out once when its route is registered. */
function announcement(d: Deprecated): Announcement {
  return {
    since: Date.parse(`${d.since}T00:00:00Z`),
    sunset: Date.parse(`${d.sunset}T00:00:00Z`),
    // Relative (RFC 8288 resolves it against the request): the changelog is served at this origin.
    link: `</docs/changes#${d.anchor}>; rel="deprecation"; type="text/html"`,
  };
}

/** The headers for the parts a call used: the earliest announcement and sunset, a link for each part. */
function answer(
  reply: { header(name: string, value: string): unknown; getHeader(name: string): unknown },
  used: Announcement[],
): void {
  if (!used.length) return;
  const earlier = reply.getHeader('deprecation');
  const since = Math.min(
    ...used.map((u) => u.since),
    ...(typeof earlier === 'string' ? [Number(earlier.slice(1)) * 1000] : []),
  );
  const sunsetBefore = reply.getHeader('sunset');
  const sunset = Math.min(
    ...used.map((u) => u.sunset),
    ...(typeof sunsetBefore === 'string' ? [Date.parse(sunsetBefore)] : []),
  );
  const links = reply.getHeader('link');
  reply.header('deprecation', `@${Math.floor(since / 1000)}`);
  reply.header('sunset', new Date(sunset).toUTCString());
  reply.header('link', [...(typeof links === 'string' ? [links] : []), ...used.map((u) => u.link)].join(', '));
}

/**
 * The hooks of one operation's route, or none when nothing of it is deprecated: the operation and its parameters
 * are seen on arrival (so a refusal carries the headers too), body fields once the body is parsed.
 */
export function deprecationHooks(d: OperationDeprecations | undefined): {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
} {
  if (!d) return {};
  const operation = d.operation && announcement(d.operation);
  const params = Object.entries(d.parameters ?? {}).map(([name, p]) => [name, announcement(p)] as const);
  const fields = Object.entries(d.fields ?? {}).map(([name, f]) => [name, announcement(f)] as const);
  const hooks: { onRequest?: onRequestHookHandler; preHandler?: preHandlerHookHandler } = {};
  if (operation || params.length) {
    hooks.onRequest = async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const path = req.params as Record<string, unknown>;
      const used = params
        .filter(
          ([name]) =>
            query?.[name] !== undefined || path?.[name] !== undefined || req.headers[name.toLowerCase()] !== undefined,
        )
        .map(([, a]) => a);
      answer(reply, operation ? [operation, ...used] : used);
    };
  }
  if (fields.length) {
    hooks.preHandler = async (req, reply) => {
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      answer(
        reply,
        fields.filter(([name]) => (body as Record<string, unknown>)[name] !== undefined).map(([, a]) => a),
      );
    };
  }
  return hooks;
}
