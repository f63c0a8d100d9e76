// The mail_messages table: one row per message, written once its fate is known, read by operators and tests.
import type { Db } from '../db/connect.js';
import type { MailStatus } from './tables.js';
import { monotonicIso } from '../platform/clock.js';

export interface MailRecord {
  id: string;
  workspaceId: string;
  kind: string;
  refId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  error: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxFilter {
  workspaceId?: string;
  to?: string;
  status?: MailStatus;
  limit: number;
}

/** Now as ISO text, strictly increasing within the process, so messages read back newest first. */
export const mailTimestamp = monotonicIso;

export async function recordMessage(db: Db, rec: MailRecord): Promise<void> {
  await db.kysely
    .insertInto('mail_messages')
    .values({
      id: rec.id,
      workspace_id: rec.workspaceId,
      kind: rec.kind,
      ref_id: rec.refId,
      to_address: rec.to,
      subject: rec.subject,
      text_body: rec.text,
      html_body: rec.html,
      status: rec.status,
      error: rec.error,
      message_id: rec.messageId,
      created_at: rec.createdAt,
      sent_at: rec.sentAt,
    })
    .execute();
}

/** Recorded messages, newest first; every status unless one is asked for. */
export async function listOutbox(db: Db, filter: OutboxFilter): Promise<MailRecord[]> {
  let q = db.kysely.selectFrom('mail_messages').selectAll();
  if (filter.workspaceId !== undefined) q = q.where('workspace_id', '=', filter.workspaceId);
  if (filter.to !== undefined) q = q.where('to_address', '=', filter.to);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const limit = Math.min(Math.max(Math.trunc(filter.limit), 1), 1000);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    workspaceId: r.workspace_id,
    kind: r.kind,
    refId: r.ref_id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    status: r.status,
    error: r.error,
    messageId: r.message_id,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}
