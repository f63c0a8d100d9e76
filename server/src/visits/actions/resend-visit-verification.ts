// A new verification code for a visit whose verification is pending: at most one a minute and 5 an hour (429
// with retry-after beyond), 503 when the mail transport did not answer (nothing changed; the previous code
// still works then).
import { MailUnavailableError } from '../../mail/mailer.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { visitErrors } from '../errors.js';
import { needsVerification } from '../gates.js';
import { resolveVisit, type VisitAccess, type VisitCaller } from '../index.js';
import * as repo from '../repository.js';
import { mailCode } from '../verification.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PER_HOUR = 5;

export async function resendVisitVerification(s: Services, { visitId, token }: VisitCaller): Promise<VisitAccess> {
  const a = await resolveVisit(s, visitId, token);
  const { visit, link } = a;
  if (!needsVerification(link))
    throw visitErrors.verificationNotPending('this link does not ask for a verification code');
  if (!visit.viewer_email) throw visitErrors.verificationNotPending('the visit has no address yet; send email first');
  if (visit.email_verified_at) throw visitErrors.verificationNotPending('the address is already verified');
  const now = Date.now();
  if (visit.verification_sent_at && Date.parse(visit.verification_sent_at) > now - MINUTE) {
    throw errors.rateLimited(Math.max(1, Math.ceil((Date.parse(visit.verification_sent_at) + MINUTE - now) / 1000)));
  }
  const hour = await repo.countVisitAttempts(s.db.kysely, visit.id, 'code_sent', new Date(now - HOUR).toISOString());
  if (hour.n >= PER_HOUR)
    throw errors.rateLimited(Math.max(1, Math.ceil((Date.parse(hour.oldest!) + HOUR - now) / 1000)));
  try {
    return { ...a, visit: await mailCode(s, link, visit) };
  } catch (e) {
    if (e instanceof MailUnavailableError) throw errors.unavailable('the mail transport (no code was sent)');
    throw e;
  }
}
