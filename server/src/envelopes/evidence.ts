// What signing produced, gathered once for its readers: one envelope of the caller's workspace (404 otherwise,
// another workspace's id included), and the evidence rows the certificate and the executed PDF's certificate page
// both print (recipients in routing order, signatures, consents oldest first, the audit trail oldest first).
import type { Selectable } from 'kysely';
import { settleChain } from '../events/chain.js';
import type { AuditEventsTable } from '../events/tables.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { evidenceRows, findEnvelope } from './repository.js';
import type {
  EnvelopeConsentsTable,
  EnvelopeRecipientsTable,
  EnvelopeSignaturesTable,
  EnvelopesTable,
} from './tables.js';

export async function loadEnvelopeOf(s: Services, workspaceId: string, id: string): Promise<EnvelopesTable> {
  const e = await findEnvelope(s.db.kysely, workspaceId, id);
  if (!e) throw errors.notFound('envelope');
  return e;
}

export interface Evidence {
  recipients: EnvelopeRecipientsTable[];
  signatures: EnvelopeSignaturesTable[];
  consents: EnvelopeConsentsTable[];
  events: Pick<Selectable<AuditEventsTable>, 'type' | 'description' | 'actor_email' | 'ip_address' | 'created_at'>[];
}

/** What a signer's record says about their signing, in the wire's words (the certificate and the evidence alike). */
export function signerTrail(r: Selectable<EnvelopeRecipientsTable>) {
  return {
    name: r.name,
    email: r.email,
    role: r.role,
    status: r.status,
    signedAt: r.signed_at,
    // signed_ip and signed_user_agent hold where they signed, or declined, from.
    ipAddress: r.signed_ip,
    userAgent: r.signed_user_agent,
    authMethod: r.auth_method,
    authenticatedAt: r.authenticated_at,
  };
}

/** An audit entry of the envelope as the certificate and the evidence both list it. */
export function eventTrail(ev: Evidence['events'][number]) {
  return {
    type: ev.type,
    description: ev.description,
    actorEmail: ev.actor_email,
    ipAddress: ev.ip_address,
    createdAt: ev.created_at,
  };
}

export async function gatherEvidence(s: Services, e: EnvelopesTable): Promise<Evidence> {
  const db = s.db.kysely;
  await settleChain(db, e.workspace_id);
  const [recipients, signatures, consents, events] = await evidenceRows(db, e);
  return { recipients, signatures, consents, events };
}
