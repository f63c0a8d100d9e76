// GET /envelopes/{id}: the envelope with recipients and fields; with `signingUrls` each recipient's link (null
// for anyone who signed, declined or passed it on, and for everyone once the envelope ended).
import type { EnvelopeDetail } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { toDetail } from '../present.js';
import { settleExpiry } from './expire-envelope.js';
import * as repo from '../repository.js';
import { signingToken, signingUrl } from '../tokens.js';

export async function getEnvelope(
  s: Services,
  ctx: ActionContext,
  { id, signingUrls = false }: { id: string; signingUrls?: boolean },
): Promise<EnvelopeDetail> {
  const found = await repo.findEnvelope(s.db.kysely, ctx.workspaceId, id);
  if (!found) throw errors.notFound('envelope');
  const envelope = await settleExpiry(s, found);
  const recipients = await repo.findRecipients(s.db.kysely, envelope.id);
  const fields = await repo.findFields(s.db.kysely, envelope.id);
  let urls: Map<string, string | null> | undefined;
  if (signingUrls) {
    urls = new Map();
    for (const r of recipients) {
      const open = envelope.status === 'sent' && !['signed', 'declined', 'delegated'].includes(r.status);
      urls.set(r.id, open ? signingUrl(s, (await signingToken(s, envelope.id, r.id)).token) : null);
    }
  }
  return toDetail(envelope, recipients, fields, urls);
}
