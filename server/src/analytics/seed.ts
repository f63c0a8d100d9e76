// Hand-built visits for tests and the benchmark: rows written into the visit tables exactly as the viewer stores
// them (link_visits, visit_sections, visit_feedback), each section's attention rolled up as a heartbeat's is
// (attention-rollup.ts), so the analytics read them as they read real heartbeats. Not used by the running server.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LinkVisitsTable, VisitSectionsTable } from '../links/tables.js';
import { rollUpAttention, type CreditedAttention } from './attention-rollup.js';
import { seeded } from './repository/seed.js';

export interface SeedSection {
  /** Defaults to the visit's document. */
  documentId?: string;
  index: number;
  visibleMs: number;
}

export interface SeedVisit {
  id?: string;
  workspaceId: string;
  linkId: string;
  documentId?: string | null;
  dataRoomId?: string | null;
  email?: string | null;
  verified?: boolean;
  /** When every gate was cleared; null for a visit still at the gates. Defaults to startedAt. */
  openedAt?: string | null;
  startedAt: string;
  lastSeenAt?: string;
  /** Defaults to the sum of the sections' visibleMs. */
  totalMs?: number;
  completion?: number;
  downloadedAt?: string | null;
  ndaAcceptedAt?: string | null;
  ndaText?: string | null;
  captureAnswers?: Record<string, string | boolean>;
  userAgent?: string | null;
  country?: string | null;
  city?: string | null;
  referrer?: string | null;
  ipAddress?: string | null;
  sections?: SeedSection[];
}

const newId = () => `view_${randomBytes(8).toString('hex')}`;

export function visitRow(v: SeedVisit): LinkVisitsTable {
  const opened = v.openedAt === undefined ? v.startedAt : v.openedAt;
  const totalMs = v.totalMs ?? (v.sections ?? []).reduce((n, s) => n + s.visibleMs, 0);
  return {
    id: v.id ?? newId(),
    workspace_id: v.workspaceId,
    link_id: v.linkId,
    document_id: v.documentId ?? null,
    data_room_id: v.dataRoomId ?? null,
    group_id: null,
    token_hash: randomBytes(16).toString('hex'),
    viewer_email: v.email ?? null,
    email_verified_at: v.verified ? v.startedAt : null,
    verification_code_hash: null,
    verification_expires_at: null,
    verification_attempts: 0,
    verification_sent_at: null,
    password_epoch: null,
    terms_epoch: v.ndaAcceptedAt ? 1 : null,
    agreement_id: null,
    nda_accepted_at: v.ndaAcceptedAt ?? null,
    nda_text: v.ndaText ?? (v.ndaAcceptedAt ? 'Keep it confidential.' : null),
    nda_signed_name: null,
    capture_answers: JSON.stringify(v.captureAnswers ?? {}),
    opened_at: opened,
    last_opened_at: opened,
    started_at: v.startedAt,
    last_seen_at: v.lastSeenAt ?? v.startedAt,
    last_heartbeat_at: null,
    total_ms: totalMs,
    opens: opened ? 1 : 0,
    completion: v.completion ?? 0,
    downloaded_at: v.downloadedAt ?? null,
    bulk_code_hash: null,
    bulk_code_expires_at: null,
    bulk_code_attempts: 0,
    country: v.country ?? null,
    city: v.city ?? null,
    referrer: v.referrer ?? null,
    user_agent: v.userAgent ?? null,
    ip_address: v.ipAddress ?? null,
  };
}

/**
 * The sections as read one after another: each as its own heartbeat (a distinct instant, a millisecond apart,
 * ending at `at`), so the document's reading time is the sum of their times, as the visit's totalMs is.
 */
function sectionRows(v: SeedVisit, visitId: string, at: string): VisitSectionsTable[] {
  const end = Date.parse(at);
  const list = v.sections ?? [];
  return list.map((s, k) => ({
    visit_id: visitId,
    document_id: s.documentId ?? v.documentId ?? '',
    section_index: s.index,
    visible_ms: s.visibleMs,
    total_ms: s.visibleMs,
    opens: 1,
    completion: 1,
    last_seen_at: new Date(end - (list.length - 1 - k)).toISOString(),
  }));
}

/** Inserts the visits and their sections in batches, in one transaction; returns the visit ids in order. */
export async function seedVisits(db: Kysely<Database>, visits: SeedVisit[], batch = 200): Promise<string[]> {
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < visits.length; i += batch) {
      const chunk = visits.slice(i, i + batch);
      const rows = chunk.map(visitRow);
      await seeded.insertVisits(trx, rows);
      const sections = chunk.flatMap((v, j) => sectionRows(v, rows[j].id, rows[j].last_seen_at));
      await seeded.insertSections(trx, sections);
      // Each section row as one heartbeat of its own instant (sectionRows).
      const byId = new Map(rows.map((r) => [r.id, r]));
      // The visits' daily totals count them as inserted with their attention.
      await rollUpAttention(
        trx,
        sections.map(
          (x): CreditedAttention => ({
            visit: byId.get(x.visit_id)!,
            documentId: x.document_id,
            at: x.last_seen_at,
            visitMs: x.total_ms,
            sections: [{ index: x.section_index, creditedMs: x.visible_ms, visibleMs: x.visible_ms }],
          }),
        ),
        rows.map((after) => ({ before: null, after })),
      );
      ids.push(...rows.map((r) => r.id));
    }
  });
  return ids;
}

/** Adds attention to a section of a visit, as a heartbeat does (insert, or add to the existing row). */
export async function addAttention(
  db: Kysely<Database>,
  visitId: string,
  documentId: string,
  index: number,
  visibleMs: number,
  at = new Date().toISOString(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sectionMs = await seeded.addSectionAttention(trx, { visitId, documentId, index, visibleMs, at });
    const visit = await seeded.addVisitTime(trx, { visitId, ms: visibleMs, at });
    const before = { ...visit, total_ms: Number(visit.total_ms) - visibleMs };
    await rollUpAttention(
      trx,
      [
        {
          visit,
          documentId,
          at,
          visitMs: visibleMs,
          sections: [{ index, creditedMs: visibleMs, visibleMs: sectionMs }],
        },
      ],
      [{ before, after: visit }],
    );
  });
}

/** A reaction left on a visit's document; a later one replaces it (one row per visit and document, as the viewer keeps). */
export async function seedFeedback(
  db: Kysely<Database>,
  f: {
    workspaceId: string;
    visitId: string;
    linkId: string;
    documentId: string;
    reaction: string;
    comment?: string | null;
    at: string;
  },
): Promise<void> {
  await seeded.putFeedback(db, {
    id: `fb_${randomBytes(8).toString('hex')}`,
    workspace_id: f.workspaceId,
    visit_id: f.visitId,
    link_id: f.linkId,
    document_id: f.documentId,
    reaction: f.reaction,
    comment: f.comment ?? null,
    created_at: f.at,
    updated_at: f.at,
  });
}
