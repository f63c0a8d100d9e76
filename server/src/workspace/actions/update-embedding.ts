// PATCH /workspace/embedding: replaces the origins allowed to frame the workspace's signing page and viewer. Each
// goes into a Content-Security-Policy header as it is stored, so only a bare origin passes: https, or plain http
// on the loopback names for development; normalised (lower case, no default port) and without duplicates.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { embedOriginsOf } from '../index.js';
import { setEmbedOrigins } from '../repository.js';

export const MAX_EMBED_ORIGINS = 20;
const MESSAGE =
  'must be an origin: https://host[:port], or http://localhost or http://127.0.0.1 with any port; no path, query or fragment';

/** The origin as stored, or null when `entry` is not one the pages may name. */
function embedOrigin(entry: string): string | null {
  // The written form is checked first: URL parsing alone would accept (and quietly drop) a trailing path or "/".
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+$/i.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  if (url.protocol === 'https:')
    return (/^[a-z0-9.-]+$/.test(url.hostname) && url.hostname.includes('.')) || url.hostname === 'localhost'
      ? url.origin
      : null;
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) return url.origin;
  return null;
}

export async function updateEmbedding(
  s: Services,
  ctx: ActionContext,
  input: { allowedOrigins: readonly string[] },
): Promise<{ allowedOrigins: string[] }> {
  if (input.allowedOrigins.length > MAX_EMBED_ORIGINS)
    throw errors.validation([{ field: 'body.allowedOrigins', message: `at most ${MAX_EMBED_ORIGINS} origins` }]);
  const origins: string[] = [];
  const bad: { field: string; message: string }[] = [];
  input.allowedOrigins.forEach((entry, i) => {
    const origin = embedOrigin(entry.trim());
    if (origin === null) bad.push({ field: `body.allowedOrigins[${i}]`, message: MESSAGE });
    else if (!origins.includes(origin)) origins.push(origin);
  });
  if (bad.length) throw errors.validation(bad);
  await setEmbedOrigins(s.db.kysely, ctx.workspaceId, origins);
  s.facts.forget(); // this instance's next page load frames by the new list at once
  return { allowedOrigins: await embedOriginsOf(s.db.kysely, ctx.workspaceId) };
}
