// What other domains may use of agreements: load one (404 across workspaces).
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { listAgreements, type AgreementRow } from './repository.js';

export async function loadAgreement(
  s: Services,
  workspaceId: string,
  id: string,
  q = s.db.kysely,
): Promise<AgreementRow> {
  const [row] = await listAgreements(q, workspaceId, id);
  if (!row) throw errors.notFound('agreement');
  return row;
}
