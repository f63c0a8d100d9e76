// The reading rollups, computed once, in TypeScript, inside the one write path: the attention lanes
// (visits/attention-sqlite.ts, attention-pg.ts) hand over what each heartbeat credited, as it is written, in the
// same transaction; the rollups follow from it here and are written by one statement per table for the whole
// batch (repository.ts writeAttentionRollups). They were database triggers written per dialect (migrations 060,
// 061, 101 and 192) until migration 200.
//   analytics_visit_documents  per visit and document: attention, furthest section, sections seen, reading time
//   analytics_section_log      every change of a section's attention, folded into the histograms (rollup.ts)
//   analytics_daily 'rdoc'     per room document and day of the visit: views and reading time
//   analytics_daily            per link, address and device: the visits' own rows before and after (daily.ts)
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordDaily, type VisitChange } from './daily.js';
import { writeAttentionRollups, type AttentionRollups } from './repository.js';

/** What the rollups need of a visit (read with its row by the attention lane). */
export interface RollupVisit {
  id: string;
  workspace_id: string;
  link_id: string;
  data_room_id: string | null;
  started_at: string;
}

/** What one heartbeat (or one seeded write) credited on one document, and the sections' attention after it. */
export interface CreditedAttention {
  visit: RollupVisit;
  documentId: string;
  /** The heartbeat's instant (ISO). */
  at: string;
  /** The visit time the heartbeat credited (credit.visitMs). */
  visitMs: number;
  /** The sections it credited: their index, the milliseconds credited, and the section's attention after it. */
  sections: ReadonlyArray<{ index: number; creditedMs: number; visibleMs: number }>;
}

/**
 * A document's reading time (definitions.ts documentReadingMs): each heartbeat adds, once to each document it
 * credited, the visit time it credited (the largest of its sections' credits, as the visit's totalMs grows),
 * whatever the number of sections it reports there.
 */
export function readingMsOf(a: Pick<CreditedAttention, 'visitMs' | 'sections'>): number {
  return a.sections.length ? a.visitMs : 0;
}

/** The rollups' changes for a batch of credited attention, in order (a visit's heartbeats add up). */
export function rollupsOf(batch: readonly CreditedAttention[]): AttentionRollups {
  const documents = new Map<string, AttentionRollups['documents'][number]>();
  const log: AttentionRollups['log'] = [];
  for (const a of batch) {
    if (!a.sections.length) continue;
    const key = `${a.visit.id}\u0000${a.documentId}`;
    let d = documents.get(key);
    if (!d) {
      d = {
        visit_id: a.visit.id,
        document_id: a.documentId,
        workspace_id: a.visit.workspace_id,
        link_id: a.visit.link_id,
        data_room_id: a.visit.data_room_id,
        day: a.visit.started_at.slice(0, 10),
        visible_ms: 0,
        furthest_index: -1,
        sections_seen: 0,
        reading_ms: 0,
        credited_at: a.at,
      };
      documents.set(key, d);
    }
    for (const s of a.sections) {
      const before = s.visibleMs - s.creditedMs;
      d.visible_ms += s.creditedMs;
      if (before <= 0 && s.visibleMs > 0) d.sections_seen++;
      if (s.visibleMs > 0) d.furthest_index = Math.max(d.furthest_index, s.index);
      log.push({ document_id: a.documentId, section_index: s.index, old_ms: before, new_ms: s.visibleMs });
    }
    d.reading_ms += readingMsOf(a);
    d.credited_at = a.at;
  }
  return { documents: [...documents.values()], log };
}

/**
 * Writes the rollups of a batch of credited attention, and the daily totals of the visits it advanced (each
 * heartbeat's row before and after it), inside the transaction that wrote them.
 */
export async function rollUpAttention(
  q: Kysely<Database>,
  batch: readonly CreditedAttention[],
  visits: readonly VisitChange[],
): Promise<void> {
  const rollups = rollupsOf(batch);
  if (rollups.documents.length) await writeAttentionRollups(q, rollups);
  await recordDaily(q, visits);
}
