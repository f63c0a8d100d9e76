// POST /public/signing/{token}/access-code: the access code, compared with its stored hash. Five wrong codes in a
// row lock the gate for 15 minutes (the fifth still answers 422, with attemptsLeft 0); while locked every call
// answers 429 with retry-after, the right code included. A success, or the end of a lock, gives 5 tries again.
// Each try is counted inside a transaction that holds the recipient's row, so concurrent guesses cannot
// overrun the count.
import { newId } from '../../platform/ids.js';
import { checkAccessCode } from '../../documents/index.js';
import type { SigningSession } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { ACCESS_CODE_TRIES, toSigningSession } from '../present-signing.js';
import * as repo from '../repository.js';
import { signerErrors } from '../signer-errors.js';
import { loadSigner, sessionParts, signingEvent } from '../signer.js';

export const ACCESS_LOCK_MS = 15 * 60_000;

export async function submitAccessCode(
  s: Services,
  { token, origin }: TokenContext,
  { code }: { code: string },
): Promise<SigningSession> {
  const first = await loadSigner(s, token, origin);
  const outcome = await s.events.transaction(first.ctx, async (tx) => {
    const { envelope, recipient } = await loadSigner(s, token, origin, tx.trx);
    if (recipient.auth_method !== 'email+access_code' || !recipient.access_code_hash)
      throw errors.conflict('this recipient has no access code to pass');
    if (recipient.authenticated_at) throw errors.conflict('the access code was already passed');
    const now = Date.now();
    const lockedUntil = recipient.access_locked_until ? Date.parse(recipient.access_locked_until) : 0;
    if (lockedUntil > now) return { kind: 'locked' as const, until: recipient.access_locked_until! };
    // A lock that ran out gives the full tries again.
    const failures = lockedUntil ? 0 : Number(recipient.access_failures);
    const ok = checkAccessCode(code, recipient.access_code_hash);
    await repo.insertAccessAttempt(tx.trx, {
      id: newId('acc'),
      envelope_id: envelope.id,
      recipient_id: recipient.id,
      succeeded: ok ? 1 : 0,
      ip_address: origin.ipAddress,
      user_agent: first.ctx.userAgent,
      created_at: new Date(now).toISOString(),
    });
    if (!ok) {
      const count = failures + 1;
      const lock = count >= ACCESS_CODE_TRIES ? new Date(now + ACCESS_LOCK_MS).toISOString() : null;
      await repo.recipients.countAccessFailure(tx.trx, { id: recipient.id, failures: count, lockedUntil: lock });
      return { kind: 'wrong' as const, attemptsLeft: Math.max(0, ACCESS_CODE_TRIES - count), lockedUntil: lock };
    }
    await repo.recipients.markAuthenticated(tx.trx, { id: recipient.id, at: monotonicIso() });
    const fresh = await repo.recipients.find(tx.trx, recipient.id);
    await tx.emit(
      signingEvent(
        'recipient.authenticated',
        `${fresh.name} passed the access code for ${envelope.title}`,
        envelope,
        fresh,
      ),
    );
    return { kind: 'passed' as const, session: toSigningSession(await sessionParts(tx.trx, envelope, fresh)) };
  });
  if (outcome.kind === 'locked')
    throw signerErrors.accessCodeLocked(
      Math.max(1, Math.ceil((Date.parse(outcome.until) - Date.now()) / 1000)),
      outcome.until,
    );
  if (outcome.kind === 'wrong') throw signerErrors.accessCodeIncorrect(outcome.attemptsLeft, outcome.lockedUntil);
  return outcome.session;
}
