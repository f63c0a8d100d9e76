// Verification codes: six digits from a CSPRNG, mailed to the visit's address, stored only as a hash (salted
// with the visit id), valid 10 minutes and for 5 tries. A new code replaces the previous one.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashCapability } from '../auth/capability.js';
import type { LinkVisitsTable } from '../links/tables.js';
import { MailUnavailableError } from '../mail/mailer.js';
import { monotonicNow } from '../platform/clock.js';
import { mailLocale, mailWords } from '../platform/i18n/mail.js';
import type { Services } from '../services.js';
import { visitErrors } from './errors.js';
import { CODE_TRIES, CODE_TTL_MS } from './gates.js';
import { linkTitle } from './present.js';
import * as repo from './repository.js';
import type { LinkState } from './repository.js';

const codeHash = (visitId: string, code: string) => hashCapability(`visit-code:${visitId}:${code}`);

/**
 * Checks a code against the visit's outstanding one. Right: marks `next` verified. Wrong: the try is counted
 * at once (whatever happens to the rest of the call) and 422 verification_code_incorrect with attemptsLeft;
 * expired, spent or never sent: 422 verification_code_expired.
 */
export async function checkCode(s: Services, next: LinkVisitsTable, code: string, now = Date.now()): Promise<void> {
  if (!next.verification_code_hash || !next.verification_expires_at) throw visitErrors.codeExpired('none');
  if (next.verification_attempts >= CODE_TRIES) throw visitErrors.codeExpired('spent');
  if (Date.parse(next.verification_expires_at) <= now) throw visitErrors.codeExpired('expired');
  const given = Buffer.from(codeHash(next.id, code), 'hex');
  const stored = Buffer.from(next.verification_code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    next.email_verified_at = new Date(now).toISOString();
    next.verification_code_hash = null;
    return;
  }
  await repo.countVerificationAttempt(s.db.kysely, next.id);
  throw visitErrors.codeIncorrect(Math.max(0, CODE_TRIES - next.verification_attempts - 1));
}

/**
 * Mails a new code to the visit's address and stores its hash (the previous code stops working). Throws
 * MailUnavailableError when the transport did not answer: nothing is stored then.
 */
export async function mailCode(s: Services, link: LinkState, visit: LinkVisitsTable): Promise<LinkVisitsTable> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = monotonicNow();
  const expires = new Date(sent.getTime() + CODE_TTL_MS);
  // The reader's language: the link's, else the workspace's.
  const locale = mailLocale(link.locale, await repo.workspaceLocale(s.db.kysely, link.workspace_id));
  const t = mailWords(locale);
  const title = linkTitle(link);
  const text =
    `${t('code.body', { title })}\n\n    ${code}\n\n` + `${t('code.validity', { minutes: CODE_TTL_MS / 60_000 })}\n`;
  await s.mailer.send({
    workspaceId: link.workspace_id,
    to: visit.viewer_email!,
    subject: t('code.subject', { code, title }),
    text,
    locale,
    kind: 'link.verification_code',
    refId: visit.id,
    secrets: [code],
  });
  const patch = {
    verification_code_hash: codeHash(visit.id, code),
    verification_sent_at: sent.toISOString(),
    verification_expires_at: expires.toISOString(),
    verification_attempts: 0,
  };
  await repo.recordCodeSent(s.db.kysely, visit, patch, 'code_sent', sent.toISOString());
  return { ...visit, ...patch };
}

/** mailCode for the automatic first code: a transport that did not answer leaves the visit without one (resend asks again). */
export async function mailFirstCode(s: Services, link: LinkState, visit: LinkVisitsTable): Promise<LinkVisitsTable> {
  try {
    return await mailCode(s, link, visit);
  } catch (e) {
    if (e instanceof MailUnavailableError) return visit;
    throw e;
  }
}
