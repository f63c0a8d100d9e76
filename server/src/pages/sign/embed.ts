// The signing page embedded in an integrator's app (spec: the Public tag, "Embedding the signing page and the
// viewer"): the origins it may post to, and the link's `?returnUrl=`, kept only when it is on one of them. A
// return URL anywhere else is ignored, and the page says why (console, data-return-url-ignored): never a redirect
// to an address the workspace did not name.
import type { SignEmbedData } from '../page-data.js';
import { embedOrigins } from '../security.js';

/** Longer than any return address an app needs; a URL past it is ignored, not cut. */
const MAX_RETURN_URL = 2048;

/** The return URL to keep, or why the one given is ignored (nothing when none was given). */
export function returnUrlOf(
  origins: readonly string[],
  given: unknown,
): { returnUrl: string | null; returnUrlIgnored?: string } {
  if (given === undefined) return { returnUrl: null };
  const ignored = (why: string) => ({ returnUrl: null, returnUrlIgnored: `returnUrl ignored: ${why}` });
  if (typeof given !== 'string') return ignored('give it once, as one absolute URL');
  if (given.length > MAX_RETURN_URL) return ignored(`it is longer than ${MAX_RETURN_URL} characters`);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return ignored('it is not an absolute URL');
  }
  if (url.username || url.password) return ignored('it carries a user name or password');
  if (!origins.length)
    return ignored('this workspace allows no origin to embed its pages (PATCH /workspace/embedding)');
  if (!origins.includes(url.origin))
    return ignored(
      `${url.origin} is not one of the origins this workspace allows to embed its pages (PATCH /workspace/embedding)`,
    );
  return { returnUrl: url.href };
}

/** The signing page's embed data. */
export function signEmbed(
  ancestors: readonly string[],
  ids: { envelopeId: string; recipientId: string },
  given: unknown,
): SignEmbedData {
  const origins = embedOrigins(ancestors);
  return { origins, ...ids, ...returnUrlOf(origins, given) };
}
