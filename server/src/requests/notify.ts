// The mails of file requests: each assignee's link (on creation, when added again, on resend), the automatic
// reminders, and the owner's note on each upload. A mail's outcome is recorded on the assignee (`delivery`); a
// failed mail never fails the call that sent it.
import { MailUnavailableError, type MailResult } from '../mail/mailer.js';
import { monotonicIso } from '../platform/clock.js';
import { mailBytes, mailDate, mailLocale, mailWords } from '../platform/i18n/mail.js';
import type { Values } from '../platform/i18n/messages.js';
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
  const ws = await repo.senderOf(s.db.kysely, id);
  // The sender name the workspace set (PATCH /workspace/sender), as its envelopes carry it.
  return ws && { name: ws.sender_name ?? ws.name, email: ws.email, locale: ws.locale };
}

function itemLines(items: FileRequestItemsTable[], t: (key: string, values?: Values) => string): string {
  if (!items.length) return t('request.anyFiles');
  return items
    .map(
      (i) =>
        `- ${i.required ? i.name : t('request.optional', { name: i.name })}${i.description ? `: ${i.description}` : ''}`,
    )
    .join('\n');
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
  // The assignee's language, else the workspace's; what the owner wrote (title, description, items) as written.
  const locale = mailLocale(assignee.locale, ws?.locale);
  const t = mailWords(locale);
  const said = { sender: from, title: request.title };
  const hello = assignee.name ? t('mail.hello', { name: assignee.name }) : t('mail.helloAnonymous');
  const subject = kind === 'reminder' ? t('request.subject.reminder', said) : t('request.subject.invitation', said);
  const text =
    `${hello}\n\n` +
    `${kind === 'reminder' ? t('request.reminder', said) : t('request.invitation', said)}\n\n` +
    (request.description ? `${request.description}\n\n` : '') +
    `${t('request.items')}\n${itemLines(items, t)}\n\n` +
    (request.due_at ? `${t('request.due', { date: mailDate(locale, request.due_at) })}\n\n` : '') +
    `${t('request.link')}\n${link}\n`;
  let result: MailResult | Error;
  try {
    result = await s.mailer.send({
      workspaceId: request.workspace_id,
      to: assignee.email,
      subject,
      text,
      locale,
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
  // The owner reads the workspace's language.
  const locale = mailLocale(null, ws.locale);
  const t = mailWords(locale);
  const who =
    upload.uploader_name && upload.uploader_email
      ? `${upload.uploader_name} <${upload.uploader_email}>`
      : (upload.uploader_email ?? upload.uploader_name ?? t('request.upload.someone'));
  const said = {
    who,
    filename: upload.filename,
    size: mailBytes(locale, Number(upload.byte_size)),
    title: request.title,
  };
  const text =
    `${item ? t('request.upload.bodyItem', { ...said, item: item.name }) : t('request.upload.body', said)}\n\n` +
    `${t('request.upload.document', { id: upload.document_id ?? '', sha256: upload.sha256 })}\n`;
  try {
    await s.mailer.send({
      workspaceId: request.workspace_id,
      to: ws.email,
      subject: t('request.upload.subject', { title: request.title, filename: upload.filename }),
      text,
      locale,
      kind: 'request.upload_received',
      refId: upload.id,
    });
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
  }
}
