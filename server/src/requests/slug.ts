// A file request's slug: a readable prefix of its title and 20 random base32 characters (100 bits), so an upload
// page cannot be found by guessing, whatever its title (issue 20: 4 hex characters were found in about two hours).
import { randomBytes } from 'node:crypto';
import { slugify } from '../content/slug.js';

const PREFIX_MAX = 40;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Random characters after the prefix: 20 × 5 bits. */
export const SLUG_RANDOM_CHARS = 20;

export function randomSuffix(): string {
  let out = '';
  // One byte per character, 5 of its bits used: unbiased, since 256 is a multiple of 32.
  for (const b of randomBytes(SLUG_RANDOM_CHARS)) out += ALPHABET[b & 31];
  return out;
}

export function newRequestSlug(title: string): string {
  const base = slugify(title).slice(0, PREFIX_MAX).replace(/-+$/, '') || 'request';
  return `${base}-${randomSuffix()}`;
}
