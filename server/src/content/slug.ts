// Heading anchor ids: a slug of the heading text, unique within the document (`-2`, `-3`… on repeats).

/** Longest id the spec allows (DocNodeHeading.attrs.id). */
export const MAX_HEADING_ID_LENGTH = 200;
const MAX_SLUG_BASE = 190;

/** Lower-case letters, marks and digits of any script, other runs of characters as one hyphen; `section` if none. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin diacritics: é → e
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .normalize('NFC');
  const cut = [...slug].slice(0, MAX_SLUG_BASE).join('').replace(/-+$/, '');
  return cut || 'section';
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken` (kept within the length limit). */
export function uniqueId(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  const chars = [...base]; // lengths count code points, as JSON Schema does
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = chars.slice(0, MAX_HEADING_ID_LENGTH - suffix.length).join('') + suffix;
    if (!taken(candidate)) return candidate;
  }
}
