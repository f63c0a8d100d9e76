// What the rest of the server may use of file requests: load one (404 across workspaces and once deleted), and
// resolve an upload page's access (slug and optional token) with the public answers the spec gives.
import { verifyCapability } from '../auth/capability.js';
import type { Services } from '../services.js';
import { requestErrors } from './errors.js';
import * as repo from './repository.js';
import type { FileRequestAssigneesTable, FileRequestsTable } from './tables.js';
import { presentedTokenHash } from './tokens.js';

type Q = Services['db']['kysely'];

export async function loadRequest(
  s: Services,
  workspaceId: string,
  id: string,
  q: Q = s.db.kysely,
): Promise<FileRequestsTable> {
  const r = await repo.findRequest(q, workspaceId, id);
  if (!r) throw requestErrors.notFound();
  return r;
}

export interface UploadAccess {
  request: FileRequestsTable;
  /** The assignee whose link this is; null on the open page. */
  assignee: FileRequestAssigneesTable | null;
}

/** The request a page's slug names; an old (guessable) slug counts only with an assignee's token. */
async function requestOfSlug(q: Q, slug: string, token: string | undefined): Promise<FileRequestsTable | undefined> {
  return (await repo.findBySlug(q, slug)) ?? (token !== undefined ? await repo.findByLegacySlug(q, slug) : undefined);
}

/**
 * Who is on an upload page: 404 for an unknown slug; 410 request_deleted; 401 invalid_token for a token that is not
 * one of this request's; 410 assignee_removed; 410 request_closed; without a token, 403 open_page_disabled when the
 * request takes files only through its assignees' links.
 */
export async function resolveUploadAccess(
  s: Services,
  slug: string,
  token: string | undefined,
  q: Q = s.db.kysely,
): Promise<UploadAccess> {
  const request = await requestOfSlug(q, slug, token);
  if (!request) throw requestErrors.notFound();
  if (request.deleted_at) throw requestErrors.deleted();
  let assignee: FileRequestAssigneesTable | null = null;
  if (token !== undefined) {
    const hash = presentedTokenHash(token);
    const found = hash ? await repo.findAssigneeByTokenHash(q, hash) : undefined;
    if (!found || found.request_id !== request.id || !verifyCapability('upload', token, found.token_hash))
      throw requestErrors.invalidToken();
    if (found.removed_at) throw requestErrors.assigneeRemoved();
    assignee = found;
  }
  if (!request.active) throw requestErrors.closed();
  if (!assignee && !request.open_page) throw requestErrors.openPageDisabled();
  return { request, assignee };
}

/**
 * The same answers again for access resolved before an upload's body was read (inside its transaction): the request
 * deleted or closed, its open page switched off, or the assignee removed since.
 */
export async function recheckUploadAccess(access: UploadAccess, q: Q): Promise<void> {
  const request = await repo.findBySlug(q, access.request.slug);
  if (!request || request.deleted_at) throw requestErrors.deleted();
  if (access.assignee) {
    const a = await repo.findAssignee(q, request.id, access.assignee.id);
    if (!a || a.removed_at) throw requestErrors.assigneeRemoved();
  }
  if (!request.active) throw requestErrors.closed();
  if (!access.assignee && !request.open_page) throw requestErrors.openPageDisabled();
}
