// The mail a built server kept in its outbox (no SMTP_URL): read from its SQLite database, as an operator would.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root, type Server } from './server.js';

type Sqlite = new (file: string, opts: object) => { prepare(q: string): { get(...a: unknown[]): any }; close(): void };
const Database = createRequire(path.join(root, 'server/package.json'))('better-sqlite3') as Sqlite;

/** The latest mail about `refId` (a recipient, an assignee): its text body. */
export function outboxText(server: Server, refId: string): string {
  const db = new Database(path.join(server.dataDir, 'dossier.db'), { readonly: true });
  try {
    const row = db.prepare('select text_body from mail_messages where ref_id = ? order by created_at desc').get(refId);
    if (!row) throw new Error(`no mail about ${refId} in the outbox`);
    return row.text_body as string;
  } finally {
    db.close();
  }
}

/** The personal upload link mailed to a file request's assignee. */
export function uploadLinkOf(server: Server, assigneeId: string): string {
  return /http:\/\/\S+\/r\/\S+\/upl_[A-Za-z0-9_-]{43}/.exec(outboxText(server, assigneeId))![0];
}

/** The latest mail sent to an address: its text body (a visitor's verification code, say). */
export function lastMailTo(server: Server, to: string): string {
  const db = new Database(path.join(server.dataDir, 'dossier.db'), { readonly: true });
  try {
    const row = db.prepare('select text_body from mail_messages where to_address = ? order by created_at desc').get(to);
    if (!row) throw new Error(`no mail to ${to} in the outbox`);
    return row.text_body as string;
  } finally {
    db.close();
  }
}
