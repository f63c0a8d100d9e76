// GET /public/signing/{token}: the signing session. The first successful read marks the recipient viewed and
// emits recipient.viewed (once, whatever the concurrency: the update is conditional on viewed_at being unset).
// The signing page opens it too (openSigningPage), with the refusal returned for the page to word.
import { type Disclosure, disclosureFor } from '../disclosure.js';
import type { Locale } from '../../platform/i18n/locales.js';
import type { SigningSession } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { toSigningSession } from '../present-signing.js';
import * as repo from '../repository.js';
import { loadSigner, sessionParts, signerStanding, signingEvent, type Refused, type Signer } from '../signer.js';

export async function openSigningSession(s: Services, { token, origin }: TokenContext): Promise<SigningSession> {
  return sessionOf(s, await loadSigner(s, token, origin));
}

/** The same, for the signing page: the token looked up once, the ladder's refusal returned rather than thrown. */
export async function openSigningPage(
  s: Services,
  { token, origin }: TokenContext,
): Promise<
  | {
      session: SigningSession;
      workspaceId: string;
      locale: string | null;
      /** The consent disclosure in another language (the page's, when the signer chose one). */
      disclosureIn: (locale: Locale) => Disclosure;
    }
  | Refused
> {
  const standing = await signerStanding(s, token, origin);
  if ('refusal' in standing) return standing;
  const { signer } = standing;
  return {
    session: await sessionOf(s, signer),
    workspaceId: signer.envelope.workspace_id,
    locale: signer.recipient.locale,
    disclosureIn: (locale) => disclosureFor(signer.envelope, locale),
  };
}

async function sessionOf(s: Services, signer: Signer): Promise<SigningSession> {
  let { recipient } = signer;
  const { envelope, ctx } = signer;
  if (!recipient.viewed_at) {
    recipient = await s.events.transaction(ctx, async (tx) => {
      const first = await repo.recipients.markViewed(tx.trx, {
        id: recipient.id,
        status: recipient.status,
        at: monotonicIso(),
      });
      const fresh = await repo.recipients.find(tx.trx, recipient.id);
      if (first) {
        await tx.emit(
          signingEvent(
            'recipient.viewed',
            `${fresh.name} opened their signing page for ${envelope.title}`,
            envelope,
            fresh,
          ),
        );
      }
      return fresh;
    });
  }
  return toSigningSession(await sessionParts(s.db.kysely, envelope, recipient));
}
