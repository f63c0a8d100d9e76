// The headers every page leaves with: a strict Content-Security-Policy (scripts and styles only from this origin,
// which serves the hashed assets; no inline script or style; nothing else loaded), nosniff, no referrer to other
// origins (page URLs carry capability tokens), no framing unless a route allows it, and no caching of pages.
// A route adjusts them in its config, `config: { page: { frameAncestors, csp } }`; the header values are
// computed once per route when it is registered. The signing page and the viewer frame by their workspace's list
// (`framePage`), its policy computed once per list.

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'worker-src'
  | 'frame-src'
  | 'form-action'
  | 'base-uri'
  | 'frame-ancestors';

export interface PageSecurity {
  /**
   * Who may show this page in a frame: origins (`https://app.example.com`) or `'self'`. Default: nobody. The
   * signing page and the viewer take their workspace's list (GET/PATCH /workspace/embedding) with `framePage`.
   */
  frameAncestors?: readonly string[];
  /** Sources this page adds to the policy, e.g. `{ 'style-src': ["'sha256-…'"] }` for one known inline style. */
  csp?: Partial<Record<CspDirective, readonly string[]>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Page routes only: how the page may be framed and what its CSP adds (pages/security.ts). */
    page?: PageSecurity;
  }
}

const POLICY: Readonly<Partial<Record<CspDirective, readonly string[]>>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const FRAME_ANCESTOR =
  /^(?:'self'|https:\/\/[a-z0-9.-]+(?::\d{1,5})?|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?)$/i;

/** The security headers of a page with these settings. Throws on a frame ancestor that is not an origin. */
export function pageHeaders(page: PageSecurity = {}): Record<string, string> {
  const policy: Partial<Record<CspDirective, string[]>> = {};
  for (const [d, sources] of Object.entries(POLICY)) policy[d as CspDirective] = [...sources];
  for (const [d, sources] of Object.entries(page.csp ?? {}) as [CspDirective, readonly string[]][]) {
    const current = policy[d] ?? [];
    policy[d] = [...current.filter((s) => s !== "'none'"), ...sources];
  }
  const ancestors = page.frameAncestors ?? [];
  for (const a of ancestors)
    if (!FRAME_ANCESTOR.test(a)) throw new Error(`frameAncestors: "${a}" is not 'self' or an https origin`);
  if (ancestors.length) policy['frame-ancestors'] = [...ancestors];
  const headers: Record<string, string> = {
    'content-security-policy': Object.entries(policy)
      .map(([d, sources]) => `${d} ${sources.join(' ')}`)
      .join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  };
  // X-Frame-Options for browsers without frame-ancestors; it cannot name other origins, so it goes when any may frame.
  if (!ancestors.length) headers['x-frame-options'] = 'DENY';
  else if (ancestors.every((a) => a === "'self'")) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}

/**
 * A page of a workspace that allowed origins to embed it (the signing page, the viewer): its policy names them
 * and X-Frame-Options (which cannot) goes. With none allowed the defaults the page already carries stand.
 */
export function framePage(
  reply: { header(name: string, value: string): unknown; removeHeader(name: string): unknown },
  ancestors: readonly string[],
  page: PageSecurity = {},
): void {
  if (!ancestors.length && !page.csp) return;
  reply.header(
    'content-security-policy',
    page.csp ? pageHeaders({ ...page, frameAncestors: ancestors })['content-security-policy'] : framedPolicy(ancestors),
  );
  if (ancestors.length) reply.removeHeader('x-frame-options');
}

// The policy of a list kept in the facts cache, computed once per list: the same frozen array comes back until the
// workspace changes, and goes (with its policy) when the cache lets it go.
const policies = new WeakMap<readonly string[], string>();
function framedPolicy(ancestors: readonly string[]): string {
  let policy = policies.get(ancestors);
  if (policy === undefined)
    policies.set(ancestors, (policy = pageHeaders({ frameAncestors: ancestors })['content-security-policy']));
  return policy;
}

/** The origins of a framing list (frameAncestorsOf) a framed page may post to: the workspace's, without 'self'. */
export const embedOrigins = (ancestors: readonly string[]): string[] => ancestors.filter((a) => a !== "'self'");
