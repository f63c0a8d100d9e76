// A code for a room's bulk download, mailed to the visit's address: at most one a minute and 5 an hour per
// visit (429 with retry-after), 503 when the mail transport did not answer (nothing stored; the previous code
// still works then).
import type { BulkDownloadCode } from '../../generated/api/types.gen.js';
import { MailUnavailableError } from '../../mail/mailer.js';
import { monotonicNow } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { mailLocale, mailWords } from '../../platform/i18n/mail.js';
import type { Services } from '../../services.js';
import { bulkCodeSentAt, newBulkCode } from '../bulk-code.js';
import { downloadErrors } from '../download-errors.js';
import { CODE_TTL_MS } from '../gates.js';
import type { OpenedVisit } from '../index.js';
import { linkTitle } from '../present.js';
import * as repo from '../repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PER_HOUR = 5;

export async function requestBulkCode(s: Services, a: OpenedVisit): Promise<BulkDownloadCode> {
  const { link, visit } = a;
  if (!link.allow_download) throw downloadErrors.disabled();
  if (!link.data_room_id) throw downloadErrors.notARoomLink();
  if (!link.bulk_download_otp) throw downloadErrors.noCodeAsked();
  if (!visit.viewer_email) throw downloadErrors.noAddress();
  const sent = monotonicNow();
  const now = sent.getTime();
  const last = bulkCodeSentAt(visit);
  if (last !== null && last > now - MINUTE)
    throw errors.rateLimited(Math.max(1, Math.ceil((last + MINUTE - now) / 1000)));
  const hour = await repo.countVisitAttempts(
    s.db.kysely,
    visit.id,
    'bulk_code_sent',
    new Date(now - HOUR).toISOString(),
  );
  if (hour.n >= PER_HOUR)
    throw errors.rateLimited(Math.max(1, Math.ceil((Date.parse(hour.oldest!) + HOUR - now) / 1000)));
  const { code, patch } = newBulkCode(visit.id, now);
  const title = linkTitle(link);
  // The reader's language: the link's, else the workspace's.
  const locale = mailLocale(link.locale, await repo.workspaceLocale(s.db.kysely, link.workspace_id));
  const t = mailWords(locale);
  const text =
    `${t('bulkCode.body', { title })}\n\n    ${code}\n\n` +
    `${t('bulkCode.validity', { minutes: CODE_TTL_MS / MINUTE })}\n`;
  try {
    await s.mailer.send({
      workspaceId: link.workspace_id,
      to: visit.viewer_email,
      subject: t('bulkCode.subject', { code, title }),
      text,
      locale,
      kind: 'link.bulk_download_code',
      refId: visit.id,
      secrets: [code],
    });
  } catch (e) {
    if (e instanceof MailUnavailableError) throw errors.unavailable('the mail transport (no code was sent)');
    throw e;
  }
  await repo.recordCodeSent(s.db.kysely, visit, patch, 'bulk_code_sent', sent.toISOString());
  return { sentTo: visit.viewer_email, sentAt: sent.toISOString(), expiresAt: patch.bulk_code_expires_at };
}
