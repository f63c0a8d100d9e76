// The link's watermark resolved for one visitor and one request: the placeholders filled in, with how to draw it.
import type { VisitWatermark } from '../generated/api/types.gen.js';
import { resolveWatermark } from '../links/index.js';
import type { LinkVisitsTable } from '../links/tables.js';
import type { LinkState } from './repository.js';

export function visitWatermark(
  l: LinkState,
  v: LinkVisitsTable,
  ip: string | null,
  now = new Date(),
): VisitWatermark | null {
  if (!l.watermark) return null;
  const w = resolveWatermark(l.watermark_config);
  const iso = now.toISOString();
  const values: Record<string, string> = {
    email: v.viewer_email ?? '',
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    ip: ip ?? v.ip_address ?? '',
    link: l.name,
  };
  return { ...w, text: fillWatermark(w.text, values).slice(0, 2000) };
}

const BLANK = '\u0000';
// A separator between slots: a middle dot, a bullet, a bar, a dash, a comma or a slash, with its spaces.
const SEPARATED_BLANK = /(\s*[·•|–—,/-]\s*)?\u0000(\s*[·•|–—,/-]\s*)?/g;

/**
 * The text with its placeholders filled; a placeholder with nothing to say (an anonymous visitor's {email})
 * collapses with one separator beside it, so "Confidential · {email} · {date}" reads "Confidential · 2026-11-27",
 * never "Confidential ·  · 2026-11-27".
 */
export function fillWatermark(text: string, values: Record<string, string>): string {
  const filled = text.replace(/\{(email|date|time|ip|link)\}/g, (_, k: string) => values[k] || BLANK);
  if (!filled.includes(BLANK)) return filled;
  // Between two separators one stays; at either end of the text, or beside only one, none does.
  return filled
    .replace(SEPARATED_BLANK, (_m, before: string | undefined, after: string | undefined) =>
      before && after ? before : '',
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
}
