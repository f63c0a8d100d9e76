// The mails of file requests: each assignee's link (on creation, when added again, on resend), the automatic
// reminders, and the owner's note on each upload. A mail's outcome is recorded on the assignee (`delivery`); a
// failed mail never fails the call that sent it.
import { MailUnavailableError, type MailResult } from '../mail/mailer.js';
import { monotonicIso } from '../platform/clock.js';
import type { Services } from '../services.js';
import * as repo from './repository.js';
import type {
  Delivery,
  FileRequestAssigneesTable,
  FileRequestItemsTable,
  FileRequestsTable,
  FileRequestUploadsTable,
} from './tables.js';
import { assigneeUrl, uploadToken } from './tokens.js';

export type LinkMail = 'invitation' | 'reminder';

async function workspaceOf(s: Services, id: string) {
  const ws = await s.db.kysely
    .selectFrom('workspaces')
    .select(['name', 'email', 'sender_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  // The sender name the workspace set (PATCH /workspace/sender), as its envelopes carry it.
  return ws && { name: ws.sender_name ?? ws.name, email: ws.email };
}

function itemLines(items: FileRequestItemsTable[]): string {
  if (!items.length) return 'Any files you have for this request.';
  return items
    .map((i) => `- ${i.name}${i.required ? '' : ' (optional)'}${i.description ? `: ${i.description}` : ''}`)
    .join('\n');
}

function dueLine(r: FileRequestsTable): string {
  return r.due_at ? `Please send them by ${new Date(r.due_at).toUTCString()}.\n\n` : '';
}

/** What a mail attempt means for the assignee's delivery state. */
function outcome(result: MailResult | Error): { delivery: Delivery; error: string | null } {
  if (result instanceof Error) return { delivery: 'failed', error: result.message };
  if (result.status === 'bounced')
    return { delivery: 'bounced', error: result.error ?? "refused by the recipient's server" };
  return { delivery: 'sent', error: null };
}

/**
 * Mails an assignee their personal upload link and records the outcome on them: `delivery`, `deliveryError`, and
 * `sentAt` for an invitation (first mail or resend) that the transport accepted. A reminder's own bookkeeping
 * (`remindedAt`, `reminderCount`) is the reminder sweep's, which claimed it.
 */
export async function mailLink(
  s: Services,
  request: FileRequestsTable,
  items: FileRequestItemsTable[],
  assignee: FileRequestAssigneesTable,
  kind: LinkMail,
): Promise<{ assignee: FileRequestAssigneesTable; delivered: boolean }> {
  const ws = await workspaceOf(s, request.workspace_id);
  const from = ws?.name ?? 'Dossier';
  const { token } = await uploadToken(s, request.id, assignee.id);
  const link = assigneeUrl(s, request.slug, token);
  const hello = assignee.name ? `Hello ${assignee.name},` : 'Hello,';
  const subject =
    kind === 'reminder'
      ? `Reminder: ${from} is waiting for your files for "${request.title}"`
      : `${from} asks you for files: "${request.title}"`;
  const text =
    `${hello}\n\n` +
    (kind === 'reminder'
      ? `This is a reminder: ${from} is still waiting for files for "${request.title}".\n\n`
      : `${from} asks you to upload files for "${request.title}".\n\n`) +
    (request.description ? `${request.description}\n\n` : '') +
    `What is asked for:\n${itemLines(items)}\n\n` +
    dueLine(request) +
    `Upload them on your personal page (no account needed; do not forward this link):\n${link}\n`;
  let result: MailResult | Error;
  try {
    result = await s.mailer.send({
      workspaceId: request.workspace_id,
      to: assignee.email,
      subject,
      text,
      kind: `request.${kind}`,
      refId: assignee.id,
    });
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
    result = e;
  }
  const { delivery, error } = outcome(result);
  const patch: Partial<FileRequestAssigneesTable> = { delivery, delivery_error: error };
  if (kind === 'invitation' && delivery === 'sent') patch.sent_at = monotonicIso();
  const updated = await repo.updateAssignee(s.db.kysely, assignee.id, patch);
  return { assignee: updated, delivered: delivery === 'sent' };
}

/** Tells the workspace owner a file arrived (when the request asks for it and the workspace has an address). */
export async function mailOwnerOnUpload(
  s: Services,
  request: FileRequestsTable,
  upload: FileRequestUploadsTable,
  item: FileRequestItemsTable | undefined,
): Promise<void> {
  if (!request.notify_on_upload) return;
  const ws = await workspaceOf(s, request.workspace_id);
  if (!ws?.email) return;
  const who =
    upload.uploader_name && upload.uploader_email
      ? `${upload.uploader_name} <${upload.uploader_email}>`
      : (upload.uploader_email ?? upload.uploader_name ?? 'Someone');
  const text =
    `${who} uploaded "${upload.filename}" (${upload.byte_size} bytes) to your file request "${request.title}"${item ? ` for "${item.name}"` : ''}.\n\n` +
    `It is now the workspace document ${upload.document_id}. SHA-256: ${upload.sha256}\n`;
  try {
    await s.mailer.send({
      workspaceId: request.workspace_id,
      to: ws.email,
      subject: `New file for "${request.title}": ${upload.filename}`,
      text,
      kind: 'request.upload_received',
      refId: upload.id,
    });
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
  }
}
