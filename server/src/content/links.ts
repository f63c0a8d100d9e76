// Link addresses the tree accepts: http, https and mailto (DocMarkLink.attrs.href), at most 2,048 characters.
import { plural, quote, wasWere, type Warnings } from './warnings.js';

export const MAX_HREF_LENGTH = 2048;
export const MAX_LINK_TITLE_LENGTH = 200;

const ALLOWED = /^(https?:\/\/|mailto:)/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Trims the address and lower-cases its scheme (`HTTPS://x` → `https://x`). */
export function tidyHref(raw: string): string {
  const href = raw.trim();
  const m = SCHEME.exec(href);
  return m ? m[1].toLowerCase() + href.slice(m[1].length) : href;
}

/** The address as the tree keeps it, or null when the tree cannot hold it (other scheme, relative, too long). */
export function acceptHref(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const href = tidyHref(raw);
  return ALLOWED.test(href) && href.length <= MAX_HREF_LENGTH ? href : null;
}

/** Reports a link the tree cannot hold (its text is kept): one sentence each, summed up after the first 20. */
export function reportDroppedLink(w: Warnings, text: string, href: string): void {
  const why =
    href.trim().length > MAX_HREF_LENGTH && ALLOWED.test(tidyHref(href))
      ? `the address is longer than ${MAX_HREF_LENGTH} characters`
      : 'only http, https and mailto addresses are supported';
  w.item(
    'link',
    `Link ${quote(text)} to ${quote(href)} was dropped and its text kept: ${why}`,
    (c) =>
      `${plural(c, 'more link')} ${wasWere(c)} dropped and ${c === 1 ? 'its' : 'their'} text kept: only http, https and mailto addresses are supported`,
  );
}
