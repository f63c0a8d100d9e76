// How visits, visitors and reading analytics are shown: durations, sparklines, bars, and the one-page HTML report.
import type { DocumentAnalytics, View, Visitor } from '@dossier/sdk';
import { cell } from '../format.js';
import type { Column } from '../table.js';

/** 184000 → "3m 04s"; 4200 → "4.2s"; 0 → "0s". */
export function duration(ms: number): string {
  if (ms < 60_000) return ms === 0 ? '0s' : `${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)}s`;
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m ${rest}s`;
}

export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const TICKS = '▁▂▃▄▅▆▇█';

/** One character per value, scaled to the largest (all lowest when every value is 0). */
export function sparkline(values: readonly number[]): string {
  const max = Math.max(0, ...values);
  return values
    .map((v) => (max === 0 ? TICKS[0] : TICKS[Math.min(TICKS.length - 1, Math.floor((v / max) * (TICKS.length - 1)))]))
    .join('');
}

/** A horizontal bar of `width` cells for value/max, in eighths. */
export function bar(value: number, max: number, width = 24): string {
  if (max <= 0 || value <= 0) return '';
  const eighths = Math.max(1, Math.round((value / max) * width * 8));
  const full = Math.floor(eighths / 8);
  const part = eighths % 8;
  return '█'.repeat(full) + (part ? '▏▎▍▌▋▊▉'[part - 1] : '');
}

export const viewColumns: Column<View>[] = [
  { header: 'ID', get: (v) => v.id },
  { header: 'Started', get: (v) => v.startedAt.replace('T', ' ').slice(0, 16) },
  { header: 'Visitor', get: (v) => v.viewerEmail ?? 'anonymous', wrap: true },
  {
    header: 'Read',
    get: (v) => (v.documentId ? `document ${v.documentId}` : `room ${v.dataRoomId}`),
    wrap: true,
    drop: 2,
  },
  { header: 'Time', get: (v) => duration(v.totalMs) },
  { header: 'Completion', get: (v) => percent(v.completion) },
  { header: 'Opened', get: (v) => cell(v.openedAt !== null), drop: 1 },
];

export const visitorColumns: Column<Visitor>[] = [
  { header: 'Email', get: (v) => v.email, wrap: true },
  { header: 'Views', get: (v) => String(v.views) },
  { header: 'Documents', get: (v) => String(v.documents), drop: 2 },
  { header: 'Time', get: (v) => duration(v.totalMs) },
  { header: 'Completion', get: (v) => percent(v.avgCompletion) },
  { header: 'Last seen', get: (v) => v.lastSeenAt.replace('T', ' ').slice(0, 16) },
  { header: 'Verified', get: (v) => cell(v.verified), drop: 1 },
];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A self-contained page showing the document's sections as blocks: shaded by attention (darker = more of the
 * document's reading time), edged by friction (warm = readers slowed down, cool = they skimmed), with the
 * figures beside each one and where readers stopped.
 */
export function analyticsHtml(a: DocumentAnalytics, generatedAt = new Date()): string {
  const maxMs = Math.max(1, ...a.sections.map((s) => s.totalMs));
  const rows = a.sections
    .map((s) => {
      const shade = (0.08 + 0.8 * (s.totalMs / maxMs)).toFixed(2);
      const f = s.friction;
      const edge =
        s.seen === 0 ? '#d1d5db' : f >= 1.25 ? '#dc2626' : f >= 1.1 ? '#f59e0b' : f <= 0.75 ? '#0d9488' : '#9ca3af';
      const label = s.heading ?? (a.unit === 'page' ? `Page ${s.index + 1}` : `Section ${s.index + 1}`);
      return `<section style="--shade:${shade};border-left-color:${edge}" aria-label="${esc(label)}">
  <h2>${esc(label)}</h2>
  <p class="figures"><span>${duration(s.totalMs)} in all</span><span>median ${duration(s.medianMs)}</span><span>friction ${s.seen ? f.toFixed(2) : '—'}</span><span>${s.readers} of ${s.seen} read it</span><span>reached ${s.reachedPct}%</span><span>${s.stoppedHere} stopped here</span>${s.words ? `<span>${s.words} words</span>` : ''}</p>
  <div class="reach" style="width:${s.reachedPct}%"></div>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reading report: ${esc(a.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111827}
h1{font-size:1.5rem;margin-bottom:.25rem} .lede{color:#4b5563;margin-top:0}
section{position:relative;margin:.6rem 0;padding:.6rem .9rem;border-left:8px solid;border-radius:6px;background:rgba(37,99,235,var(--shade))}
section h2{font-size:1rem;margin:0} .figures{margin:.2rem 0 .3rem;display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.85rem}
.reach{height:4px;background:#111827;opacity:.5;border-radius:2px}
.key{display:flex;flex-wrap:wrap;gap:1rem;font-size:.85rem;color:#374151} .key i{display:inline-block;width:1em;height:1em;vertical-align:-.15em;margin-right:.3em;border-radius:2px}
</style></head><body>
<h1>${esc(a.title)}</h1>
<p class="lede">${a.views} views, ${a.measuredViews} measured, ${duration(a.totalMs)} of reading in all. Generated ${esc(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>
<p class="key"><span><i style="background:rgba(37,99,235,.85)"></i>darker: more of the reading time</span><span><i style="background:#dc2626"></i>readers slowed down (friction ≥ 1.25)</span><span><i style="background:#f59e0b"></i>a little slower (≥ 1.1)</span><span><i style="background:#9ca3af"></i>typical</span><span><i style="background:#0d9488"></i>skimmed (≤ 0.75)</span><span>black line: share of readers who got this far</span></p>
${rows}
</body></html>
`;
}
