// One version of a document (404 for another document's or workspace's).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadDocument } from '../index.js';
import { findVersion } from '../repository.js';
import { errors } from '../../platform/errors.js';
import type { DocumentVersionsTable } from '../tables.js';

export async function getVersion(
  s: Services,
  ctx: ActionContext,
  input: { id: string; versionId: string },
): Promise<DocumentVersionsTable> {
  const doc = await loadDocument(s, ctx.workspaceId, input.id);
  const v = await findVersion(s.db.kysely, doc.id, input.versionId);
  if (!v) throw errors.notFound('version');
  return v;
}
