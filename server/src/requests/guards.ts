// What the rest of the server may use of file requests: load one (404 across workspaces and once deleted), and
// resolve an upload page's access (slug and optional token) with the public answers the spec gives.
import { verifyCapability } from '../auth/capability.js';
import type { Services } from '../services.js';
import { requestErrors } from './errors.js';
import * as repo from './repository.js';
import type { FileRequestAssigneesTable, FileRequestsTable } from './tables.js';
import { presentedTokenHash } from './tokens.js';

type Q = Services['db']['kysely'];

export async function loadRequest(s: Services, workspaceId: string, id: string, q: Q = s.db.kysely): Promise<FileRequestsTable> {
  const r = await repo.findRequest(q, workspaceId, id);
  if (!r) throw requestErrors.notFound();
  return r;
}

export interface UploadAccess {
  request: FileRequestsTable;
  /** The assignee whose link this is; null on the open page. */
  assignee: FileRequestAssigneesTable | null;
}

/**
 * Who is on an upload page: 404 for an unknown slug; 410 request_deleted; 401 invalid_token for a token that is not
 * one of this request's; 410 assignee_removed; 410 request_closed.
 */
export async function resolveUploadAccess(s: Services, slug: string, token: string | undefined, q: Q = s.db.kysely): Promise<UploadAccess> {
  const request = await repo.findBySlug(q, slug);
  if (!request) throw requestErrors.notFound();
  if (request.deleted_at) throw requestErrors.deleted();
  let assignee: FileRequestAssigneesTable | null = null;
  if (token !== undefined) {
    const hash = presentedTokenHash(token);
    const found = hash ? await repo.findAssigneeByTokenHash(q, hash) : undefined;
    if (!found || found.request_id !== request.id || !verifyCapability('upload', token, found.token_hash)) throw requestErrors.invalidToken();
    if (found.removed_at) throw requestErrors.assigneeRemoved();
    assignee = found;
  }
  if (!request.active) throw requestErrors.closed();
  return { request, assignee };
}
