// Starting a visit to a link by its slug: 404 for no such link, 410 when it is closed (no visit is created),
// then the answers the body may already carry (answer-gates.ts). The token is made here and returned once.
import { issueCapability } from '../../auth/capability.js';
import type { VisitGateInput } from '../../generated/api/types.gen.js';
import type { LinkVisitsTable } from '../../links/tables.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { describeClient } from '../client-info.js';
import { visitErrors } from '../errors.js';
import { refuseIfClosed, visitContextOf, type VisitOrigin } from '../index.js';
import * as repo from '../repository.js';
import { answerGates, type GateOutcome } from './answer-gates.js';

export interface StartOrigin extends VisitOrigin {
  referrer?: string | null;
}

export async function startVisit(
  s: Services,
  { origin }: { origin: StartOrigin },
  { slug, answers: input }: { slug: string; answers: VisitGateInput },
): Promise<GateOutcome & { token: string; link: repo.LinkState }> {
  const link = await repo.findLinkState(s.db.kysely, { slug });
  if (!link) throw visitErrors.linkNotFound();
  refuseIfClosed(link, false);
  const { token, hash } = issueCapability('visit');
  const now = monotonicIso();
  // Country and city from the shipped GeoIP database; address, user agent and referrer cleaned (client-info.ts).
  const client = describeClient(origin);
  const visit: LinkVisitsTable = {
    id: newId('view'),
    workspace_id: link.workspace_id,
    link_id: link.id,
    document_id: link.document_id,
    data_room_id: link.data_room_id,
    group_id: link.group_id,
    token_hash: hash,
    viewer_email: null,
    email_verified_at: null,
    verification_code_hash: null,
    verification_expires_at: null,
    verification_attempts: 0,
    verification_sent_at: null,
    password_epoch: null,
    terms_epoch: null,
    agreement_id: null,
    nda_accepted_at: null,
    nda_text: null,
    nda_signed_name: null,
    capture_answers: '{}',
    opened_at: null,
    last_opened_at: null,
    started_at: now,
    last_seen_at: now,
    last_heartbeat_at: null,
    total_ms: 0,
    opens: 0,
    completion: 0,
    downloaded_at: null,
    bulk_code_hash: null,
    bulk_code_expires_at: null,
    bulk_code_attempts: 0,
    country: client.country,
    city: client.city,
    referrer: client.referrer,
    user_agent: client.userAgent,
    ip_address: client.ipAddress,
  };
  const out = await answerGates(s, visitContextOf({ visit, link }, origin), {
    link,
    visit,
    input,
    origin,
    isNew: true,
  });
  return { ...out, token, link };
}
