// Creates an authored document: from a body (markdown, html or content) or from a template, with its signing list.
import type { DocumentCreate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { countUse } from '../../templates/index.js';
import { bodyFieldsOf, finishBody, prepareBody, type PreparedBody } from '../body-input.js';
import { folderInWorkspace, subjectOf } from '../index.js';
import { refuseOverDocumentCeiling } from '../plans.js';
import { toDocument } from '../present.js';
import { newRecipients, type RecipientRow } from '../recipients.js';
import * as repo from '../repository.js';
import { fromTemplate } from '../template-source.js';
import type { DocumentParts } from '../present.js';

export async function createDocument(
  s: Services,
  ctx: ActionContext,
  input: DocumentCreate,
): Promise<DocumentParts & { warnings: string[] }> {
  const ws = ctx.workspaceId;
  const db = s.db.kysely;
  const b = input;
  const bodies = bodyFieldsOf(b);
  if (bodies.length > 1)
    throw errors.validation(
      bodies.map((f) => ({ field: `body.${f}`, message: 'send only one of markdown, html and content' })),
    );
  if (b.templateId && bodies.length)
    throw errors.validation([{ field: `body.${bodies[0]}`, message: 'cannot be combined with templateId' }]);
  if (!b.templateId && b.title === undefined)
    throw errors.validation([{ field: 'body.title', message: 'is required unless templateId is given' }]);
  await folderInWorkspace(s, ws, b.folderId);
  let title = b.title ?? '';
  let prepared: PreparedBody;
  let recipients: RecipientRow[];
  if (b.templateId) {
    const t = await fromTemplate(db, ws, b.templateId, b.recipients ?? []);
    title = b.title ?? t.name;
    prepared = await finishBody(title, t.content, { workspace: ws });
    recipients = t.recipients;
  } else {
    prepared = await prepareBody(title, b, { workspace: ws });
    recipients = newRecipients(b.recipients ?? []);
  }
  const row = repo.newDocumentRow({
    workspace_id: ws,
    title,
    kind: 'xdoc',
    page_count: prepared.pageCount,
    folder_id: b.folderId ?? null,
    content: prepared.contentJson,
    sections: prepared.sections,
    body_text: prepared.bodyText,
    template_id: b.templateId ?? null,
  });
  await s.events.transaction(ctx, async (tx) => {
    await refuseOverDocumentCeiling(s, tx.trx, ws);
    await repo.insertDocument(tx.trx, row, recipients);
    if (b.templateId) await countUse(tx.trx, b.templateId);
    await tx.emit({
      type: 'document.created',
      description: `Created "${title}"`,
      subject: subjectOf(row),
      data: { document: toDocument(row, null) },
      metadata: { templateId: b.templateId ?? null, warnings: prepared.warnings.length },
    });
  });
  return { row, recipients, warnings: prepared.warnings };
}
