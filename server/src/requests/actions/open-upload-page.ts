// GET /public/requests/{slug}: what an upload page shows (the request, its items and, for an assignee, what they
// already sent). The open page never shows anybody's files.
import type { Services } from '../../services.js';
import { resolveUploadAccess, type UploadAccess } from '../index.js';
import * as repo from '../repository.js';
import type { FileRequestItemsTable, FileRequestUploadsTable } from '../tables.js';

export interface UploadPageParts extends UploadAccess {
  items: FileRequestItemsTable[];
  uploads: FileRequestUploadsTable[];
}

/** ctx: the upload token the caller presents (none on the open page); input: the request's slug. */
export async function openUploadPage(
  s: Services,
  { token }: { token: string | undefined },
  { slug }: { slug: string },
): Promise<UploadPageParts> {
  const access = await resolveUploadAccess(s, slug, token);
  const q = s.db.kysely;
  const [items, uploads] = await Promise.all([
    repo.items(q, access.request.id),
    access.assignee ? repo.uploads(q, access.request.id, access.assignee.id) : Promise.resolve([]),
  ]);
  return { ...access, items, uploads };
}
