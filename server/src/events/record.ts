// The audit chain: writes the entry of an event (hash-chained per workspace) inside the transaction that makes
// the change, so a change that rolls back records nothing; chained there on SQLite, after commit on PostgreSQL
// (chain.ts). Events are emitted through the backbone (backbone.ts), which also hands each one to the subscribers.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { newId } from '../platform/ids.js';
import { monotonicIso } from '../platform/clock.js';
import type { Database } from '../db/schema.js';
import type { EventContext } from '../platform/context.js';
import { auditEntries, auditHeads } from './store.js';
import type { AuditEventsTable } from './tables.js';
import { EVENT_TYPES, type EventType } from './types.js';

export type Trx = Transaction<Database>;

export type { EventContext } from '../platform/context.js';

export interface NewEvent {
  type: EventType;
  description: string;
  subject?: { kind: 'envelope' | 'document' | 'room' | 'link'; id: string; title: string | null } | null;
  envelopeId?: string | null;
  documentId?: string | null;
  recipientId?: string | null;
  shareLinkId?: string | null;
  /** Event-specific details for the audit entry. Never a capability value. */
  metadata?: Record<string, unknown>;
  /** The webhook `data` member (webhook event types only). */
  data?: Record<string, unknown>;
  /** A made-up event (POST /events/trigger): its payload says `"sample": true`. */
  sample?: boolean;
}

export interface RecordedEvent {
  id: string;
  type: EventType;
  createdAt: string;
  /** A webhook event's JSON body (null for audit-only types). */
  payload: string | null;
  /** Jobs the subscribers enqueued for this event (one per webhook delivery, today). */
  deliveries: number;
}

/** The hashed contents of an entry, in a fixed order; any edit to a stored row changes the hash. */
export function entryHash(row: Omit<AuditEventsTable, 'hash'>): string {
  const fields = [
    row.id,
    row.workspace_id,
    row.seq,
    row.type,
    row.family,
    row.description,
    row.actor_name,
    row.actor_email,
    row.envelope_id,
    row.document_id,
    row.recipient_id,
    row.share_link_id,
    row.subject_kind,
    row.subject_id,
    row.subject_title,
    row.ip_address,
    row.user_agent,
    row.metadata,
    row.created_at,
    row.prev_hash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** PostgreSQL: takes the workspace's chain head, locking it until commit (created at the first entry). */
export async function lockHead(trx: Trx, workspaceId: string): Promise<{ seq: number; hash: string | null }> {
  const head = await auditHeads.take(trx, workspaceId);
  if (!head) throw new Error(`no audit head for ${workspaceId}`);
  return { seq: Number(head.seq), hash: head.hash || null };
}

/** An entry made when its event is emitted, before it has its place in the chain (seq, prev_hash, hash). */
export type PendingEntry = Omit<AuditEventsTable, 'seq' | 'prev_hash' | 'hash'>;

/** The event's entry as emitted (its id and instant); appendEntries gives it its place in the chain. */
export function newEntry(ctx: EventContext, ev: NewEvent): PendingEntry {
  const meta = EVENT_TYPES.get(ev.type);
  if (!meta) throw new Error(`unknown event type ${ev.type}`);
  const id = newId(ev.sample ? 'evt_sample' : 'evt');
  const createdAt = monotonicIso();
  return {
    id,
    workspace_id: ctx.workspaceId,
    type: ev.type,
    family: meta.family,
    description: ev.description,
    actor_name: ctx.actorName,
    actor_email: ctx.actorEmail,
    envelope_id: ev.envelopeId ?? (ev.subject?.kind === 'envelope' ? ev.subject.id : null),
    document_id: ev.documentId ?? (ev.subject?.kind === 'document' ? ev.subject.id : null),
    recipient_id: ev.recipientId ?? null,
    share_link_id: ev.shareLinkId ?? (ev.subject?.kind === 'link' ? ev.subject.id : null),
    subject_kind: ev.subject?.kind ?? null,
    subject_id: ev.subject?.id ?? null,
    subject_title: ev.subject?.title ?? null,
    ip_address: ctx.ipAddress,
    user_agent: ctx.userAgent,
    metadata: JSON.stringify(ev.metadata ?? {}),
    created_at: createdAt,
    payload: meta.webhook ? webhookPayload(id, ev.type, createdAt, ev) : null,
  };
}

/** The JSON body every delivery of a webhook event carries, and the live stream sends: `{ id, event, createdAt, data }`. */
export function webhookPayload(id: string, type: EventType, createdAt: string, ev: NewEvent): string {
  return JSON.stringify({ id, event: type, createdAt, data: ev.data ?? {}, ...(ev.sample ? { sample: true } : {}) });
}

/** The entries' places after `head`: seq, prev_hash and hash, in the order given. */
export function chainRows(
  head: { seq: number; hash: string | null },
  entries: readonly PendingEntry[],
): AuditEventsTable[] {
  let { seq, hash: prev } = head;
  return entries.map((e) => {
    const row: Omit<AuditEventsTable, 'hash'> = { ...e, seq: ++seq, prev_hash: prev };
    prev = entryHash(row);
    return { ...row, hash: prev };
  });
}

/**
 * SQLite: appends entries to the workspace's chain, in order, inside the change's transaction (the backbone appends
 * each event's as it is emitted). Its writers are serialised anyway, and a statement costs no round trip.
 */
export async function appendEntries(trx: Trx, workspaceId: string, entries: readonly PendingEntry[]): Promise<void> {
  if (!entries.length) return;
  let head = await auditHeads.read(trx, workspaceId);
  if (!head) {
    await auditHeads.create(trx, workspaceId);
    head = { seq: 0, hash: '' };
  }
  const rows = chainRows({ seq: Number(head.seq), hash: head.hash || null }, entries);
  for (const row of rows) await auditEntries.insert(trx, row);
  await auditHeads.move(trx, { workspaceId, seq: rows.at(-1)!.seq, hash: rows.at(-1)!.hash });
}

/**
 * PostgreSQL: writes the entries unchained, taking no lock; once the change has committed, the chain gives them
 * their places (chain.ts). Readers of the chain settle it first, so they never see an entry unchained.
 */
export async function stageEntries(trx: Trx, entries: readonly PendingEntry[]): Promise<void> {
  for (const e of entries) await auditEntries.insert(trx, { ...e, seq: null, prev_hash: null, hash: null });
}
