// One document with its signing list (404 for another workspace's).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadDocument } from '../index.js';
import { findRecipients } from '../repository.js';
import type { DocumentParts } from '../present.js';

export async function getDocument(s: Services, ctx: ActionContext, input: { id: string }): Promise<DocumentParts> {
  const row = await loadDocument(s, ctx.workspaceId, input.id);
  return { row, recipients: await findRecipients(s.db.kysely, row.id) };
}
