// Agreements as the API shows them.
import type { Agreement } from '../generated/api/types.gen.js';
import type { AgreementRow } from './repository.js';

export function toAgreement(a: AgreementRow): Agreement {
  return {
    id: a.id,
    name: a.name,
    body: a.body,
    requireName: Boolean(a.require_name),
    linkCount: a.link_count,
    acceptedCount: a.accepted_count,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
  };
}
