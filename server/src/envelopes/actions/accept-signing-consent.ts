// POST /public/signing/{token}/consent: consent to sign electronically after reading the disclosure (ESIGN
// §101(c)). Records the exact text, version and language shown, with time, address and user agent; accepting again while a
// consent stands records nothing more; after a withdrawal it is a new record.
import { createHash } from 'node:crypto';
import { pickLocale, type Locale } from '../../platform/i18n/locales.js';
import { newId } from '../../platform/ids.js';
import type { SigningSession } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { disclosureFor } from '../disclosure.js';
import * as repo from '../repository.js';
import { signingEventData, toSigningSession } from '../present-signing.js';
import { signerErrors } from '../signer-errors.js';
import { accessCodePending, latestConsent, loadSigner, sessionParts, signingEvent } from '../signer.js';

export async function acceptSigningConsent(
  s: Services,
  { token, origin }: TokenContext,
  input: { disclosureVersion?: string; locale?: Locale },
): Promise<SigningSession> {
  const first = await loadSigner(s, token, origin);
  return s.events.transaction(first.ctx, async (tx) => {
    const { envelope, recipient, ctx } = await loadSigner(s, token, origin, tx.trx);
    if (accessCodePending(recipient)) throw signerErrors.accessCodeRequired();
    // The language the page showed the disclosure in; else the recipient's, which the session shows by default.
    const disclosure = disclosureFor(envelope, pickLocale(input.locale, recipient.locale));
    if (input.disclosureVersion !== undefined && input.disclosureVersion !== disclosure.version) {
      throw errors.conflict(
        `disclosure version ${input.disclosureVersion} is not the current one (${disclosure.version}); read the session again`,
        {
          fields: [
            { field: 'body.disclosureVersion', message: `is not the current disclosure (${disclosure.version})` },
          ],
          currentVersion: disclosure.version,
        },
      );
    }
    const standing = await latestConsent(tx.trx, recipient.id);
    if (!standing || standing.withdrawn_at) {
      const row = {
        id: newId('cns'),
        envelope_id: envelope.id,
        recipient_id: recipient.id,
        disclosure_text: disclosure.text,
        disclosure_sha256: createHash('sha256').update(disclosure.text).digest('hex'),
        disclosure_version: disclosure.version,
        locale: disclosure.locale,
        accepted_at: monotonicIso(),
        ip_address: ctx.ipAddress,
        user_agent: ctx.userAgent,
        withdrawn_at: null,
        withdrawn_ip: null,
        withdrawn_user_agent: null,
      };
      await repo.consents.insert(tx.trx, row);
      await tx.emit(
        signingEvent(
          'consent.accepted',
          `${recipient.name} agreed to sign ${envelope.title} electronically`,
          envelope,
          recipient,
          {
            ...signingEventData(envelope, recipient),
            consent: {
              acceptedAt: row.accepted_at,
              withdrawnAt: null,
              ipAddress: row.ip_address,
              userAgent: row.user_agent,
            },
          },
        ),
      );
    }
    return toSigningSession(await sessionParts(tx.trx, envelope, recipient));
  });
}
