// The link's watermark resolved for one visitor and one request: the placeholders filled in, with how to draw it.
import type { VisitWatermark } from '../generated/api/types.gen.js';
import { resolveWatermark } from '../links/settings.js';
import type { LinkVisitsTable } from '../links/tables.js';
import type { LinkState } from './repository.js';

export function visitWatermark(l: LinkState, v: LinkVisitsTable, ip: string | null, now = new Date()): VisitWatermark | null {
  if (!l.watermark) return null;
  const w = resolveWatermark(l.watermark_config);
  const iso = now.toISOString();
  const values: Record<string, string> = { email: v.viewer_email ?? '', date: iso.slice(0, 10), time: iso.slice(11, 16), ip: ip ?? v.ip_address ?? '', link: l.name };
  const text = w.text.replace(/\{(email|date|time|ip|link)\}/g, (_, k: string) => values[k]).slice(0, 2000);
  return { ...w, text };
}
